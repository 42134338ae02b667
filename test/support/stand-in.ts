import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Answer = { status?: number; json?: unknown; delayMs?: number };

/**
 * A local HTTP server answering each path with what the test sets, as an outside API would, and recording
 * every request it receives.
 */
export async function startStandIn(answers: Record<string, Answer | ((req: RecordedRequest) => Answer)>) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    const configured = answers[recorded.path.split('?')[0] ?? ''];
    const answer = typeof configured === 'function' ? configured(recorded) : configured;
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such path"}}');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed) return;
    res
      .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.json ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
