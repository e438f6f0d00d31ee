/**
 * The tenant-scope rule's data (docs/scaling.md, decision 0011): which tables are tenant tables,
 * which statements may cross tenants and why, and the SQL comment that marks them. Free of the SQL
 * parser, so application code can import it: the parser is loaded only when the check is on
 * (tenant-scope-check.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type RawBuilder } from 'kysely';

/** The tenant root: constraining `companies.id` scopes a statement to one tenant. */
export const TENANT_ROOT = 'companies';

/**
 * Every table with a `company_id` column (src/migrations/). A test compares this list with the
 * columns of a migrated database, so a new tenant table cannot be forgotten here.
 */
export const TENANT_TABLES: ReadonlySet<string> = new Set([
  'api_keys',
  'audit_events',
  'bank_account_prenotes',
  'company_payment_settings',
  'component_origins',
  'component_tokens',
  'customers',
  'departments',
  'employee_bank_accounts',
  'employee_benefits',
  'employee_deductions',
  'employee_earnings',
  'employee_tax_setups',
  'employees',
  'idempotency_keys',
  'ledger_keys',
  'ledger_warnings',
  'manual_checks',
  'pay_lines',
  'pay_schedule_groups',
  'paycheck_payments',
  'paycheck_deposits',
  'paychecks',
  'payment_entries',
  'payment_files',
  'payrolls',
  'projects',
  'time_off_enrollments',
  'time_off_entries',
  'time_off_holiday_years',
  'time_off_holidays',
  'time_off_policies',
  'time_off_postings',
  'time_off_requests',
  'tax_deposit_notices',
  'time_records',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_events',
  'workplaces',
]);

/**
 * The statements allowed to read or write several tenants at once, by the name their SQL carries
 * in a `/* cross-tenant: <name> *\/` comment, each with why it cannot be scoped to one company.
 */
export const CROSS_TENANT_EXCEPTIONS = {
  'api-key-lookup':
    'authentication finds the key by its prefix: the company is what the lookup tells (once per key, then cached)',
  'api-key-revoke': 'the operator command `payclock key revoke <prefix>` names a key only by its prefix',
  'auto-clock-out-sweep': 'the periodic sweep closes expired active records of every company in one UPDATE',
  'idempotency-purge': 'the periodic purge deletes expired idempotency keys of every company',
  'webhook-events-purge':
    'the periodic purge deletes events (and their deliveries) older than 30 days, all companies',
  'webhook-dispatch':
    'the delivery worker turns undispatched events of every company into deliveries, in seq order',
  'webhook-claim': 'the delivery worker leases due deliveries of every company in one statement',
  'webhook-release-leases':
    'on the embedded database, a starting server frees every lease its previous run left behind',
  'tax-deposit-companies':
    'the daily tax_deposit.due_soon sweep lists every company (id and time zone), then works one company at a time',
  'time-off-postings-sweep':
    'the start-up and periodic sweep lists the pending time-off postings of every company, then posts each in its own transaction scoped to its company',
  'any-company':
    "which companies exist: the server's start (seeds the demo into an empty database) and the tests' clean-ups",
} as const;

/** A listed cross-tenant exception. */
export type CrossTenantName = keyof typeof CROSS_TENANT_EXCEPTIONS;

/**
 * The SQL comment that lets one statement cross tenants (`/* cross-tenant: <name> *\/`), for raw
 * `sql` templates (`${crossTenant('webhook-claim')}`) and Kysely builders (`.modifyEnd(...)`).
 * Only names of {@link CROSS_TENANT_EXCEPTIONS} compile.
 */
export function crossTenant(name: CrossTenantName): RawBuilder<unknown> {
  return sql.raw(`/* cross-tenant: ${name} */`);
}

const exempt = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with the tenant-scope check off for every statement it issues (same async context):
 * only for schema migrations, which move every company's rows at once. `why` names the caller.
 */
export function runExemptFromTenantScope<T>(why: 'migrations', fn: () => Promise<T>): Promise<T> {
  return exempt.run(why, fn);
}

/** Why the current async context is exempt from the check (see {@link runExemptFromTenantScope}), or undefined. */
export function tenantScopeExemption(): string | undefined {
  return exempt.getStore();
}
