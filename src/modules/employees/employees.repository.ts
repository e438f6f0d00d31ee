/**
 * SQL of the employees module. Every function takes the tenant scope `companyId` first; no query
 * runs without it. Reads are one query each, prepared once per shape (platform/db/prepared.ts):
 * the detail with its earning history as a JSON sub-select; the list with each employee's current
 * earning from a LATERAL join (one index probe of `employee_earnings_emp` per row of the page),
 * each row's list item built as JSON text by PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../platform/db/schema.js';
import { prepareQuery, type SlotOf } from '../../platform/db/prepared.js';
import { EARNING_COLUMNS } from './earning-columns.js';
import {
  jsonBoolean,
  jsonDate,
  jsonMidnightUtc,
  jsonNumber,
  jsonObjectText,
  jsonString,
  jsonWhen,
  jsonWord,
} from '../../platform/db/json-text.js';

/** {@link EARNING_COLUMNS} of the `ee` alias (`ee.id`, …). */
const EE_EARNING_COLUMNS = EARNING_COLUMNS.map((c) => `ee.${c}` as const);

/** Earning row as returned inside JSON (int8 as number, numeric as number). */
export interface EarningJson {
  id: number;
  start_date: string;
  payment_unit: string | null;
  salary_type: string | null;
  payment_amount: number | string | null;
  salary_cents: number | string | null;
  overtime_amount: number | string | null;
  default_hours: number | string | null;
  pto_payment_amount: number | string | null;
}

/** Filters of the list. */
export interface EmployeeFilters {
  is_active?: boolean;
  employment_type?: string;
  department_id?: number;
  pay_schedule_group_id?: number;
  workplace_id?: string;
  q?: string;
}

/** Columns of employees shown in both the list item and the detail (docs/api-conventions.md §2.2). */
const LIST_COLUMNS = [
  'e.id',
  'e.first_name',
  'e.last_name',
  'e.middle_name',
  'e.email',
  'e.nickname',
  'e.dob',
  'e.is_active',
  'e.status',
  'e.onboarding_status',
  'e.start_date',
  'e.employment_type',
  'e.timetrack_only',
  'e.contractor_type',
  'e.mobile_phone',
  'e.home_phone',
  'e.department_id',
  'e.pay_schedule_group_id',
  'e.address',
  'e.workplace_id',
  'e.dismissed_on',
  'e.payment_method',
] as const;

/** Columns the detail adds to the list item's. */
const DETAIL_COLUMNS = [
  'e.recovery_email',
  'e.ssn_last4',
  'e.work_phone_ext',
  'e.daily_time_limit',
  'e.weekly_time_limit',
  'e.paid_lunch_time',
  'e.lunch_in_overtime',
  'e.created_at',
] as const;

function base(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'),
    )
    .leftJoin('pay_schedule_groups as g', (j) =>
      j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
    )
    .select(LIST_COLUMNS)
    .select(['d.name as department_name', 'g.name as group_name'])
    .where('e.company_id', '=', companyId);
}

/** Values of one execution of the list query. */
interface ListValues extends Record<string, unknown> {
  companyId: number;
  today: string;
  limit: number;
  afterId: string;
  is_active: boolean;
  employment_type: 'admin' | 'employee' | 'contractor';
  department_id: string;
  pay_schedule_group_id: string;
  workplace_id: string;
  like: string;
}

/** The `current_earning` object of the list item from the LATERAL row `ce` (Earning, §2.3). */
const CURRENT_EARNING_JSON = jsonWhen(
  'ce.id is not null',
  jsonObjectText([
    ['employee_earnings_id', jsonNumber('ce.id')],
    ['start_date', jsonMidnightUtc('ce.start_date')],
    ['payment_unit', jsonWord('ce.payment_unit')],
    ['salary_type', jsonWord('ce.salary_type')],
    ['payment_amount', jsonNumber('trim_scale(ce.payment_amount)')],
    ['salary', jsonNumber('trim_scale(ce.salary_cents::numeric / 100)')],
    ['overtime_amount', jsonNumber('trim_scale(ce.overtime_amount)')],
    ['default_hours', jsonNumber('trim_scale(ce.default_hours)')],
    ['pto_payment_amount', jsonNumber('trim_scale(ce.pto_payment_amount)')],
  ]),
);

/** The `address` object: the Address schema's six keys in order, text values; null unless an object is stored. */
const ADDRESS_JSON = jsonWhen(
  "jsonb_typeof(e.address) = 'object'",
  jsonObjectText(
    ['address_line_1', 'address_line_2', 'city', 'state', 'zip', 'country'].map(
      (k) => [k, jsonString(`e.address->>'${k}'`)] as const,
    ),
  ),
);

/**
 * The list item of docs/api-conventions.md §2.2 as JSON text, built by PostgreSQL from the row of
 * `e` (with `d`, `g` and the current earning `ce` joined) by concatenation (platform/db/json-text.ts),
 * the item's fields in the schema's order (employees.schemas.ts `listProps`), so the text is what
 * the route's serializer writes from the mapped row (compact, same keys, same order, same values;
 * test/http/employee-list-json.test.ts compares it with the detail byte for byte):
 * - dates stay `YYYY-MM-DD` (`dob`, `dismissed_on`); `start_date`s become midnight UTC instants
 *   (`dateToDateTime`);
 * - rates are `numeric` without trailing zeros (`trim_scale`, as `Number('22.5000')` printed);
 *   salary is `salary_cents / 100` the same way (`centsToDollars`);
 * - `department` / `pay_schedule_group` are null unless both the id and the joined name are there;
 * - `address` keeps the schema's six keys in order (text values), null unless the stored JSON is an
 *   object;
 * - `onboarding_status`, `employment_type`, `payment_method`, `payment_unit` and `salary_type` are
 *   check-constrained to plain words, so they are quoted without escaping (`jsonWord`).
 * One text column per row instead of ~33: the driver decodes one field, nothing is mapped or
 * serialized per field in Node (docs/performance.md §19 and "The employee list as concatenated JSON").
 */
const LIST_ITEM_JSON = sql<string>`${sql.raw(
  jsonObjectText([
    ['employee_id', jsonNumber('e.id')],
    ['first_name', jsonString('e.first_name')],
    ['last_name', jsonString('e.last_name')],
    ['middle_name', jsonString('e.middle_name')],
    ['email', jsonString('e.email')],
    ['nickname', jsonString('e.nickname')],
    ['dob', jsonDate('e.dob')],
    ['is_active', jsonBoolean('e.is_active')],
    ['status', jsonString('e.status')],
    ['onboarding_status', jsonWord('e.onboarding_status')],
    ['start_date', jsonMidnightUtc('e.start_date')],
    ['employment_type', jsonWord('e.employment_type')],
    ['timetrack_only', jsonBoolean('e.timetrack_only')],
    ['contractor_type', jsonString('e.contractor_type')],
    ['mobile_phone', jsonString('e.mobile_phone')],
    ['home_phone', jsonString('e.home_phone')],
    [
      'department',
      jsonWhen(
        'e.department_id is not null and d.name is not null',
        jsonObjectText([
          ['department_id', jsonNumber('e.department_id')],
          ['name', jsonString('d.name')],
        ]),
      ),
    ],
    [
      'pay_schedule_group',
      jsonWhen(
        'e.pay_schedule_group_id is not null and g.name is not null',
        jsonObjectText([
          ['pay_schedule_group_id', jsonNumber('e.pay_schedule_group_id')],
          ['name', jsonString('g.name')],
        ]),
      ),
    ],
    ['address', ADDRESS_JSON],
    ['current_earning', CURRENT_EARNING_JSON],
    ['workplace_id', jsonString('e.workplace_id')],
    ['dismissed_on', jsonDate('e.dismissed_on')],
    ['payment_method', jsonWord('e.payment_method')],
  ]),
)}`;

/**
 * The list query of one shape: the filters present in `f` (their values are slots) and the cursor.
 * Rows: `id` (the keyset) and `item`, the list item as JSON text ({@link LIST_ITEM_JSON}).
 */
function buildList(db: Kysely<DB>, slot: SlotOf<ListValues>, f: EmployeeFilters, hasCursor: boolean) {
  let q = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'),
    )
    .leftJoin('pay_schedule_groups as g', (j) =>
      j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
    )
    .where('e.company_id', '=', slot('companyId'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('employee_earnings as ee')
          .select(EE_EARNING_COLUMNS)
          .whereRef('ee.company_id', '=', 'e.company_id')
          .whereRef('ee.employee_id', '=', 'e.id')
          .where('ee.start_date', '<=', slot('today'))
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc')
          .limit(1)
          .as('ce'),
      (j) => j.onTrue(),
    )
    .select(['e.id', LIST_ITEM_JSON.as('item')]);
  if (f.is_active !== undefined) q = q.where('e.is_active', '=', slot('is_active'));
  if (f.employment_type !== undefined) q = q.where('e.employment_type', '=', slot('employment_type'));
  if (f.department_id !== undefined) q = q.where('e.department_id', '=', slot('department_id'));
  if (f.pay_schedule_group_id !== undefined) {
    q = q.where('e.pay_schedule_group_id', '=', slot('pay_schedule_group_id'));
  }
  if (f.workplace_id !== undefined) q = q.where('e.workplace_id', '=', slot('workplace_id'));
  if (f.q !== undefined) {
    const like = slot('like');
    q = q.where((eb) =>
      eb.or([
        eb('e.first_name', 'ilike', like),
        eb('e.last_name', 'ilike', like),
        eb('e.email', 'ilike', like),
        eb(sql<string>`e.first_name || ' ' || e.last_name`, 'ilike', like),
      ]),
    );
  }
  if (hasCursor) q = q.where('e.id', '>', slot('afterId'));
  return q.orderBy('e.id').limit(slot('limit'));
}

function prepareList(f: EmployeeFilters, hasCursor: boolean) {
  return prepareQuery((db, slot: SlotOf<ListValues>) => buildList(db, slot, f, hasCursor));
}

/** Prepared list queries by shape (which filters are present, whether there is a cursor): at most 2^7. */
const listQueries = new Map<string, ReturnType<typeof prepareList>>();

/**
 * One page of employees (keyset on id; `limit + 1` rows, so the caller sees whether there is more),
 * each as its list item in JSON text with the current earning as of `today` (company-local date).
 */
export async function listEmployees(
  db: Kysely<DB>,
  companyId: number,
  f: EmployeeFilters,
  today: string,
  afterId: number | null,
  limit: number,
) {
  const hasCursor = afterId !== null;
  const present = [
    f.is_active,
    f.employment_type,
    f.department_id,
    f.pay_schedule_group_id,
    f.workplace_id,
    f.q,
  ];
  const shape = `${present.map((v) => (v === undefined ? 0 : 1)).join('')}${hasCursor ? 1 : 0}`;
  let query = listQueries.get(shape);
  if (!query) {
    query = prepareList(f, hasCursor);
    listQueries.set(shape, query);
  }
  // Slots of filters absent from this shape are not in the SQL: their values are ignored.
  const values = {
    companyId,
    today,
    limit: limit + 1,
    afterId: String(afterId),
    is_active: f.is_active,
    employment_type: f.employment_type,
    department_id: String(f.department_id),
    pay_schedule_group_id: String(f.pay_schedule_group_id),
    workplace_id: f.workplace_id,
    like: f.q === undefined ? undefined : `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  } as ListValues;
  return query.execute(db, values);
}

const detailQuery = prepareQuery((db, slot: SlotOf<{ companyId: number; employeeId: string }>) =>
  base(db, slot('companyId'))
    .select(DETAIL_COLUMNS)
    .where('e.id', '=', slot('employeeId'))
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('employee_earnings as ee')
          .select(EE_EARNING_COLUMNS)
          .whereRef('ee.company_id', '=', 'e.company_id')
          .whereRef('ee.employee_id', '=', 'e.id')
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc'),
      ).as('earning_history'),
    ),
);

/** One employee with its whole earning history (newest first), or undefined. */
export async function findEmployee(db: Kysely<DB>, companyId: number, employeeId: number) {
  return detailQuery.executeTakeFirst(db, { companyId, employeeId: String(employeeId) });
}

/** Row type of {@link findEmployee}. */
export type EmployeeDetailRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;
/** Row type of {@link listEmployees}. */
export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];
