import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { TestClient } from '../test/support/http-client';
import { photoForm } from '../test/support/images';
import { backgroundJobsSettled } from '../test/support/photos';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { bareThumbnail } from './bare-thumbnail';
import { runMixedLoad, signUpLoadUsers } from './mixed-load';
import { generatePhotos } from './photo-ingest';
import { serverMemory, startRoadbook, stop } from './server-process';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;

async function uploadAll(client: TestClient, tripId: number, files: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const file of files) {
    const started = performance.now();
    const response = await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(fs.readFileSync(file), path.basename(file)),
    );
    times.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  }
  return times;
}

/** One traveller uploading 12-megapixel photos while 100 others use the app, beside the idle server and bare sharp. */
export async function benchUploadUnderLoad(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-upload-'));
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-upload-photos-'));
  try {
    const files = await generatePhotos(photoDir, UPLOADS);
    // Measured before the server starts: once it has, its image work after the uploads would share the processor.
    const bare: number[] = [];
    for (const file of files) {
      const begun = performance.now();
      await bareThumbnail(file);
      bare.push(performance.now() - begun);
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { server } = await startRoadbook(dataDir, port);
    const database = openDatabase(runningClusterUrl(dataDir) ?? '', { size: 1, statementTimeoutMs: 60_000 });
    try {
      const uploader = new TestClient(base);
      const { account } = await signUp(uploader);
      // An administrator has no plan limit on photos: the bench measures speed, not quotas.
      await database.pool.query(`update users set role = 'admin' where username = $1`, [account.username]);
      const trip = await createTrip(uploader, { title: 'Photo trip' });

      const started = serverMemory(server, dataDir);
      const idle = await uploadAll(uploader, trip.id, files);
      // The loaded uploads start on a server at rest, not under the idle ones' image work still queued.
      const idleEnded = performance.now();
      await backgroundJobsSettled(database.db, 120);
      const backgroundSeconds = (performance.now() - idleEnded) / 1000;

      const afterUploads = serverMemory(server, dataDir);
      // The uploader's sign-up is one of the 20 an address may make in an hour.
      const users = await signUpLoadUsers(base, 19);
      let loading = true;
      const loadStarted = performance.now();
      const load = runMixedLoad(users, () => loading);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const uploadsStarted = performance.now();
      const loaded = await uploadAll(uploader, trip.id, files);
      loading = false;
      const { requests, failures, timings } = await load;
      // The baseline under the same load: how long the 100 users' own small requests took meanwhile.
      const others = timings
        .filter((timing) => timing.startedAt >= uploadsStarted)
        .map((timing) => timing.ms);
      const seconds = (performance.now() - loadStarted) / 1000;
      const afterLoad = serverMemory(server, dataDir);

      const ms = (value: number) => `${Math.round(value)} ms`;
      console.info(
        `photo upload (12 MP JPEG) while 100 users use the app: p50 ${ms(median(loaded))}, p90 ${ms(p90(loaded))} ` +
          `(${UPLOADS} uploads; the others made ${Math.round(requests / seconds)} req/s, ${failures} failed) — ` +
          `the others' own requests meanwhile (a stop added, a trip, stops, trips or session read, or a trip's page): p50 ${ms(median(others))}; ` +
          `same uploads on the idle server: p50 ${ms(median(idle))}, their image work done ${backgroundSeconds.toFixed(1)} s after them; bare sharp thumbnail of the same files: p50 ${ms(median(bare))}`,
      );
      console.info(
        `  memory (PSS) on Free, no tagging: at start ${started.split}; once the idle uploads were worked on ` +
          `${afterUploads.split}; after the load with uploads ${afterLoad.split}`,
      );
    } finally {
      await database.close();
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
}
