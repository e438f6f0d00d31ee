/**
 * CSV imports (`payclock import <kind>`): employees, customers, projects, time records. The column
 * sets are in {@link COLUMNS} (docs/imports.md). All-or-nothing: every row is validated first
 * (with the same rules as the API) and the file imports only when no row has an error; then every
 * row is inserted in one transaction, with one audit event per created resource (actor `system`,
 * source `csv_import`).
 *
 * Rows are numbered like a spreadsheet: the header is row 1, the first data row is row 2.
 * Cells are trimmed; an empty cell is "not given". Booleans: true/false, yes/no, 1/0.
 */
import { Readable } from 'node:stream';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { isValidDate, localDate, localToInstant } from '../../shared/time.js';
import { recordAudit, type AuditEntry } from '../audit/audit.repository.js';
import { emitEvent } from '../webhooks/outbox.js';
import { toCustomer } from '../customers/customers.service.js';
import { checkInvite, type InviteInput } from './employees.rules.js';
import { checkGeofence } from './jobs.service.js';
import {
  importAudit,
  insertEmployeeBatch,
  type EmployeeBatchContext,
  type PreparedEmployee,
} from './import-employees.batch.js';
import {
  customerNames,
  departmentNames,
  employeeKeys,
  findCompanyInfo,
  groupNames,
  insertCustomers,
  insertProjects,
  insertTimeRecords,
  lockedPeriods,
  projectNames,
  recordsInRange,
  workplaceIds,
} from './import-export.repository.js';
import { Checker, show } from './validation.js';

/** What can be imported and exported. */
export const IMPORT_KINDS = ['employees', 'customers', 'projects', 'time-records'] as const;
/** One kind. */
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Column set per kind, in export order; `required` columns must be in the header and filled. */
export const COLUMNS: Record<ImportKind, { columns: readonly string[]; required: readonly string[] }> = {
  employees: {
    columns: [
      'first_name',
      'last_name',
      'middle_name',
      'nickname',
      'email',
      'employment_type',
      'start_date',
      'dob',
      'mobile_phone',
      'home_phone',
      'address_line_1',
      'address_line_2',
      'city',
      'state',
      'zip',
      'department',
      'pay_schedule_group',
      'workplace_id',
      'contractor_type',
      'timetrack_only',
      'payment_method',
      'payment_unit',
      'salary_type',
      'payment_amount',
      'salary',
      'overtime_amount',
      'default_hours',
      'pto_payment_amount',
    ],
    required: ['first_name', 'last_name', 'email', 'employment_type', 'start_date'],
  },
  customers: {
    columns: ['name', 'is_disabled', 'latitude', 'longitude', 'radius_meters'],
    required: ['name'],
  },
  projects: {
    columns: ['name', 'customer', 'is_disabled', 'latitude', 'longitude', 'radius_meters'],
    required: ['name'],
  },
  'time-records': {
    columns: [
      'employee_email',
      'employment_type',
      'type',
      'start',
      'end',
      'customer',
      'project',
      'note',
      'end_note',
      'start_location',
      'end_location',
    ],
    required: ['employee_email', 'start', 'end'],
  },
};

/** One problem of one row: `row` as in a spreadsheet (header = 1), `column` a header name ('' for the whole row). */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}
/** Result of {@link importCsv}: the count imported, or every error (nothing imported). */
export type ImportResult = { imported: number } | { errors: ImportError[] };
/** Options of {@link importCsv}. */
export interface ImportOptions {
  /** Called as rows are validated (`validate`) and inserted (`insert`). */
  onProgress?: (phase: 'validate' | 'insert', done: number, total: number) => void;
  /**
   * The expected number of data rows, for `onProgress`'s `total` when the file is a stream (a
   * text's rows are counted); never exceeded: `total` grows with the rows seen.
   */
  expectedRows?: number;
}

/** Most errors reported for one file. */
export const MAX_ERRORS = 1000;

interface Row {
  row: number;
  cells: Map<string, string>;
}

/** Checks a header record against the kind's columns; returns the normalized header or row-1 errors. */
function checkHeader(kind: ImportKind, record: string[]): { header: string[] } | { errors: ImportError[] } {
  const header = record.map((h) => h.trim().toLowerCase());
  const spec = COLUMNS[kind];
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const h of header) {
    if (!spec.columns.includes(h)) {
      errors.push({
        row: 1,
        column: h,
        message: `unknown column for ${kind} (columns: ${spec.columns.join(', ')})`,
      });
    }
    if (seen.has(h)) errors.push({ row: 1, column: h, message: 'the column appears twice' });
    seen.add(h);
  }
  for (const r of spec.required) {
    if (!seen.has(r)) {
      errors.push({ row: 1, column: r, message: 'required column is missing from the header' });
    }
  }
  return errors.length > 0 ? { errors } : { header };
}

/** One data record → a {@link Row} (row number of its first line, trimmed non-empty cells). */
function toRow(header: string[], record: string[], lines: number): Row {
  const newlines = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
  const cells = new Map<string, string>();
  header.forEach((h, i) => {
    const v = (record[i] ?? '').trim();
    if (v !== '') cells.set(h, v);
  });
  return { row: lines - newlines, cells };
}

const PARSE_OPTIONS = { bom: true, skip_empty_lines: true, info: true, relax_quotes: false } as const;
const csvError = (err: unknown): ImportError => {
  const e = err as { lines?: number; message?: string };
  return { row: e.lines ?? 1, column: '', message: `not valid CSV: ${e.message ?? String(err)}` };
};

/** Parses the CSV text into rows keyed by header; reports header problems as row-1 errors. */
function parseCsv(kind: ImportKind, text: string): { rows: Row[] } | { errors: ImportError[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, PARSE_OPTIONS) as unknown as typeof records;
  } catch (err) {
    return { errors: [csvError(err)] };
  }
  const head = records[0];
  if (!head) return { errors: [{ row: 1, column: '', message: 'the file is empty; expected a header row' }] };
  const checked = checkHeader(kind, head.record);
  if ('errors' in checked) return checked;
  return { rows: records.slice(1).map(({ record, info }) => toRow(checked.header, record, info.lines)) };
}

/** Bytes (UTF-16 code units) of text handed to the CSV parser at a time. */
const PARSE_CHUNK = 64 * 1024;

/**
 * `text` in slices of {@link PARSE_CHUNK}. The parser turns a whole input chunk into records before
 * it looks at back-pressure (csv-parse's `_transform` pushes every record of the chunk), so one chunk of the whole file would put every record of it in the
 * stream's buffer at once (docs/performance.md, "Employees import: batched INSERTs"); slices keep that buffer to one slice's
 * records. A slice may end inside a record or a quoted cell (the parser carries it over), never
 * inside a surrogate pair.
 */
function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length;) {
    let end = Math.min(i + PARSE_CHUNK, text.length);
    // Never split a surrogate pair (it would reach the parser as two U+FFFD).
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end++;
    yield text.slice(i, end);
    i = end;
  }
}

/**
 * Streams the CSV text: yields the header check first (`header` or row-1 `errors`), then one
 * {@link Row} at a time, or `{ error }` once if the CSV itself is malformed (then stops). Only the
 * parser's buffer is held, never all rows.
 */
async function* streamCsv(
  kind: ImportKind,
  source: string | Readable,
): AsyncGenerator<{ header: string[] } | { errors: ImportError[] } | { row: Row } | { error: ImportError }> {
  const input = typeof source === 'string' ? Readable.from(slices(source)) : source;
  const parser = input.pipe(parseStream(PARSE_OPTIONS));
  // `pipe` does not forward errors: a read error of the file ends the parse with it, and is thrown
  // as it is below (it is not a CSV error of a row).
  input.once('error', (err) => parser.destroy(err));
  let header: string[] | null = null;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header === null) {
        const checked = checkHeader(kind, rec.record);
        yield checked;
        if ('errors' in checked) return;
        header = checked.header;
        continue;
      }
      yield { row: toRow(header, rec.record, rec.info.lines) };
    }
  } catch (err) {
    if (input.errored) throw input.errored;
    yield { error: csvError(err) };
    return;
  } finally {
    parser.destroy();
    input.destroy();
  }
  if (header === null) {
    yield { errors: [{ row: 1, column: '', message: 'the file is empty; expected a header row' }] };
  }
}

/** Typed reads of one row's cells, recording errors with the column name. */
class Cells {
  constructor(
    private readonly r: Row,
    private readonly errors: ImportError[],
  ) {}
  get row(): number {
    return this.r.row;
  }
  error(column: string, message: string): void {
    this.errors.push({ row: this.r.row, column, message });
  }
  str(col: string, required = false, max = 200): string | undefined {
    const v = this.r.cells.get(col);
    if (v === undefined) {
      if (required) this.error(col, 'is required');
      return undefined;
    }
    if (v.length > max) this.error(col, `is longer than ${max} characters`);
    return v;
  }
  oneOf<T extends string>(col: string, values: readonly T[], required = false): T | undefined {
    const v = this.str(col, required);
    if (v === undefined) return undefined;
    if (!(values as readonly string[]).includes(v)) {
      this.error(col, `${show(v)} must be one of ${values.join(', ')}`);
      return undefined;
    }
    return v as T;
  }
  bool(col: string): boolean | undefined {
    const v = this.r.cells.get(col);
    if (v === undefined) return undefined;
    const l = v.toLowerCase();
    if (['true', 'yes', '1'].includes(l)) return true;
    if (['false', 'no', '0'].includes(l)) return false;
    this.error(col, `${show(v)} is not a boolean (true/false, yes/no, 1/0)`);
    return undefined;
  }
  num(col: string): number | undefined {
    const v = this.r.cells.get(col);
    if (v === undefined) return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(v)) {
      this.error(col, `${show(v)} is not a number (digits and an optional decimal point; no $ or commas)`);
      return undefined;
    }
    return Number(v);
  }
  int(col: string, min: number, max: number): number | undefined {
    const n = this.num(col);
    if (n === undefined) return undefined;
    if (!Number.isInteger(n) || n < min || n > max) {
      this.error(col, `${show(n)} must be a whole number from ${min} to ${max}`);
      return undefined;
    }
    return n;
  }
  /** Copies a Checker's API-field errors to columns (`address.state` → `state`). */
  absorb(c: Checker, columnOf: (field: string) => string = (f) => f): void {
    for (const e of c.errors) this.error(columnOf(e.field), e.message);
  }
}

const lower = (s: string) => s.toLowerCase();

/**
 * Validates and imports `source` (CSV: the text, or a stream of its text such as
 * `fs.createReadStream(file, 'utf8')`) of `kind` into company `companyId`. `now` is the current
 * instant (dates like "today" and "not in the future" use the company's time zone). Employees are
 * streamed from a stream as it is read (flat memory); the other kinds read the whole text first.
 * @returns `{ imported }` or `{ errors: [{ row, column, message }] }` (then nothing was written).
 * @throws Error when the company does not exist, or the stream fails (a read error).
 */
export async function importCsv(
  db: Kysely<DB>,
  companyId: number,
  kind: ImportKind,
  source: string | Readable,
  now: Date,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const company = await findCompanyInfo(db, companyId);
  if (!company) throw new Error(`company ${companyId} does not exist`);
  if (kind === 'employees') return importEmployeesStreamed(db, companyId, company, source, now, opts);
  const text = typeof source === 'string' ? source : await readText(source);
  const parsed = parseCsv(kind, text);
  if ('errors' in parsed) return parsed;
  const ctx: Ctx = {
    db,
    companyId,
    plan: company.plan,
    tz: company.timezone,
    now,
    rows: parsed.rows,
    errors: [],
    progress: opts.onProgress ?? (() => {}),
  };
  const importer = IMPORTERS[kind];
  const insert = await importer(ctx);
  if (ctx.errors.length > 0) {
    ctx.errors.sort((a, b) => a.row - b.row);
    return { errors: ctx.errors.slice(0, MAX_ERRORS) };
  }
  // One import.completed event in the import's transaction (not one event per row: a 100,000-row
  // import is one notification; the rows are read back through the API).
  const imported = await db.transaction().execute(async (trx) => {
    const n = await insert(trx);
    await emitEvent(trx, companyId, {
      type: 'import.completed',
      data: { kind, imported: n, source: 'csv_import' },
      orderingKey: null,
      at: now,
    });
    return n;
  });
  return { imported };
}

/** The whole text of a stream of text (or of UTF-8 bytes). */
async function readText(stream: Readable): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as AsyncIterable<string | Buffer>) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

interface Ctx {
  db: Kysely<DB>;
  companyId: number;
  plan: 'timetracking' | 'payroll' | 'premium';
  tz: string;
  now: Date;
  rows: Row[];
  errors: ImportError[];
  progress: (phase: 'validate' | 'insert', done: number, total: number) => void;
}
/** Validates every row (recording errors in ctx) and returns the insert step. */
type Importer = (ctx: Ctx) => Promise<(trx: Kysely<DB>) => Promise<number>>;

const audit = importAudit;

const ADDRESS_COLUMNS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip'];

/** Rows validated and inserted per batch by {@link importEmployeesStreamed}. */
export const EMPLOYEE_BATCH_ROWS = 500;

/** Thrown inside the import transaction to roll it back when a row had an error. */
class RollBack extends Error {}

/**
 * The employees import, streamed: rows are parsed one at a time, validated, and inserted in
 * batches of {@link EMPLOYEE_BATCH_ROWS} inside ONE transaction, so memory stays flat whatever the
 * file's length. Still all-or-nothing: after the first row with an error nothing more is inserted,
 * the rest of the file is still validated (every error is reported, as before), and the
 * transaction rolls back. On PGlite (one connection) the transaction holds the database for the
 * import's duration (docs/imports.md).
 */
async function importEmployeesStreamed(
  db: Kysely<DB>,
  companyId: number,
  company: { plan: Ctx['plan']; timezone: string },
  source: string | Readable,
  now: Date,
  opts: ImportOptions,
): Promise<ImportResult> {
  const progress = opts.onProgress ?? (() => {});
  // The total for progress is an estimate (lines − header; quoted cells may span lines), or the
  // caller's for a stream.
  const total = typeof source === 'string' ? countDataLines(source) : (opts.expectedRows ?? 0);
  const errors: ImportError[] = [];
  let fatal: ImportResult | null = null;
  let imported = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const ctx: Ctx = {
        db: trx,
        companyId,
        plan: company.plan,
        tz: company.timezone,
        now,
        rows: [],
        errors,
        progress,
      };
      const v = await employeeValidator(ctx);
      let batch: PreparedEmployee[] = [];
      let seen = 0;
      // One batch's INSERTs run while the next batch is parsed and validated (the statements
      // still go one at a time on the transaction's connection): at most two batches are held.
      const writing: { batch: Promise<void> | null } = { batch: null };
      const flush = async () => {
        if (errors.length === 0 && batch.length > 0) {
          const b = batch;
          if (writing.batch) await writing.batch;
          const w = v.insert(trx, b).then(() => {
            imported += b.length;
            progress('insert', imported, Math.max(total, imported));
          });
          // Handled when awaited (next flush, or below); this only keeps an early rejection from
          // counting as unhandled while the next batch is being validated.
          w.catch(() => {});
          writing.batch = w;
        }
        batch = [];
      };
      const validateAndInsert = async () => {
        for await (const item of streamCsv('employees', source)) {
          if ('header' in item) continue;
          if ('errors' in item) {
            fatal = { errors: item.errors };
            throw new RollBack();
          }
          if ('error' in item) {
            fatal = { errors: [item.error] };
            throw new RollBack();
          }
          const p = v.check(item.row);
          // Rows arrive in file order, so errors are already sorted by row: past MAX_ERRORS, the
          // ones of later rows can never be reported; dropping them keeps memory bounded.
          if (errors.length > MAX_ERRORS) errors.length = MAX_ERRORS;
          progress('validate', ++seen, Math.max(total, seen));
          if (p && errors.length === 0) batch.push(p);
          if (batch.length >= EMPLOYEE_BATCH_ROWS) await flush();
        }
        await flush();
      };
      try {
        await validateAndInsert();
      } finally {
        // Never leave the transaction with a batch still being written (also on a rollback).
        await writing.batch?.catch(() => {});
      }
      await writing.batch; // rethrows a failed batch
      if (errors.length > 0) throw new RollBack();
      await emitEvent(trx, companyId, {
        type: 'import.completed',
        data: { kind: 'employees', imported, source: 'csv_import' },
        orderingKey: null,
        at: now,
      });
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
    if (fatal) return fatal;
    errors.sort((a, b) => a.row - b.row);
    return { errors: errors.slice(0, MAX_ERRORS) };
  }
  return { imported };
}

/** Lines of `text` less the header: the data rows when no quoted cell spans lines. */
export function countDataLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  if (text.length > 0 && !text.endsWith('\n')) n++;
  return Math.max(n - 1, 0);
}

/** Loads the company's lookups and returns the per-row check and the per-batch insert of employees. */
async function employeeValidator(ctx: Ctx): Promise<{
  check: (r: Row) => PreparedEmployee | null;
  insert: (trx: Kysely<DB>, batch: PreparedEmployee[]) => Promise<void>;
}> {
  const { db, companyId } = ctx;
  const today = localDate(ctx.now, ctx.tz);
  const taken = new Set((await employeeKeys(db, companyId)).map((e) => `${e.email}|${e.employment_type}`));
  const deptRows = await departmentNames(db, companyId);
  const depts = new Map(deptRows.map((d) => [lower(d.name), toInt(d.id)]));
  const deptNames = new Map(deptRows.map((d) => [toInt(d.id), d.name]));
  const groups = new Map<string, number[]>();
  const groupNameOf = new Map<number, string>();
  for (const g of await groupNames(db, companyId)) {
    groups.set(lower(g.name), [...(groups.get(lower(g.name)) ?? []), toInt(g.id)]);
    groupNameOf.set(toInt(g.id), g.name);
  }
  const workplaces = new Map((await workplaceIds(db, companyId)).map((w) => [w.id, w.active]));
  const check = (r: Row): PreparedEmployee | null => {
    const x = new Cells(r, ctx.errors);
    const input: InviteInput = {
      first_name: x.str('first_name', true, 100) ?? '',
      last_name: x.str('last_name', true, 100) ?? '',
      email: x.str('email', true, 254) ?? '',
      employment_type: x.oneOf('employment_type', ['admin', 'employee', 'contractor'], true) ?? 'employee',
      start_date: x.str('start_date', true, 10) ?? '',
      middle_name: x.str('middle_name', false, 100) ?? null,
      nickname: x.str('nickname', false, 100) ?? null,
      dob: x.str('dob', false, 10) ?? null,
      mobile_phone: x.str('mobile_phone', false, 40) ?? null,
      home_phone: x.str('home_phone', false, 40) ?? null,
      workplace_id: x.str('workplace_id', false, 64) ?? null,
      contractor_type: x.oneOf('contractor_type', ['individual', 'business']) ?? null,
      timetrack_only: x.bool('timetrack_only') ?? null,
      payment_method: x.oneOf('payment_method', ['direct_deposit', 'manual']) ?? null,
      payment_unit: x.str('payment_unit', false, 40) ?? null,
      salary_type: x.str('salary_type', false, 40) ?? null,
      payment_amount: x.num('payment_amount') ?? null,
      salary: x.num('salary') ?? null,
      overtime_amount: x.num('overtime_amount') ?? null,
      default_hours: x.num('default_hours') ?? null,
      pto_payment_amount: x.num('pto_payment_amount') ?? null,
    };
    if (ADDRESS_COLUMNS.some((c) => r.cells.has(c))) {
      input.address = {
        address_line_1: x.str('address_line_1', true) ?? '',
        address_line_2: x.str('address_line_2') ?? null,
        city: x.str('city', true, 100) ?? '',
        state: x.str('state', true, 10) ?? '',
        zip: x.str('zip', true, 20) ?? '',
      };
    }
    const requiredMissing = !input.first_name || !input.last_name || !input.email || !input.start_date;
    if (!requiredMissing) {
      const c = new Checker();
      const res = checkInvite(c, input, ctx.plan, today);
      x.absorb(c, (f) => (f.startsWith('address.') ? f.slice('address.'.length) : f));
      const key = `${res.employee.email}|${res.employee.employment_type}`;
      if (taken.has(key)) {
        x.error(
          'email',
          `${show(res.employee.email)} is already used by another ${res.employee.employment_type} record of this company (or earlier in the file)`,
        );
      }
      taken.add(key);
      let groupId: number | null = null;
      const groupName = x.str('pay_schedule_group', false, 100);
      if (groupName !== undefined) {
        const ids = groups.get(lower(groupName)) ?? [];
        if (ids.length === 0) {
          x.error('pay_schedule_group', `no pay schedule group is named ${show(groupName)}`);
        } else if (ids.length > 1) {
          x.error(
            'pay_schedule_group',
            `${ids.length} pay schedule groups are named ${show(groupName)}; rename one`,
          );
        } else groupId = ids[0]!;
      }
      if (input.workplace_id) {
        const active = workplaces.get(input.workplace_id);
        if (active === undefined) {
          x.error('workplace_id', `workplace ${show(input.workplace_id)} does not exist`);
        } else if (!active) x.error('workplace_id', `workplace ${show(input.workplace_id)} is not active`);
      }
      res.employee.pay_schedule_group_id = groupId;
      return {
        row: r.row,
        department: x.str('department', false, 100) ?? null,
        employee: res.employee,
        earning: res.earning,
      };
    }
    return null;
  };
  const batchCtx: EmployeeBatchContext = {
    companyId,
    now: ctx.now,
    today,
    deptIds: depts,
    deptNames,
    groupNames: groupNameOf,
  };
  const insert = (trx: Kysely<DB>, batch: PreparedEmployee[]) => insertEmployeeBatch(trx, batchCtx, batch);
  return { check, insert };
}

/** Geofence columns of a row → stored values (errors recorded). */
function geofence(x: Cells) {
  const c = new Checker();
  const lat = x.num('latitude');
  const lng = x.num('longitude');
  const radius = x.int('radius_meters', 1, 100_000);
  const geo = checkGeofence(
    c,
    { latitude: lat ?? null, longitude: lng ?? null, radius_meters: radius ?? null },
    null,
  );
  x.absorb(c);
  return geo;
}

const importCustomers: Importer = async (ctx) => {
  const { db, companyId } = ctx;
  const names = new Set((await customerNames(db, companyId)).map((c) => lower(c.name)));
  const prepared: Array<{ name: string; is_disabled: boolean; geo: ReturnType<typeof geofence> }> = [];
  ctx.rows.forEach((r, i) => {
    const x = new Cells(r, ctx.errors);
    const name = x.str('name', true);
    const isDisabled = x.bool('is_disabled') ?? false;
    const geo = geofence(x);
    if (name !== undefined) {
      if (names.has(lower(name))) {
        x.error('name', `a customer named ${show(name)} already exists (or appears earlier in the file)`);
      }
      names.add(lower(name));
      prepared.push({ name, is_disabled: isDisabled, geo });
    }
    ctx.progress('validate', i + 1, ctx.rows.length);
  });
  return async (trx) => {
    if (prepared.length === 0) return 0;
    const rows = await insertCustomers(
      trx,
      prepared.map((p) => ({
        company_id: companyId,
        name: p.name,
        is_disabled: p.is_disabled,
        ...p.geo,
        created_at: ctx.now.toISOString(),
      })),
    );
    await recordAudit(
      trx,
      companyId,
      rows.map((r) => audit('customer', toInt(r.id), toCustomer(r), ctx.now)),
    );
    ctx.progress('insert', rows.length, rows.length);
    return rows.length;
  };
};

const importProjects: Importer = async (ctx) => {
  const { db, companyId } = ctx;
  const customers = new Map<string, number[]>();
  const customerName = new Map<number, string>();
  for (const c of await customerNames(db, companyId)) {
    customers.set(lower(c.name), [...(customers.get(lower(c.name)) ?? []), toInt(c.id)]);
    customerName.set(toInt(c.id), c.name);
  }
  const taken = new Set(
    (await projectNames(db, companyId)).map((p) => `${p.customer_id ?? ''}|${lower(p.name)}`),
  );
  const prepared: Array<{
    name: string;
    customer_id: number | null;
    is_disabled: boolean;
    geo: ReturnType<typeof geofence>;
  }> = [];
  ctx.rows.forEach((r, i) => {
    const x = new Cells(r, ctx.errors);
    const name = x.str('name', true);
    const cust = x.str('customer');
    let customerId: number | null = null;
    if (cust !== undefined) {
      const ids = customers.get(lower(cust)) ?? [];
      if (ids.length === 0) x.error('customer', `no customer is named ${show(cust)}`);
      else if (ids.length > 1) {
        x.error('customer', `${ids.length} customers are named ${show(cust)}; rename one`);
      } else customerId = ids[0]!;
    }
    const isDisabled = x.bool('is_disabled') ?? false;
    const geo = geofence(x);
    if (name !== undefined) {
      const key = `${customerId ?? ''}|${lower(name)}`;
      if (taken.has(key)) {
        x.error(
          'name',
          `a project named ${show(name)} already exists for ${cust === undefined ? 'no customer' : `customer ${show(cust)}`} (or appears earlier in the file)`,
        );
      }
      taken.add(key);
      prepared.push({ name, customer_id: customerId, is_disabled: isDisabled, geo });
    }
    ctx.progress('validate', i + 1, ctx.rows.length);
  });
  return async (trx) => {
    if (prepared.length === 0) return 0;
    const rows = await insertProjects(
      trx,
      prepared.map((p) => ({
        company_id: companyId,
        name: p.name,
        customer_id: p.customer_id,
        is_disabled: p.is_disabled,
        ...p.geo,
        created_at: ctx.now.toISOString(),
      })),
    );
    await recordAudit(
      trx,
      companyId,
      rows.map((r) => {
        const cid = r.customer_id === null ? null : toInt(r.customer_id);
        return audit(
          'project',
          toInt(r.id),
          {
            project_id: toInt(r.id),
            name: r.name,
            customer_id: cid,
            is_disabled: r.is_disabled,
            customer: cid === null ? null : { customer_id: cid, name: customerName.get(cid) ?? '' },
            latitude: r.latitude === null ? null : Number(r.latitude),
            longitude: r.longitude === null ? null : Number(r.longitude),
            radius_meters: r.radius_meters,
          },
          ctx.now,
        );
      }),
    );
    ctx.progress('insert', rows.length, rows.length);
    return rows.length;
  };
};

const INSTANT_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/** An instant cell: ISO-8601 with `Z` or an offset, or a company-local `YYYY-MM-DD HH:MM[:SS]`. Epoch ms or undefined. */
function instant(x: Cells, col: string, tz: string): number | undefined {
  const v = x.str(col, true, 40);
  if (v === undefined) return undefined;
  const m = INSTANT_RE.exec(v);
  const bad = () => {
    x.error(
      col,
      `${show(v)} is not a timestamp (2026-03-05T09:00:00Z, 2026-03-05T09:00:00-08:00, or company-local 2026-03-05 09:00)`,
    );
    return undefined;
  };
  if (!m || !isValidDate(m[1]!)) return bad();
  const [hh, mm, ss = '0'] = m[2]!.split(':').map((p) => p);
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) >= 60) return bad();
  try {
    const ms = m[3] ? Date.parse(`${m[1]}T${m[2]}${m[3]}`) : localToInstant(m[1]!, m[2]!, tz);
    return Number.isNaN(ms) ? bad() : ms;
  } catch {
    return bad();
  }
}

const importTimeRecords: Importer = async (ctx) => {
  const { db, companyId } = ctx;
  const nowMs = ctx.now.getTime();
  const byEmail = new Map<string, Array<{ id: number; type: string }>>();
  for (const e of await employeeKeys(db, companyId)) {
    byEmail.set(e.email, [...(byEmail.get(e.email) ?? []), { id: toInt(e.id), type: e.employment_type }]);
  }
  const customers = new Map<string, number[]>();
  for (const c of await customerNames(db, companyId)) {
    customers.set(lower(c.name), [...(customers.get(lower(c.name)) ?? []), toInt(c.id)]);
  }
  const projects = await projectNames(db, companyId);
  interface Rec {
    row: number;
    employeeId: number;
    type: 'work' | 'break';
    start: number;
    end: number;
    customerId: number | null;
    projectId: number | null;
    note: string | null;
    endNote: string | null;
    startLocation: string;
    endLocation: string | null;
  }
  const prepared: Rec[] = [];
  ctx.rows.forEach((r, i) => {
    const x = new Cells(r, ctx.errors);
    const email = x.str('employee_email', true, 254)?.toLowerCase();
    const role = x.oneOf('employment_type', ['admin', 'employee', 'contractor']);
    const type = x.oneOf('type', ['work', 'break']) ?? 'work';
    const start = instant(x, 'start', ctx.tz);
    const end = instant(x, 'end', ctx.tz);
    const errorsBefore = ctx.errors.length;
    let employeeId: number | undefined;
    if (email !== undefined) {
      const matches = (byEmail.get(email) ?? []).filter((e) => role === undefined || e.type === role);
      if (matches.length === 0) {
        x.error('employee_email', `no ${role ?? 'employee'} record has the email ${show(email)}`);
      } else if (matches.length > 1) {
        x.error(
          'employment_type',
          `${show(email)} has ${matches.length} records (${matches.map((m) => m.type).join(', ')}); fill employment_type`,
        );
      } else employeeId = matches[0]!.id;
    }
    if (start !== undefined && end !== undefined && end <= start) {
      x.error('end', `${show(r.cells.get('end'))} is not after start ${show(r.cells.get('start'))}`);
    }
    if (end !== undefined && end > nowMs) {
      x.error('end', `${show(r.cells.get('end'))} is in the future; import completed records only`);
    }
    const custName = x.str('customer');
    let customerId: number | null = null;
    if (custName !== undefined) {
      const ids = customers.get(lower(custName)) ?? [];
      if (ids.length === 0) x.error('customer', `no customer is named ${show(custName)}`);
      else if (ids.length > 1) x.error('customer', `${ids.length} customers are named ${show(custName)}`);
      else customerId = ids[0]!;
    }
    const projName = x.str('project');
    let projectId: number | null = null;
    if (projName !== undefined && (custName === undefined || customerId !== null)) {
      const matches = projects.filter(
        (p) =>
          lower(p.name) === lower(projName) &&
          (customerId === null || (p.customer_id !== null && toInt(p.customer_id) === customerId)),
      );
      if (matches.length === 0) {
        x.error(
          'project',
          `no project is named ${show(projName)}${custName !== undefined ? ` for customer ${show(custName)}` : ''}`,
        );
      } else if (matches.length > 1) {
        x.error(
          'project',
          `${matches.length} projects are named ${show(projName)}; fill the customer column`,
        );
      } else {
        projectId = toInt(matches[0]!.id);
        if (customerId === null && matches[0]!.customer_id !== null) {
          customerId = toInt(matches[0]!.customer_id);
        }
      }
    }
    const rec = {
      note: x.str('note', false, 2000) ?? null,
      endNote: x.str('end_note', false, 2000) ?? null,
      startLocation: x.str('start_location', false, 500) ?? '',
      endLocation: x.str('end_location', false, 500) ?? null,
    };
    if (
      ctx.errors.length === errorsBefore &&
      employeeId !== undefined &&
      start !== undefined &&
      end !== undefined &&
      end > start
    ) {
      prepared.push({ row: r.row, employeeId, type, start, end, customerId, projectId, ...rec });
    }
    ctx.progress('validate', i + 1, ctx.rows.length);
  });
  // Overlaps: within the file, then against stored records; then approved payroll periods.
  const byEmployee = new Map<number, Rec[]>();
  for (const p of prepared) byEmployee.set(p.employeeId, [...(byEmployee.get(p.employeeId) ?? []), p]);
  for (const list of byEmployee.values()) {
    list.sort((a, b) => a.start - b.start || a.row - b.row);
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1]!;
      const cur = list[k]!;
      if (cur.start < prev.end) {
        ctx.errors.push({
          row: cur.row,
          column: 'start',
          message: `overlaps the record of row ${prev.row} for the same employee`,
        });
      }
    }
  }
  if (prepared.length > 0) {
    const ids = [...byEmployee.keys()];
    const from = new Date(Math.min(...prepared.map((p) => p.start))).toISOString();
    const to = new Date(Math.max(...prepared.map((p) => p.end))).toISOString();
    const existing = await recordsInRange(db, companyId, ids, from, to);
    const locked = await lockedPeriods(db, companyId, ids);
    for (const p of prepared) {
      const hit = existing.find(
        (e) =>
          toInt(e.employee_id) === p.employeeId &&
          Date.parse(e.start) < p.end &&
          (e.end === null || Date.parse(e.end) > p.start),
      );
      if (hit) {
        ctx.errors.push({
          row: p.row,
          column: 'start',
          message: `overlaps existing time record ${toInt(hit.id)} (${hit.start} – ${hit.end ?? 'active'})`,
        });
      }
      const day = localDate(p.start, ctx.tz);
      const lock = locked.find(
        (l) => toInt(l.employee_id) === p.employeeId && l.start_date <= day && day <= l.end_date,
      );
      if (lock) {
        ctx.errors.push({
          row: p.row,
          column: 'start',
          message: `falls in the pay period ${lock.start_date} – ${lock.end_date} locked by an approved payroll`,
        });
      }
    }
  }
  return async (trx) => {
    const entries: AuditEntry[] = [];
    let done = 0;
    for (let k = 0; k < prepared.length; k += 500) {
      const chunk = prepared.slice(k, k + 500);
      const rows = await insertTimeRecords(
        trx,
        chunk.map((p) => ({
          company_id: companyId,
          employee_id: p.employeeId,
          type: p.type,
          start: new Date(p.start).toISOString(),
          end: new Date(p.end).toISOString(),
          clockin_source: 'import',
          clockout_source: 'import',
          start_location: p.startLocation,
          end_location: p.endLocation,
          note: p.note,
          end_note: p.endNote,
          customer_id: p.customerId,
          project_id: p.projectId,
          created_at: ctx.now.toISOString(),
          updated_at: ctx.now.toISOString(),
        })),
      );
      for (const t of rows) {
        entries.push(
          audit(
            'time_record',
            toInt(t.id),
            {
              time_record_id: toInt(t.id),
              type: t.type,
              start: t.start,
              end: t.end,
              missed_clockout: t.missed_clockout,
              clockin_source: t.clockin_source,
              clockout_source: t.clockout_source,
              start_location: t.start_location,
              end_location: t.end_location,
              note: t.note,
              end_note: t.end_note,
              employee_id: toInt(t.employee_id),
              customer_id: t.customer_id === null ? null : toInt(t.customer_id),
              project_id: t.project_id === null ? null : toInt(t.project_id),
            },
            ctx.now,
          ),
        );
      }
      done += rows.length;
      ctx.progress('insert', done, prepared.length);
    }
    await recordAudit(trx, companyId, entries);
    return prepared.length;
  };
};

const IMPORTERS: Record<ImportKind, Importer> = {
  employees: () => Promise.reject(new Error('employees are imported by importEmployeesStreamed')),
  customers: importCustomers,
  projects: importProjects,
  'time-records': importTimeRecords,
};
