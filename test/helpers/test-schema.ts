/** Prefix of the per-test-file PostgreSQL schemas (test/helpers/db.ts); leftovers are dropped by global-setup. */
export const TEST_SCHEMA_PREFIX = 'payclock_t_';
