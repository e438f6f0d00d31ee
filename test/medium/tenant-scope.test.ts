/**
 * The tenant-scope check on a real database of each backend (decision 0011, docs/scaling.md): the
 * schema is what the Citus plan assumes (the tenant tables are exactly those with `company_id`;
 * their keys, unique indexes and foreign keys include it, `api_keys` aside), and the check stops
 * an unscoped statement before it is sent, whichever way it reaches the driver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';
import type { Database } from '../../src/platform/db/database.js';
import { TenantScopeViolationError } from '../../src/platform/db/tenant-scope-check.js';
import { crossTenant, TENANT_TABLES } from '../../src/platform/db/tenant-scope-rules.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let d: Database;
let companyId: number;
let prefix: string;

beforeAll(async () => {
  // This file breaks the rule on purpose: the check stays on, without the run's violation log.
  d = await createTestDatabase({ tenantScopeCheck: { logFile: null } });
  ({ companyId, prefix } = await makeCompany(d.db));
  await d.db.insertInto('customers').values({ company_id: companyId, name: 'Original' }).execute();
});

afterAll(async () => {
  await d?.close();
});

/** The error a statement fails with, or null when it succeeds. */
async function failure(run: () => Promise<unknown>): Promise<TenantScopeViolationError | null> {
  try {
    await run();
    return null;
  } catch (err) {
    if (err instanceof TenantScopeViolationError) return err;
    throw err;
  }
}

describe(`the schema the Citus plan assumes (${BACKEND})`, () => {
  it('TENANT_TABLES is exactly the set of tables with a company_id column', async () => {
    const r = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'company_id' order by table_name`.execute(d.db);
    expect(r.rows.map((x) => x.table_name)).toEqual([...TENANT_TABLES].sort());
  });

  it('every primary key and unique index of a tenant table includes company_id, except those of api_keys', async () => {
    const r = await sql<{ tbl: string; idx: string; cols: string }>`
      select c.relname as tbl, i.relname as idx,
        coalesce((select string_agg(a.attname::text, ',') from unnest(x.indkey) k
                  join pg_attribute a on a.attrelid = c.oid and a.attnum = k), '') as cols
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and x.indisunique
      order by 1, 2`.execute(d.db);
    const tenant = r.rows.filter((x) => TENANT_TABLES.has(x.tbl));
    expect(tenant.length).toBeGreaterThanOrEqual(TENANT_TABLES.size);
    const without = tenant.filter((x) => !x.cols.split(',').includes('company_id')).map((x) => x.idx);
    expect(without).toEqual(['api_keys_pkey', 'api_keys_prefix_key']);
  });

  it('every foreign key between tenant tables pairs company_id with company_id; those to companies are company_id → id', async () => {
    const r = await sql<{ name: string; tbl: string; ref: string; cols: string; refcols: string }>`
      select f.conname as name, c.relname as tbl, rc.relname as ref,
        (select string_agg(a.attname::text, ',' order by k.n) from unnest(f.conkey) with ordinality k(num, n)
           join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.num) as cols,
        (select string_agg(a.attname::text, ',' order by k.n) from unnest(f.confkey) with ordinality k(num, n)
           join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.num) as refcols
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_class rc on rc.oid = f.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and f.contype = 'f'
      order by 1, 2, 3`.execute(d.db);
    const between = r.rows.filter((x) => TENANT_TABLES.has(x.ref));
    // employees 3 (department, group, workplace), employee_earnings, _tax_setups, _benefits,
    // _deductions, _bank_accounts 1 each, projects 1, time_records 3, payrolls 1, paychecks 1,
    // paycheck_deposits 2, webhook_deliveries 2, webhook_attempts 1: 19 (pay_lines is a view since
    // the compact ledger; ledger_keys refers only to companies);
    // time_off_enrollments, time_off_requests 2 each (policy, employee), time_off_entries 1 (its
    // enrollment, company_id first: migration 2026-11-27T0100): 24;
    // payments: payment_files 1, payment_entries 1 (its key to bank accounts was dropped, see
    // migration 2026-11-27T0400), paycheck_payments 1, bank_account_prenotes 1, manual_checks 1: 29;
    // time_off_postings 1 (its payroll, migration 2026-11-28T0100): 30.
    expect(between.length).toBe(30);
    for (const fk of between) {
      const cols = fk.cols.split(',');
      expect(cols.indexOf('company_id'), `${fk.tbl} → ${fk.ref}`).toBe(
        fk.refcols.split(',').indexOf('company_id'),
      );
      expect(cols, `${fk.tbl} → ${fk.ref}`).toContain('company_id');
    }
    const toRoot = r.rows.filter((x) => x.ref === 'companies');
    expect(toRoot.map((x) => `${x.cols}→${x.refcols}`)).toEqual(toRoot.map(() => 'company_id→id'));
    // The one to drop before api_keys becomes a reference table (docs/scaling.md, step 1).
    expect(toRoot.filter((x) => x.tbl === 'api_keys').map((x) => x.name)).toEqual([
      'api_keys_company_id_fkey',
    ]);
  });
});

describe(`the check on the ${BACKEND} connection`, () => {
  it('stops a statement without company_id before it is sent: builder, raw sql, compiled query, in a transaction', async () => {
    const builder = await failure(() =>
      d.db.updateTable('customers').set({ name: 'Changed' }).where('id', '=', 1).execute(),
    );
    expect(builder!.tables).toEqual(['customers']);
    expect(builder!.message).toContain('customers is read or written without a company_id predicate');
    expect(builder!.message).toContain('Statement: update "customers" set "name" = $1 where "id" = $2');

    const raw = await failure(() => sql`update customers set name = ${'Changed'}`.execute(d.db));
    expect(raw!.tables).toEqual(['customers']);

    const compiled = await failure(() => d.db.executeQuery(CompiledQuery.raw('delete from customers')));
    expect(compiled!.message).toContain('Statement: delete from customers');

    const inTransaction = await failure(() =>
      d.db.transaction().execute(async (trx) => {
        await trx.insertInto('customers').values({ company_id: companyId, name: 'Rolled back' }).execute();
        await trx.deleteFrom('customers').where('name', '=', 'Original').execute();
      }),
    );
    expect(inTransaction!.tables).toEqual(['customers']);

    const rows = await d.db
      .selectFrom('customers')
      .select('name')
      .where('company_id', '=', companyId)
      .execute();
    expect(rows).toEqual([{ name: 'Original' }]);
  });

  it('lets through a statement with a listed cross-tenant comment, which modifyEnd carries to the SQL text', async () => {
    const q = d.db
      .selectFrom('api_keys')
      .select('company_id')
      .where('prefix', '=', prefix)
      .modifyEnd(crossTenant('api-key-lookup'));
    expect(q.compile().sql).toBe(
      'select "company_id" from "api_keys" where "prefix" = $1 /* cross-tenant: api-key-lookup */',
    );
    const row = await q.executeTakeFirstOrThrow();
    expect(toInt(row.company_id)).toBe(companyId);

    const unlisted = await failure(() =>
      sql`select company_id from api_keys where prefix = ${prefix} /* cross-tenant: shortcut */`.execute(
        d.db,
      ),
    );
    expect(unlisted!.message).toContain('cross-tenant exception "shortcut" is not listed');
  });
});
