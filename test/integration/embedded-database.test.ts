import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { guideThumbnailName } from '../../src/server/files/owned-files';
import { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { embeddedPostgresPid, killEmbeddedPostgres, processFixture } from '../support/server-process';
import { createTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { newAccount } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture({ LOG_LEVEL: 'info' });
afterAll(cleanUp);

interface StoredPhoto {
  originalName: string;
  filename: string;
  thumbnailFilename: string;
}

/**
 * Every stored file is named by a photo, and no temporary file is left once the image work has ended.
 * Thumbnails are made in the background after the upload (by the restarted server for photos whose server was
 * killed first): each photo gets its own, with the travel guide's size of it, and no other is left.
 */
async function expectNoStrayFiles(dataDir: string, photos: StoredPhoto[]): Promise<void> {
  expect(storedUploads(dataDir, 'photos').sort()).toEqual(photos.map((p) => p.filename).sort());
  await expect
    .poll(() => storedUploads(dataDir, 'thumbs').sort(), { timeout: 60_000, interval: 250 })
    .toEqual(photos.flatMap((p) => [p.thumbnailFilename, guideThumbnailName(p.thumbnailFilename)]).sort());
  // The restarted server's image jobs work on temporary copies until they end; a left one would stay.
  await expect
    .poll(() => storedUploads(dataDir, '.incoming'), { timeout: 60_000, interval: 250 })
    .toEqual([]);
}

describe('the embedded PostgreSQL', { timeout: 300_000 }, () => {
  it('keeps every upload answered 2xx and leaves no stray file when the Node process is killed during uploads, ten times', async () => {
    const dataDir = newDataDir();
    const account = newAccount();
    const photos = await Promise.all(
      Array.from({ length: 20 }, (_, i) => makeJpeg({ width: 1024, height: 768, noise: i % 4 === 0 })),
    );
    const answered: string[] = [];
    let tripId = 0;

    for (let round = 1; round <= 10; round++) {
      const server = start(dataDir);
      const output = await server.ready;
      if (round > 1)
        expect(output).toContain('reusing the embedded PostgreSQL left running by an earlier start');
      const client = new TestClient(server.url());
      if (round === 1) {
        expect((await client.post('/api/register', account)).status).toBe(201);
        tripId = (await createTrip(client)).id;
      } else {
        expect(
          (await client.post('/api/login', { username: account.username, password: account.password }))
            .status,
        ).toBe(200);
        // Everything answered 2xx before the kill is there.
        const listed = (await client.get(`/api/trips/${tripId}/photos`)).body as StoredPhoto[];
        const names = new Set(listed.map((photo) => photo.originalName));
        for (const name of answered) expect(names.has(name)).toBe(true);
        await expectNoStrayFiles(dataDir, listed);
      }

      const uploads = photos.map((photo, i) =>
        client
          .post(`/api/trips/${tripId}/photos`, photoForm(photo, `round${round}-photo${i}.jpg`))
          .then((response) => {
            if (response.status >= 200 && response.status < 300) answered.push(`round${round}-photo${i}.jpg`);
          })
          .catch(() => {}),
      );
      // Killed while the uploads are under way: once a few have been answered.
      const before = answered.length;
      expect(await waitUntil(() => (answered.length >= before + 3 ? true : undefined), 60_000, 100)).toBe(
        true,
      );
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(uploads);
      expect(embeddedPostgresPid(dataDir)).not.toBeNull();
    }

    const last = start(dataDir);
    await last.ready;
    const client = new TestClient(last.url());
    await client.post('/api/login', { username: account.username, password: account.password });
    const listed = (await client.get(`/api/trips/${tripId}/photos`)).body as StoredPhoto[];
    const names = new Set(listed.map((photo) => photo.originalName));
    await expectNoStrayFiles(dataDir, listed);
    expect(answered.length).toBeGreaterThanOrEqual(30);
    for (const name of answered) expect(names.has(name)).toBe(true);
    for (const photo of listed.slice(0, 5))
      expect((await client.get(`/uploads/${photo.filename}`)).status).toBe(200);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  });

  it('answers 503 while its PostgreSQL is down and brings it back, losing nothing', async () => {
    const dataDir = newDataDir();
    const server = start(dataDir);
    await server.ready;
    const client = new TestClient(server.url());
    const account = newAccount();
    await client.post('/api/register', account);
    const trip = await createTrip(client, { title: 'Survives a database crash' });

    const pid = killEmbeddedPostgres(dataDir);
    const answers: { status: number; body: { message?: string } }[] = [];
    const back = await waitUntil(
      async () => {
        const response = await client.get('/api/trips');
        answers.push(response);
        return response.status === 200 ? response : undefined;
      },
      30_000,
      100,
    );
    if (!back) throw new Error('the server did not answer 200 again within 30 s');
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.body.message).toContain('The database is not answering');
    }
    expect(back.body.map((t: { id: number }) => t.id)).toEqual([trip.id]);
    expect(embeddedPostgresPid(dataDir)).not.toBe(pid);
    expect(server.output()).toContain('the embedded PostgreSQL stopped unexpectedly; starting it again');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it("carries over the previous release's database folder on first start", async () => {
    const dataDir = newDataDir();
    await writePreviousReleaseFolder(dataDir);
    const server = start(dataDir);
    const output = await server.ready;
    expect(output).toContain(
      `carrying over the database of the previous release from ${path.join(dataDir, 'db')}`,
    );
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    const backups = fs.readdirSync(dataDir).filter((name) => name.startsWith('db.pglite-backup-'));
    expect(backups).toHaveLength(1);

    const client = new TestClient(server.url());
    const login = await client.post('/api/login', { username: 'earlier', password: 'from the old days' });
    expect(login.status).toBe(200);
    expect(login.body.firstName).toBe('Éloïse');
    const [trip] = (await client.get('/api/trips')).body;
    expect(trip.title).toBe('Route 66 — before the move');
    const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body;
    expect(stops.map((s: { name: string }) => s.name)).toEqual(['Chicago', 'Santa Monica']);
    // Sequences carry over too: new rows do not collide with carried ones.
    const added = await client.post(`/api/trips/${trip.id}/stops`, {
      name: 'Amarillo',
      latitude: 35.2,
      longitude: -101.8,
    });
    expect(added.status).toBe(201);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const again = start(dataDir);
    expect(await again.ready).not.toContain('carrying over');
    const relogin = new TestClient(again.url());
    await relogin.post('/api/login', { username: 'earlier', password: 'from the old days' });
    expect((await relogin.get(`/api/trips/${trip.id}/stops`)).body).toHaveLength(3);
    again.child.kill('SIGTERM');
    await again.exited;
  });
});

/**
 * A data folder as the previous release wrote it: PGlite files under `db/`, migrated by that release's four
 * migrations, with an account, a trip and its stops.
 */
async function writePreviousReleaseFolder(dataDir: string): Promise<void> {
  const migrations = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-old-migrations-'));
  const source = path.resolve('src/server/db/migrations');
  fs.cpSync(source, migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag <= '0003_sandbox_payments');
  fs.writeFileSync(journalFile, JSON.stringify(journal));

  const pglite = new PGlite(path.join(dataDir, 'db'));
  try {
    await migrate(drizzle(pglite), { migrationsFolder: migrations });
    const password = await hashPassword('from the old days');
    await pglite.query(
      `INSERT INTO users (username, email, first_name, last_name, password) VALUES ('earlier', 'earlier@example.com', 'Éloïse', 'Martin', $1)`,
      [password],
    );
    await pglite.exec(`
      INSERT INTO trips (user_id, title, start_location, end_location, start_date, end_date, status)
        VALUES (1, 'Route 66 — before the move', 'Chicago', 'Santa Monica', '2025-06-01', '2025-06-14', 'completed');
      INSERT INTO trip_stops (trip_id, name, latitude, longitude, stop_order)
        VALUES (1, 'Chicago', 41.8781, -87.6298, 1), (1, 'Santa Monica', 34.0195, -118.4912, 2);`);
  } finally {
    await pglite.close();
    fs.rmSync(migrations, { recursive: true, force: true });
  }
}
