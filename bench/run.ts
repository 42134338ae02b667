import { spawnSync } from 'node:child_process';
// npm run bench [scenario…]: each scenario prints its figures beside a baseline measured in the same run.

import { ensureBrowserTools } from '../scripts/ensure-browser-tools.mjs';
import { prepareTestDatabases } from '../test/support/database';
import { benchAdminLists } from './admin-lists';
import { benchEvening } from './evening';
import { benchExport } from './export';
import { benchGazetteer } from './gazetteer';
import { benchImport } from './import';
import { benchIngestPoints } from './ingest-points';
import { benchMap } from './map';
import { benchOffline } from './offline';
import { benchPdf } from './pdf';
import { benchPhotoIngest } from './photo-ingest';
import { benchPhotoSearch } from './photo-search';
import { benchPhotoTagging } from './photo-tagging';
import { benchPlaces } from './places';
import { benchRead } from './read';
import { benchRouteImport } from './route-import';
import { benchMemory, benchStart } from './server-process';
import { benchStats } from './stats';
import { benchUploadUnderLoad } from './upload-under-load';
import { benchWeb } from './web';

const scenarios: Record<string, () => void | Promise<void>> = {
  read: benchRead,
  places: benchPlaces,
  gazetteer: benchGazetteer,
  ingest: benchPhotoIngest,
  'ingest-points': benchIngestPoints,
  tagging: benchPhotoTagging,
  search: benchPhotoSearch,
  route: benchRouteImport,
  admin: benchAdminLists,
  start: benchStart,
  memory: benchMemory,
  'upload-under-load': benchUploadUnderLoad,
  web: benchWeb,
  map: benchMap,
  pdf: benchPdf,
  stats: benchStats,
  evening: benchEvening,
  import: benchImport,
  export: benchExport,
  offline: benchOffline,
};
/** Scenarios whose servers run in this process on test databases; the others start `npm start`'s own. */
const ON_TEST_DATABASES = new Set([
  'ingest',
  'tagging',
  'search',
  'route',
  'admin',
  'web',
  'map',
  'pdf',
  'stats',
  'offline',
  // Its second part, the 5,000-photo map trip, is hosted on one.
  'evening',
]);
const IN_CHROMIUM = new Set(['web', 'map', 'pdf', 'evening', 'offline']);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !scenarios[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? wanted : Object.keys(scenarios);
// The servers are the built ones `npm start` runs, with the web app as it builds it (each rebuilt when stale).
if (spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
// The browser scenarios drive Debian's whole Chromium, which draws pages as a person's browser does.
if (chosen.some((name) => IN_CHROMIUM.has(name))) ensureBrowserTools('bench');
// On the same kind of database as `npm start` (an embedded PostgreSQL), started only when a scenario needs it,
// so that it does not weigh on the start and memory figures.
const stopDatabases = chosen.some((name) => ON_TEST_DATABASES.has(name))
  ? await prepareTestDatabases(process.env.BENCH_DATABASE_URL)
  : async () => {};
try {
  for (const name of chosen) {
    console.info(`\n== ${name}`);
    await scenarios[name]?.();
  }
} finally {
  await stopDatabases();
}
