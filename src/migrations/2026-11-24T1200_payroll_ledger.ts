/**
 * The payroll ledger (issue 10): payroll header totals as columns, one `paychecks` row per person
 * per payroll and one `pay_lines` row per earning, tax, benefit share, deduction and reimbursement
 * line. Money in cents (`bigint`), hours as integer seconds, rates as `numeric(20,8)`. A data
 * migration moves every existing payroll (draft or approved) from the old jsonb columns
 * (`body`, `preview`, `items`) and `payroll_items` into these rows, then drops them.
 * PostgreSQL 15 features only. Frozen once shipped; never imports application code.
 */
import { sql, type Kysely } from 'kysely';

const SCHEMA = `
alter table payrolls
  add column employee_gross_cents bigint not null default 0,
  add column employee_taxes_cents bigint not null default 0,
  add column employee_benefits_cents bigint not null default 0,
  add column post_tax_deductions_cents bigint not null default 0,
  add column reimbursements_cents bigint not null default 0,
  add column employee_net_cents bigint not null default 0,
  add column contractor_gross_cents bigint not null default 0,
  add column contractor_net_cents bigint not null default 0,
  add column company_taxes_cents bigint not null default 0,
  add column company_benefits_cents bigint not null default 0,
  add column liability_cents bigint not null default 0,
  add column cash_requirement_cents bigint not null default 0,
  add column employee_count integer not null default 0,
  add column contractor_count integer not null default 0,
  add column pay_engine_version text,
  add column tax_engine_version text,
  add column input_hash text,
  add column warnings jsonb not null default '[]';

create table paychecks (
  company_id bigint not null,
  payroll_id text not null,
  employee_id bigint not null,
  payday date not null,
  is_contractor boolean not null,
  first_name text not null,
  last_name text not null,
  payment_method text not null,
  note text,
  workplace_id text,
  workplace_state text,
  department_id bigint,
  gross_cents bigint not null,
  reimbursements_cents bigint not null default 0,
  employee_taxes_cents bigint not null default 0,
  company_taxes_cents bigint not null default 0,
  employee_benefits_cents bigint not null default 0,
  company_benefits_cents bigint not null default 0,
  post_tax_deductions_cents bigint not null default 0,
  net_cents bigint not null,
  supplemental_cents bigint not null default 0,
  input jsonb not null,
  warnings jsonb not null default '[]',
  primary key (company_id, payroll_id, employee_id),
  foreign key (company_id, payroll_id) references payrolls(company_id, id) on delete cascade
);
create index paychecks_employee on paychecks(company_id, employee_id, payday);
create index paychecks_payday on paychecks(company_id, payday);

create table pay_lines (
  company_id bigint not null,
  payroll_id text not null,
  employee_id bigint not null,
  line_no smallint not null,
  kind text not null check (kind in ('earning','tax','benefit','deduction','reimbursement')),
  code text not null,
  description text,
  jurisdiction text,
  payer text not null check (payer in ('employee','company')),
  seconds bigint,
  rate numeric(20,8),
  taxable_wages_cents bigint,
  amount_cents bigint not null,
  pre_tax boolean,
  reason text,
  customer_id bigint,
  project_id bigint,
  time_record_ids bigint[],
  source_id text,
  input_line smallint,
  primary key (company_id, payroll_id, employee_id, line_no),
  foreign key (company_id, payroll_id, employee_id) references paychecks(company_id, payroll_id, employee_id) on delete cascade
);
create index pay_lines_code on pay_lines(company_id, kind, code)
`;

/** Old preview JSON (dollars) of one person, as the previous schema stored it. */
interface OldPerson {
  employee_id: number;
  first_name: string;
  last_name: string;
  payment_method: string;
  note: string | null;
  workplace_id?: string | null;
  gross_pay: number;
  net_pay: number;
  reimbursements?: number;
  earnings: Array<{
    type: string;
    hours: number | null;
    rate: number | null;
    amount: number;
    description: string | null;
  }>;
  taxes?: Array<{
    code: string;
    description: string;
    jurisdiction: string;
    payer: string;
    taxable_wages: number;
    rate: number | null;
    amount: number;
    reason: string;
  }>;
  benefits?: Array<{
    code: string;
    description: string;
    employee_amount: number;
    company_amount: number;
    pre_tax: boolean;
    reason: string;
  }>;
  post_tax_deductions?: Array<{ code: string; description: string; amount: number; reason: string }>;
  time_record_ids?: number[];
  warnings?: unknown[];
}
/** Old per-person item (cents) kept in payrolls.items. */
interface OldItem {
  employeeId: number;
  supplementalCents?: number;
  benefits?: Array<{ id: string }>;
  deductions?: Array<{ id: string }>;
}
interface OldEntry {
  employee_id: number;
  payrollData?: { time_record_ids?: number[] };
  splits?: Array<{ payrollData: { time_record_ids?: number[] } }>;
}

/** Dollars (≤ 2 decimals, as the old preview stored them) → cents. */
const cents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100);
/** Hours (≤ 2 decimals) → integer seconds. */
const seconds = (hours: number | null): number | null =>
  hours === null ? null : Math.round(hours * 100) * 36;
const TIMED = new Set(['regular', 'overtime', 'double_overtime']);
const SUPPLEMENTAL = new Set(['bonus', 'commission']);

type Row = Record<string, unknown>;

async function insertChunks(db: Kysely<any>, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Moves one payroll of the old shape into header columns, paychecks and pay_lines. */
async function moveOne(db: Kysely<any>, p: Row): Promise<void> {
  const preview = (p.preview ?? {}) as {
    totals?: Record<string, number>;
    employees?: OldPerson[];
    contractors?: OldPerson[];
    warnings?: unknown[];
  };
  const body = (p.body ?? {}) as { employees?: OldEntry[]; contractors?: OldEntry[] };
  const items = new Map(((p.items ?? []) as OldItem[]).map((i) => [Number(i.employeeId), i]));
  const entries = new Map(
    [...(body.employees ?? []), ...(body.contractors ?? [])].map((e) => [Number(e.employee_id), e]),
  );
  const paychecks: Row[] = [];
  const lines: Row[] = [];
  const people = [
    ...(preview.employees ?? []).map((x) => ({ x, contractor: false })),
    ...(preview.contractors ?? []).map((x) => ({ x, contractor: true })),
  ];
  for (const { x, contractor } of people) {
    const id = Number(x.employee_id);
    const item = items.get(id);
    const entry = entries.get(id) ?? { employee_id: id };
    const key = { company_id: p.company_id, payroll_id: p.id, employee_id: id };
    const sum = (l: Array<{ amount?: number }> | undefined) =>
      (l ?? []).reduce((s, v) => s + cents(v.amount), 0);
    const taxes = x.taxes ?? [];
    const benefits = x.benefits ?? [];
    paychecks.push({
      ...key,
      payday: p.payday,
      is_contractor: contractor,
      first_name: x.first_name,
      last_name: x.last_name,
      payment_method: x.payment_method,
      note: x.note ?? null,
      workplace_id: x.workplace_id ?? null,
      gross_cents: cents(x.gross_pay),
      reimbursements_cents: x.earnings
        .filter((l) => l.type === 'reimbursement')
        .reduce((s, l) => s + cents(l.amount), 0),
      employee_taxes_cents: sum(taxes.filter((l) => l.payer === 'employee')),
      company_taxes_cents: sum(taxes.filter((l) => l.payer === 'company')),
      employee_benefits_cents: benefits.reduce((s, b) => s + cents(b.employee_amount), 0),
      company_benefits_cents: benefits.reduce((s, b) => s + cents(b.company_amount), 0),
      post_tax_deductions_cents: sum(x.post_tax_deductions),
      net_cents: cents(x.net_pay),
      supplemental_cents:
        item?.supplementalCents ??
        x.earnings.filter((l) => SUPPLEMENTAL.has(l.type)).reduce((s, l) => s + cents(l.amount), 0),
      input: JSON.stringify(entry),
      warnings: JSON.stringify(x.warnings ?? []),
    });
    let lineNo = 0;
    const ids = x.time_record_ids ?? [];
    x.earnings.forEach((l, j) => {
      lines.push({
        ...key,
        line_no: lineNo++,
        kind: l.type === 'reimbursement' ? 'reimbursement' : 'earning',
        code: l.type,
        description: l.description ?? null,
        payer: 'employee',
        seconds: seconds(l.hours ?? null),
        rate: l.rate === null || l.rate === undefined ? null : String(l.rate),
        amount_cents: cents(l.amount),
        time_record_ids: TIMED.has(l.type) && ids.length > 0 ? ids : null,
        input_line: j,
      });
    });
    for (const t of taxes) {
      lines.push({
        ...key,
        line_no: lineNo++,
        kind: 'tax',
        code: t.code,
        description: t.description,
        jurisdiction: t.jurisdiction,
        payer: t.payer,
        rate: t.rate === null ? null : String(t.rate),
        taxable_wages_cents: cents(t.taxable_wages),
        amount_cents: cents(t.amount),
        reason: t.reason,
      });
    }
    benefits.forEach((b, k) => {
      const share = {
        ...key,
        kind: 'benefit',
        code: b.code,
        description: b.description,
        pre_tax: b.pre_tax,
        reason: b.reason,
        source_id: item?.benefits?.[k]?.id ?? null,
      };
      lines.push({ ...share, line_no: lineNo++, payer: 'employee', amount_cents: cents(b.employee_amount) });
      if (cents(b.company_amount) !== 0) {
        lines.push({ ...share, line_no: lineNo++, payer: 'company', amount_cents: cents(b.company_amount) });
      }
    });
    (x.post_tax_deductions ?? []).forEach((d, k) => {
      lines.push({
        ...key,
        line_no: lineNo++,
        kind: 'deduction',
        code: d.code,
        description: d.description,
        payer: 'employee',
        amount_cents: cents(d.amount),
        reason: d.reason,
        source_id: item?.deductions?.[k]?.id ?? null,
      });
    });
  }
  const t = preview.totals ?? {};
  const [pay, tax] = String(p.engine_version ?? '')
    .split(';')
    .map((s) => s.trim().replace(/^(pay|tax) /, ''));
  await db
    .updateTable('payrolls')
    .set({
      employee_gross_cents: cents(t.employee_gross),
      employee_taxes_cents: cents(t.employee_taxes),
      employee_benefits_cents: cents(t.employee_benefits),
      post_tax_deductions_cents: cents(t.post_tax_deductions),
      reimbursements_cents: cents(t.reimbursements),
      employee_net_cents: cents(t.employee_net),
      contractor_gross_cents: cents(t.contractor_gross),
      contractor_net_cents: cents(t.contractor_net),
      company_taxes_cents: cents(t.company_taxes),
      company_benefits_cents: cents(t.company_benefits),
      liability_cents: cents(t.liability),
      cash_requirement_cents: cents(t.cash_requirement),
      employee_count: (preview.employees ?? []).length,
      contractor_count: (preview.contractors ?? []).length,
      pay_engine_version: pay || null,
      tax_engine_version: tax || null,
    })
    .where('company_id', '=', p.company_id)
    .where('id', '=', p.id)
    .execute();
  await insertChunks(db, 'paychecks', paychecks);
  await insertChunks(db, 'pay_lines', lines);
}

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per query: PGlite's extended protocol takes a single statement.
  for (const stmt of SCHEMA.split(/;\s*\n/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0)) {
    await sql.raw(stmt).execute(db);
  }
  const old = await db
    .selectFrom('payrolls')
    .select(['company_id', 'id', 'payday', 'body', 'preview', 'items', 'engine_version'])
    .orderBy('company_id')
    .orderBy('id')
    .execute();
  for (const p of old) await moveOne(db, p as Row);
  // The old shape kept neither department nor workplace state: moved paychecks take today's.
  await sql`update paychecks c set department_id = e.department_id, workplace_state = w.state
    from employees e left join workplaces w on w.company_id = e.company_id and w.id = e.workplace_id
    where e.company_id = c.company_id and e.id = c.employee_id`.execute(db);
  await sql`drop table payroll_items`.execute(db);
  await sql`alter table payrolls drop column body, drop column preview, drop column items`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists pay_lines, paychecks`.execute(db);
  const header = SCHEMA.slice(0, SCHEMA.indexOf(';'))
    .split('\n')
    .map((l) => /add column (\w+)/.exec(l)?.[1])
    .filter((c): c is string => c !== undefined);
  await sql.raw(`alter table payrolls ${header.map((c) => `drop column ${c}`).join(', ')}`).execute(db);
  await sql`alter table payrolls add column body jsonb not null default '{}'::jsonb, add column preview jsonb,
    add column items jsonb`.execute(db);
  await sql`create table payroll_items (company_id bigint not null, payroll_id text not null,
    employee_id bigint not null, payday date not null, gross_cents bigint not null, net_cents bigint not null,
    supplemental_cents bigint not null default 0, taxes jsonb not null default '[]'::jsonb,
    benefits jsonb not null default '[]'::jsonb, deductions jsonb not null default '[]'::jsonb,
    primary key (company_id, payroll_id, employee_id),
    foreign key (company_id, payroll_id) references payrolls(company_id, id) on delete cascade)`.execute(db);
}
