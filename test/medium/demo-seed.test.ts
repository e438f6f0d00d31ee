/**
 * The demo company generator and seeder: coverage of the company (people, pay, jobs), consistency
 * of the time-clock history (no overlaps, breaks between work records, active records, nothing
 * after "now") and determinism. The seeding suite runs on the vitest project's backend: an
 * in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL is set (a schema of its own per file,
 * created and dropped by test/helpers/db.ts).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCompany, type DemoCompany } from '../../src/modules/demo/generator.js';
import { seedDemoCompany, type SeededDemo } from '../../src/modules/demo/seed.js';
import type { Database } from '../../src/platform/db/database.js';
import type { DB } from '../../src/platform/db/schema.js';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import { createSealer } from '../../src/platform/crypto/sealing.js';
import { isValidRoutingNumber } from '../../src/modules/bank-accounts/aba.js';

const AS_OF = '2026-11-21';
const TZ = 'America/Los_Angeles';
const HOUR = 3_600_000;

const localDateFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Company-local 'YYYY-MM-DD' of a UTC instant. */
function localDate(iso: string): string {
  return localDateFmt.format(new Date(iso));
}
function epochDay(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  );
}

// Pure: run once (in the PGlite project), not again on PostgreSQL.
describe.skipIf(BACKEND !== 'pglite')(
  'generateDemoCompany (pure, no database: runs once, in the PGlite project)',
  () => {
    it('is deterministic: same options give deep-equal output, another seed another company', () => {
      const a = generateDemoCompany({ asOf: AS_OF });
      const b = generateDemoCompany({ asOf: AS_OF });
      expect(b).toEqual(a);
      const c = generateDemoCompany({ asOf: AS_OF, seed: 7 });
      expect(c.employees.map((e) => e.email)).not.toEqual(a.employees.map((e) => e.email));
    });

    it('keeps the history consistent for other as-of dates (DST spring-forward and fall-back, weekdays)', () => {
      for (const asOf of ['2026-03-09', '2026-11-02', '2026-06-15', '2027-01-03', '2026-07-01']) {
        const d = generateDemoCompany({ asOf });
        const active = d.timeRecords.filter((r) => r.end === null);
        expect(active.length).toBeGreaterThanOrEqual(3);
        for (const r of d.timeRecords) {
          expect(r.start < (r.end ?? d.now) || r.end === null).toBe(true);
          expect(r.start <= d.now).toBe(true);
        }
        const bw = d.currentPeriods.biweekly;
        const raised = d.employees.filter(
          (e) =>
            e.earnings.some((x) => x.startDate >= bw.startDate && x.startDate <= asOf) &&
            e.earnings.length > 1,
        );
        expect(raised.length).toBeGreaterThanOrEqual(2);
      }
    });

    it('rejects a malformed as-of date', () => {
      expect(() => generateDemoCompany({ asOf: '2026-02-30' })).toThrow(RangeError);
    });
  },
);

describe(`seedDemoCompany on ${BACKEND}`, () => {
  let h: Database;
  let seeded: SeededDemo;
  let demo: DemoCompany;
  let db: Kysely<DB>;
  let cid: number;

  beforeAll(async () => {
    h = await createTestDatabase();
    db = h.db;
    demo = generateDemoCompany({ asOf: AS_OF });
    seeded = await seedDemoCompany(db, { asOf: AS_OF });
    cid = seeded.companyId;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates the company with its settings and an API key', async () => {
    const c = await db.selectFrom('companies').selectAll().where('id', '=', cid).executeTakeFirstOrThrow();
    expect(c).toMatchObject({
      timezone: TZ,
      plan: 'premium',
      default_pay_period: 'biweekly',
      daily_cutoff: '04:00',
      workweek_start: 'sunday',
    });
    expect(c.sui_rates).toEqual({ CA: '0.034', NY: '0.041', TX: '0.027' });
    expect(c.address).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(seeded.apiKey).toMatch(/^pc_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const key = await db
      .selectFrom('api_keys')
      .select(['company_id', 'label'])
      .where('company_id', '=', cid)
      .where('prefix', '=', seeded.prefix)
      .executeTakeFirstOrThrow();
    expect(key).toEqual({ company_id: String(cid), label: 'demo' });

    const wps = await db
      .selectFrom('workplaces')
      .select(['id', 'city', 'state'])
      .where('company_id', '=', cid)
      .orderBy('city')
      .execute();
    expect(wps.map((w) => `${w.city} ${w.state}`)).toEqual(['Austin TX', 'New York NY', 'San Francisco CA']);
    for (const w of wps) expect(w.id).toMatch(/^wrk_[A-Za-z0-9_-]{20}$/);

    const groups = await db
      .selectFrom('pay_schedule_groups')
      .selectAll()
      .where('company_id', '=', cid)
      .orderBy('id')
      .execute();
    expect(groups.map((g) => [g.name, g.pay_frequency, g.anchor_start_date, g.payday_offset_days])).toEqual([
      ['Hourly staff (biweekly)', 'biweekly', '2026-01-04', 5],
      ['Salaried staff (semimonthly)', 'semimonthly', null, 5],
    ]);
    expect(seeded.counts.employees).toBe(demo.employees.length);
    expect(seeded.counts.timeRecords).toBe(demo.timeRecords.length);
  });

  it('has at least 40 people covering every role, pay unit and salary type', async () => {
    const emps = await db.selectFrom('employees').selectAll().where('company_id', '=', cid).execute();
    expect(emps.length).toBeGreaterThanOrEqual(40);
    expect(new Set(emps.map((e) => e.email)).size).toBe(emps.length);
    for (const e of emps) expect(e.email).toBe(e.email.toLowerCase());
    expect(emps.some((e) => e.employment_type === 'admin')).toBe(true);
    expect(emps.some((e) => e.timetrack_only)).toBe(true);
    const contractorTypes = new Set(
      emps.filter((e) => e.employment_type === 'contractor').map((e) => e.contractor_type),
    );
    expect(contractorTypes).toEqual(new Set(['individual', 'business']));
    const dismissed = emps.filter((e) => !e.is_active);
    expect(dismissed.length).toBeGreaterThanOrEqual(1);
    for (const e of dismissed) {
      expect(e.status).toBe('dismissed');
      expect(e.dismissed_on).not.toBeNull();
    }
    const cities = emps.map((e) => e.address as { city: string; state: string });
    expect(new Set(cities.map((a) => a.state))).toEqual(new Set(['CA', 'NY', 'TX']));
    expect(cities.some((a) => a.city === 'New York')).toBe(true);
    expect(cities.some((a) => a.city === 'Yonkers')).toBe(true);

    const earnings = await db
      .selectFrom('employee_earnings')
      .selectAll()
      .where('company_id', '=', cid)
      .execute();
    expect(new Set(earnings.map((x) => x.payment_unit))).toEqual(
      new Set(['hour', 'salary', 'hourly_salary', 'yearly', 'weekly', 'biweekly', 'monthly']),
    );
    const salaryTypes = new Set(earnings.map((x) => x.salary_type).filter((x) => x !== null));
    expect(salaryTypes).toEqual(
      new Set(['yearly', 'quarterly', 'monthly', 'semimonthly', 'weekly', 'biweekly']),
    );
    for (const x of earnings.filter((y) => y.payment_unit === 'hour')) {
      expect(Number(x.payment_amount)).toBeGreaterThanOrEqual(17);
      expect(Number(x.payment_amount)).toBeLessThanOrEqual(55);
      expect(Number(x.overtime_amount)).toBe(1.5);
      expect(x.pto_payment_amount).toBe(x.payment_amount);
    }

    // Tax setups for most payroll employees, but not all; benefits and a post-tax deduction.
    const setups = await db
      .selectFrom('employee_tax_setups')
      .select('employee_id')
      .where('company_id', '=', cid)
      .execute();
    const payrollEmployees = emps.filter((e) => e.employment_type !== 'contractor' && !e.timetrack_only);
    expect(setups.length).toBeGreaterThan(payrollEmployees.length / 2);
    expect(setups.length).toBeLessThan(payrollEmployees.length);
    const benefits = await db
      .selectFrom('employee_benefits')
      .selectAll()
      .where('company_id', '=', cid)
      .execute();
    expect(benefits.some((b) => b.code === '401k' && b.employee_percent !== null)).toBe(true);
    const deductions = await db
      .selectFrom('employee_deductions')
      .selectAll()
      .where('company_id', '=', cid)
      .execute();
    expect(deductions.some((d) => d.code === 'child_support' && d.amount_cents !== null)).toBe(true);
  });

  it('has raises inside the current biweekly and semimonthly periods, and future raises', async () => {
    const rows = await db
      .selectFrom('employee_earnings as x')
      .innerJoin('employees as e', (j) =>
        j.onRef('e.company_id', '=', 'x.company_id').onRef('e.id', '=', 'x.employee_id'),
      )
      .innerJoin('pay_schedule_groups as g', (j) =>
        j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
      )
      .select(['x.employee_id', 'x.start_date', 'x.payment_unit', 'g.pay_frequency', 'g.anchor_start_date'])
      .where('x.company_id', '=', cid)
      .execute();
    const anchor = epochDay('2026-01-04');
    const bwStart = anchor + Math.floor((epochDay(AS_OF) - anchor) / 14) * 14;
    const smStart = epochDay(
      Number(AS_OF.slice(8)) <= 15 ? `${AS_OF.slice(0, 7)}-01` : `${AS_OF.slice(0, 7)}-16`,
    );
    const starts = (empId: string): number[] =>
      rows.filter((r) => String(r.employee_id) === empId).map((r) => epochDay(r.start_date));
    const raisedIn = (freq: string, periodStart: number, unit: (u: string | null) => boolean): boolean =>
      rows.some(
        (r) =>
          r.pay_frequency === freq &&
          unit(r.payment_unit) &&
          epochDay(r.start_date) > periodStart &&
          epochDay(r.start_date) <= epochDay(AS_OF) &&
          starts(String(r.employee_id)).some((s) => s < periodStart),
      );
    expect(raisedIn('biweekly', bwStart, (u) => u === 'hour')).toBe(true);
    expect(raisedIn('semimonthly', smStart, (u) => u !== 'hour')).toBe(true);
    expect(rows.some((r) => epochDay(r.start_date) > epochDay(AS_OF))).toBe(true);
  });

  it('has customers and projects with geofences, disabled ones and a project without customer', async () => {
    const customers = await db.selectFrom('customers').selectAll().where('company_id', '=', cid).execute();
    expect(customers.length).toBeGreaterThanOrEqual(5);
    expect(customers.filter((c) => c.is_disabled).length).toBeGreaterThanOrEqual(1);
    expect(customers.some((c) => c.latitude !== null && c.radius_meters !== null)).toBe(true);
    const projects = await db.selectFrom('projects').selectAll().where('company_id', '=', cid).execute();
    expect(projects.length).toBeGreaterThanOrEqual(10);
    expect(projects.some((p) => p.is_disabled)).toBe(true);
    expect(projects.some((p) => p.customer_id === null)).toBe(true);
    expect(projects.some((p) => p.latitude !== null && p.radius_meters !== null)).toBe(true);
  });

  it('has at least 8 weeks of time records that never overlap per person', async () => {
    const span = await db
      .selectFrom('time_records')
      .select((eb) => [eb.fn.min('start').as('first'), eb.fn.countAll<string>().as('n')])
      .where('company_id', '=', cid)
      .executeTakeFirstOrThrow();
    expect(Number(span.n)).toBe(demo.timeRecords.length);
    expect(Date.parse(String(span.first))).toBeLessThanOrEqual(Date.parse(demo.now) - 56 * 24 * HOUR);

    const overlaps = await sql<{ n: string }>`
      select count(*) as n from time_records a join time_records b
        on b.company_id = a.company_id and b.employee_id = a.employee_id and b.id <> a.id
      where a.company_id = ${cid}
        and a.start < coalesce(b."end", 'infinity'::timestamptz) and b.start < coalesce(a."end", 'infinity'::timestamptz)`.execute(
      db,
    );
    expect(Number(overlaps.rows[0]?.n)).toBe(0);

    // Breaks sit between work records: a work record ends where the break starts, and (when the
    // break is over) the next work record starts where it ends.
    const orphanBreaks = await sql<{ n: string }>`
      select count(*) as n from time_records br
      where br.company_id = ${cid} and br.type = 'break'
        and (not exists (select 1 from time_records w where w.company_id = br.company_id and w.employee_id = br.employee_id
               and w.type = 'work' and w."end" = br.start)
          or (br."end" is not null and not exists (select 1 from time_records w where w.company_id = br.company_id
               and w.employee_id = br.employee_id and w.type = 'work' and w.start = br."end")))`.execute(db);
    expect(Number(orphanBreaks.rows[0]?.n)).toBe(0);
  });

  it('gives every seeded record its audit trail: the clock-in, then the clock-out once it ended', async () => {
    const rows = await db
      .selectFrom('audit_events')
      .select(['action', (eb) => eb.fn.countAll<string>().as('n')])
      .where('company_id', '=', cid)
      .where('resource_type', '=', 'time_record')
      .groupBy('action')
      .execute();
    const count = (a: string) => Number(rows.find((r) => r.action === a)?.n ?? 0);
    const ended = demo.timeRecords.filter((r) => r.end !== null);
    expect(count('create')).toBe(demo.timeRecords.length);
    expect(count('update') + count('auto_clockout')).toBe(ended.length);
    expect(count('auto_clockout')).toBe(ended.filter((r) => r.missedClockout).length);
  });

  it('has exactly the expected active records, and nothing after now', async () => {
    const now = demo.now;
    const active = await db
      .selectFrom('time_records')
      .select(['employee_id', 'start', 'expires_at'])
      .where('company_id', '=', cid)
      .where('end', 'is', null)
      .execute();
    const expected = demo.timeRecords.filter((r) => r.end === null).length;
    expect(expected).toBeGreaterThanOrEqual(3);
    expect(active.length).toBe(expected);
    expect(seeded.counts.activeTimeRecords).toBe(expected);
    expect(new Set(active.map((r) => r.employee_id)).size).toBe(active.length);
    for (const r of active) {
      expect(Date.parse(r.start)).toBeLessThan(Date.parse(now));
      expect(Date.parse(r.start)).toBeGreaterThan(Date.parse(now) - 12 * HOUR);
      // Next daily cutoff: 04:00 Pacific on the day after as-of (PST in November: 12:00Z).
      expect(r.expires_at).toBe('2026-11-22T12:00:00.000Z');
    }
    const late = await db
      .selectFrom('time_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', cid)
      .where((eb) => eb.or([eb('start', '>', now), eb('end', '>', now)]))
      .executeTakeFirstOrThrow();
    expect(Number(late.n)).toBe(0);

    const missed = await db
      .selectFrom('time_records')
      .selectAll()
      .where('company_id', '=', cid)
      .where('missed_clockout', '=', true)
      .execute();
    expect(missed.length).toBeGreaterThanOrEqual(1);
    for (const r of missed) {
      expect(r.clockout_source).toBe('auto');
      expect(r.end).toBe(r.expires_at);
    }
    const sources = await db
      .selectFrom('time_records')
      .select('clockin_source')
      .distinct()
      .where('company_id', '=', cid)
      .execute();
    expect(new Set(sources.map((s) => s.clockin_source))).toEqual(
      new Set(['mobile', 'web', 'kiosk', 'partner_api']),
    );
  });

  it('has overnight shifts, long days and weeks, 7-day runs, lunches and short breaks, jobs and GPS', async () => {
    const recs = await db
      .selectFrom('time_records')
      .select([
        'employee_id',
        'type',
        'start',
        'end',
        'missed_clockout',
        'customer_id',
        'project_id',
        'start_coordinates',
        'start_location',
      ])
      .where('company_id', '=', cid)
      .where('end', 'is not', null)
      .orderBy('employee_id')
      .orderBy('start')
      .execute();
    const done = recs.map((r) => ({
      ...r,
      end: r.end as string,
      ms: Date.parse(r.end as string) - Date.parse(r.start),
    }));
    const work = done.filter((r) => r.type === 'work' && !r.missed_clockout);

    expect(work.some((r) => localDate(r.start) !== localDate(r.end))).toBe(true);

    const perDay = new Map<string, number>();
    const perWeek = new Map<string, number>();
    const days = new Map<string, Set<number>>();
    for (const r of work) {
      const d = localDate(r.start);
      const ed = epochDay(d);
      const sunday = ed - ((ed + 4) % 7);
      perDay.set(`${r.employee_id}|${d}`, (perDay.get(`${r.employee_id}|${d}`) ?? 0) + r.ms);
      perWeek.set(`${r.employee_id}|${sunday}`, (perWeek.get(`${r.employee_id}|${sunday}`) ?? 0) + r.ms);
      const s = days.get(String(r.employee_id)) ?? new Set<number>();
      s.add(ed);
      days.set(String(r.employee_id), s);
    }
    expect(Math.max(...perDay.values())).toBeGreaterThan(12 * HOUR);
    expect([...perDay.values()].some((v) => v > 8 * HOUR && v < 12 * HOUR)).toBe(true);
    expect(Math.max(...perWeek.values())).toBeGreaterThan(40 * HOUR);
    let longestRun = 0;
    for (const set of days.values()) {
      const sorted = [...set].sort((a, b) => a - b);
      let run = 0;
      for (let i = 0; i < sorted.length; i++) {
        run = i > 0 && sorted[i] === (sorted[i - 1] ?? 0) + 1 ? run + 1 : 1;
        longestRun = Math.max(longestRun, run);
      }
    }
    expect(longestRun).toBeGreaterThanOrEqual(7);

    const breaks = done.filter((r) => r.type === 'break');
    expect(breaks.some((r) => r.ms >= 30 * 60_000 && r.ms <= 61 * 60_000)).toBe(true);
    expect(breaks.some((r) => r.ms < 20 * 60_000)).toBe(true);

    expect(new Set(work.map((r) => r.customer_id).filter((x) => x !== null)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(work.map((r) => r.project_id).filter((x) => x !== null)).size).toBeGreaterThanOrEqual(8);
    const withGps = work.filter((r) => r.start_coordinates !== null);
    expect(withGps.length).toBeGreaterThan(work.length / 2);
    for (const r of withGps.slice(0, 200)) expect(r.start_coordinates).toMatch(/^-?\d+\.\d+,-?\d+\.\d+$/);
    expect(work.every((r) => r.start_location.length > 0)).toBe(true);
  });
});

describe(`seedDemoCompany with a sealer on ${BACKEND}`, () => {
  let h: Database;
  const sealer = createSealer(Buffer.alloc(32, 9));

  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives every direct-deposit person one remainder account, sealed, with valid routing numbers', async () => {
    const demo = generateDemoCompany({ asOf: AS_OF });
    const seeded = await seedDemoCompany(h.db, { asOf: AS_OF }, sealer);
    const direct = demo.employees.filter((e) => e.paymentMethod === 'direct_deposit').length;
    expect(direct).toBeGreaterThan(10);
    const rows = await h.db
      .selectFrom('employee_bank_accounts as a')
      .innerJoin('employees as e', (j) =>
        j.onRef('e.company_id', '=', 'a.company_id').onRef('e.id', '=', 'a.employee_id'),
      )
      .select([
        'a.employee_id',
        'a.routing_number_sealed',
        'a.routing_number_last4',
        'a.account_number_sealed',
        'a.account_number_last4',
        'a.split_percent',
        'e.payment_method',
      ])
      .where('a.company_id', '=', seeded.companyId)
      .execute();
    expect(seeded.counts.bankAccounts).toBe(rows.length);
    const people = new Set(rows.map((r) => String(r.employee_id)));
    expect(people.size).toBe(direct);
    for (const r of rows) {
      expect(r.payment_method).toBe('direct_deposit');
      const routing = sealer.open(r.routing_number_sealed);
      expect(isValidRoutingNumber(routing)).toBe(true);
      expect(routing.slice(-4)).toBe(r.routing_number_last4);
      expect(sealer.open(r.account_number_sealed).slice(-4)).toBe(r.account_number_last4);
      expect(r.account_number_sealed).not.toContain(r.account_number_last4);
    }
    // Exactly one remainder account (no split) per person; the others take 10 %.
    const remainders = rows.filter((r) => r.split_percent === null);
    expect(new Set(remainders.map((r) => String(r.employee_id))).size).toBe(remainders.length);
    expect(remainders).toHaveLength(direct);
    for (const r of rows.filter((x) => x.split_percent !== null)) expect(Number(r.split_percent)).toBe(10);
  });
});
