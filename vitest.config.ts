import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const databaseSetup = ['test/support/database-setup.ts'];

export default defineConfig({
  test: {
    // The process tests mostly wait on the servers they start: more files than cores keeps both cores busy.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./src/web', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/unit/**/*.test.ts'],
          // No test changes a module's state or mocks one: files share a worker's loaded modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/integration/**/*.test.ts'],
          // Each file starts its own servers on its own database, so files may share a worker's loaded modules,
          // which is much quicker than every file loading the server again.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: databaseSetup,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // As for the API tests: quicker than every journey file loading the server again.
          isolate: false,
          // A loaded two-core machine can be many times slower than an idle one; see e2e/support/browser.ts.
          testTimeout: 600_000,
          hookTimeout: 300_000,
          // Two journey files at once (each its own server and Chromium) are quicker than one at a time on two
          // cores; a third gains nothing.
          maxWorkers: 2,
          // A journey that fails on a machine busy with other work runs once more; the failure still shows.
          retry: 1,
          expect: { poll: { timeout: 120_000 } },
          globalSetup: databaseSetup,
        },
      },
    ],
  },
});
