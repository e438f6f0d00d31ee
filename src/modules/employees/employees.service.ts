/**
 * Read use cases of employees. `today` for `current_earning` is the company-local date of the
 * injected clock.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { decodeCursor, jsonPage } from '../../platform/http/pagination.js';
import { notFound } from '../../shared/errors.js';
import { localDate, type Clock } from '../../shared/time.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { findEmployee, listEmployees, type EmployeeFilters } from './employees.repository.js';
import { toEmployeeDetail } from './employees.mappers.js';

/** Employees service (reads). */
export class EmployeesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * One page of EmployeeListItem, as the JSON text of the list envelope (the items come as JSON
   * from the database: employees.repository.ts). @throws 400 on a bad cursor.
   */
  async list(auth: AuthContext, filters: EmployeeFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const today = localDate(this.clock.now(), auth.company.timezone);
    const rows = await listEmployees(
      this.db,
      auth.companyId,
      filters,
      today,
      after ? Number(after[0]) : null,
      limit,
    );
    return jsonPage(rows, limit, (r) => [toInt(r.id)]);
  }

  /** EmployeeDetail. @throws 404 when the id is not an employee of the company. */
  async get(auth: AuthContext, employeeId: number) {
    const row = await findEmployee(this.db, auth.companyId, employeeId);
    if (!row) throw notFound('Employee', employeeId);
    return toEmployeeDetail(row, localDate(this.clock.now(), auth.company.timezone));
  }
}
