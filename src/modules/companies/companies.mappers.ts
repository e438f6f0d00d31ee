/** Company row → API shape. */
import { toInt } from '../../platform/db/type-parsers.js';
import { dateToDateTime } from '../../shared/time.js';
import type { CompanyRow } from './companies.repository.js';

/** Row → Company (docs/api-conventions.md §2.7 + settings). `sui_rates` numbers are fractions. */
export function toCompany(r: CompanyRow) {
  return {
    company_id: toInt(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    timezone: r.timezone,
    start_date: dateToDateTime(r.start_date),
    default_pay_period: r.default_pay_period,
    address: (r.address as never) ?? null,
    plan_name: r.plan,
    workweek_start: r.workweek_start,
    daily_cutoff: r.daily_cutoff,
    require_customer: r.require_customer,
    require_project: r.require_project,
    min_unpaid_break_minutes: r.min_unpaid_break_minutes,
    sui_rates: Object.fromEntries(Object.entries(r.sui_rates ?? {}).map(([k, v]) => [k, Number(v)])),
  };
}
