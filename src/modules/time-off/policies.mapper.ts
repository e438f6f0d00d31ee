/**
 * Policy body → columns (with the checks JSON Schema cannot say: ≤ 4 decimals, no negative rate
 * or cap, per_hours_worked required for per_hour_worked) and policy row → API JSON.
 */
import type { Updateable } from 'kysely';
import type { TimeOffPoliciesTable } from '../../platform/db/schema.js';
import { Checker, show } from '../setup/validation.js';
import { hoursToSeconds, secondsToHours4 } from './domain/hours.js';
import type { PolicyRow } from './time-off.repository.js';

/** The policy fields of a POST or PATCH body (all optional here; POST requires name, kind, method). */
export interface PolicyInput {
  name?: string;
  kind?: string;
  accrual_method?: string;
  accrual_hours?: number;
  per_hours_worked?: number | null;
  front_load_on?: string | null;
  accrual_rounding?: string;
  max_balance_hours?: number | null;
  max_accrued_per_year_hours?: number | null;
  max_used_per_year_hours?: number | null;
  carryover_limit_hours?: number | null;
  waiting_period_days?: number;
  overtime_accrues?: boolean;
  allow_negative?: boolean;
  payout_on_termination?: boolean;
  auto_enroll?: boolean;
  is_archived?: boolean;
}

type Cols = Updateable<TimeOffPoliciesTable>;

const CAPS = [
  ['max_balance_hours', 'max_balance_seconds'],
  ['max_accrued_per_year_hours', 'max_accrued_per_year_seconds'],
  ['max_used_per_year_hours', 'max_used_per_year_seconds'],
  ['carryover_limit_hours', 'carryover_limit_seconds'],
] as const;

/** A non-negative number of hours with ≤ 4 decimals and ≤ 100,000 → its text, or null (error recorded). */
function hoursText(c: Checker, field: string, v: number): string | null {
  if (!Number.isFinite(v) || v < 0) {
    c.add(field, `${show(v)} is negative; rates and caps are 0 or more hours`);
    return null;
  }
  if (v > 100_000) {
    c.add(field, `${show(v)} is more than 100000 hours`);
    return null;
  }
  if (hoursToSeconds(v) === null) {
    c.add(field, `${show(v)} has more than 4 decimals`);
    return null;
  }
  return String(v);
}

/**
 * Checks a body and returns the columns it sets. `current` is the stored policy on PATCH (for the
 * cross-field rule of per_hour_worked). @throws 400 validation_failed naming every bad field.
 */
export function policyColumns(b: PolicyInput, current: PolicyRow | null): Cols {
  const c = new Checker();
  const out: Cols = {};
  if (b.name !== undefined) {
    const name = b.name.trim();
    if (name.length === 0) c.add('name', 'must not be blank');
    out.name = name;
  }
  if (b.kind !== undefined) out.kind = b.kind as Cols['kind'];
  if (b.accrual_method !== undefined) out.accrual_method = b.accrual_method as Cols['accrual_method'];
  if (b.accrual_hours !== undefined) {
    const t = hoursText(c, 'accrual_hours', b.accrual_hours);
    if (t !== null) out.accrual_hours = t;
  }
  if (b.per_hours_worked !== undefined) {
    if (b.per_hours_worked === null) out.per_hours_worked = null;
    else {
      const t = hoursText(c, 'per_hours_worked', b.per_hours_worked);
      if (t !== null && Number(t) === 0) c.add('per_hours_worked', 'must be more than 0');
      else if (t !== null) out.per_hours_worked = t;
    }
  }
  if (b.front_load_on !== undefined) out.front_load_on = b.front_load_on as Cols['front_load_on'];
  if (b.accrual_rounding !== undefined) out.accrual_rounding = b.accrual_rounding as Cols['accrual_rounding'];
  for (const [field, col] of CAPS) {
    const v = b[field];
    if (v === undefined) continue;
    if (v === null) out[col] = null;
    else if (hoursText(c, field, v) !== null) out[col] = hoursToSeconds(v)!;
  }
  if (b.waiting_period_days !== undefined) {
    if (b.waiting_period_days < 0 || b.waiting_period_days > 3650) {
      c.add('waiting_period_days', `${show(b.waiting_period_days)} must be from 0 to 3650 days`);
    } else out.waiting_period_days = b.waiting_period_days;
  }
  for (const k of [
    'overtime_accrues',
    'allow_negative',
    'payout_on_termination',
    'auto_enroll',
    'is_archived',
  ] as const) {
    if (b[k] !== undefined) out[k] = b[k];
  }
  const method = out.accrual_method ?? current?.accrual_method;
  const per = out.per_hours_worked !== undefined ? out.per_hours_worked : (current?.per_hours_worked ?? null);
  if (method === 'per_hour_worked' && (per === null || per === undefined)) {
    c.add(
      'per_hours_worked',
      'is required when accrual_method is per_hour_worked (e.g. 30 for 1 hour per 30 worked)',
    );
  }
  const front = out.front_load_on !== undefined ? out.front_load_on : (current?.front_load_on ?? null);
  if (method === 'annual_front_load' && front === null) {
    out.front_load_on = 'january_1';
  }
  c.throwIfAny();
  return out;
}

const h = (v: string | number | null) => (v === null ? null : secondsToHours4(Number(v)));

/** Policy row → TimeOffPolicy JSON (without enrolled_count and warnings). */
export function toPolicy(r: PolicyRow) {
  return {
    time_off_policy_id: Number(r.id),
    name: r.name,
    kind: r.kind,
    accrual_method: r.accrual_method,
    accrual_hours: Number(r.accrual_hours),
    per_hours_worked: r.per_hours_worked === null ? null : Number(r.per_hours_worked),
    front_load_on: r.front_load_on,
    accrual_rounding: r.accrual_rounding,
    max_balance_hours: h(r.max_balance_seconds),
    max_accrued_per_year_hours: h(r.max_accrued_per_year_seconds),
    max_used_per_year_hours: h(r.max_used_per_year_seconds),
    carryover_limit_hours: h(r.carryover_limit_seconds),
    waiting_period_days: r.waiting_period_days,
    overtime_accrues: r.overtime_accrues,
    allow_negative: r.allow_negative,
    payout_on_termination: r.payout_on_termination,
    auto_enroll: r.auto_enroll,
    is_archived: r.is_archived,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
