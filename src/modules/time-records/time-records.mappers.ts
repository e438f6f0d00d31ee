/**
 * Time record rows → API shapes (docs/api-conventions.md §2.6, §4): list items, details, audit
 * snapshots and the webhook event helpers shared by the punch path and the other time-clock writes.
 */
import type { Selectable } from 'kysely';
import type { TimeRecordsTable } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import type { ClockInType } from './domain/clock.js';
import type { RecordRow } from './time-records.repository.js';

/** A bare time_records row (no joined names), as `selectAll()` returns it. */
export type BareRecordRow = Selectable<TimeRecordsTable>;

/** A nullable int8 column → number or null. */
export const n = (v: string | number | null) => (v === null ? null : toInt(v));

/** Record row → list item (docs/api-conventions.md §2.6). */
export function toListItem(r: RecordRow) {
  const customerId = n(r.customer_id);
  const projectId = n(r.project_id);
  return {
    time_record_id: toInt(r.id),
    type: r.type,
    start: r.start,
    end: r.end,
    missed_clockout: r.missed_clockout,
    clockin_source: r.clockin_source,
    clockout_source: r.clockout_source,
    start_location: r.start_location,
    end_location: r.end_location,
    note: r.note,
    end_note: r.end_note,
    employee_id: toInt(r.employee_id),
    customer_id: customerId,
    project_id: projectId,
    customer:
      customerId !== null && r.customer_name !== null
        ? { customer_id: customerId, name: r.customer_name }
        : null,
    project:
      projectId !== null && r.project_name !== null ? { project_id: projectId, name: r.project_name } : null,
  };
}

/** Record row → detail (list item + coordinates, expiry, images, employee summary). */
export function toDetail(r: RecordRow) {
  return {
    ...toListItem(r),
    start_coordinates: r.start_coordinates,
    end_coordinates: r.end_coordinates,
    expires_at: r.expires_at,
    note_img_url: r.note_img_url,
    end_note_img_url: r.end_note_img_url,
    employee: { employee_id: toInt(r.employee_id), first_name: r.first_name, last_name: r.last_name },
  };
}

/** Audit snapshot of a bare row (no joined names). */
export function snapshot(r: BareRecordRow) {
  return {
    time_record_id: toInt(r.id),
    employee_id: toInt(r.employee_id),
    type: r.type,
    start: r.start,
    end: r.end,
    missed_clockout: r.missed_clockout,
    clockin_source: r.clockin_source,
    clockout_source: r.clockout_source,
    customer_id: n(r.customer_id),
    project_id: n(r.project_id),
    start_location: r.start_location,
    end_location: r.end_location,
    note: r.note,
    end_note: r.end_note,
    start_coordinates: r.start_coordinates,
    end_coordinates: r.end_coordinates,
    expires_at: r.expires_at,
    note_img_url: r.note_img_url,
    end_note_img_url: r.end_note_img_url,
  };
}

/** The ordering key of time record events: one person's punches reach an endpoint in order. */
export const orderOf = (employeeId: string | number) => `employee:${toInt(employeeId)}`;

/**
 * The detail as it was before a change of the record's own columns (end, notes, sources…): the
 * detail after, with the earlier column values. For `previous_attributes` of the event.
 */
export function detailBefore(after: ReturnType<typeof toDetail>, row: BareRecordRow) {
  return { ...after, ...snapshot(row) };
}

/** The event type of a clock-in's new record. */
export function clockInEvent(requested: ClockInType, newType: 'work' | 'break') {
  if (requested === 'switch') return 'time_record.switched' as const;
  return newType === 'break' ? ('time_record.break_started' as const) : ('time_record.clock_in' as const);
}
