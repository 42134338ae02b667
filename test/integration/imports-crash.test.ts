import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { importAt, sendImport } from '../support/imports';
import { polarstepsZip } from '../support/polarsteps-export';
import { crashFixture } from '../support/server-process';
import { signUp } from '../support/users';

const fixture = crashFixture();

const PHOTOS = 40;

const madePhotos = async (importId: string) =>
  (
    await fixture.database.pool.query(
      `SELECT count(*)::int AS count FROM import_made WHERE import_id = $1 AND kind = 'photo'`,
      [importId],
    )
  ).rows[0].count as number;

describe('an import whose server is killed', { timeout: 180_000 }, () => {
  it('goes on after the restart where it stood, and writes each photo once', async () => {
    // A short job time-out: the killed server's job is taken for dead, and run again, within seconds.
    const first = await fixture.serve({ JOB_TIMEOUT_SECONDS: '6' });
    await signUp(first.client);
    const sent = await sendImport(first.client, [
      { name: 'polarsteps.zip', bytes: await polarstepsZip({ steps: 10, photosPerStep: PHOTOS / 10 }) },
    ]);
    await importAt(first.client, sent.body.id, ['ready']);
    expect((await first.client.post(`/api/imports/${sent.body.id}/start`, {})).status).toBe(200);
    expect(
      await waitUntil(async () => ((await madePhotos(sent.body.id)) >= 5 ? true : undefined), 60_000, 20),
    ).toBe(true);
    await first.kill();
    const before = await madePhotos(sent.body.id);
    expect(before).toBeLessThan(PHOTOS);

    const second = await first.restart();
    const { client, dataDir } = second;
    const done = await importAt(client, sent.body.id, ['done', 'failed'], 120);
    expect(done).toMatchObject({ status: 'done', created: { trips: 1, stops: 10, photos: PHOTOS } });
    const tripId = done.tripIds[0];
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as { originalName: string }[];
    expect(photos).toHaveLength(PHOTOS);
    expect(new Set(photos.map((photo) => photo.originalName)).size).toBe(PHOTOS);
    const trips = (await client.get('/api/trips')).body;
    expect(trips).toHaveLength(1);
    // Every photo's original is stored; what the killed part had kept is the sweep's, and no row names it.
    const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'photos'));
    expect(stored.length).toBeGreaterThanOrEqual(PHOTOS);
    expect(stored.length).toBeLessThanOrEqual(PHOTOS + 1);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'imports'))).toEqual([]);
    expect(await second.stop()).toBe(0);
  });
});
