/**
 * Compatibility re-export: the tax engine moved to the `@payclock/tax-engine` workspace
 * (packages/tax-engine, decision 0015). Import from `@payclock/tax-engine` in new code; this file
 * keeps imports written against the old path working.
 */
export * from '@payclock/tax-engine';
