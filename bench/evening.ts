import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { DESKTOP, launchBrowser, newContext } from '../e2e/support/browser';
import { signedInCookies } from '../e2e/support/cookies';
import { chromiumPath } from '../scripts/ensure-browser-tools.mjs';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { SESSION_COOKIE } from '../src/server/http/session';
import { TestClient } from '../test/support/http-client';
import { photoForm } from '../test/support/images';
import { backgroundJobsSettled } from '../test/support/photos';
import { createTrip, shareLink } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { gpsPhotos } from './gps-photos';
import { benchMapUnderWork } from './map-under-work';
import { type ServerMemory, serverMemory, startRoadbook, stop } from './server-process';

const PHOTOS = Number(process.env.BENCH_EVENING_PHOTOS ?? 300);
const AT_ONCE = 3;
/** Photos uploaded to the 5,000-photo map trip while it is opened. */
const MAP_PHOTOS = 60;
const SETTLED_SECONDS = Number(process.env.BENCH_EVENING_SETTLED_SECONDS ?? 20);
/** How long after the work ends memory is read again: a minute, then three. */
const AFTER_SECONDS = [60, 180];

interface Read {
  name: string;
  client: TestClient;
  path: string;
}

interface Sample {
  name: string;
  at: number;
  ms: number;
}

/** Each read in a loop of its own, one request at a time, until `until()` is false. */
async function readInLoops(reads: Read[], until: () => boolean, samples: Sample[]): Promise<void> {
  await Promise.all(
    reads.map(async (read) => {
      while (until()) {
        const at = performance.now();
        const response = await read.client.get(read.path);
        if (response.status >= 400) throw new Error(`${read.name}: ${response.status} ${response.text}`);
        samples.push({ name: read.name, at, ms: performance.now() - at });
        // A traveller's page reads now and then, not in a tight loop.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? Number.NaN;

async function jobFigures(database: ReturnType<typeof openDatabase>) {
  const { rows } = await database.pool.query<{ name: string; jobs: number; seconds: number; failed: number }>(
    `select name, count(*)::int as jobs,
            coalesce(sum(extract(epoch from completed_on - started_on)), 0)::float as seconds,
            count(*) filter (where state = 'failed')::int as failed
       from pgboss.job where not starts_with(name, '__pgboss') group by name order by name`,
  );
  return rows;
}

const mb = (memory: ServerMemory) => `${memory.pssMb} MB (${memory.split})`;

/**
 * A Pro traveller's evening: 300 photos uploaded three at a time while the traveller reads their photos, trip
 * and trip list, a stranger reads the shared trip, and the trip page is open in a browser; each read during the
 * background work beside the same read once it has settled, how often the open page fetched the photo list, the
 * background time per photo, and memory before, one minute and three minutes after the work.
 */
export async function benchEvening(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-evening-'));
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-evening-photos-'));
  try {
    const files = await gpsPhotos(photoDir, PHOTOS);
    const averageMb =
      files.reduce((sum, file) => sum + fs.statSync(file).size, 0) / files.length / 1024 / 1024;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { server } = await startRoadbook(dataDir, port);
    const database = openDatabase(runningClusterUrl(dataDir) ?? '', { size: 1, statementTimeoutMs: 60_000 });
    const browser = await launchBrowser(chromiumPath);
    try {
      const owner = new TestClient(base);
      const { user } = await signUp(owner);
      await database.pool.query(
        `update users set subscription_tier = 'pro', subscription_expires_at = now() + interval '30 days' where id = $1`,
        [user.id],
      );
      // A trip holds 100 photos unless an administrator allows more.
      const admin = new TestClient(base);
      const { account } = await signUp(admin);
      await database.pool.query(`update users set role = 'admin' where username = $1`, [account.username]);
      const allowed = await admin.post('/api/admin/settings', {
        maxUploadSize: 10,
        maxPhotosPerTrip: PHOTOS * 2,
      });
      if (allowed.status >= 400) throw new Error(`settings: ${allowed.status} ${allowed.text}`);
      const trip = await createTrip(owner, { title: 'An evening of photos' });
      const share = await shareLink(owner, trip.id);
      const stranger = new TestClient(base);
      // Idle as the memory benchmark measures it: after V8's memory reducer has run on a quiet process.
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      const before = serverMemory(server, dataDir);

      const context = await newContext(browser, { viewport: DESKTOP });
      await context.addCookies(signedInCookies(owner.cookies.get(SESSION_COOKIE) ?? '', base));
      const page = await context.newPage();
      const listPath = `/api/trips/${trip.id}/photos`;
      // The whole list, and the reads of a few changed photos (`?ids=`) that an open page makes instead.
      const listFetches: number[] = [];
      const changedReads: number[] = [];
      const pageRequests = new Map<string, number>();
      let working = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        const kind = url.pathname.replace(/\/\d+/g, '/:id').replace(/\/[\w-]+\.(jpe?g|png|webp)$/i, '/:file');
        if (working) pageRequests.set(kind, (pageRequests.get(kind) ?? 0) + 1);
        if (url.pathname !== listPath) return;
        (url.searchParams.has('ids') ? changedReads : listFetches).push(performance.now());
      });
      await page.goto(`${base}/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'An evening of photos' }).first().waitFor();

      const reads: Read[] = [
        { name: 'owner: photo list', client: owner, path: listPath },
        { name: 'owner: trip', client: owner, path: `/api/trips/${trip.id}` },
        { name: 'owner: trip list', client: owner, path: '/api/trips' },
        { name: 'stranger: shared trip', client: stranger, path: `/api/shared-trip/${share.inviteToken}` },
      ];
      const during: Sample[] = [];
      working = true;
      const workStarted = performance.now();
      const pageFetchesBefore = listFetches.length;
      const changedReadsBefore = changedReads.length;
      const reading = readInLoops(reads, () => working, during);
      const limit = pLimit(AT_ONCE);
      await Promise.all(
        files.map((file) =>
          limit(async () => {
            const response = await owner.post(
              `/api/trips/${trip.id}/photos`,
              photoForm(fs.readFileSync(file), path.basename(file)),
            );
            if (response.status !== 201)
              throw new Error(`upload failed: ${response.status} ${response.text}`);
          }),
        ),
      );
      const uploaded = performance.now();
      await backgroundJobsSettled(database.db, 1800);
      const workEnded = performance.now();
      working = false;
      await reading;
      const fetchesIn60s = listFetches.filter((at) => at >= workStarted && at < workStarted + 60_000).length;
      const fetchesDuring = listFetches.length - pageFetchesBefore;
      const changedReadsDuring = changedReads.length - changedReadsBefore;

      const settled: Sample[] = [];
      const settledUntil = Date.now() + SETTLED_SECONDS * 1000;
      await readInLoops(reads, () => Date.now() < settledUntil, settled);
      await context.close();

      const jobs = await jobFigures(database);
      const after: ServerMemory[] = [];
      let waited = 0;
      for (const seconds of AFTER_SECONDS) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, seconds * 1000 - (performance.now() - workEnded))),
        );
        waited = seconds;
        after.push(serverMemory(server, dataDir));
      }

      console.info(
        `an evening of ${PHOTOS} photos (1600×1200 JPEG with GPS, ${averageMb.toFixed(2)} MB each, ${AT_ONCE} at a time) by a Pro traveller: ` +
          `uploaded in ${((uploaded - workStarted) / 1000).toFixed(1)} s, background work done ${((workEnded - workStarted) / 1000).toFixed(1)} s after the first upload ` +
          `(${((workEnded - workStarted) / PHOTOS).toFixed(0)} ms a photo from first upload to settled)`,
      );
      for (const job of jobs) {
        console.info(
          `  jobs ${job.name}: ${job.jobs} (${job.failed} failed), ${((job.seconds * 1000) / Math.max(1, job.jobs)).toFixed(0)} ms each`,
        );
      }
      for (const read of reads) {
        const work = during.filter((sample) => sample.name === read.name).map((sample) => sample.ms);
        const rest = settled.filter((sample) => sample.name === read.name).map((sample) => sample.ms);
        const afterUploads = during
          .filter((sample) => sample.name === read.name && sample.at >= uploaded)
          .map((sample) => sample.ms);
        const [p50, p95, restP50, restP95, laterP95] = [
          quantile(work, 0.5),
          quantile(work, 0.95),
          quantile(rest, 0.5),
          quantile(rest, 0.95),
          quantile(afterUploads, 0.95),
        ].map((value) => value.toFixed(1));
        console.info(
          `  ${read.name}: during the work p50 ${p50} ms, p95 ${p95} ms, slowest ${Math.max(...work).toFixed(0)} ms (${work.length} reads; once the uploads were in, p95 ${laterP95} ms) — settled p50 ${restP50} ms, p95 ${restP95} ms (${rest.length} reads)`,
        );
      }
      console.info(
        `  the open trip page fetched the whole photo list ${fetchesIn60s} times in the first 60 s of the work, ${fetchesDuring} times in all; it read changed photos alone ${changedReadsDuring} times`,
      );
      const busiest = [...pageRequests].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.info(
        `  the open page's requests during the work: ${busiest.map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
      );
      console.info(
        `  memory before ${mb(before)}; ${AFTER_SECONDS.map((seconds, i) => `${seconds} s after the work ${mb(after[i] as ServerMemory)}`).join('; ')} (last read ${waited} s after)`,
      );
      await benchMapUnderWork(browser, files.slice(0, MAP_PHOTOS));
    } finally {
      await browser.close();
      await database.close();
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
}
