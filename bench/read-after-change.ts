import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../src/server/db/embedded/free-port';
import type { TestClient } from '../test/support/http-client';
import { startBare, stop } from './server-process';

/** Changes, each followed by its reads, for each of the two reads. */
const CHANGES = Number(process.env.BENCH_READ_CHANGES ?? 100);
const AS_BROWSERS_ASK = { 'accept-encoding': 'br, gzip, deflate' };

interface Reply {
  ms: number;
  bytes: Buffer;
  encoding?: string;
}

/** One GET on a kept-alive connection, timed from its start to the reply's last byte. */
function timedGet(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          resolve({
            ms: performance.now() - started,
            bytes: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
          });
        });
      })
      .on('error', reject);
  });
}

function decoded(reply: Reply): string {
  if (reply.encoding === 'br') return zlib.brotliDecompressSync(reply.bytes).toString();
  if (reply.encoding === 'gzip') return zlib.gunzipSync(reply.bytes).toString();
  return reply.bytes.toString();
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const fmt = ({ p50, p95, p99 }: Percentiles) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;

/** The same bytes `CHANGES` times from a bare node:http process, one request after another. */
async function bareReads(reply: Reply): Promise<number[]> {
  const file = path.join(os.tmpdir(), `roadbook-bench-after-change-${process.pid}.json`);
  fs.writeFileSync(file, reply.bytes);
  const port = await freePort();
  const { server } = await startBare(port, file, reply.encoding);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const samples: number[] = [];
    for (let i = 0; i < CHANGES; i++)
      samples.push((await timedGet(agent, `http://127.0.0.1:${port}/`, {})).ms);
    return samples;
  } finally {
    agent.destroy();
    await stop(server);
    fs.rmSync(file, { force: true });
  }
}

export interface ChangedRead {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Makes the change through the API and returns a text its read must then hold. */
  change(index: number): Promise<string>;
}

/**
 * Each read right after a change to the trip, one at a time, `CHANGES` times: the first read after the change,
 * then the same read again (the cache warm), beside bare node:http sending the same bytes one after another.
 * A read that did not yet hold the change is counted as stale.
 */
async function measureRead(base: string, read: ChangedRead): Promise<void> {
  const url = `${base}${read.path}`;
  const headers = { ...read.headers, ...AS_BROWSERS_ASK };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first: number[] = [];
  const warm: number[] = [];
  let stale = 0;
  let last: Reply | undefined;
  try {
    for (let i = 0; i < CHANGES; i++) {
      const marker = await read.change(i);
      const after = await timedGet(agent, url, headers);
      if (!decoded(after).includes(marker)) stale += 1;
      first.push(after.ms);
      last = await timedGet(agent, url, headers);
      warm.push(last.ms);
    }
  } finally {
    agent.destroy();
  }
  const bare = last ? await bareReads(last) : [];
  console.info(
    `${read.name}, one read at a time, as browsers ask (${last?.encoding}, ${Math.round((last?.bytes.length ?? 0) / 1024)} KB): ` +
      `first read after each of ${CHANGES} changes ${fmt(percentiles(first))}${stale ? `, ${stale} without the change` : ''}; ` +
      `the read again, warm: ${fmt(percentiles(warm))}; bare node:http on the same bytes: ${fmt(percentiles(bare))}`,
  );
}

/**
 * The shared trip right after one of its stops is edited, and the owner's photo list right after a photo's
 * caption is, each through the API as the owner's page does it.
 */
export async function benchReadsAfterChange(
  base: string,
  owner: TestClient,
  tripId: number,
  token: string,
): Promise<void> {
  const stops = (await owner.get(`/api/trips/${tripId}/stops`)).body as { id: number }[];
  const photos = (await owner.get(`/api/trips/${tripId}/photos`)).body as { id: number }[];
  const edited = async (response: Promise<{ status: number; text: string }>, marker: string) => {
    const answer = await response;
    if (answer.status !== 200) throw new Error(`the change failed: ${answer.status} ${answer.text}`);
    return marker;
  };
  const reads: ChangedRead[] = [
    {
      name: `GET /api/shared-trip/{token} after a stop's description is edited`,
      path: `/api/shared-trip/${token}`,
      headers: {},
      change: (i) => {
        const description = `Fog over the cliffs, edit ${i} of ${Date.now()}`;
        const stopId = stops[i % stops.length]?.id;
        return edited(owner.put(`/api/stops/${stopId}`, { description }), description);
      },
    },
    {
      name: `owner's GET /api/trips/{id}/photos after a photo's caption is edited`,
      path: `/api/trips/${tripId}/photos`,
      headers: { cookie: owner.cookieHeader() },
      change: (i) => {
        const caption = `Sunset at the turnout, edit ${i} of ${Date.now()}`;
        const photoId = photos[i % photos.length]?.id;
        return edited(owner.put(`/api/photos/${photoId}`, { caption }), caption);
      },
    },
  ];
  for (const read of reads) await measureRead(base, read);
}
