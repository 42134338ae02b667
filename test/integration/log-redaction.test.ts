import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { ownerWithDevice, phone } from '../support/devices';
import { LogCapture } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/server';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const NAME = 'redact_me_7f3a';

let server: TestServer;
const log = new LogCapture();
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: log });
});
afterAll(() => server.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement was expected to fail');
}

/** What the server's own logger writes for an error, as the error handler logs an unexpected one. */
function logged(error: unknown, label: string): string {
  server.app.log.error({ err: error }, label);
  const line = log
    .text()
    .split('\n')
    .find((entry) => entry.includes(label));
  if (!line) throw new Error(`nothing was logged for ${label}`);
  return line;
}

describe('database errors in the server log', () => {
  it('name the statement but none of its values', async () => {
    const refused = await failure(() =>
      server.database.db.insert(users).values({ username: NAME, firstName: 'A\u0000', password: HASH }),
    );
    const line = logged(refused, 'insert refused');
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).not.toContain('argon2');
    expect(line).not.toContain(NAME);
  });

  it('leave out the failing row that PostgreSQL describes', async () => {
    const refused = await failure(() =>
      server.database.db.execute(sql`insert into users (username, password) values (null, ${HASH})`),
    );
    const line = logged(refused, 'null refused');
    expect(line).toContain('23502');
    expect(line).not.toContain('argon2');
  });
});

describe('requests in a debug log', () => {
  it('show the path a phone posted to, never its device token', async () => {
    const capture = new LogCapture();
    const debug = await startTestServer({ env: { LOG_LEVEL: 'debug' }, logStream: capture });
    try {
      const { device } = await ownerWithDevice(debug, 'gpslogger');
      const response = await phone(
        debug.baseUrl,
        `/api/ingest/gpslogger?token=${device.token}&lat=38.5733&lon=-109.5498&time=2026-05-02T15:00:00Z`,
        { method: 'GET' },
      );
      expect(response.status).toBe(200);
      const osmand = await phone(debug.baseUrl, `/api/ingest/osmand?id=${device.token}&lat=38.6&lon=-109.5`, {
        method: 'GET',
      });
      expect(osmand.status).toBe(200);
      await expect.poll(() => capture.text()).toContain('/api/ingest/osmand?id=…');
      expect(capture.text()).toContain('/api/ingest/gpslogger?token=…&lat=38.5733');
      expect(capture.text()).not.toContain(device.token);
    } finally {
      await debug.close();
    }
  });
});
