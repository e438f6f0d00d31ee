/** Departments and pay schedule groups (docs/api-conventions.md §3, §5). */
import { Type } from 'typebox';
import { DateStr, DateTime, Nullable } from '../../platform/http/schemas.js';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Frequency = Type.String({ enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] });

/** A department. */
export const Department = Type.Object({
  department_id: Type.Integer(),
  name: Type.String(),
  created_at: DateTime,
});
/** POST /departments. */
export const DepartmentBody = Type.Object({ name: Name }, { additionalProperties: false });

/** A pay schedule group (docs/api-conventions.md §5). */
export const PayScheduleGroup = Type.Object({
  pay_schedule_group_id: Type.Integer(),
  name: Type.String(),
  pay_frequency: Frequency,
  anchor_start_date: Nullable(DateStr),
  payday_offset_days: Type.Integer({ description: 'Payday = period end + this many days' }),
  created_at: DateTime,
});

/** POST /pay-schedule-groups. anchor_start_date required for weekly/biweekly (a period start), absent otherwise. */
export const GroupBody = Type.Object(
  {
    name: Name,
    pay_frequency: Frequency,
    anchor_start_date: Type.Optional(Nullable(DateStr)),
    payday_offset_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 31, default: 5 })),
  },
  { additionalProperties: false },
);

/** PATCH /pay-schedule-groups/:id (frequency and anchor are locked once the group has payrolls). */
export const GroupPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    pay_frequency: Type.Optional(Frequency),
    anchor_start_date: Type.Optional(Nullable(DateStr)),
    payday_offset_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 31 })),
  },
  { additionalProperties: false },
);
