/**
 * The tenant-scope rule on SQL text (decision 0011): statements that must pass and statements that
 * must fail, with the table the error names. No database: the checker only parses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadTenantScopeChecker,
  TenantScopeViolationError,
  type TenantScopeChecker,
} from '../../src/platform/db/tenant-scope-check.js';
import { runExemptFromTenantScope } from '../../src/platform/db/tenant-scope-rules.js';

let checker: TenantScopeChecker;
beforeAll(async () => {
  checker = await loadTenantScopeChecker();
});

/** The error `check` throws for `sqlText`, or null when it passes. */
function violation(sqlText: string): TenantScopeViolationError | null {
  try {
    checker.check(sqlText);
    return null;
  } catch (err) {
    if (err instanceof TenantScopeViolationError) return err;
    throw err;
  }
}

describe('statements in scope pass', () => {
  const passing: Array<[string, string]> = [
    ['a primary-key read', 'select * from "employees" where "company_id" = $1 and "id" = $2'],
    ['= any of an array', 'select id from employees where company_id = any($1::bigint[]) and is_active'],
    [
      'in a list of values',
      'select id from webhook_endpoints where company_id in ($1, $2) and enabled = true',
    ],
    ['the root by its id', 'select name, timezone from companies where id = $1'],
    ['a cast on the column', 'select id from employees e where e.company_id::bigint = $1'],
    [
      'a join: the joined table constrained through company_id = company_id',
      `select t.*, e.first_name from time_records as t
       inner join employees as e on e.company_id = t.company_id and e.id = t.employee_id
       left join customers as c on c.company_id = t.company_id and c.id = t.customer_id
       where t.company_id = $1 and t.id = $2`,
    ],
    [
      'a join with USING (company_id) and an unqualified predicate',
      'select * from paychecks join pay_lines using (company_id, payroll_id) where company_id = $1',
    ],
    [
      'a join through the root',
      'select e.id from companies c join employees e on e.company_id = c.id where c.id = $1',
    ],
    [
      'a CTE read through a join on its company_id',
      `with p as (select company_id, id from payrolls where company_id = $1 and status = 'draft')
       select c.* from p join paychecks c on c.company_id = p.company_id and c.payroll_id = p.id`,
    ],
    [
      'data-modifying CTEs (the webhook outcome)',
      `with d as (
         update webhook_deliveries set status = $1 where company_id = $2 and id = $3 and lease_token = $4
         returning company_id, id, endpoint_id
       ), a as (
         update webhook_attempts set finished_at = $5
         where company_id = $2 and delivery_id = $3 and exists (select 1 from d)
       ), e as (
         update webhook_endpoints w set failing_since = null from d
         where w.company_id = d.company_id and w.id = d.endpoint_id
       )
       select count(*) as kept from d`,
    ],
    [
      'a correlated subquery constrained through the outer table',
      `select p.id from payrolls p where p.company_id = $1
       and exists (select 1 from paychecks c where c.company_id = p.company_id and c.payroll_id = p.id)`,
    ],
    [
      'a scalar subquery in the select list',
      `select e.id, (select count(*) from time_records t where t.company_id = e.company_id and t.employee_id = e.id)
       from employees e where e.company_id = $1`,
    ],
    [
      'a subquery in FROM',
      'select n from (select count(*) as n from audit_events where company_id = $1) as s',
    ],
    [
      'an INSERT that sets company_id',
      'insert into audit_events (company_id, action, data) values ($1, $2, $3)',
    ],
    [
      'INSERT … SELECT from a constrained source',
      `insert into pay_lines (company_id, payroll_id, employee_id, kind)
       select company_id, payroll_id, employee_id, 'earning' from paychecks where company_id = $1 and payroll_id = $2`,
    ],
    [
      'an upsert',
      `insert into idempotency_keys (company_id, key, request_hash) values ($1, $2, $3)
       on conflict (company_id, key) do nothing returning key`,
    ],
    [
      'a new company (the root has no company_id)',
      'insert into companies (name, plan) values ($1, $2) returning id',
    ],
    ['DDL', 'create index if not exists employees_by_name on employees (company_id, last_name)'],
    ['transaction control', 'begin isolation level serializable'],
    ['set_config', "select set_config('lock_timeout', $1, true)"],
    ['an advisory lock', 'select pg_try_advisory_xact_lock(hashtext(current_schema()))'],
    ['a non-tenant table', 'select name from kysely_migration order by name'],
    ['the catalog', "select column_name from information_schema.columns where table_name = 'employees'"],
    [
      'a listed cross-tenant exception',
      'delete from idempotency_keys where expires_at < $1 /* cross-tenant: idempotency-purge */',
    ],
  ];
  for (const [what, sqlText] of passing) {
    it(what, () => expect(violation(sqlText)?.message ?? null).toBeNull());
  }

  it('anything inside a migration', async () => {
    const err = await runExemptFromTenantScope('migrations', async () =>
      violation('update paychecks set department_id = null'),
    );
    expect(err).toBeNull();
  });
});

describe('statements out of scope fail, naming the table', () => {
  const failing: Array<[string, string, string[]]> = [
    ['no predicate at all', 'select * from employees', ['employees']],
    ['a key without company_id', 'select * from employees where id = $1', ['employees']],
    ['company_id under OR', 'select * from employees where company_id = $1 or id = $2', ['employees']],
    [
      'company_id compared with another column of the same row',
      'select * from employees where company_id = department_id',
      ['employees'],
    ],
    [
      'a join on the id alone',
      'select * from time_records t join employees e on e.id = t.employee_id where t.company_id = $1',
      ['employees'],
    ],
    [
      'the preserved side of a LEFT JOIN is not constrained by its ON clause',
      'select * from employees e left join workplaces w on w.company_id = e.company_id and w.company_id = $1',
      ['employees'],
    ],
    [
      'a CTE without the scope',
      `with x as (select company_id, id from webhook_events where dispatched = false)
       select * from x join webhook_endpoints e on e.company_id = x.company_id`,
      ['webhook_endpoints', 'webhook_events'],
    ],
    [
      'a data-modifying CTE without the scope',
      `with d as (update webhook_deliveries set status = 'failed' where endpoint_id = $1 returning id)
       select count(*) from d`,
      ['webhook_deliveries'],
    ],
    [
      'a subquery without the scope',
      `select * from employees where company_id = $1
       and id in (select employee_id from time_records where "end" is null)`,
      ['time_records'],
    ],
    [
      'an UPDATE without the scope',
      'update time_records set "end" = expires_at where "end" is null',
      ['time_records'],
    ],
    ['a DELETE without the scope', 'delete from webhook_events where created_at < $1', ['webhook_events']],
    [
      'an INSERT without company_id',
      'insert into audit_events (action, data) values ($1, $2)',
      ['audit_events'],
    ],
    [
      'INSERT … SELECT from an unconstrained source',
      `insert into pay_lines (company_id, payroll_id, employee_id, kind)
       select company_id, payroll_id, employee_id, 'earning' from paychecks where payroll_id = $1`,
      ['paychecks'],
    ],
    ['the root without its id', 'select id from companies limit 1', ['companies']],
    [
      'a cross-tenant comment inside a string literal does not count',
      "select '/* cross-tenant: api-key-lookup */' as note, company_id from api_keys where prefix = $1",
      ['api_keys'],
    ],
  ];
  for (const [what, sqlText, tables] of failing) {
    it(what, () => {
      const err = violation(sqlText);
      expect(err).not.toBeNull();
      expect(err!.tables.sort()).toEqual(tables);
      expect(err!.message).toContain(`${tables[0]}`);
      expect(err!.message).toContain('Statement: ');
    });
  }

  it('a cross-tenant comment whose name is not listed', () => {
    const err = violation('select company_id from api_keys where prefix = $1 /* cross-tenant: quick-hack */');
    expect(err!.tables).toEqual(['api_keys']);
    expect(err!.message).toContain(
      'cross-tenant exception "quick-hack" is not listed in CROSS_TENANT_EXCEPTIONS',
    );
  });

  it('a statement the parser cannot read (fail closed)', () => {
    const err = violation('select from where employees');
    expect(err!.tables).toEqual(['(unparsed)']);
    expect(err!.message).toContain('could not be parsed');
  });

  it('the same statement fails every time (the verdict is cached, the error is new)', () => {
    const a = violation('select * from projects where is_disabled = false');
    const b = violation('select * from projects where is_disabled = false');
    expect(a!.tables).toEqual(['projects']);
    expect(b).not.toBe(a);
  });
});
