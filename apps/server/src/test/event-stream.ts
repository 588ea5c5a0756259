/** A Server-Sent Events stream read as a browser would, for tests. */
export interface TestStream {
  status: number;
  headers: Headers;
  /** Data payloads received so far (comments and `retry:` lines are not messages). */
  messages: unknown[];
  /** Waits for a message matching `match`. */
  next(match: (message: unknown) => boolean, ms?: number): Promise<unknown>;
  close(): void;
}

export async function openStream(url: string, cookie = ''): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const messages: unknown[] = [];
  const waiters = new Set<() => void>();
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6));
          if (data.length > 0) messages.push(JSON.parse(data.join('\n')));
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  };
  void pump();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    async next(match, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = messages.find(match);
        if (found !== undefined) return found;
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => controller.abort(),
  };
}
