/**
 * Test harness: a fresh database + the app with a fixed clock, plus small factories that write rows
 * directly (the setup API has its own tests).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { DB } from '../../src/platform/db/schema.js';
import { createApiKey } from '../../src/platform/auth/api-keys.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { fixedClock } from '../../src/shared/time.js';
import { createTestDatabase } from './db.js';
import type { Database } from '../../src/platform/db/database.js';
import { randomBytes } from 'node:crypto';
import { createSealer, type Sealer } from '../../src/platform/crypto/sealing.js';
import { crossTenant } from '../../src/platform/db/tenant-scope-rules.js';

/** What {@link startApp} returns. */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  /** The app's sealer (a webhook worker in the test must open the same secrets). */
  sealer: Sealer;
  close(): Promise<void>;
  /** `app.inject` with the API key header and JSON body. */
  call(
    key: string | null,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: string }>;
}

/** Starts a test app on a fresh database; the clock is fixed at `now`. */
export async function startApp(
  now = '2026-11-21T20:00:00.000Z',
  config: Record<string, unknown> = {},
  opts: {
    logStream?: { write(line: string): void };
    /** false: approvals leave their time-off posting queued (src/modules/time-off/postings.ts). */
    timeOffPostingKick?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(now);
  const sealer = createSealer(randomBytes(32));
  const app = await buildApp({
    db: database.db,
    clock,
    sealer,
    config: { rateLimitPerSecond: 100_000, rateLimitBurst: 1_000_000, ...config },
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.timeOffPostingKick === false ? { timeOffPostingKick: false } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    sealer,
    close: async () => {
      await app.close();
      await database.close();
    },
    call: async (key, method, url, body, headers = {}) => {
      const res = await app.inject({
        method,
        url: url.startsWith('/partner') || url.startsWith('/docs') ? url : `/partner/v1${url}`,
        headers: {
          ...(key ? { 'x-api-key': key } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      let parsed: unknown = null;
      try {
        parsed = res.body ? JSON.parse(res.body) : null;
      } catch {
        parsed = res.body;
      }
      return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.body };
    },
  };
}

/**
 * Ids of every company in the database (the listed cross-tenant read `any-company`), for clean-ups
 * that then delete with `company_id in (…)`.
 */
export async function allCompanyIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').modifyEnd(crossTenant('any-company')).execute();
  return rows.map((r) => toInt(r.id));
}

/** Inserts a company and returns its id and a fresh API key. */
export async function makeCompany(
  db: Kysely<DB>,
  o: { name?: string; plan?: 'timetracking' | 'payroll' | 'premium'; timezone?: string } = {},
) {
  const row = await db
    .insertInto('companies')
    .values({
      name: o.name ?? 'Acme Co',
      email: 'ops@acme.example',
      phone: '+1 415 555 0100',
      timezone: o.timezone ?? 'America/Los_Angeles',
      start_date: '2024-01-01',
      default_pay_period: 'biweekly',
      address: JSON.stringify({
        address_line_1: '1 Market St',
        address_line_2: null,
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      }),
      plan: o.plan ?? 'premium',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = toInt(row.id);
  const key = await createApiKey(db, companyId, 'test');
  return { companyId, apiKey: key.apiKey, prefix: key.prefix };
}

/** Inserts an employee (with optional earnings) and returns its id. */
export async function makeEmployee(
  db: Kysely<DB>,
  companyId: number,
  o: Partial<{
    first_name: string;
    last_name: string;
    email: string;
    employment_type: 'admin' | 'employee' | 'contractor';
    is_active: boolean;
    department_id: number;
    pay_schedule_group_id: number;
    workplace_id: string;
    contractor_type: string;
    timetrack_only: boolean;
    earnings: Array<{
      start_date: string;
      payment_unit: string;
      payment_amount?: string;
      salary_cents?: number;
      salary_type?: string;
      overtime_amount?: string;
    }>;
  }> = {},
) {
  const n = Math.random().toString(36).slice(2, 8);
  const row = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      first_name: o.first_name ?? 'Ana',
      last_name: o.last_name ?? `Lopez${n}`,
      middle_name: null,
      email: o.email ?? `ana.${n}@acme.example`,
      nickname: null,
      dob: '1990-04-02',
      status: 'active',
      start_date: '2024-02-01',
      dismissed_on: null,
      employment_type: o.employment_type ?? 'employee',
      contractor_type: o.contractor_type ?? null,
      mobile_phone: '+1 415 555 0199',
      home_phone: null,
      department_id: o.department_id ?? null,
      pay_schedule_group_id: o.pay_schedule_group_id ?? null,
      workplace_id: o.workplace_id ?? null,
      address: JSON.stringify({
        address_line_1: '9 Pine St',
        address_line_2: 'Apt 4',
        city: 'Oakland',
        state: 'CA',
        zip: '94612',
        country: 'US',
      }),
      recovery_email: null,
      work_phone_ext: null,
      daily_time_limit: null,
      weekly_time_limit: '40',
      paid_lunch_time: 30,
      lunch_in_overtime: false,
      is_active: o.is_active ?? true,
      timetrack_only: o.timetrack_only ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employeeId = toInt(row.id);
  for (const e of o.earnings ?? []) {
    await db
      .insertInto('employee_earnings')
      .values({
        company_id: companyId,
        employee_id: employeeId,
        start_date: e.start_date,
        payment_unit: e.payment_unit,
        salary_type: e.salary_type ?? null,
        payment_amount: e.payment_amount ?? null,
        salary_cents: e.salary_cents ?? null,
        overtime_amount: e.overtime_amount ?? null,
        default_hours: '40',
        pto_payment_amount: e.payment_amount ?? null,
      })
      .execute();
  }
  return employeeId;
}

/** Inserts a pay schedule group (anchored Sunday 2026-01-04, payday 5 days after the period); returns its id. */
export async function makeGroup(
  db: Kysely<DB>,
  companyId: number,
  payFrequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly',
  name: string = payFrequency,
): Promise<number> {
  const g = await db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name,
      pay_frequency: payFrequency,
      anchor_start_date: payFrequency === 'weekly' || payFrequency === 'biweekly' ? '2026-01-04' : null,
      payday_offset_days: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toInt(g.id);
}

/**
 * Inserts active work records of `employees` (each `{ companyId, id }`) that started at `start` and
 * expired at `expiresAt` (ISO instants), as a missed clock-out leaves them; returns their ids.
 */
export async function makeExpiredRecords(
  db: Kysely<DB>,
  employees: Array<{ companyId: number; id: number }>,
  start: string,
  expiresAt: string,
): Promise<string[]> {
  const rows = await db
    .insertInto('time_records')
    .values(
      employees.map((e) => ({
        company_id: e.companyId,
        employee_id: e.id,
        type: 'work' as const,
        start,
        end: null,
        expires_at: expiresAt,
        clockin_source: 'mobile' as const,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => String(r.id));
}
