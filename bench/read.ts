import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FIRST_VIEW_DATA, TIME_ZONE_COOKIE } from '../src/common/first-view';
import { openDatabase } from '../src/server/db/client';
import { runningClusterUrl } from '../src/server/db/embedded/cluster';
import { freePort } from '../src/server/db/embedded/free-port';
import { insertPhoto } from '../src/server/features/photos/repo';
import { insertShare } from '../src/server/features/sharing/repo';
import { insertStop } from '../src/server/features/stops/repo';
import { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { childPids, embeddedPostgresPid } from '../test/support/server-process';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { benchReadsAfterChange } from './read-after-change';
import { startBare, startRoadbook, stop } from './server-process';

const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 10);
/**
 * 50 readers as the issue measures them, and 10: with 50 replies of half a megabyte in flight the load client
 * itself becomes the limit (bare node:http serves four times fewer), so 10 shows what the servers can do.
 */
const CONNECTION_COUNTS = [50, 10];
/** What a browser asks for: the reply compressed, each side sending the very same compressed bytes. */
const AS_BROWSERS_ASK = { 'accept-encoding': 'br, gzip, deflate' };
const PHOTOS = 1000;
const STOPS = 100;

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** CPU time (user and system, ms) a process and the processes it started have used so far. */
function cpuMs(pids: number[]): number {
  const ticksPerMs = 100 / 1000;
  let ticks = 0;
  for (const pid of new Set(pids.flatMap((pid) => [pid, ...childPids(pid)]))) {
    const stat = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / ticksPerMs;
}

interface Measured {
  /** The server's process and its PostgreSQL's, whose CPU time per request is reported beside the rates. */
  server: number;
  postgres: number | null;
}

async function load(
  connections: number,
  url: string,
  headers: Record<string, string> = {},
  measured?: Measured,
): Promise<Load & { serverCpuMs?: number; postgresCpuMs?: number }> {
  const before = measured && [cpuMs([measured.server]), cpuMs(measured.postgres ? [measured.postgres] : [])];
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  const load = {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  if (!measured || !before) return load;
  // Load-independent beside the rates: what one request costs the server and its database, in CPU time.
  const requests = Math.max(1, result.requests.total);
  return {
    ...load,
    serverCpuMs: (cpuMs([measured.server]) - (before[0] ?? 0)) / requests,
    postgresCpuMs: (cpuMs(measured.postgres ? [measured.postgres] : []) - (before[1] ?? 0)) / requests,
  };
}

/** The same bytes from a bare node:http process, for the baseline. */
async function loadBare(connections: number, body: Sent): ReturnType<typeof load> {
  const file = path.join(os.tmpdir(), `roadbook-bench-body-${process.pid}.json`);
  fs.writeFileSync(file, body.bytes);
  const port = await freePort();
  const { server } = await startBare(port, file, body.encoding);
  try {
    return await load(
      connections,
      `http://127.0.0.1:${port}/`,
      {},
      { server: server.child.pid as number, postgres: null },
    );
  } finally {
    await stop(server);
    fs.rmSync(file, { force: true });
  }
}

interface Sent {
  bytes: Buffer;
  encoding?: string;
}

/** The reply's bytes as they go over the wire, compressed or not (fetch would undo the compression). */
function bytesSent(url: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });
}

/**
 * A trip of 100 stops and 1,000 photos, written straight into the server's database, with a share link; and one
 * photo uploaded.
 */
async function seedTrip(dataDir: string, base: string) {
  const owner = new TestClient(base);
  const { user } = await signUp(owner);
  const { id: tripId } = await createTrip(owner, {
    title: 'Pacific Coast Highway',
    description: 'San Francisco to San Diego along the coast.',
    startLocation: 'San Francisco, CA',
    endLocation: 'San Diego, CA',
    startDate: '2026-05-01T00:00:00Z',
    endDate: '2026-05-14T00:00:00Z',
  });
  // One photo uploaded as a traveller does, for its thumbnail: the rows below name files that do not exist.
  const uploaded = await owner.post(
    `/api/trips/${tripId}/photos`,
    photoForm(await makeJpeg({ width: 1600, height: 1200, noise: true }), 'coast.jpg'),
  );
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);
  const url = runningClusterUrl(dataDir);
  if (!url) throw new Error('the embedded PostgreSQL is not running');
  const db = openDatabase(url, { size: 2, statementTimeoutMs: 60_000 });
  try {
    const start = Date.parse('2026-05-01T09:00:00Z');
    const stopIds: number[] = [];
    for (let i = 0; i < STOPS; i++) {
      const stop = await insertStop(db.db, {
        tripId,
        name: `Viewpoint ${i + 1}`,
        description: 'A turnout above the ocean with a view of the cliffs and the road winding south.',
        visitType: 'scenic',
        arrivalTime: new Date(start + i * 3 * 3600_000),
        latitude: 37.7 - i * 0.05,
        longitude: -122.4 + i * 0.03,
        stopOrder: i + 1,
      });
      stopIds.push(stop.id);
    }
    for (let i = 0; i < PHOTOS; i++) {
      await insertPhoto(db.db, {
        tripId,
        stopId: stopIds[i % STOPS] ?? null,
        filename: `bench-${tripId}-${i}.jpg`,
        thumbnailFilename: `bench-${tripId}-${i}-thumb.jpg`,
        originalName: `IMG_${1000 + i}.JPG`,
        mimetype: 'image/jpeg',
        size: 2_400_000 + i,
        width: 4032,
        height: 3024,
        latitude: 37.7 - (i % STOPS) * 0.05,
        longitude: -122.4 + (i % STOPS) * 0.03,
        takenAt: new Date(start + i * 600_000),
        caption: i % 3 === 0 ? 'Fog lifting over the bridge' : null,
        tags: i % 2 === 0 ? ['coast', 'sunset'] : [],
        locationName: 'Big Sur, California',
      });
    }
    const share = await insertShare(db.db, {
      tripId,
      ownerId: user.id,
      inviteToken: `bench${Date.now()}`,
    });
    return {
      owner,
      tripId,
      token: share.inviteToken,
      thumbnail: uploaded.body.thumbnailFilename as string,
    };
  } finally {
    await db.close();
  }
}

function print(
  name: string,
  subject: Awaited<ReturnType<typeof load>>,
  bare: Awaited<ReturnType<typeof load>>,
  bytes: number,
): void {
  const share = ((subject.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1);
  const cpu =
    subject.serverCpuMs === undefined
      ? ''
      : `; CPU per request: server ${subject.serverCpuMs.toFixed(2)} ms, its PostgreSQL ${subject.postgresCpuMs?.toFixed(2)} ms, bare node:http ${bare.serverCpuMs?.toFixed(2)} ms`;
  console.info(
    `${name} (${Math.round(bytes / 1024)} KB): ${Math.round(subject.requestsPerSecond)} req/s, p99 ${subject.p99Ms} ms` +
      `${subject.errors ? `, ${subject.errors} errors` : ''} — bare node:http on the same bytes: ` +
      `${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99Ms} ms → ${share}%${cpu}`,
  );
}

/** Whether the page at `url` comes with its first view drawn (its HTML read uncompressed). */
async function drawnPage(url: string, cookie: string): Promise<boolean> {
  const page = await bytesSent(url, { cookie });
  return page.bytes.toString().includes(`id="${FIRST_VIEW_DATA}"`);
}

/** The biggest script every page loads (the entry's largest chunk, with React), as `/assets/…`. */
function largestEntryScript(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve('dist/web/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const files = [entry, ...(manifest[entry]?.imports ?? [])].map((key) => manifest[key]?.file ?? '');
  const size = (file: string) => fs.statSync(path.resolve('dist/web', file)).size;
  return `/${files.sort((a, b) => size(b) - size(a))[0]}`;
}

/**
 * Reads of a big trip by 50 and by 10 connections: the shared view and the owner's photo list, then the app's
 * largest script, the trip's page and a photo's thumbnail, each beside bare node:http; then the shared view and
 * the photo list read right after each of many changes, beside the same read warm and bare node:http.
 */
export async function benchRead(): Promise<void> {
  const script = largestEntryScript();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-read-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { server } = await startRoadbook(dataDir, port);
  try {
    const { owner, tripId, token, thumbnail } = await seedTrip(dataDir, base);
    const cookie = owner.cookieHeader();
    const reads: { name: string; path: string; headers: Record<string, string> }[] = [
      {
        name: `GET /api/shared-trip/{token}, ${STOPS} stops and ${PHOTOS} photos`,
        path: `/api/shared-trip/${token}`,
        headers: {},
      },
      {
        name: `owner's GET /api/trips/{id}/photos, ${PHOTOS} photos`,
        path: `/api/trips/${tripId}/photos`,
        headers: { cookie },
      },
    ];
    const measured = { server: server.child.pid as number, postgres: embeddedPostgresPid(dataDir) };
    for (const read of reads) {
      const url = `${base}${read.path}`;
      const body = await bytesSent(url, read.headers);
      for (const connections of CONNECTION_COUNTS) {
        const subject = await load(connections, url, read.headers, measured);
        const bare = await loadBare(connections, body);
        print(`${read.name}, ${connections} connections`, subject, bare, body.bytes.length);
      }
      const headers = { ...read.headers, ...AS_BROWSERS_ASK };
      const compressed = await bytesSent(url, headers);
      const connections = CONNECTION_COUNTS[0] ?? 50;
      const subject = await load(connections, url, headers, measured);
      const bare = await loadBare(connections, compressed);
      print(
        `${read.name}, ${connections} connections, as browsers ask (${compressed.encoding})`,
        subject,
        bare,
        compressed.bytes.length,
      );
    }
    // A page's first twenty requests are the app's scripts: sent from memory as the build compressed them.
    const scriptUrl = `${base}${script}`;
    const scriptBytes = await bytesSent(scriptUrl, AS_BROWSERS_ASK);
    const connections = CONNECTION_COUNTS[0] ?? 50;
    print(
      `GET ${script}, the app's largest script, ${connections} connections, as browsers ask (${scriptBytes.encoding})`,
      await load(connections, scriptUrl, AS_BROWSERS_ASK, measured),
      await loadBare(connections, scriptBytes),
      scriptBytes.bytes.length,
    );
    // The trip's own page, whose first view the server draws from the API's answers (decision record 026).
    const pageUrl = `${base}/trips/${tripId}`;
    const pageHeaders = { cookie: `${cookie}; ${TIME_ZONE_COOKIE}=UTC`, ...AS_BROWSERS_ASK };
    const pageBytes = await bytesSent(pageUrl, pageHeaders);
    if (!pageBytes.bytes.length || !(await drawnPage(pageUrl, pageHeaders.cookie)))
      throw new Error('the trip page was not drawn on the server');
    print(
      `owner's GET /trips/{id}, the trip page drawn on the server, ${PHOTOS} photos, ${connections} connections, as browsers ask (${pageBytes.encoding})`,
      await load(connections, pageUrl, pageHeaders, measured),
      await loadBare(connections, pageBytes),
      pageBytes.bytes.length,
    );
    // Then a gallery's thumbnails, each found by its file's name and its reader checked, then sent from memory.
    const thumbnailUrl = `${base}/uploads/thumbs/${thumbnail}`;
    const thumbnailBytes = await bytesSent(thumbnailUrl, { cookie });
    print(
      `owner's GET /uploads/thumbs/{file}, one of ${PHOTOS + 1} photos' thumbnails, ${connections} connections`,
      await load(connections, thumbnailUrl, { cookie }, measured),
      await loadBare(connections, thumbnailBytes),
      thumbnailBytes.bytes.length,
    );
    // Last, as it changes the trip the reads above measured.
    await benchReadsAfterChange(base, owner, tripId, token);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
