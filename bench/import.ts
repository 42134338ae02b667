import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import type { ImportDto } from '../src/common/contract/imports';
import { freePort } from '../src/server/db/embedded/free-port';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { TestClient } from '../test/support/http-client';
import { signUp } from '../test/support/users';
import { residentMb, startRoadbook, stop } from './server-process';

const MEGABYTES = Number(process.env.BENCH_IMPORT_MB ?? 150);

/** A Takeout `Records.json` of about `megabytes`: a fix a minute along a drive, as Google's records are written. */
async function writeRecords(file: string, megabytes: number): Promise<number> {
  const target = megabytes * 1024 * 1024;
  const start = Date.UTC(2019, 0, 1);
  let written = 0;
  let count = 0;
  async function* records() {
    yield '{\n  "locations": [';
    while (written < target) {
      const record = {
        latitudeE7: Math.round((39.7 + Math.sin(count / 500) * 2 + count * 1e-6) * 1e7),
        longitudeE7: Math.round((-105 + count * 2e-5) * 1e7),
        accuracy: 10 + (count % 30),
        altitude: 1600 + (count % 200),
        verticalAccuracy: 3,
        source: count % 3 === 0 ? 'WIFI' : 'GPS',
        deviceTag: 1234567890,
        platformType: 'ANDROID',
        timestamp: new Date(start + count * 60_000).toISOString(),
      };
      const text = `${count === 0 ? '' : ','}\n    ${JSON.stringify(record)}`;
      written += text.length;
      count += 1;
      yield text;
    }
    yield '\n  ]\n}\n';
  }
  await pipeline(records, fs.createWriteStream(file));
  return count;
}

/** The baseline: the same file through stream-json alone (the reader's settings), each record built and counted. */
async function bareParse(file: string): Promise<{ seconds: number; records: number }> {
  const started = performance.now();
  let records = 0;
  await pipeline(
    fs.createReadStream(file),
    parser.asStream({ streamValues: false }),
    pick.asStream({ filter: /^locations\.\d+$/ }),
    streamValues.asStream(),
    async (values: AsyncIterable<unknown>) => {
      for await (const _ of values) records += 1;
    },
  );
  return { seconds: (performance.now() - started) / 1000, records };
}

async function importAt(
  client: TestClient,
  id: string,
  statuses: string[],
  pid: number,
  peak: { mb: number },
) {
  let last: ImportDto | undefined;
  const reached = await waitUntil(
    async () => {
      peak.mb = Math.max(peak.mb, residentMb(pid).now);
      last = (await client.get(`/api/imports/${id}`)).body;
      return last && statuses.includes(last.status) ? last : undefined;
    },
    30 * 60_000,
    100,
  );
  if (!reached) throw new Error(`the import did not reach ${statuses.join('/')}: ${JSON.stringify(last)}`);
  return reached as ImportDto;
}

export async function benchImport(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-bench-import-'));
  const file = path.join(folder, 'Records.json');
  const records = await writeRecords(file, MEGABYTES);
  const size = fs.statSync(file).size;
  console.info(
    `Records.json of ${(size / 1024 / 1024).toFixed(0)} MB, ${records.toLocaleString('en-US')} fixes`,
  );
  const bare = await bareParse(file);
  console.info(
    `bare streaming parse (stream-json's parser, pick and streamValues, as the reader sets them): ${bare.seconds.toFixed(1)} s, ${Math.round(bare.records / bare.seconds).toLocaleString('en-US')} records/s`,
  );

  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const { server } = await startRoadbook(dataDir, port);
  try {
    const pid = server.child.pid as number;
    const client = new TestClient(`http://127.0.0.1:${port}`);
    await signUp(client);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = residentMb(pid).now;
    const peak = { mb: idle };
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file), 'Records.json');
    let started = performance.now();
    const sent = await client.post('/api/imports', form);
    if (sent.status !== 201) throw new Error(`the import was refused: ${sent.status} ${sent.text}`);
    const uploadSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const ready = await importAt(client, sent.body.id, ['ready', 'failed'], pid, peak);
    const analyseSeconds = (performance.now() - started) / 1000;
    const previewPeak = peak.mb;
    if (ready.status !== 'ready' || !ready.found) throw new Error(`the preview failed: ${ready.message}`);
    const found = ready.found;
    started = performance.now();
    await client.post(`/api/imports/${sent.body.id}/start`, {});
    const done = await importAt(client, sent.body.id, ['done', 'failed'], pid, peak);
    const importSeconds = (performance.now() - started) / 1000;
    if (done.status !== 'done') throw new Error(`the import failed: ${done.message}`);
    const rate = (points: number, seconds: number) => Math.round(points / seconds).toLocaleString('en-US');
    console.info(`sent in ${uploadSeconds.toFixed(1)} s`);
    console.info(
      `preview: ${analyseSeconds.toFixed(1)} s for ${found.points.toLocaleString('en-US')} points, ${rate(found.points, analyseSeconds)} points/s (${((bare.seconds / analyseSeconds) * 100).toFixed(0)}% of the bare parse's rate)`,
    );
    console.info(
      `import: ${importSeconds.toFixed(1)} s, ${done.created.points.toLocaleString('en-US')} route points written, ${rate(found.points, importSeconds)} points read/s (${((bare.seconds / importSeconds) * 100).toFixed(0)}% of the bare parse's rate)` +
        (done.skipped.length > 0 ? `; ${done.skipped.map((part) => part.reason).join('; ')}` : ''),
    );
    const resident = residentMb(pid);
    console.info(
      `server RSS: ${idle} MB idle, at most ${previewPeak} MB sampled during the preview (+${previewPeak - idle} MB) and ${peak.mb} MB during the import (+${peak.mb - idle} MB), high-water mark ${resident.peak} MB (+${resident.peak - idle} MB; goal ≤ +100 MB)`,
    );
  } finally {
    await stop(server);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
