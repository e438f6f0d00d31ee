/**
 * Inserts the demo company of {@link generateDemoCompany} into the database, in one transaction,
 * and issues an API key for it. Works on PGlite and PostgreSQL alike.
 *
 * Generated references (array indexes) are mapped to database ids as rows are inserted: each
 * batch insert returns the new ids together with a natural key (name, email), so the mapping never
 * depends on the order in which the database returns rows.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { createApiKey } from '../../platform/auth/api-keys.js';
import { seedDemoTimeOff } from '../time-off/demo.js';
import { recordAudit, type AuditEntry } from '../audit/audit.repository.js';
import type { DB, TimeRecordsTable } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { generateDemoCompany, type DemoCompany, type DemoOptions } from './generator.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { demoBankAccounts } from './bank-accounts.js';
import { seedDemoPayments } from '../payments/demo-payments.js';
import { seedDemoHistory } from './history.js';

/** Rows per multi-row insert (keeps every statement far below PostgreSQL's 65,535 parameters). */
const BATCH = 500;

/** What {@link seedDemoCompany} returns. */
export interface SeededDemo {
  /** Database id of the new company. */
  companyId: number;
  /** The API key (`pc_<prefix>_<secret>`), shown once: only its hash is stored. */
  apiKey: string;
  /** The key's visible prefix. */
  prefix: string;
  /**
   * Rows inserted per kind: departments, payScheduleGroups, workplaces, employees, earnings,
   * taxSetups, benefits, deductions, bankAccounts, customers, projects, timeRecords, activeTimeRecords
   * (records with `end` null, a subset of timeRecords), timeOffPolicies, timeOffRequests and
   * historicalPayrolls (the year's history, ./history.ts).
   */
  counts: Record<string, number>;
}

/**
 * Generates (see {@link generateDemoCompany}: `asOf` is a company-local 'YYYY-MM-DD', `seed` the
 * PRNG seed) and inserts the demo company with a new API key labelled "demo". With a `sealer`, the
 * people paid by direct deposit also get bank accounts (numbers sealed with it; see
 * ./bank-accounts.ts); without one they have none and their paychecks are paid manually.
 * Everything, including the key, is written in one transaction: on error nothing is left behind.
 */
export async function seedDemoCompany(
  db: Kysely<DB>,
  options: DemoOptions,
  sealer?: Sealer,
): Promise<SeededDemo> {
  const demo = generateDemoCompany(options);
  return db.transaction().execute((trx) => insertDemo(trx, demo, sealer));
}

async function insertBatches<T>(items: readonly T[], fn: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await fn(items.slice(i, i + BATCH));
}

function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo seed: no id for ${key}`);
  return id;
}

/** Instant of a company-local date at 09:00 Pacific (17:00Z; close enough for created_at). */
function createdAt(date: string): string {
  return `${date}T17:00:00.000Z`;
}

async function insertDemo(trx: Transaction<DB>, demo: DemoCompany, sealer?: Sealer): Promise<SeededDemo> {
  const c = demo.company;
  const companyRow = await trx
    .insertInto('companies')
    .values({
      name: c.name,
      email: c.email,
      phone: c.phone,
      timezone: c.timezone,
      start_date: c.startDate,
      default_pay_period: c.defaultPayPeriod,
      address: JSON.stringify(c.address),
      plan: c.plan,
      workweek_start: c.workweekStart,
      daily_cutoff: c.dailyCutoff,
      require_customer: c.requireCustomer,
      require_project: c.requireProject,
      sui_rates: JSON.stringify(c.suiRates),
      created_at: createdAt(c.startDate),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = toInt(companyRow.id);

  // Departments and groups: map by name (unique within the demo).
  const deptRows = await trx
    .insertInto('departments')
    .values(demo.departments.map((d) => ({ company_id: companyId, name: d.name })))
    .returning(['id', 'name'])
    .execute();
  const deptIds = new Map(deptRows.map((r) => [r.name, toInt(r.id)]));
  const groupRows = await trx
    .insertInto('pay_schedule_groups')
    .values(
      demo.payScheduleGroups.map((g) => ({
        company_id: companyId,
        name: g.name,
        pay_frequency: g.payFrequency,
        anchor_start_date: g.anchorStartDate,
        payday_offset_days: g.paydayOffsetDays,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const groupIds = new Map(groupRows.map((r) => [r.name, toInt(r.id)]));

  await trx
    .insertInto('workplaces')
    .values(
      demo.workplaces.map((w) => ({
        company_id: companyId,
        id: w.id,
        line1: w.line1,
        line2: w.line2,
        city: w.city,
        state: w.state,
        postal_code: w.postalCode,
        country: w.country,
        active: true,
      })),
    )
    .execute();

  // Employees: (email, employment_type) is unique per company.
  const empKey = (email: string, type: string): string => `${email}|${type}`;
  const empRows = await trx
    .insertInto('employees')
    .values(
      demo.employees.map((e) => ({
        company_id: companyId,
        first_name: e.firstName,
        last_name: e.lastName,
        middle_name: e.middleName,
        email: e.email,
        nickname: e.nickname,
        dob: e.dob,
        is_active: e.isActive,
        status: e.status,
        onboarding_status: e.onboardingStatus,
        start_date: e.startDate,
        dismissed_on: e.dismissedOn,
        employment_type: e.employmentType,
        timetrack_only: e.timetrackOnly,
        contractor_type: e.contractorType,
        mobile_phone: e.mobilePhone,
        home_phone: e.homePhone,
        department_id:
          e.department === null ? null : idOf(deptIds, demo.departments[e.department]?.name ?? ''),
        pay_schedule_group_id:
          e.payScheduleGroup === null
            ? null
            : idOf(groupIds, demo.payScheduleGroups[e.payScheduleGroup]?.name ?? ''),
        workplace_id: demo.workplaces[e.workplace]?.id ?? null,
        address: JSON.stringify(e.address),
        recovery_email: e.recoveryEmail,
        work_phone_ext: e.workPhoneExt,
        daily_time_limit: e.dailyTimeLimit,
        weekly_time_limit: e.weeklyTimeLimit,
        paid_lunch_time: e.paidLunchTime,
        lunch_in_overtime: e.lunchInOvertime,
        payment_method: e.paymentMethod,
        created_at: createdAt(e.startDate),
      })),
    )
    .returning(['id', 'email', 'employment_type'])
    .execute();
  const empIdsByKey = new Map(empRows.map((r) => [empKey(r.email, r.employment_type), toInt(r.id)]));
  const empIds = demo.employees.map((e) => idOf(empIdsByKey, empKey(e.email, e.employmentType)));
  const empId = (i: number): number => {
    const id = empIds[i];
    if (id === undefined) throw new Error(`demo seed: no employee ${i}`);
    return id;
  };

  const earnings = demo.employees.flatMap((e, i) =>
    e.earnings.map((x) => ({
      company_id: companyId,
      employee_id: empId(i),
      start_date: x.startDate,
      payment_unit: x.paymentUnit,
      salary_type: x.salaryType,
      payment_amount: x.paymentAmount,
      salary_cents: x.salaryCents,
      overtime_amount: x.overtimeAmount,
      default_hours: x.defaultHours,
      pto_payment_amount: x.ptoPaymentAmount,
      created_at: createdAt(x.startDate < demo.asOf ? x.startDate : demo.asOf),
    })),
  );
  await insertBatches(earnings, async (chunk) => {
    await trx.insertInto('employee_earnings').values(chunk).execute();
  });

  const taxSetups = demo.employees.flatMap((e, i) =>
    e.taxSetup
      ? [
          {
            company_id: companyId,
            employee_id: empId(i),
            federal: JSON.stringify(e.taxSetup.federal),
            state: JSON.stringify(e.taxSetup.state),
          },
        ]
      : [],
  );
  if (taxSetups.length > 0) await trx.insertInto('employee_tax_setups').values(taxSetups).execute();

  const benefits = demo.employees.flatMap((e, i) =>
    e.benefits.map((b) => ({
      company_id: companyId,
      employee_id: empId(i),
      code: b.code,
      description: b.description,
      employee_amount_cents: b.employeeAmountCents,
      employee_percent: b.employeePercent,
      company_amount_cents: b.companyAmountCents,
      company_percent: b.companyPercent,
      annual_limit_cents: b.annualLimitCents,
      start_date: b.startDate,
    })),
  );
  if (benefits.length > 0) await trx.insertInto('employee_benefits').values(benefits).execute();

  const deductions = demo.employees.flatMap((e, i) =>
    e.deductions.map((d) => ({
      company_id: companyId,
      employee_id: empId(i),
      code: d.code,
      description: d.description,
      amount_cents: d.amountCents,
      start_date: d.startDate,
    })),
  );
  if (deductions.length > 0) await trx.insertInto('employee_deductions').values(deductions).execute();

  // Customers and projects: names are unique within the demo.
  const custRows = await trx
    .insertInto('customers')
    .values(
      demo.customers.map((x) => ({
        company_id: companyId,
        name: x.name,
        is_disabled: x.isDisabled,
        latitude: x.latitude,
        longitude: x.longitude,
        radius_meters: x.radiusMeters,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const custIdsByName = new Map(custRows.map((r) => [r.name, toInt(r.id)]));
  const custIds = demo.customers.map((x) => idOf(custIdsByName, x.name));
  const projRows = await trx
    .insertInto('projects')
    .values(
      demo.projects.map((p) => ({
        company_id: companyId,
        name: p.name,
        customer_id: p.customer === null ? null : (custIds[p.customer] ?? null),
        is_disabled: p.isDisabled,
        latitude: p.latitude,
        longitude: p.longitude,
        radius_meters: p.radiusMeters,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const projIdsByName = new Map(projRows.map((r) => [r.name, toInt(r.id)]));
  const projIds = demo.projects.map((p) => idOf(projIdsByName, p.name));
  const ref = (ids: readonly number[], i: number | null): number | null => {
    if (i === null) return null;
    const id = ids[i];
    if (id === undefined) throw new Error(`demo seed: dangling reference ${i}`);
    return id;
  };

  const records: Insertable<TimeRecordsTable>[] = demo.timeRecords.map((r) => ({
    company_id: companyId,
    employee_id: empId(r.employee),
    type: r.type,
    start: r.start,
    end: r.end,
    missed_clockout: r.missedClockout,
    clockin_source: r.clockinSource,
    clockout_source: r.clockoutSource,
    start_location: r.startLocation,
    end_location: r.endLocation,
    note: r.note,
    end_note: r.endNote,
    customer_id: ref(custIds, r.customer),
    project_id: ref(projIds, r.project),
    start_coordinates: r.startCoordinates,
    end_coordinates: r.endCoordinates,
    expires_at: r.expiresAt,
    created_at: r.start,
    updated_at: r.end ?? r.start,
  }));
  // Every seeded record gets the audit trail a real one would have (GET /time-records/:id/history):
  // its clock-in, and its clock-out or automatic clock-out once it has ended.
  await insertBatches(records, async (chunk) => {
    const inserted = await trx.insertInto('time_records').values(chunk).returningAll().execute();
    await recordAudit(trx, companyId, inserted.flatMap(demoRecordHistory));
  });

  const accounts = sealer
    ? demoBankAccounts(demo, sealer).map((a) => ({
        ...a,
        company_id: companyId,
        employee_id: empId(a.employee),
      }))
    : [];
  if (accounts.length > 0) {
    await trx
      .insertInto('employee_bank_accounts')
      .values(accounts.map(({ employee: _e, ...row }) => row))
      .execute();
  }
  // Payments (docs/payments.md): ACH settings and verified accounts, so a demo payroll gives a file.
  if (sealer) await seedDemoPayments(trx, companyId, sealer, createdAt(demo.asOf));

  // The year's payroll history and the people's test SSNs (./history.ts, docs/year-end.md).
  const historicalPayrolls = await seedDemoHistory(trx, companyId, demo, empIds, sealer);

  // Time off (src/modules/time-off/demo.ts): policies, enrollments, opening balances, requests.
  const timeOff = await seedDemoTimeOff(trx, companyId, demo.asOf, createdAt(demo.asOf));

  const key = await createApiKey(trx, companyId, 'demo');
  return {
    companyId,
    apiKey: key.apiKey,
    prefix: key.prefix,
    counts: {
      departments: demo.departments.length,
      payScheduleGroups: demo.payScheduleGroups.length,
      workplaces: demo.workplaces.length,
      employees: demo.employees.length,
      earnings: earnings.length,
      taxSetups: taxSetups.length,
      benefits: benefits.length,
      deductions: deductions.length,
      bankAccounts: accounts.length,
      customers: demo.customers.length,
      projects: demo.projects.length,
      timeRecords: records.length,
      activeTimeRecords: demo.timeRecords.filter((r) => r.end === null).length,
      timeOffPolicies: timeOff.policies,
      timeOffRequests: timeOff.requests,
      historicalPayrolls,
    },
  };
}

/** The audit rows of one seeded time record: `create` at its start, then its clock-out if it ended. */
function demoRecordHistory(r: Selectable<TimeRecordsTable>): AuditEntry[] {
  const state = {
    time_record_id: Number(r.id),
    employee_id: Number(r.employee_id),
    type: r.type,
    start: r.start,
    end: r.end,
    missed_clockout: r.missed_clockout,
    clockin_source: r.clockin_source,
    clockout_source: r.clockout_source,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    project_id: r.project_id === null ? null : Number(r.project_id),
    start_location: r.start_location,
    end_location: r.end_location,
  };
  const opened = { ...state, end: null, missed_clockout: false, clockout_source: null, end_location: null };
  const rows: AuditEntry[] = [
    {
      resourceType: 'time_record',
      resourceId: String(r.id),
      action: 'create',
      actor: 'demo_seed',
      source: r.clockin_source,
      before: null,
      after: opened,
      at: new Date(r.start),
    },
  ];
  if (r.end !== null) {
    rows.push({
      resourceType: 'time_record',
      resourceId: String(r.id),
      action: r.missed_clockout ? 'auto_clockout' : 'update',
      actor: r.missed_clockout ? 'system' : 'demo_seed',
      source: r.clockout_source,
      before: opened,
      after: state,
      at: new Date(r.end),
    });
  }
  return rows;
}
