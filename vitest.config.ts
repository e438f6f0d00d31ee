import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure engine tests run once; database-backed suites run on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
// test/browser: the web components in Chromium (issue 23).
const dbSuites = ['test/http/**/*.test.ts', 'test/medium/**/*.test.ts', 'test/browser/**/*.test.ts'];
// The tenant-scope check (decision 0011) is on for every database the tests open, in-process and
// in the servers and commands they start; test/helpers/tenant-scope-setup.ts gives each file a log
// of violations and fails the file when it is not empty.
const common = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['test/helpers/global-setup.ts'],
  setupFiles: ['test/helpers/tenant-scope-setup.ts'],
};
// The tax engine workspace (packages/tax-engine) from its TypeScript sources, as tsconfig.json's
// `paths` does for tsc and tsx (decision 0015): no build before the tests.
const resolve = {
  alias: [
    {
      find: /^@payclock\/tax-engine$/,
      replacement: fileURLToPath(new URL('./packages/tax-engine/src/index.ts', import.meta.url)),
    },
  ],
};
const tenantScope = { PAYCLOCK_CHECK_TENANT_SCOPE: '1' };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'test/engine/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'packages/tax-engine/test/**/*.test.ts',
          ],
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          ...common,
          name: 'pglite',
          include: dbSuites,
          env: { TEST_BACKEND: 'pglite', ...tenantScope },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve,
              test: {
                ...common,
                name: 'postgres',
                include: dbSuites,
                env: { TEST_BACKEND: 'postgres', ...tenantScope },
              },
            },
          ]
        : []),
    ],
  },
});
