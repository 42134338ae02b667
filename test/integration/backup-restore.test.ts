import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/server/providers/storage/s3-storage';
import { jobsSettled, readAll, run, sha256, succeeds } from '../support/backups';
import { createEmptyDatabase, createTestDatabase } from '../support/database';
import { TestClient } from '../support/http-client';
import { samplePhoto, uploadPhoto } from '../support/photos';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startS3Server } from '../support/s3';
import { embeddedPostgresPid, processFixture } from '../support/server-process';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-backups-'));
afterAll(() => {
  cleanUp();
  fs.rmSync(scratch, { recursive: true, force: true });
});

// Servers, a backup and a restore are real processes, each with its own PostgreSQL.
describe('npm run backup and npm run restore', { timeout: 150_000 }, () => {
  it('back up a server while it writes, and restore it into a new data folder that serves the same', async () => {
    const dataDir = newDataDir();
    const server = start(dataDir);
    await server.ready;
    const client = new TestClient(server.url());
    await signUp(client);

    const quiet = await createTrip(client, { title: 'Quiet trip' });
    await addStop(client, quiet.id, { name: 'Arches' });
    await addStop(client, quiet.id, { name: 'Zion', arrivalTime: '2026-05-04T15:00:00.000Z' });
    const imported = await client.post(
      `/api/trips/${quiet.id}/route/import`,
      routeForm(gpxFile(trackPoints(200)), 'drive.gpx'),
    );
    expect(imported.status).toBe(200);
    // A phone's points: a table of thousands of rows, which the dump writes faster than it can compress them.
    const device = (await client.post('/api/devices', { name: 'phone', app: 'overland' })).body;
    for (let batch = 0; batch < 2; batch++) {
      const locations = Array.from({ length: 1000 }, (_, i) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-109.5 + (batch * 1000 + i) * 1e-4, 38.5] },
        properties: { timestamp: new Date(Date.UTC(2026, 4, 3) + (batch * 1000 + i) * 10_000).toISOString() },
      }));
      const sent = await fetch(`${server.url()}/api/ingest/overland`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${device.token}` },
        body: JSON.stringify({ locations }),
      });
      expect(sent.status).toBe(200);
    }
    for (const [index, name] of (['dog', 'horses', 'dog'] as const).entries()) {
      await uploadPhoto(client, quiet.id, samplePhoto(name), `photo-${index}.jpg`);
    }
    await jobsSettled(dataDir);

    // Stops are added one after the other, each after the last, for as long as the backup runs.
    const busy = await createTrip(client, { title: 'Busy trip' });
    let added = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await addStop(client, busy.id, {
          name: `Stop ${added}`,
          arrivalTime: new Date(Date.UTC(2026, 4, 2) + added * 60_000).toISOString(),
        });
        added++;
      }
    })();
    await expect.poll(() => added, { timeout: 10_000 }).toBeGreaterThan(5);
    const addedBefore = added;
    const backup = path.join(scratch, 'running');
    const output = await succeeds('backup', dataDir, backup);
    const addedAfter = added;
    writing = false;
    await writes;
    expect(output).toContain(`backing up the running server's database in ${dataDir}`);
    expect(addedAfter).toBeGreaterThan(addedBefore);

    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'roadbook-backup.json'), 'utf8'));
    expect(manifest).toMatchObject({ formatVersion: 1, database: { file: 'database.copy.gz' } });
    expect(manifest.roadbookVersion).toBe(JSON.parse(fs.readFileSync('package.json', 'utf8')).version);
    expect(manifest.files.storage).toBe('local');
    // Three originals, their copies without metadata, thumbnails and the guide's JPEGs of those.
    expect(manifest.files.count).toBe(12);
    for (const entry of manifest.files.entries) {
      const copy = fs.readFileSync(path.join(backup, 'uploads', entry.area, entry.name));
      expect(sha256(copy)).toBe(entry.sha256);
    }

    const original = await readAll(client, dataDir, busy.id, quiet.id);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const restoredDir = path.join(scratch, 'restored');
    expect(await succeeds('restore', restoredDir, backup)).toContain('Restored');
    expect(embeddedPostgresPid(restoredDir)).toBeNull();
    const restoredServer = start(restoredDir);
    await restoredServer.ready;
    // Sessions are rows like any other: the traveller is still signed in.
    const restoredClient = client.withCookiesOn(restoredServer.url());
    const restored = await readAll(restoredClient, restoredDir, busy.id, quiet.id);

    expect(restored.quietTrip).toEqual(original.quietTrip);
    expect(restored.quietStops).toEqual(original.quietStops);
    expect(restored.photos).toEqual(original.photos);
    expect(restored.route).toEqual(original.route);
    expect(restored.photoBytes).toEqual(original.photoBytes);
    expect(restored.trips.map((trip) => trip.id).sort()).toEqual(
      original.trips.map((trip) => trip.id).sort(),
    );
    expect(restored.trips.find((trip) => trip.id === quiet.id)).toEqual(
      original.trips.find((trip) => trip.id === quiet.id),
    );
    // The busy trip as the dump found it: the stops added before the backup began, and some of those added
    // while it ran, each as the original has it.
    expect(restored.busyStops.length).toBeGreaterThanOrEqual(addedBefore);
    expect(restored.busyStops.length).toBeLessThanOrEqual(addedAfter);
    for (const stop of restored.busyStops) {
      expect(stop).toEqual(original.busyStops.find((each) => each.id === stop.id));
    }
    for (const table of ['trip_stops', 'photos', 'users', 'device_points'] as const) {
      for (const [id, row] of restored.rows[table])
        expect(row, `${table} ${id}`).toBe(original.rows[table].get(id));
    }
    expect(restored.rows.photos.size).toBe(original.rows.photos.size);
    expect(restored.rows.users.size).toBe(original.rows.users.size);
    expect(restored.rows.device_points.size).toBe(2000);
    restoredServer.child.kill('SIGTERM');
    expect(await restoredServer.exited).toBe(0);

    // Stopped, the server's PostgreSQL is started for the backup, and stopped again after it.
    const stoppedBackup = path.join(scratch, 'stopped');
    expect(await succeeds('backup', dataDir, stoppedBackup)).toContain(
      'its PostgreSQL started for the backup',
    );
    expect(embeddedPostgresPid(dataDir)).toBeNull();
    const stopped = JSON.parse(fs.readFileSync(path.join(stoppedBackup, 'roadbook-backup.json'), 'utf8'));
    const stopRows = (m: typeof manifest) =>
      m.database.tables.find((t: { name: string }) => t.name === 'trip_stops').rows;
    expect(stopRows(stopped)).toBe(original.rows.trip_stops.size);

    // A data folder that is not empty is refused, and left as it was.
    const before = fs.readdirSync(dataDir).sort();
    const intoUsed = await run('restore', dataDir, backup);
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.output).toContain(`${dataDir} is not empty`);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);

    // A backup needs a folder it can make, new or empty.
    const nowhere = await run('backup', dataDir, path.join(scratch, 'missing', 'backup'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toContain(`${path.join(scratch, 'missing')} is not a folder`);
    const reused = await run('backup', dataDir, backup);
    expect(reused.code).toBe(1);
    expect(reused.output).toContain(`${backup} is not an empty folder`);
    expect(fs.existsSync(path.join(backup, 'roadbook-backup.json'))).toBe(true);
  });

  it('refuses a damaged backup before writing anything, and a database that has tables', async () => {
    const dataDir = newDataDir();
    const server = start(dataDir);
    await server.ready;
    const client = new TestClient(server.url());
    await signUp(client);
    const trip = await createTrip(client);
    await uploadPhoto(client, trip.id, samplePhoto('dog'), 'dog.jpg');
    const backup = path.join(scratch, 'to-damage');
    await succeeds('backup', dataDir, backup);
    server.child.kill('SIGTERM');
    await server.exited;
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'roadbook-backup.json'), 'utf8'));

    const damaged = (name: string, damage: (folder: string) => void) => {
      const folder = path.join(scratch, name);
      fs.cpSync(backup, folder, { recursive: true });
      damage(folder);
      return folder;
    };
    const flipByte = (file: string) => {
      const bytes = fs.readFileSync(file);
      const middle = Math.floor(bytes.length / 2);
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
      fs.writeFileSync(file, bytes);
    };
    const original = manifest.files.entries.find((entry: { area: string }) => entry.area === 'photos');
    const cases = [
      {
        folder: damaged('bad-json', (f) =>
          fs.writeFileSync(path.join(f, 'roadbook-backup.json'), '{"formatV'),
        ),
        message: 'is not valid JSON',
      },
      {
        folder: damaged('bad-manifest', (f) =>
          fs.writeFileSync(
            path.join(f, 'roadbook-backup.json'),
            JSON.stringify({ ...manifest, database: { ...manifest.database, sha256: 'nope' } }),
          ),
        ),
        message: 'is damaged (database.sha256',
      },
      {
        folder: damaged('bad-dump', (f) => flipByte(path.join(f, 'database.copy.gz'))),
        message: 'database.copy.gz differs from the backup',
      },
      {
        folder: damaged('bad-photo', (f) => flipByte(path.join(f, 'uploads', 'photos', original.name))),
        message: `uploads/photos/${original.name} differs from its manifest`,
      },
    ];
    for (const { folder, message } of cases) {
      const target = path.join(scratch, `restored-${path.basename(folder)}`);
      const refused = await run('restore', target, folder);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(message);
      expect(refused.output).toContain('The restore failed.');
      expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
    }

    // With DATABASE_URL, into an empty database only; the files go into the empty data folder.
    const used = await createTestDatabase();
    try {
      const refused = await run('restore', path.join(scratch, 'restored-used'), backup, {
        DATABASE_URL: used.url,
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The database at DATABASE_URL has tables');
    } finally {
      await used.close();
    }
    const empty = await createEmptyDatabase();
    try {
      const intoDatabase = path.join(scratch, 'restored-database');
      const output = await succeeds('restore', intoDatabase, backup, { DATABASE_URL: empty.url });
      expect(output).toContain(`set SECRET_KEY to the line in ${path.join(backup, 'secret-key')}`);
      expect(fs.readdirSync(path.join(intoDatabase, 'uploads', 'photos'))).toEqual([original.name]);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        const counted = await client.query('SELECT (SELECT count(*) FROM photos)::int AS photos');
        expect(counted.rows[0].photos).toBe(1);
      } finally {
        await client.end();
      }
    } finally {
      await empty.drop();
    }
  });

  it('lists the files a bucket holds, and restores against that bucket', async () => {
    const s3 = await startS3Server();
    try {
      const dataDir = newDataDir();
      const server = start(dataDir, s3.env);
      await server.ready;
      const client = new TestClient(server.url());
      await signUp(client);
      const trip = await createTrip(client);
      await uploadPhoto(client, trip.id, samplePhoto('horses'), 'horses.jpg');
      await jobsSettled(dataDir);
      const backup = path.join(scratch, 'bucket');
      await succeeds('backup', dataDir, backup, s3.env);
      const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'roadbook-backup.json'), 'utf8'));
      expect(manifest.files).toMatchObject({ storage: 's3', bucket: s3.bucket, count: 4 });
      expect(manifest.files.objects.map((object: { key: string }) => object.key)).toEqual(s3.keys());
      expect(fs.existsSync(path.join(backup, 'uploads'))).toBe(false);
      const photos = (await client.get(`/api/trips/${trip.id}/photos`)).body;
      const original = await client.bytes(`/uploads/${photos[0].filename}`);
      server.child.kill('SIGTERM');
      await server.exited;

      const withoutBucket = await run('restore', path.join(scratch, 'restored-no-bucket'), backup);
      expect(withoutBucket.code).toBe(1);
      expect(withoutBucket.output).toContain(`This backup's files are in the bucket ${s3.bucket}`);

      // The rows come back; the files stay where they are, in the bucket.
      const restoredDir = path.join(scratch, 'restored-bucket');
      await succeeds('restore', restoredDir, backup, s3.env);
      expect(fs.readdirSync(restoredDir).sort()).toEqual([
        'postgres',
        'postgres-credentials.json',
        'postgres.log',
        'secret-key',
      ]);
      const restoredServer = start(restoredDir, s3.env);
      await restoredServer.ready;
      const restoredClient = client.withCookiesOn(restoredServer.url());
      expect((await restoredClient.get(`/api/trips/${trip.id}/photos`)).body).toEqual(photos);
      const restored = await restoredClient.bytes(`/uploads/${photos[0].filename}`);
      expect(sha256(restored.body)).toBe(sha256(original.body));
      restoredServer.child.kill('SIGTERM');
      expect(await restoredServer.exited).toBe(0);

      await createS3Client(s3.config).send(
        new DeleteObjectCommand({ Bucket: s3.bucket, Key: `photos/${photos[0].filename}` }),
      );
      const lacking = await run('restore', path.join(scratch, 'restored-lacking'), backup, s3.env);
      expect(lacking.code).toBe(1);
      expect(lacking.output).toContain(`The bucket ${s3.bucket} lacks 1 of the 4 files`);
    } finally {
      await s3.close();
    }
  });
});
