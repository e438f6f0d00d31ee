/**
 * SQL of the payroll ledger (docs/decisions/0014-compact-ledger.md): bulk writes of paychecks with
 * their lines as arrays, header totals as one aggregate over the paychecks (or moved by one
 * paycheck's difference), reads of paychecks with their lines, and the year-to-date aggregates over
 * approved payrolls (through the `pay_lines` view). Every query is scoped by `companyId`.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { toInt } from '../../../platform/db/type-parsers.js';
import type { PayLine, PaycheckRecord, PaycheckWarning } from './paycheck-record.js';
import { insertDeposits, loadDeposits } from './deposits.repository.js';
import { keyText, lineDescription, resolveLineKeys } from './line-keys.js';
import { decodeDetail, parseDetailPayload, type PaycheckDetail } from './paycheck-detail.js';
import { encodeDetails, INLINE_BELOW, inflateDetails } from './detail-encoder.js';
import { loadWarnings, resolveWarningIds, warningIdsLiteral } from './paycheck-warnings.js';

/** Paychecks per bulk INSERT: each column travels as one array parameter (`unnest`), so only memory bounds it. */
const CHUNK = 5000;

const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/**
 * Writes paychecks with their lines in bulk (docs/decisions/0014-compact-ledger.md): the lines'
 * identities become `ledger_keys` ids, each paycheck one row with its lines as parallel arrays and
 * its detail compressed, one `insert … select from unnest(…)` per chunk of {@link CHUNK} rows (each
 * column one array parameter; the per-paycheck line arrays travel as text array literals).
 * `details`: the paychecks' encoded details when the caller started them earlier
 * (./detail-encoder.ts `encodeDetails`, run while it did other work); else they are encoded here.
 */
export async function insertPaychecks(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  payday: string,
  paychecks: readonly PaycheckRecord[],
  details: Promise<Buffer[]> = encodeDetails(paychecks),
): Promise<void> {
  // Awaited below, after two queries: a failure must not surface meanwhile as an unhandled rejection.
  details.catch(() => undefined);
  const keys = await resolveLineKeys(
    db,
    companyId,
    paychecks.flatMap((c) => c.lines),
  );
  const warningIds = await resolveWarningIds(
    db,
    companyId,
    paychecks.flatMap((c) => c.warnings),
  );
  const arr = (xs: ReadonlyArray<number | null>) => `{${xs.map((x) => (x === null ? 'NULL' : x)).join(',')}}`;
  const textArr = (xs: ReadonlyArray<string | null>) =>
    `{${xs.map((x) => (x === null ? 'NULL' : `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  const encoded = await details;
  for (let i = 0; i < paychecks.length; i += CHUNK) {
    const part = paychecks.slice(i, i + CHUNK);
    const partDetails = encoded.slice(i, i + CHUNK);
    const col = <T>(f: (c: PaycheckRecord) => T): T[] => part.map(f);
    await sql`insert into paychecks (company_id, payroll_id, payday, employee_id, is_contractor, first_name,
        last_name, payment_method, note, workplace_id, workplace_state, department_id, gross_cents,
        reimbursements_cents, employee_taxes_cents, company_taxes_cents, employee_benefits_cents,
        company_benefits_cents, post_tax_deductions_cents, net_cents, supplemental_cents, warning_ids,
        line_keys, line_seconds, line_wages, line_amounts, line_descriptions, detail)
      select ${companyId}::bigint, ${payrollId}::text, ${payday}::date, u.e, u.ic, u.fn, u.ln, u.pm, u.note,
        u.wp, u.ws, u.dep, u.g, u.r, u.et, u.ct, u.eb, u.cb, u.pd, u.n, u.s, u.w::integer[],
        u.lk::integer[], u.ls::bigint[], u.lw::bigint[], u.la::bigint[], u.ld::text[], decode(u.d, 'base64')
      from unnest(${col((c) => c.employeeId)}::bigint[], ${col((c) => c.isContractor)}::boolean[],
        ${col((c) => c.firstName)}::text[], ${col((c) => c.lastName)}::text[], ${col((c) => c.paymentMethod)}::text[],
        ${col((c) => c.note)}::text[], ${col((c) => c.workplaceId)}::text[], ${col((c) => c.workplaceState)}::text[],
        ${col((c) => c.departmentId)}::bigint[], ${col((c) => c.grossCents)}::bigint[],
        ${col((c) => c.reimbursementsCents)}::bigint[], ${col((c) => c.employeeTaxesCents)}::bigint[],
        ${col((c) => c.companyTaxesCents)}::bigint[], ${col((c) => c.employeeBenefitsCents)}::bigint[],
        ${col((c) => c.companyBenefitsCents)}::bigint[], ${col((c) => c.postTaxDeductionsCents)}::bigint[],
        ${col((c) => c.netCents)}::bigint[], ${col((c) => c.supplementalCents)}::bigint[],
        ${col((c) => warningIdsLiteral(warningIds, c.warnings))}::text[],
        ${col((c) => arr(c.lines.map((l) => keys.get(keyText(l))!)))}::text[],
        ${col((c) => arr(c.lines.map((l) => l.seconds)))}::text[],
        ${col((c) => arr(c.lines.map((l) => l.taxableWagesCents)))}::text[],
        ${col((c) => arr(c.lines.map((l) => l.amountCents)))}::text[],
        ${col((c) => textArr(c.lines.map(lineDescription)))}::text[],
        ${partDetails.map((d) => d.toString('base64'))}::text[])
        as u(e, ic, fn, ln, pm, note, wp, ws, dep, g, r, et, ct, eb, cb, pd, n, s, w, lk, ls, lw, la, ld, d)`.execute(
      db,
    );
  }
  await insertDeposits(db, companyId, payrollId, paychecks);
}

/** Deletes the paychecks (with their lines and deposits) of a payroll, or of one person in it. */
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

/** What a paycheck adds to its payroll's header totals (cents). */
export type PaycheckTotals = Pick<
  PaycheckRecord,
  | 'isContractor'
  | 'paymentMethod'
  | 'grossCents'
  | 'netCents'
  | 'reimbursementsCents'
  | 'employeeTaxesCents'
  | 'companyTaxesCents'
  | 'employeeBenefitsCents'
  | 'companyBenefitsCents'
  | 'postTaxDeductionsCents'
>;

/**
 * Deletes one person's paycheck of a payroll and returns what it added to the header totals (null
 * when there was none). Call under the payroll's header lock, then {@link adjustHeaderTotals}.
 */
export async function removePaycheck(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
): Promise<PaycheckTotals | null> {
  const r = await sql<Record<string, string> & { is_contractor: boolean; payment_method: string }>`
    delete from paychecks
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_id = ${employeeId}
    returning is_contractor, payment_method, gross_cents, net_cents, reimbursements_cents,
      employee_taxes_cents, company_taxes_cents, employee_benefits_cents, company_benefits_cents,
      post_tax_deductions_cents`.execute(db);
  const row = r.rows[0];
  if (!row) return null;
  return {
    isContractor: row.is_contractor,
    paymentMethod: row.payment_method,
    grossCents: Number(row.gross_cents),
    netCents: Number(row.net_cents),
    reimbursementsCents: Number(row.reimbursements_cents),
    employeeTaxesCents: Number(row.employee_taxes_cents),
    companyTaxesCents: Number(row.company_taxes_cents),
    employeeBenefitsCents: Number(row.employee_benefits_cents),
    companyBenefitsCents: Number(row.company_benefits_cents),
    postTaxDeductionsCents: Number(row.post_tax_deductions_cents),
  };
}

/**
 * Moves the payroll's header totals and counts by the difference between a paycheck as it was
 * (`before`, null if new) and as it is now (`after`, null if removed), the same sums
 * {@link refreshHeaderTotals} computes, without reading the other paychecks: a PATCH of one
 * person costs the same in a payroll of 10 or 10,000. Call under the payroll's header lock.
 */
export async function adjustHeaderTotals(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  before: PaycheckTotals | null,
  after: PaycheckTotals | null,
): Promise<void> {
  const part = (c: PaycheckTotals | null) => {
    if (!c) {
      return {
        eg: 0,
        en: 0,
        cg: 0,
        cn: 0,
        et: 0,
        eb: 0,
        pd: 0,
        re: 0,
        ct: 0,
        cb: 0,
        manual: 0,
        ne: 0,
        nc: 0,
      };
    }
    const emp = !c.isContractor;
    return {
      eg: emp ? c.grossCents : 0,
      en: emp ? c.netCents : 0,
      cg: emp ? 0 : c.grossCents,
      cn: emp ? 0 : c.netCents,
      et: c.employeeTaxesCents,
      eb: c.employeeBenefitsCents,
      pd: c.postTaxDeductionsCents,
      re: c.reimbursementsCents,
      ct: c.companyTaxesCents,
      cb: c.companyBenefitsCents,
      manual: c.paymentMethod === 'manual' ? c.netCents : 0,
      ne: emp ? 1 : 0,
      nc: emp ? 0 : 1,
    };
  };
  const a = part(after);
  const b = part(before);
  const d = Object.fromEntries(
    Object.keys(a).map((k) => [k, a[k as keyof typeof a] - b[k as keyof typeof b]]),
  ) as typeof a;
  const liability = d.eg + d.re + d.cg + d.ct + d.cb;
  await sql`update payrolls set
      employee_gross_cents = employee_gross_cents + ${d.eg}, employee_taxes_cents = employee_taxes_cents + ${d.et},
      employee_benefits_cents = employee_benefits_cents + ${d.eb},
      post_tax_deductions_cents = post_tax_deductions_cents + ${d.pd},
      reimbursements_cents = reimbursements_cents + ${d.re}, employee_net_cents = employee_net_cents + ${d.en},
      contractor_gross_cents = contractor_gross_cents + ${d.cg},
      contractor_net_cents = contractor_net_cents + ${d.cn}, company_taxes_cents = company_taxes_cents + ${d.ct},
      company_benefits_cents = company_benefits_cents + ${d.cb}, liability_cents = liability_cents + ${liability},
      cash_requirement_cents = cash_requirement_cents + ${liability - d.manual},
      employee_count = employee_count + ${d.ne}, contractor_count = contractor_count + ${d.nc}
    where company_id = ${companyId} and id = ${payrollId}`.execute(db);
}

/** Options of {@link loadPaychecks}. */
export interface PaycheckQuery {
  /** Only this person. */
  employeeId?: number;
  /** Keyset: employee_id greater than this. */
  afterEmployeeId?: number | null;
  /** At most this many (all when omitted). */
  limit?: number;
  /** Skip the lines (summaries only; `input` stays null unless {@link withInput}). */
  withoutLines?: boolean;
  /** With `withoutLines`: still decode the entry as submitted (`input`). */
  withInput?: boolean;
  /** Only contractors (true) or only employees (false). */
  isContractor?: boolean;
}

/** Columns of a paycheck row as read (numbers as text from SQL; the detail as bytes). */
interface PaycheckRow {
  employee_id: string;
  is_contractor: boolean;
  first_name: string;
  last_name: string;
  payment_method: string;
  note: string | null;
  workplace_id: string | null;
  workplace_state: string | null;
  department_id: string | null;
  gross_cents: string;
  reimbursements_cents: string;
  employee_taxes_cents: string;
  company_taxes_cents: string;
  employee_benefits_cents: string;
  company_benefits_cents: string;
  post_tax_deductions_cents: string;
  net_cents: string;
  supplemental_cents: string;
  warning_ids: number[] | null;
  line_keys?: number[];
  line_seconds?: Array<string | number | null>;
  line_wages?: Array<string | number | null>;
  line_amounts?: Array<string | number>;
  line_descriptions?: Array<string | null>;
  detail?: Uint8Array;
}

/** One `ledger_keys` row as read. */
interface KeyRow {
  id: number;
  kind: PayLine['kind'];
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: PayLine['payer'];
  pre_tax: boolean | null;
  customer_id: string | null;
  project_id: string | null;
  source_id: string | null;
}

/**
 * The paycheck's array columns, each as a JSON array (parsed by the driver's native `JSON.parse`:
 * faster than the text-array parser for the ~11 numbers a line array of a paycheck holds ×
 * 10,000 paychecks; docs/performance.md, "Preview"). Cents and seconds stay below 2^53.
 */
const LINE_ARRAYS_AS_JSON = sql`array_to_json(warning_ids) as warning_ids, array_to_json(line_keys) as line_keys,
  array_to_json(line_seconds) as line_seconds, array_to_json(line_wages) as line_wages,
  array_to_json(line_amounts) as line_amounts, array_to_json(line_descriptions) as line_descriptions`;

/** The `ledger_keys` rows of the ids, by id. */
async function loadKeys(
  db: Kysely<DB>,
  companyId: number,
  ids: Iterable<number>,
): Promise<Map<number, KeyRow>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, KeyRow>();
  if (wanted.length === 0) return out;
  const r = await sql<KeyRow>`
    select id, kind, code, description, jurisdiction, payer, pre_tax, customer_id, project_id, source_id
    from ledger_keys where company_id = ${companyId} and id = any(${wanted}::integer[])`.execute(db);
  for (const k of r.rows) out.set(Number(k.id), k);
  return out;
}

/** The lines of a paycheck row: its arrays, their keys and its decoded detail. */
function linesOf(row: PaycheckRow, keys: Map<number, KeyRow>, d: PaycheckDetail): PayLine[] {
  return (row.line_keys ?? []).map((id, i) => {
    const k = keys.get(Number(id))!;
    return {
      kind: k.kind,
      code: k.code,
      description: row.line_descriptions?.[i] ?? k.description,
      jurisdiction: k.jurisdiction,
      payer: k.payer,
      seconds: num(row.line_seconds![i]),
      rate: d.rates[i] ?? null,
      taxableWagesCents: num(row.line_wages![i]),
      amountCents: Number(row.line_amounts![i]),
      preTax: k.pre_tax,
      reason: d.reasons[i] ?? null,
      customerId: num(k.customer_id),
      projectId: num(k.project_id),
      timeRecordIds: d.timeRecordIds[i] ?? null,
      sourceId: k.source_id,
      inputLine: d.inputLines[i] ?? null,
    };
  });
}

/** A paycheck row's warnings, in order, from the company's `ledger_warnings` read for the rows. */
function warningsOf(r: PaycheckRow, warnings: Map<number, PaycheckWarning>): PaycheckWarning[] {
  return (r.warning_ids ?? []).map((id) => warnings.get(Number(id))!);
}

/** A paycheck row → its record (the detail decoded when read; deposits left empty). */
function toRecord(
  r: PaycheckRow,
  keys: Map<number, KeyRow>,
  warnings: Map<number, PaycheckWarning>,
  withLines: boolean,
  withDetail: boolean,
  decoded?: PaycheckDetail,
): PaycheckRecord {
  const d = decoded ?? (withDetail ? decodeDetail(r.detail!) : null);
  return {
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
    input: d ? d.input : null,
    warnings: warningsOf(r, warnings),
    lines: withLines && d ? linesOf(r, keys, d) : [],
    deposits: [],
  };
}

/** A payroll's paychecks read in one query, decoded into records only when asked for. */
export interface PaycheckSource {
  /** Every paycheck's person and warnings, by employee_id (cheap: nothing decoded). */
  people: Array<{ employeeId: number; isContractor: boolean; warnings: PaycheckWarning[] }>;
  /**
   * The employees' (`isContractor` false) or the contractors' (true) paychecks with their lines,
   * by employee_id, decoded `size` at a time (deposits left empty: the preview does not show them).
   */
  chunks(isContractor: boolean, size: number): AsyncGenerator<PaycheckRecord[]>;
}

/**
 * Every paycheck of a payroll with its lines, for the whole preview of a large payroll: one query
 * (one snapshot) as {@link loadPaychecks} makes, but each paycheck's detail (a deflated blob, the
 * costliest part of a read: docs/performance.md §"Preview and approve") is inflated only when its
 * chunk is reached, so a caller that writes chunk by chunk never holds every decoded paycheck.
 */
export async function loadPaycheckSource(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<PaycheckSource> {
  const rows = (
    await sql<PaycheckRow>`
    select employee_id, is_contractor, first_name, last_name, payment_method, note, workplace_id,
      workplace_state, department_id, gross_cents, reimbursements_cents, employee_taxes_cents,
      company_taxes_cents, employee_benefits_cents, company_benefits_cents, post_tax_deductions_cents,
      net_cents, supplemental_cents, ${LINE_ARRAYS_AS_JSON}, detail
    from paychecks
    where company_id = ${companyId} and payroll_id = ${payrollId}
    order by employee_id`.execute(db)
  ).rows;
  const keys = await loadKeys(
    db,
    companyId,
    rows.flatMap((r) => r.line_keys ?? []),
  );
  const warnings = await loadWarnings(
    db,
    companyId,
    rows.flatMap((r) => r.warning_ids ?? []),
  );
  return {
    people: rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      isContractor: r.is_contractor,
      warnings: warningsOf(r, warnings),
    })),
    async *chunks(isContractor: boolean, size: number) {
      const mine = rows.filter((r) => r.is_contractor === isContractor);
      const slices: PaycheckRow[][] = [];
      for (let i = 0; i < mine.length; i += size) slices.push(mine.slice(i, i + size));
      if (rows.length < INLINE_BELOW) {
        for (const slice of slices) yield slice.map((r) => toRecord(r, keys, warnings, true, true));
        return;
      }
      // A large payroll: the next slice's details are inflated on the detail worker while this
      // slice is mapped and written (./detail-encoder.ts).
      const inflate = (slice: PaycheckRow[]) => {
        const p = inflateDetails(slice.map((r) => r.detail!));
        p.catch(() => undefined); // awaited in its turn
        return p;
      };
      let next = slices.length > 0 ? inflate(slices[0]!) : null;
      for (let k = 0; k < slices.length; k++) {
        const texts = await next!;
        next = k + 1 < slices.length ? inflate(slices[k + 1]!) : null;
        yield slices[k]!.map((r, i) =>
          toRecord(r, keys, warnings, true, true, parseDetailPayload(texts[i]!)),
        );
      }
    },
  };
}

/** Paychecks of a payroll ordered by employee_id, with their lines in line order. */
export async function loadPaychecks(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  o: PaycheckQuery = {},
): Promise<PaycheckRecord[]> {
  const withLines = !o.withoutLines;
  const withDetail = withLines || o.withInput === true;
  const rows = (
    await sql<PaycheckRow>`
    select employee_id, is_contractor, first_name, last_name, payment_method, note, workplace_id,
      workplace_state, department_id, gross_cents, reimbursements_cents, employee_taxes_cents,
      company_taxes_cents, employee_benefits_cents, company_benefits_cents, post_tax_deductions_cents,
      net_cents, supplemental_cents,
      ${withLines ? LINE_ARRAYS_AS_JSON : sql`array_to_json(warning_ids) as warning_ids`}
      ${withDetail ? sql`, detail` : sql``}
    from paychecks
    where company_id = ${companyId} and payroll_id = ${payrollId}
      ${o.employeeId !== undefined ? sql`and employee_id = ${o.employeeId}` : sql``}
      ${o.afterEmployeeId != null ? sql`and employee_id > ${o.afterEmployeeId}` : sql``}
      ${o.isContractor !== undefined ? sql`and is_contractor = ${o.isContractor}` : sql``}
    order by employee_id
    ${o.limit !== undefined ? sql`limit ${o.limit}` : sql``}`.execute(db)
  ).rows;
  if (rows.length === 0) return [];
  const keys = withLines
    ? await loadKeys(
        db,
        companyId,
        rows.flatMap((r) => r.line_keys ?? []),
      )
    : new Map();
  const warnings = await loadWarnings(
    db,
    companyId,
    rows.flatMap((r) => r.warning_ids ?? []),
  );
  const out = rows.map((r) => toRecord(r, keys, warnings, withLines, withDetail));
  const narrowed = o.employeeId !== undefined || o.limit !== undefined || o.isContractor !== undefined;
  const deposits = await loadDeposits(
    db,
    companyId,
    payrollId,
    narrowed ? out.map((c) => c.employeeId) : null,
  );
  for (const c of out) c.deposits = deposits.get(c.employeeId) ?? [];
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
  // The view's rows carry their paycheck's payday (l.payday): no join back to paychecks.
  const lines = (kind: string) => sql`pay_lines l
    join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
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
    taxTotals(sql`l.payday between ${from} and ${to}`),
    sql<{ employee_id: string; code: string; amt: string }>`
      select l.employee_id, l.code, sum(l.amount_cents)::text as amt
      from ${lines('benefit')} and l.payer = 'employee' and l.payday between ${from} and ${to}
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
    taxTotals(sql`l.payday >= ${monthFrom} and l.payday < ${nextMonth}`),
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
