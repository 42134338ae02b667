import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from './database';

/**
 * Vitest global setup. The API tests run on TEST_DATABASE_URL when it is set; the browser journeys always run
 * on the embedded PostgreSQL, as `npm start` does — so a CI run exercises both.
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'api') buildServer();
  return prepareTestDatabases(project.name === 'api' ? process.env.TEST_DATABASE_URL : undefined);
}

/** The process tests run the built server, as `npm start` does: built here when its sources changed. */
function buildServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}
