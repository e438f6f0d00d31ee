/**
 * SQL of the year-end forms other than pay lines (./ledger-reads.ts): the employer's identity and
 * identifiers, and the people's names, addresses and sealed SSN/TIN. Company-scoped.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** A postal address as stored (`employees.address`, `companies.address`). */
export interface StoredAddress {
  address_line_1?: string;
  address_line_2?: string | null;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

/** The employer as the forms show it. */
export interface EmployerInfo {
  name: string;
  ein: string | null;
  address: StoredAddress | null;
  stateTaxIds: Record<string, string>;
  phone: string | null;
  email: string;
}

/** The company row's form fields. */
export async function loadEmployer(db: Kysely<DB>, companyId: number): Promise<EmployerInfo> {
  const r = await db
    .selectFrom('companies')
    .select(['name', 'ein', 'address', 'state_tax_ids', 'phone', 'email'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    name: r.name,
    ein: r.ein,
    address: (r.address as StoredAddress | null) ?? null,
    stateTaxIds: r.state_tax_ids ?? {},
    phone: r.phone,
    email: r.email,
  };
}

/** Sets the employer identification number and/or the state account numbers. */
export async function updateEmployerIds(
  db: Kysely<DB>,
  companyId: number,
  v: { ein?: string | null; stateTaxIds?: Record<string, string> },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      ...(v.ein !== undefined ? { ein: v.ein } : {}),
      ...(v.stateTaxIds !== undefined ? { state_tax_ids: JSON.stringify(v.stateTaxIds) } : {}),
      updated_at: nowIso,
    })
    .where('id', '=', companyId)
    .execute();
}

/** A person as the forms show them (the SSN or TIN stays sealed). */
export interface PersonInfo {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  employmentType: string;
  contractorType: string | null;
  address: StoredAddress | null;
  ssnLast4: string | null;
  ssnSealed: string | null;
  /** What the sealed number is: an SSN (also when null) or a contractor's EIN. */
  tinType: 'ssn' | 'ein' | null;
}

/** The people listed (or everyone when `ids` is null), ordered by id. */
export async function loadPeople(
  db: Kysely<DB>,
  companyId: number,
  ids: readonly number[] | null,
): Promise<PersonInfo[]> {
  let q = db
    .selectFrom('employees')
    .select([
      'id',
      'first_name',
      'middle_name',
      'last_name',
      'employment_type',
      'contractor_type',
      'address',
      'ssn_last4',
      'ssn_sealed',
      'tin_type',
    ])
    .where('company_id', '=', companyId);
  if (ids !== null) q = q.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({
    id: toInt(r.id),
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    employmentType: r.employment_type,
    contractorType: r.contractor_type,
    address: (r.address as StoredAddress | null) ?? null,
    ssnLast4: r.ssn_last4,
    ssnSealed: r.ssn_sealed,
    tinType: r.tin_type,
  }));
}
