// npm run bench [scenario…]: each scenario prints its figures beside a baseline measured in the same run.
import { benchAdminLists } from './admin-lists';
import { benchPhotoIngest } from './photo-ingest';
import { benchPlaces } from './places';
import { benchRouteImport } from './route-import';

const scenarios: Record<string, () => void | Promise<void>> = {
  places: benchPlaces,
  ingest: benchPhotoIngest,
  route: benchRouteImport,
  admin: benchAdminLists,
};

const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : Object.keys(scenarios)) {
  const scenario = scenarios[name];
  if (!scenario) {
    console.error(`Unknown scenario ${name}; choose from ${Object.keys(scenarios).join(', ')}`);
    process.exit(2);
  }
  console.info(`\n== ${name}`);
  await scenario();
}
