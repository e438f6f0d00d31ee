import { defineConfig } from 'vitest/config';

// Pure engine tests run once; database-backed suites run on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
const dbSuites = ['test/http/**/*.test.ts', 'test/medium/**/*.test.ts'];
const common = { testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['test/helpers/global-setup.ts'] };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/engine/**/*.test.ts', 'test/unit/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      { test: { ...common, name: 'pglite', include: dbSuites, env: { TEST_BACKEND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...common, name: 'postgres', include: dbSuites, env: { TEST_BACKEND: 'postgres' } } }]
        : []),
    ],
  },
});
