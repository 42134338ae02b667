import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { TestClient } from '../test/support/http-client';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { residentMb, startRoadbook, stop } from './server-process';

const PHOTOS = Number(process.env.BENCH_EXPORT_PHOTOS ?? 2000);
const PHOTO_BYTES = Number(process.env.BENCH_EXPORT_PHOTO_BYTES ?? 1024 * 1024);
const PER_TRIP = 100;

/**
 * An account of `PHOTOS` photos of `PHOTO_BYTES` each (random bytes, which neither the ZIP nor the disk can
 * shrink), written straight into the storage and the database: the export reads them as it reads any photo.
 */
async function seedAccount(base: string, dataDir: string) {
  const client = new TestClient(base);
  const { user } = await signUp(client);
  const database = openDatabase(runningClusterUrl(dataDir) ?? '', { size: 1, statementTimeoutMs: 600_000 });
  const folder = path.join(dataDir, 'uploads', 'photos');
  try {
    for (let first = 0; first < PHOTOS; first += PER_TRIP) {
      const trip = await createTrip(client, { title: `Trip ${first / PER_TRIP + 1}` });
      const names: string[] = [];
      for (let n = first; n < Math.min(PHOTOS, first + PER_TRIP); n++) {
        const name = `bench-export-${n}.jpg`;
        fs.writeFileSync(path.join(folder, name), randomBytes(PHOTO_BYTES));
        names.push(name);
      }
      await database.pool.query(
        `insert into photos (trip_id, filename, original_name, mimetype, size, created_by)
         select $1, name, name, 'image/jpeg', $2, $3 from unnest($4::text[]) as name`,
        [trip.id, PHOTO_BYTES, user.id, names],
      );
    }
  } finally {
    await database.close();
  }
  return { client, folder };
}

export async function benchExport(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-export-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const { server } = await startRoadbook(dataDir, port);
  try {
    const pid = server.child.pid as number;
    const { client, folder } = await seedAccount(`http://127.0.0.1:${port}`, dataDir);
    const gigabytes = (PHOTOS * PHOTO_BYTES) / 1024 ** 3;
    console.info(
      `${PHOTOS} photos of ${(PHOTO_BYTES / 1024 / 1024).toFixed(1)} MB (${gigabytes.toFixed(2)} GB)`,
    );

    let started = performance.now();
    const bare = spawnSync('zip', ['-q', '-0', '-r', path.join(root, 'bare.zip'), '.'], { cwd: folder });
    if (bare.status !== 0) throw new Error(`zip failed: ${bare.stderr}`);
    const bareSeconds = (performance.now() - started) / 1000;
    fs.rmSync(path.join(root, 'bare.zip'));
    console.info(
      `bare zip -0 of the same files: ${bareSeconds.toFixed(1)} s, ${((PHOTOS * PHOTO_BYTES) / 1024 / 1024 / bareSeconds).toFixed(0)} MB/s`,
    );

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = residentMb(pid).now;
    let peak = idle;
    started = performance.now();
    const requested = await client.post('/api/user/export');
    const ready = await waitUntil(
      async () => {
        peak = Math.max(peak, residentMb(pid).now);
        const answer = await client.get(`/api/user/exports/${requested.body.id}`);
        return ['ready', 'failed'].includes(answer.body.status) ? answer.body : undefined;
      },
      60 * 60_000,
      100,
    );
    const seconds = (performance.now() - started) / 1000;
    if (ready?.status !== 'ready') throw new Error(`the export failed: ${JSON.stringify(ready)}`);
    const megabytes = ready.bytes / 1024 / 1024;
    console.info(
      `export: ${seconds.toFixed(1)} s for a ${megabytes.toFixed(0)} MB ZIP, ${(megabytes / seconds).toFixed(0)} MB/s (${((bareSeconds / seconds) * 100).toFixed(0)}% of bare zip's rate)`,
    );
    const resident = residentMb(pid);
    console.info(
      `server RSS: ${idle} MB idle, at most ${peak} MB sampled during the export (+${peak - idle} MB), high-water mark ${resident.peak} MB (+${resident.peak - idle} MB; goal ≤ +100 MB)`,
    );
  } finally {
    await stop(server);
    fs.rmSync(root, { recursive: true, force: true });
  }
}
