/**
 * SQL of the payroll ledger: bulk writes of paychecks and pay lines (multi-row inserts in chunks),
 * header totals as one aggregate over the paychecks, reads of paychecks with their lines, and the
 * year-to-date aggregates over approved payrolls. Every query is scoped by `companyId`.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { toInt } from '../../../platform/db/type-parsers.js';
import type { PayLine, PaycheckRecord, PaycheckWarning } from './paycheck-record.js';
import { insertDeposits, loadDeposits } from './deposits.repository.js';

/** Rows per bulk INSERT: each column travels as one array parameter (`unnest`), so only memory bounds it. */
const CHUNK = 5000;

const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/** A PostgreSQL array literal of ids (`{1,2,3}`), or null. */
const idArray = (ids: readonly number[] | null): string | null =>
  ids === null ? null : `{${ids.join(',')}}`;

/**
 * Writes paychecks and their lines in bulk: one `insert … select from unnest(…)` per chunk of
 * {@link CHUNK} rows, each column one array parameter (a few parameters per statement, whatever
 * the number of rows, and no per-value query building).
 */
export async function insertPaychecks(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  payday: string,
  paychecks: readonly PaycheckRecord[],
): Promise<void> {
  for (let i = 0; i < paychecks.length; i += CHUNK) {
    const part = paychecks.slice(i, i + CHUNK);
    const col = <T>(f: (c: PaycheckRecord) => T): T[] => part.map(f);
    await sql`insert into paychecks (company_id, payroll_id, payday, employee_id, is_contractor, first_name,
        last_name, payment_method, note, workplace_id, workplace_state, department_id, gross_cents,
        reimbursements_cents, employee_taxes_cents, company_taxes_cents, employee_benefits_cents,
        company_benefits_cents, post_tax_deductions_cents, net_cents, supplemental_cents, input, warnings)
      select ${companyId}::bigint, ${payrollId}::text, ${payday}::date, u.e, u.ic, u.fn, u.ln, u.pm, u.note,
        u.wp, u.ws, u.dep, u.g, u.r, u.et, u.ct, u.eb, u.cb, u.pd, u.n, u.s, u.inp::jsonb, u.w::jsonb
      from unnest(${col((c) => c.employeeId)}::bigint[], ${col((c) => c.isContractor)}::boolean[],
        ${col((c) => c.firstName)}::text[], ${col((c) => c.lastName)}::text[], ${col((c) => c.paymentMethod)}::text[],
        ${col((c) => c.note)}::text[], ${col((c) => c.workplaceId)}::text[], ${col((c) => c.workplaceState)}::text[],
        ${col((c) => c.departmentId)}::bigint[], ${col((c) => c.grossCents)}::bigint[],
        ${col((c) => c.reimbursementsCents)}::bigint[], ${col((c) => c.employeeTaxesCents)}::bigint[],
        ${col((c) => c.companyTaxesCents)}::bigint[], ${col((c) => c.employeeBenefitsCents)}::bigint[],
        ${col((c) => c.companyBenefitsCents)}::bigint[], ${col((c) => c.postTaxDeductionsCents)}::bigint[],
        ${col((c) => c.netCents)}::bigint[], ${col((c) => c.supplementalCents)}::bigint[],
        ${col((c) => JSON.stringify(c.input))}::text[], ${col((c) => JSON.stringify(c.warnings))}::text[])
        as u(e, ic, fn, ln, pm, note, wp, ws, dep, g, r, et, ct, eb, cb, pd, n, s, inp, w)`.execute(db);
  }
  const owners: number[] = [];
  const numbers: number[] = [];
  const lines: PayLine[] = [];
  for (const c of paychecks) {
    c.lines.forEach((l, k) => {
      owners.push(c.employeeId);
      numbers.push(k);
      lines.push(l);
    });
  }
  for (let i = 0; i < lines.length; i += CHUNK) {
    const part = lines.slice(i, i + CHUNK);
    const col = <T>(f: (l: PayLine) => T): T[] => part.map(f);
    await sql`insert into pay_lines (company_id, payroll_id, employee_id, line_no, kind, code, description,
        jurisdiction, payer, seconds, rate, taxable_wages_cents, amount_cents, pre_tax, reason, customer_id,
        project_id, time_record_ids, source_id, input_line)
      select ${companyId}::bigint, ${payrollId}::text, u.e, u.no, u.k, u.c, u.d, u.j, u.p, u.s, u.r, u.tw, u.a,
        u.pt, u.rs, u.cu, u.pr, u.tr::bigint[], u.src, u.il
      from unnest(${owners.slice(i, i + CHUNK)}::bigint[], ${numbers.slice(i, i + CHUNK)}::smallint[],
        ${col((l) => l.kind)}::text[], ${col((l) => l.code)}::text[], ${col((l) => l.description)}::text[],
        ${col((l) => l.jurisdiction)}::text[], ${col((l) => l.payer)}::text[], ${col((l) => l.seconds)}::bigint[],
        ${col((l) => l.rate)}::numeric[], ${col((l) => l.taxableWagesCents)}::bigint[],
        ${col((l) => l.amountCents)}::bigint[], ${col((l) => l.preTax)}::boolean[], ${col((l) => l.reason)}::text[],
        ${col((l) => l.customerId)}::bigint[], ${col((l) => l.projectId)}::bigint[],
        ${col((l) => idArray(l.timeRecordIds))}::text[], ${col((l) => l.sourceId)}::text[],
        ${col((l) => l.inputLine)}::smallint[])
        as u(e, no, k, c, d, j, p, s, r, tw, a, pt, rs, cu, pr, tr, src, il)`.execute(db);
  }
  await insertDeposits(db, companyId, payrollId, paychecks);
}

/** Deletes the paychecks (and, by cascade, the lines) of a payroll, or of one person in it. */
export async function deletePaychecks(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId?: number,
): Promise<number> {
  let q = db.deleteFrom('paychecks').where('company_id', '=', companyId).where('payroll_id', '=', payrollId);
  if (employeeId !== undefined) q = q.where('employee_id', '=', employeeId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Sets the payroll's header totals and counts to the sums of its paychecks (one aggregate). The
 * liability is everything the payroll costs the company (gross, reimbursements, contractors,
 * employer taxes and benefits); the cash requirement is the liability minus the net pay the
 * company hands out itself (`manual` payment method).
 */
export async function refreshHeaderTotals(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<void> {
  await sql`update payrolls p set
      employee_gross_cents = s.eg, employee_taxes_cents = s.et, employee_benefits_cents = s.eb,
      post_tax_deductions_cents = s.pd, reimbursements_cents = s.re, employee_net_cents = s.en,
      contractor_gross_cents = s.cg, contractor_net_cents = s.cn, company_taxes_cents = s.ct,
      company_benefits_cents = s.cb, liability_cents = s.eg + s.re + s.cg + s.ct + s.cb,
      cash_requirement_cents = s.eg + s.re + s.cg + s.ct + s.cb - s.manual,
      employee_count = s.ne, contractor_count = s.nc
    from (select
      coalesce(sum(gross_cents) filter (where not is_contractor), 0) as eg,
      coalesce(sum(employee_taxes_cents), 0) as et,
      coalesce(sum(employee_benefits_cents), 0) as eb,
      coalesce(sum(post_tax_deductions_cents), 0) as pd,
      coalesce(sum(reimbursements_cents), 0) as re,
      coalesce(sum(net_cents) filter (where not is_contractor), 0) as en,
      coalesce(sum(gross_cents) filter (where is_contractor), 0) as cg,
      coalesce(sum(net_cents) filter (where is_contractor), 0) as cn,
      coalesce(sum(company_taxes_cents), 0) as ct,
      coalesce(sum(company_benefits_cents), 0) as cb,
      coalesce(sum(net_cents) filter (where payment_method = 'manual'), 0) as manual,
      (count(*) filter (where not is_contractor))::int as ne,
      (count(*) filter (where is_contractor))::int as nc
      from paychecks where company_id = ${companyId} and payroll_id = ${payrollId}) s
    where p.company_id = ${companyId} and p.id = ${payrollId}`.execute(db);
}

/** Options of {@link loadPaychecks}. */
export interface PaycheckQuery {
  /** Only this person. */
  employeeId?: number;
  /** Keyset: employee_id greater than this. */
  afterEmployeeId?: number | null;
  /** At most this many (all when omitted). */
  limit?: number;
  /** Skip the lines (summaries only). */
  withoutLines?: boolean;
}

/** Paychecks of a payroll ordered by employee_id, with their lines in line order. */
export async function loadPaychecks(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  o: PaycheckQuery = {},
): Promise<PaycheckRecord[]> {
  let q = db
    .selectFrom('paychecks')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId);
  if (o.employeeId !== undefined) q = q.where('employee_id', '=', o.employeeId);
  if (o.afterEmployeeId != null) q = q.where('employee_id', '>', o.afterEmployeeId);
  q = q.orderBy('employee_id');
  if (o.limit !== undefined) q = q.limit(o.limit);
  const rows = await q.execute();
  const byId = new Map<number, PaycheckRecord>();
  const out = rows.map((r) => {
    const c: PaycheckRecord = {
      employeeId: toInt(r.employee_id),
      isContractor: r.is_contractor,
      firstName: r.first_name,
      lastName: r.last_name,
      paymentMethod: r.payment_method,
      note: r.note,
      workplaceId: r.workplace_id,
      workplaceState: r.workplace_state,
      departmentId: num(r.department_id),
      grossCents: Number(r.gross_cents),
      reimbursementsCents: Number(r.reimbursements_cents),
      employeeTaxesCents: Number(r.employee_taxes_cents),
      companyTaxesCents: Number(r.company_taxes_cents),
      employeeBenefitsCents: Number(r.employee_benefits_cents),
      companyBenefitsCents: Number(r.company_benefits_cents),
      postTaxDeductionsCents: Number(r.post_tax_deductions_cents),
      netCents: Number(r.net_cents),
      supplementalCents: Number(r.supplemental_cents),
      input: r.input,
      warnings: (r.warnings ?? []) as PaycheckWarning[],
      lines: [],
      deposits: [],
    };
    byId.set(c.employeeId, c);
    return c;
  });
  if (out.length === 0) return out;
  const narrowed = o.employeeId !== undefined || o.limit !== undefined;
  const deposits = await loadDeposits(
    db,
    companyId,
    payrollId,
    narrowed ? out.map((c) => c.employeeId) : null,
  );
  for (const c of out) c.deposits = deposits.get(c.employeeId) ?? [];
  if (o.withoutLines) return out;
  let lq = db
    .selectFrom('pay_lines')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId);
  if (narrowed) {
    lq = lq.where(
      'employee_id',
      'in',
      out.map((c) => c.employeeId),
    );
  }
  const lines = await lq.orderBy('employee_id').orderBy('line_no').execute();
  for (const l of lines) {
    const line: PayLine = {
      kind: l.kind,
      code: l.code,
      description: l.description,
      jurisdiction: l.jurisdiction,
      payer: l.payer,
      seconds: num(l.seconds),
      rate: l.rate,
      taxableWagesCents: num(l.taxable_wages_cents),
      amountCents: Number(l.amount_cents),
      preTax: l.pre_tax,
      reason: l.reason,
      customerId: num(l.customer_id),
      projectId: num(l.project_id),
      timeRecordIds: l.time_record_ids === null ? null : l.time_record_ids.map(Number),
      sourceId: l.source_id,
      inputLine: l.input_line,
    };
    byId.get(toInt(l.employee_id))?.lines.push(line);
  }
  return out;
}

/** One sum of tax lines by employee, code, jurisdiction and payer (text numbers from SQL). */
interface TaxTotalRow {
  employee_id: string;
  code: string;
  jurisdiction: string;
  payer: 'employee' | 'company';
  tw: string;
  amt: string;
}

/** Year-to-date sums of one person (what the tax engine needs), in cents. */
export interface YtdRows {
  taxes: Array<{
    employeeId: number;
    code: string;
    jurisdiction: string;
    payer: 'employee' | 'company';
    taxableWagesCents: number;
    amountCents: number;
  }>;
  benefits: Array<{ employeeId: number; code: string; cents: number }>;
  supplemental: Array<{ employeeId: number; cents: number }>;
  /** Lifetime (all years) post-tax deduction totals by election id. */
  deductionTotals: Array<{ employeeId: number; id: string; cents: number }>;
  /** Tax totals of approved payrolls whose pay period overlaps this payroll's (NY SDI weekly cap). */
  overlapping: YtdRows['taxes'];
  /** Tax totals of approved payrolls paid in this payday's calendar month (Denver OPT). */
  monthToDate: YtdRows['taxes'];
}

/**
 * Year-to-date aggregates of the people over approved payrolls (pending, processing, paid) whose
 * payday falls in `year`, excluding `exceptPayrollId`: tax lines by code, jurisdiction and payer;
 * employee benefit shares by code; supplemental wages; and lifetime deduction totals by election.
 */
export async function loadYtd(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: number[],
  year: number,
  exceptPayrollId: string | null,
  period: { start: string; end: string; payday: string },
): Promise<YtdRows> {
  if (employeeIds.length === 0) {
    return {
      taxes: [],
      benefits: [],
      supplemental: [],
      deductionTotals: [],
      overlapping: [],
      monthToDate: [],
    };
  }
  const except = exceptPayrollId ?? '';
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const approved = sql`p.company_id = ${companyId} and p.status in ('pending','processing','paid') and p.id <> ${except}`;
  const lines = (kind: string) => sql`pay_lines l
    join paychecks c on c.company_id = l.company_id and c.payroll_id = l.payroll_id and c.employee_id = l.employee_id
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    where l.company_id = ${companyId} and l.employee_id = any(${employeeIds}::bigint[]) and l.kind = ${kind} and ${approved}`;
  const y = Number(period.payday.slice(0, 4));
  const m = Number(period.payday.slice(5, 7));
  const monthFrom = `${period.payday.slice(0, 7)}-01`;
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const taxTotals = (where: RawBuilder<unknown>) =>
    sql<TaxTotalRow>`
      select l.employee_id, l.code, l.jurisdiction, l.payer, sum(l.taxable_wages_cents)::text as tw,
        sum(l.amount_cents)::text as amt
      from ${lines('tax')} and ${where}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  const [taxes, benefits, supplemental, deductions, overlapping, monthToDate] = await Promise.all([
    taxTotals(sql`c.payday between ${from} and ${to}`),
    sql<{ employee_id: string; code: string; amt: string }>`
      select l.employee_id, l.code, sum(l.amount_cents)::text as amt
      from ${lines('benefit')} and l.payer = 'employee' and c.payday between ${from} and ${to}
      group by 1, 2 order by 1, 2`.execute(db),
    sql<{ employee_id: string; amt: string }>`
      select c.employee_id, sum(c.supplemental_cents)::text as amt
      from paychecks c join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
      where c.company_id = ${companyId} and c.employee_id = any(${employeeIds}::bigint[]) and ${approved}
        and c.payday between ${from} and ${to}
      group by 1`.execute(db),
    sql<{ employee_id: string; source_id: string; amt: string }>`
      select l.employee_id, l.source_id, sum(l.amount_cents)::text as amt
      from ${lines('deduction')} and l.source_id is not null
      group by 1, 2`.execute(db),
    taxTotals(sql`p.start_date <= ${period.end} and p.end_date >= ${period.start}`),
    taxTotals(sql`c.payday >= ${monthFrom} and c.payday < ${nextMonth}`),
  ]);
  const taxRows = (rows: TaxTotalRow[]) =>
    rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      code: r.code,
      jurisdiction: r.jurisdiction,
      payer: r.payer,
      taxableWagesCents: Number(r.tw ?? 0),
      amountCents: Number(r.amt),
    }));
  return {
    taxes: taxRows(taxes.rows),
    overlapping: taxRows(overlapping.rows),
    monthToDate: taxRows(monthToDate.rows),
    benefits: benefits.rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      code: r.code,
      cents: Number(r.amt),
    })),
    supplemental: supplemental.rows.map((r) => ({ employeeId: toInt(r.employee_id), cents: Number(r.amt) })),
    deductionTotals: deductions.rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      id: r.source_id,
      cents: Number(r.amt),
    })),
  };
}
