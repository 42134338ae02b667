import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';

interface Reply {
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Reply> }>>;
}

const server = await startTestServer();

afterAll(() => server.close());

/** A reply is declared when it names what it carries, where it sends the client, or that it carries nothing. */
function declared(status: string, reply: Reply): boolean {
  if (status === '204') return true;
  if (/^3\d\d$/.test(status))
    return reply.headers?.location !== undefined || reply.headers?.Location !== undefined;
  return Object.keys(reply.content ?? {}).length > 0;
}

describe('the API description', () => {
  it('declares for every operation a reply with its content type, a redirect or no content', () => {
    const document = server.app.swagger() as unknown as OpenApiDocument;
    const undeclared: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const replies = Object.entries(operation.responses ?? {});
        if (!replies.some(([status, reply]) => declared(status, reply))) {
          undeclared.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(undeclared).toEqual([]);
  });
});
