/**
 * CSV exports (`payclock export <kind>`), writing the import column sets of {@link COLUMNS} so an
 * export can be edited and imported into another company. Employees carry their current earning
 * (as of today in the company's time zone); instants are ISO-8601 UTC; money is dollars.
 * Time records include active ones (empty `end`), which an import would reject.
 */
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { centsToDollars } from '../../shared/money.js';
import { localDate } from '../../shared/time.js';
import {
  exportCustomers,
  exportEmployees,
  exportProjects,
  exportTimeRecords,
  findCompanyInfo,
} from './import-export.repository.js';
import { COLUMNS, type ImportKind } from './import.service.js';

type Cell = string | number | boolean | null | undefined;
const dec = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(Number(v));
const money = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(centsToDollars(v));

/** Rows of `kind` as objects keyed by column. */
async function rowsOf(
  db: Kysely<DB>,
  companyId: number,
  kind: ImportKind,
  today: string,
): Promise<Array<Record<string, Cell>>> {
  switch (kind) {
    case 'employees':
      return (await exportEmployees(db, companyId, today)).map((e) => {
        const a = (e.address ?? {}) as Record<string, string | null>;
        return {
          first_name: e.first_name,
          last_name: e.last_name,
          middle_name: e.middle_name,
          nickname: e.nickname,
          email: e.email,
          employment_type: e.employment_type,
          start_date: e.start_date,
          dob: e.dob,
          mobile_phone: e.mobile_phone,
          home_phone: e.home_phone,
          address_line_1: a.address_line_1,
          address_line_2: a.address_line_2,
          city: a.city,
          state: a.state,
          zip: a.zip,
          department: e.department_name,
          pay_schedule_group: e.group_name,
          workplace_id: e.workplace_id,
          contractor_type: e.contractor_type,
          timetrack_only: e.timetrack_only,
          payment_method: e.payment_method,
          payment_unit: e.payment_unit,
          salary_type: e.salary_type,
          payment_amount: dec(e.payment_amount),
          salary: money(e.salary_cents),
          overtime_amount: dec(e.overtime_amount),
          default_hours: dec(e.default_hours),
          pto_payment_amount: dec(e.pto_payment_amount),
        };
      });
    case 'customers':
      return (await exportCustomers(db, companyId)).map((c) => ({
        name: c.name,
        is_disabled: c.is_disabled,
        latitude: dec(c.latitude),
        longitude: dec(c.longitude),
        radius_meters: c.radius_meters,
      }));
    case 'projects':
      return (await exportProjects(db, companyId)).map((p) => ({
        name: p.name,
        customer: p.customer_name,
        is_disabled: p.is_disabled,
        latitude: dec(p.latitude),
        longitude: dec(p.longitude),
        radius_meters: p.radius_meters,
      }));
    case 'time-records':
      return (await exportTimeRecords(db, companyId)).map((t) => ({
        employee_email: t.email,
        employment_type: t.employment_type,
        type: t.type,
        start: t.start,
        end: t.end,
        customer: t.customer_name,
        project: t.project_name,
        note: t.note,
        end_note: t.end_note,
        start_location: t.start_location,
        end_location: t.end_location,
      }));
  }
}

/**
 * The CSV text of every `kind` row of company `companyId` (header + rows, `\n` line ends).
 * @throws Error when the company does not exist.
 */
export async function exportCsv(
  db: Kysely<DB>,
  companyId: number,
  kind: ImportKind,
  now: Date,
): Promise<{ csv: string; count: number }> {
  const company = await findCompanyInfo(db, companyId);
  if (!company) throw new Error(`company ${companyId} does not exist`);
  const rows = await rowsOf(db, companyId, kind, localDate(now, company.timezone));
  const columns = [...COLUMNS[kind].columns];
  const csv = stringify(
    rows.map((r) =>
      columns.map((c) => {
        const v = r[c];
        return v === null || v === undefined
          ? ''
          : typeof v === 'boolean'
            ? v
              ? 'true'
              : 'false'
            : String(v);
      }),
    ),
    { header: true, columns, record_delimiter: '\n' },
  );
  return { csv, count: rows.length };
}
