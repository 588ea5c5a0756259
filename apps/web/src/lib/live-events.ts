import { useEffect, useEffectEvent } from 'react';

/**
 * Listens to a course's live events (Server-Sent Events). `onChange` gets each event's kind, and
 * 'resync' when the stream (re)opens: the browser reconnects by itself after a dropped
 * connection, and the page then fetches again whatever it may have missed.
 */
export function useCourseEvents(courseId: string, onChange: (kind: string) => void): void {
  const handle = useEffectEvent(onChange);
  useEffect(() => {
    if (!courseId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/courses/${encodeURIComponent(courseId)}/events`);
    let opened = false;
    source.onopen = () => {
      // The first open needs no catch-up: the page has just loaded its data.
      if (opened) handle('resync');
      opened = true;
    };
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        const { kind } = JSON.parse(event.data) as { kind?: unknown };
        if (typeof kind === 'string') handle(kind);
      } catch {
        // Not one of ours: nothing to refresh.
      }
    };
    return () => source.close();
  }, [courseId]);
}
