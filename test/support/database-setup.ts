import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from './database';

/**
 * Vitest global setup. The API tests run on TEST_DATABASE_URL when it is set; the browser journeys always run
 * on the embedded PostgreSQL, as `npm start` does — so a CI run exercises both.
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return prepareTestDatabases(project.name === 'api' ? process.env.TEST_DATABASE_URL : undefined);
}
