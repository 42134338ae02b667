import type { TestClient } from './http-client';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * A Server-Sent Events stream read as a browser's EventSource reads it, with the client's cookies. `next` waits
 * for the first event, from now or already received and not yet taken, that matches.
 */
export async function openEventStream(client: TestClient, path: string) {
  const controller = new AbortController();
  const cookie = client.cookieHeader();
  const response = await fetch(new URL(path, client.baseUrl), {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const pending: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (streaming && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            if (event && data !== undefined) {
              pending.push({ event, data: JSON.parse(data) });
              for (const wake of waiting) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }

  async function next(matches: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = pending.findIndex(matches);
      if (index >= 0) return pending.splice(index, 1)[0] as StreamEvent;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(pending)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: streaming ? null : await response.text(),
    next,
    close: () => controller.abort(),
  };
}
