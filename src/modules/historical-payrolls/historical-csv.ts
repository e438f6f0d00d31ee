/**
 * `payclock import historical-payrolls --company ID FILE.csv`: historical payrolls from a CSV file,
 * one row per line of a paycheck (docs/imports.md#historical-payrolls). Rows with the same payday
 * form one historical payroll; rows of the same person within it form their paycheck. Every
 * payroll goes through {@link HistoricalPayrollsService.write} (the API's rules) in one transaction
 * for the whole file: any error → nothing written, each error reported with its row (as in a
 * spreadsheet: header = row 1) and column.
 */
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { DomainError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import type { HistoricalPayrollInput } from './historical-paychecks.js';
import { csvContext } from './historical-payrolls.repository.js';
import { HistoricalPayrollsService } from './historical-payrolls.service.js';

/** The columns of the file; `payday`, `employee_email`, `line`, `code` and `amount` are required. */
export const HISTORICAL_CSV_COLUMNS = [
  'payday',
  'start_date',
  'end_date',
  'pay_frequency',
  'employee_email',
  'line',
  'code',
  'jurisdiction',
  'payer',
  'hours',
  'taxable_wages',
  'amount',
  'company_amount',
] as const;
const REQUIRED = ['payday', 'employee_email', 'line', 'amount'];
const LINES = ['earning', 'tax', 'benefit', 'deduction', 'contractor'];

/** One problem of one row (`column` '' for the whole row). */
export interface HistoricalCsvError {
  row: number;
  column: string;
  message: string;
}

/** `{ imported }` (payrolls written) or every error (nothing written). */
export type HistoricalCsvResult = { imported: number } | { errors: HistoricalCsvError[] };

type Employee = HistoricalPayrollInput['employees'][number];

/**
 * Validates and imports `text` into company `companyId` (the clock decides what "in the future" is).
 * @throws Error when the company does not exist
 */
export async function importHistoricalCsv(
  db: Kysely<DB>,
  companyId: number,
  text: string,
  clock: Clock,
): Promise<HistoricalCsvResult> {
  const ctx = await csvContext(db, companyId);
  if (ctx.timezone === null) throw new Error(`company ${companyId} does not exist`);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (err) {
    return { errors: [{ row: 1, column: '', message: `not valid CSV: ${(err as Error).message}` }] };
  }
  const errors: HistoricalCsvError[] = [];
  const header = (records[0]?.record ?? []).map((h) => h.trim().toLowerCase());
  for (const h of header) {
    if (!(HISTORICAL_CSV_COLUMNS as readonly string[]).includes(h)) {
      errors.push({
        row: 1,
        column: h,
        message: `unknown column (columns: ${HISTORICAL_CSV_COLUMNS.join(', ')})`,
      });
    }
  }
  for (const r of REQUIRED) {
    if (!header.includes(r)) {
      errors.push({ row: 1, column: r, message: 'required column is missing from the header' });
    }
  }
  if (errors.length > 0) return { errors };

  const byEmail = new Map<string, { id: number; contractor: boolean }[]>();
  for (const p of ctx.people) byEmail.set(p.email, [...(byEmail.get(p.email) ?? []), p]);
  const payrolls = new Map<
    string,
    { body: HistoricalPayrollInput; rows: Map<string, number>; firstRow: number }
  >();
  for (const { record, info } of records.slice(1)) {
    const row = info.lines;
    const cell = (c: string) => {
      const i = header.indexOf(c);
      const v = i < 0 ? '' : (record[i] ?? '').trim();
      return v === '' ? undefined : v;
    };
    const err = (column: string, message: string) => errors.push({ row, column, message });
    const money = (c: string, required: boolean): number | undefined => {
      const v = cell(c);
      if (v === undefined) {
        if (required) err(c, 'is required');
        return undefined;
      }
      if (!/^-?\d+(\.\d+)?$/.test(v)) {
        err(c, `"${v}" is not a number (digits and an optional decimal point; no $ or commas)`);
        return undefined;
      }
      return Number(v);
    };
    const payday = cell('payday');
    const email = cell('employee_email')?.toLowerCase();
    const line = cell('line');
    const code = cell('code');
    const amount = money('amount', true);
    if (payday === undefined) err('payday', 'is required');
    if (email === undefined) err('employee_email', 'is required');
    if (line === undefined || !LINES.includes(line)) {
      err('line', `${line === undefined ? 'is required' : `"${line}"`}: one of ${LINES.join(', ')}`);
    }
    if (code === undefined && line !== 'contractor') err('code', 'is required');
    if (payday === undefined || email === undefined || line === undefined || amount === undefined) continue;
    const contractor = line === 'contractor';
    const person = (byEmail.get(email) ?? []).find((p) => p.contractor === contractor);
    if (!person) {
      err('employee_email', `no ${contractor ? 'contractor' : 'employee'} of this company has this email`);
      continue;
    }
    let p = payrolls.get(payday);
    if (!p) {
      const freq = cell('pay_frequency');
      p = {
        body: {
          payday,
          ...(cell('start_date') ? { start_date: cell('start_date')! } : {}),
          ...(cell('end_date') ? { end_date: cell('end_date')! } : {}),
          ...(freq ? { pay_frequency: freq as 'biweekly' } : {}),
          employees: [],
          contractors: [],
        },
        rows: new Map(),
        firstRow: row,
      };
      p.rows.set('payday', row);
      payrolls.set(payday, p);
    }
    const b = p.body;
    if (contractor) {
      const i = b.contractors!.length;
      b.contractors!.push({ employee_id: person.id, amount });
      p.rows.set(`contractors[${i}]`, row);
      continue;
    }
    let i = b.employees.findIndex((e) => e.employee_id === person.id);
    if (i < 0) {
      i = b.employees.length;
      b.employees.push({ employee_id: person.id, earnings: [], taxes: [], benefits: [], deductions: [] });
      p.rows.set(`employees[${i}]`, row);
    }
    const e: Employee = b.employees[i]!;
    const at = (list: string, n: number) => p.rows.set(`employees[${i}].${list}[${n}]`, row);
    if (line === 'earning') {
      const hours = money('hours', false);
      at('earnings', e.earnings.length);
      e.earnings.push({ type: code!, amount, ...(hours !== undefined ? { hours } : {}) });
    } else if (line === 'tax') {
      const wages = money('taxable_wages', true);
      at('taxes', e.taxes!.length);
      e.taxes!.push({
        code: code!,
        jurisdiction: cell('jurisdiction') ?? '',
        payer: cell('payer') ?? 'employee',
        taxable_wages: wages ?? 0,
        amount,
      });
    } else if (line === 'benefit') {
      const company = money('company_amount', false);
      at('benefits', e.benefits!.length);
      e.benefits!.push({
        code: code!,
        employee_amount: amount,
        ...(company !== undefined ? { company_amount: company } : {}),
      });
    } else {
      at('deductions', e.deductions!.length);
      e.deductions!.push({ code: code!, amount });
    }
  }
  if (errors.length > 0) return { errors: errors.sort((a, b) => a.row - b.row) };
  for (const p of payrolls.values()) {
    for (const e of p.body.employees) {
      if (e.earnings.length === 0) {
        const row = p.rows.get(`employees[${p.body.employees.indexOf(e)}]`) ?? p.firstRow;
        errors.push({ row, column: 'line', message: 'the paycheck has no earning row' });
      }
    }
  }
  if (errors.length > 0) return { errors };

  const service = new HistoricalPayrollsService(db, clock);
  const auth = { companyId, keyPrefix: 'csv', company: { timezone: ctx.timezone } };
  let current: { rows: Map<string, number>; firstRow: number } | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      for (const p of payrolls.values()) {
        current = p;
        await service.write(trx, auth, p.body, 'csv_import');
      }
    });
  } catch (err) {
    if (!(err instanceof DomainError) || current === null) throw err;
    const p: { rows: Map<string, number>; firstRow: number } = current;
    const fieldErrors = err.errors ?? [{ field: '', message: err.detail }];
    return {
      errors: fieldErrors.map((f) => {
        // employees[0].taxes[2].amount → the row of employees[0].taxes[2], column amount.
        let path = f.field;
        while (path !== '' && !p.rows.has(path)) {
          const up = path.replace(/(\.[a-z_]+|\[\d+\])$/, '');
          path = up === path ? '' : up;
        }
        const last = /([a-z_]+)$/.exec(f.field)?.[1] ?? '';
        const column = last === 'employee_id' ? 'employee_email' : last === 'type' ? 'code' : last;
        return {
          row: p.rows.get(path) ?? p.firstRow,
          column: (HISTORICAL_CSV_COLUMNS as readonly string[]).includes(column) ? column : '',
          message: f.message,
        };
      }),
    };
  }
  return { imported: payrolls.size };
}
