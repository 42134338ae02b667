import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = { include: ['test/integration/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./src/web', import.meta.url)) } },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'] },
      },
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
