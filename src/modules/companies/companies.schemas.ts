/** Company shape (docs/api-conventions.md §2.7) plus the settings of docs/api-conventions.md §3. */
import { Type } from 'typebox';
import { Address, DateTime, Nullable } from '../../platform/http/schemas.js';

/** GET /companies. */
export const Company = Type.Object(
  {
    company_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    timezone: Nullable(Type.String({ description: 'IANA time zone' })),
    start_date: Nullable(DateTime),
    default_pay_period: Nullable(Type.String()),
    address: Nullable(Address),
    plan_name: Nullable(Type.String({ enum: ['timetracking', 'payroll', 'premium'] })),
    workweek_start: Type.String({
      enum: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    }),
    daily_cutoff: Type.String({ description: 'Local HH:MM of the automatic clock-out' }),
    require_customer: Type.Boolean(),
    require_project: Type.Boolean(),
    min_unpaid_break_minutes: Type.Integer({
      description:
        'Breaks shorter than this many minutes are paid time worked (29 CFR 785.18 rest periods; a bona fide meal period is ordinarily 30 minutes, 29 CFR 785.19(a)); longer ones are unpaid except paid_lunch_time. Default 30',
    }),
    sui_rates: Type.Record(Type.String(), Type.Number(), {
      description: 'Employer SUI rate per state, as a fraction (0.034 = 3.4%)',
    }),
  },
  { $id: 'Company' },
);
