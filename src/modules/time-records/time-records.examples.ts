/**
 * Examples of the time clock operations in openapi.json and on the reference page: real answers of this
 * code (captured from a run on the payroll test fixture of test/helpers/payroll-fixture.ts, names
 * changed), typed by their schemas so they cannot drift from them silently.
 */
import type { Static } from 'typebox';
import type { ClockInBody, ClockOutBody, TimeRecordDetail } from './time-records.schemas.js';

/** POST /time-records/clock-in. */
export const CLOCK_IN_EXAMPLE: Static<typeof ClockInBody> = {
  employee_id: 1,
  type: 'work',
  note: 'Starting morning shift',
  start_location: 'Congress Ave site',
  start_coordinates: '30.2672,-97.7431',
};

/** Its 201 answer: the active record (end null), automatic clock-out at the next daily cutoff. */
export const CLOCKED_IN_EXAMPLE: Static<typeof TimeRecordDetail> = {
  time_record_id: 11,
  type: 'work',
  start: '2026-11-24T15:00:00.000Z',
  end: null,
  missed_clockout: false,
  clockin_source: 'partner_api',
  clockout_source: null,
  start_location: 'Congress Ave site',
  end_location: null,
  note: 'Starting morning shift',
  end_note: null,
  employee_id: 1,
  customer_id: null,
  project_id: null,
  customer: null,
  project: null,
  start_coordinates: '30.2672,-97.7431',
  end_coordinates: null,
  expires_at: '2026-11-25T12:00:00.000Z',
  note_img_url: null,
  end_note_img_url: null,
  employee: {
    employee_id: 1,
    first_name: 'Ana',
    last_name: 'Lopez',
  },
};

/** POST /time-records/clock-out. */
export const CLOCK_OUT_EXAMPLE: Static<typeof ClockOutBody> = {
  employee_id: 1,
  end_note: 'done',
};

/** Its 200 answer: the closed record. */
export const CLOCKED_OUT_EXAMPLE: Static<typeof TimeRecordDetail> = {
  ...CLOCKED_IN_EXAMPLE,
  end: '2026-11-24T18:00:00.000Z',
  clockout_source: 'partner_api',
  end_note: 'done',
};
