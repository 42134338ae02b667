import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { HOURLY_CLEAN_UP } from '../../src/server/features/clean-up/jobs';
import { startTestServer, type TestServer } from '../support/server';
import { storedUploads } from '../support/uploads';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR_AGO = new Date(Date.now() - 60 * 60_000);

describe('the hourly clean-up on the job queue', () => {
  it('is scheduled once for every server, on the queue', async () => {
    const { rows } = await server.database.pool.query(
      'SELECT name, cron FROM pgboss.schedule WHERE name = $1',
      [HOURLY_CLEAN_UP],
    );
    expect(rows).toEqual([{ name: HOURLY_CLEAN_UP, cron: '7 * * * *' }]);
  });

  it('purges expired sessions, lapsed limits and old files no row names, and keeps the rest', async () => {
    const lapsed = await signUp(server.client());
    const live = server.client();
    const { user } = await signUp(live);
    await server.database.db
      .update(sessions)
      .set({ expire: HOUR_AGO })
      .where(eq(sessions.userId, lapsed.user.id));
    await server.database.db.insert(rateLimits).values([
      { key: 'loginPerIp:192.0.2.1', points: 3, expire: HOUR_AGO.getTime() },
      { key: 'loginPerIp:192.0.2.2', points: 3, expire: Date.now() + 60 * 60_000 },
    ]);
    const photosDir = path.join(server.dataDir, 'uploads', 'photos');
    fs.mkdirSync(photosDir, { recursive: true });
    fs.writeFileSync(path.join(photosDir, 'forgotten.jpg'), 'left by a crash');
    fs.utimesSync(path.join(photosDir, 'forgotten.jpg'), HOUR_AGO, HOUR_AGO);
    fs.writeFileSync(path.join(photosDir, 'arriving.jpg'), 'an upload whose row is not committed yet');

    await server.app.ctx.jobs.send(HOURLY_CLEAN_UP, {});
    const done = await waitUntil(
      async () => (storedUploads(server.dataDir, 'photos').includes('forgotten.jpg') ? undefined : true),
      20_000,
      100,
    );
    expect(done).toBe(true);
    const left = await server.database.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((row) => row.userId)).not.toContain(lapsed.user.id);
    expect(left.map((row) => row.userId)).toContain(user.id);
    expect((await live.get('/api/user')).status).toBe(200);
    const limits = await server.database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(limits.map((row) => row.key)).toEqual(expect.arrayContaining(['loginPerIp:192.0.2.2']));
    expect(limits.map((row) => row.key)).not.toContain('loginPerIp:192.0.2.1');
    expect(storedUploads(server.dataDir, 'photos')).toContain('arriving.jpg');
  });
});
