/** Shapes of GET /employees/:employee_id/timesheet (./timesheet.service.ts). */
import { Type } from 'typebox';
import { DateStr, Nullable } from '../../platform/http/schemas.js';

const Seconds = (description: string) => Type.Integer({ minimum: 0, description: `${description}; seconds` });

/** Query: the company-local days to show (default: this workweek). */
export const TimesheetQuery = Type.Object(
  {
    start_date: Type.Optional(DateStr),
    end_date: Type.Optional(DateStr),
  },
  { additionalProperties: false },
);

const RULES = [
  'flsa_weekly_40',
  'ca_daily_8',
  'ak_daily_8',
  'nv_daily_8',
  'co_daily_12',
  'ca_seventh_day',
  'ca_daily_12_double',
  'ca_seventh_day_over_8_double',
];

/** Overtime of one day produced by one rule. */
export const OvertimeRuleSeconds = Type.Object({
  rule: Type.String({
    enum: RULES,
    description:
      'flsa_weekly_40: over 40 h in the workweek (29 CFR 778.107); ca_daily_8 / ak_daily_8 / nv_daily_8 / co_daily_12: the workplace state’s daily rule; ca_seventh_day: first 8 h of the 7th consecutive workday; ca_daily_12_double, ca_seventh_day_over_8_double: CA double time (Labor Code §510)',
  }),
  multiplier: Type.String({ enum: ['1.5', '2'], description: 'Times the regular rate' }),
  seconds: Seconds('Overtime hours of the day under this rule'),
  description: Type.String({ description: 'The rule in words with its source' }),
});

/** One company-local day. */
export const TimesheetDay = Type.Object({
  date: DateStr,
  workweek_start: DateStr,
  regular_seconds: Seconds('Regular hours'),
  overtime_seconds: Seconds('Overtime (1.5×)'),
  double_overtime_seconds: Seconds('Double overtime (2×)'),
  paid_break_seconds: Seconds('Short breaks and paid lunch, already in the hours above'),
  unpaid_break_seconds: Seconds('Unpaid meal periods'),
  overtime: Type.Array(OvertimeRuleSeconds, { description: 'Overtime and double overtime by rule' }),
  locked_by_payroll_id: Nullable(
    Type.String({ description: 'Approved payroll whose period holds the day: its punches are read-only' }),
  ),
});

/** GET /employees/:employee_id/timesheet response. */
export const Timesheet = Type.Object(
  {
    employee_id: Type.Integer(),
    start_date: DateStr,
    end_date: DateStr,
    timezone: Type.String({ description: 'Company IANA time zone: days and workweeks are local to it' }),
    workweek_start: Type.String(),
    workplace_state: Nullable(Type.String({ description: 'Whose daily overtime rule applies' })),
    days: Type.Array(TimesheetDay),
    totals: Type.Object({
      regular_seconds: Type.Integer(),
      overtime_seconds: Type.Integer(),
      double_overtime_seconds: Type.Integer(),
    }),
    locked_periods: Type.Array(
      Type.Object({ payroll_id: Type.String(), start_date: DateStr, end_date: DateStr }),
      { description: 'Periods of approved payrolls that paid the person and overlap the days' },
    ),
    warnings: Type.Array(
      Type.Object({ code: Type.String(), message: Type.String(), time_record_id: Nullable(Type.Integer()) }),
    ),
  },
  {
    examples: [
      {
        employee_id: 5,
        start_date: '2026-10-11',
        end_date: '2026-10-17',
        timezone: 'America/Los_Angeles',
        workweek_start: 'sunday',
        workplace_state: 'CA',
        days: [
          {
            date: '2026-10-12',
            workweek_start: '2026-10-11',
            regular_seconds: 28800,
            overtime_seconds: 7200,
            double_overtime_seconds: 0,
            paid_break_seconds: 0,
            unpaid_break_seconds: 1800,
            overtime: [
              {
                rule: 'ca_daily_8',
                multiplier: '1.5',
                seconds: 7200,
                description: 'over 8 h in the workday, CA Labor Code §510',
              },
            ],
            locked_by_payroll_id: null,
          },
        ],
        totals: { regular_seconds: 28800, overtime_seconds: 7200, double_overtime_seconds: 0 },
        locked_periods: [],
        warnings: [],
      },
    ],
  },
);
