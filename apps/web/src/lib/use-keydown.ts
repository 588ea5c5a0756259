import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Calls `onKey` for every key pressed on the page while the component is shown. The listener is
 * in place before the first paint, so a key pressed as soon as the screen appears is not lost.
 */
export function useKeydown(onKey: (e: KeyboardEvent) => void): void {
  const handle = useEffectEvent(onKey);
  useLayoutEffect(() => {
    const listener = (e: KeyboardEvent) => handle(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
