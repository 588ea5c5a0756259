import { useEffect, useEffectEvent } from 'react';
import { RESYNC } from '@halaqa/shared/live';

/**
 * Listens to a course's live events (Server-Sent Events). `onChange` gets each event's kind, and
 * 'resync' each time the stream opens: the browser reconnects by itself after a dropped
 * connection, and even the first open may come after the page loaded its data, so the page
 * fetches again whatever it may have missed in between.
 */
export function useCourseEvents(courseId: string, onChange: (kind: string) => void): void {
  const handle = useEffectEvent(onChange);
  useEffect(() => {
    if (!courseId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/courses/${encodeURIComponent(courseId)}/events`);
    source.onopen = () => handle(RESYNC);
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
