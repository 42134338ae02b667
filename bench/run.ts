// npm run bench [scenario…]: each scenario prints its figures beside a baseline measured in the same run.

import { prepareTestDatabases } from '../test/support/database';
import { benchAdminLists } from './admin-lists';
import { benchPhotoIngest } from './photo-ingest';
import { benchPlaces } from './places';
import { benchRouteImport } from './route-import';
import { benchMemory, benchStart } from './server-process';

const scenarios: Record<string, () => void | Promise<void>> = {
  places: benchPlaces,
  ingest: benchPhotoIngest,
  route: benchRouteImport,
  admin: benchAdminLists,
  start: benchStart,
  memory: benchMemory,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !scenarios[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}
// Servers in the scenarios run on the same kind of database as `npm start`: an embedded PostgreSQL.
const stopDatabases = await prepareTestDatabases(process.env.BENCH_DATABASE_URL);
try {
  for (const name of wanted.length > 0 ? wanted : Object.keys(scenarios)) {
    console.info(`\n== ${name}`);
    await scenarios[name]?.();
  }
} finally {
  await stopDatabases();
}
