import { defineConfig } from 'vitest/config';

// The engine's own tests: pure functions over the tables in ./tax-tables, no database.
export default defineConfig({
  test: {
    name: 'tax-engine',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
