import { defineConfig } from 'vitest/config';

const integration = { include: ['test/integration/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'] } },
      { test: { ...integration, name: 'api-pglite', env: { DB_ENGINE: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...integration,
                name: 'api-postgres',
                env: { DB_ENGINE: 'postgres' },
                globalSetup: ['test/support/postgres-setup.ts'],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // A loaded two-core machine can be many times slower than an idle one; see e2e/support/browser.ts.
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          expect: { poll: { timeout: 120_000 } },
        },
      },
    ],
  },
});
