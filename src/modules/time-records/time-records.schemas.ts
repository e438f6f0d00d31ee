/**
 * Time record shapes (docs/api-conventions.md §2.6) and request bodies (docs/api-conventions.md §4). Text limits: locations 500,
 * notes 2,000, image URLs 2,048 characters.
 */
import { Type } from 'typebox';
import { DateTime, InstantOrDate, IntId, Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';

const COORDS = Type.String({
  maxLength: 64,
  description: '"<latitude>,<longitude>" in decimal degrees',
  examples: ['37.7749,-122.4194'],
});
const LOCATION = Type.String({ maxLength: 500 });
const NOTE = Type.String({ maxLength: 2000 });
const URL = Type.String({ maxLength: 2048, pattern: '^https?://' });
/** ISO-8601 instant with an explicit offset or Z. */
export const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
  format: 'date-time',
  description: 'ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199',
});

const listProps = {
  time_record_id: Type.Integer(),
  type: Type.String({ enum: ['work', 'break'] }),
  start: DateTime,
  end: Nullable(DateTime),
  missed_clockout: Type.Boolean(),
  clockin_source: Nullable(Type.String()),
  clockout_source: Nullable(Type.String()),
  start_location: Type.String(),
  end_location: Nullable(Type.String()),
  note: Nullable(Type.String()),
  end_note: Nullable(Type.String()),
  employee_id: Type.Integer(),
  customer_id: Nullable(Type.Integer()),
  project_id: Nullable(Type.Integer()),
  customer: Nullable(Type.Object({ customer_id: Type.Integer(), name: Type.String() })),
  project: Nullable(Type.Object({ project_id: Type.Integer(), name: Type.String() })),
};

/** GET /time-records item. */
export const TimeRecordListItem = Type.Object(listProps, { $id: 'TimeRecordListItem' });

/** Detail: list item + extras (GET /time-records/:id, clock-in, clock-out). */
export const TimeRecordDetail = Type.Object(
  {
    ...listProps,
    start_coordinates: Nullable(Type.String()),
    end_coordinates: Nullable(Type.String()),
    expires_at: Nullable(DateTime),
    note_img_url: Nullable(Type.String()),
    end_note_img_url: Nullable(Type.String()),
    employee: Type.Object({
      employee_id: Type.Integer(),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
  },
  { $id: 'TimeRecordDetail' },
);

/** Filters of GET /time-records (docs/api-conventions.md §4). `start_from`/`start_to`: an instant, or a company-local date. */
export const TimeRecordListQuery = Type.Object(
  {
    ...PageQuery,
    employee_id: Type.Optional(IntId),
    customer_id: Type.Optional(IntId),
    project_id: Type.Optional(IntId),
    type: Type.Optional(Type.String({ enum: ['work', 'break'] })),
    active: Type.Optional(Type.Boolean({ description: 'true = still clocked in (end is null)' })),
    start_from: Type.Optional(
      InstantOrDate('Inclusive: YYYY-MM-DD (start of that company-local day) or an instant'),
    ),
    start_to: Type.Optional(
      InstantOrDate('Inclusive: YYYY-MM-DD (the whole company-local day) or an instant'),
    ),
  },
  { additionalProperties: false },
);

/** POST /time-records/clock-in. */
export const ClockInBody = Type.Object(
  {
    employee_id: IntId,
    type: Type.Optional(Type.String({ enum: ['work', 'break', 'switch'], default: 'work' })),
    note: Type.Optional(Nullable(NOTE)),
    note_img_url: Type.Optional(Nullable(URL)),
    customer_id: Type.Optional(Nullable(IntId)),
    project_id: Type.Optional(Nullable(IntId)),
    start_coordinates: Type.Optional(Nullable(COORDS)),
    start_location: Type.Optional(LOCATION),
    timestamp: Type.Optional(Instant),
  },
  { additionalProperties: false },
);

/** POST /time-records/clock-out. */
export const ClockOutBody = Type.Object(
  {
    employee_id: IntId,
    end_note: Type.Optional(Nullable(NOTE)),
    end_note_img_url: Type.Optional(Nullable(URL)),
    end_coordinates: Type.Optional(Nullable(COORDS)),
    end_location: Type.Optional(Nullable(LOCATION)),
    timestamp: Type.Optional(Instant),
  },
  { additionalProperties: false },
);

/** Optional fields of a manual record, shared by POST and PATCH (null clears a nullable field). */
const manualFields = {
  note: Type.Optional(Nullable(NOTE)),
  end_note: Type.Optional(Nullable(NOTE)),
  note_img_url: Type.Optional(Nullable(URL)),
  end_note_img_url: Type.Optional(Nullable(URL)),
  customer_id: Type.Optional(Nullable(IntId)),
  project_id: Type.Optional(Nullable(IntId)),
  start_location: Type.Optional(LOCATION),
  end_location: Type.Optional(Nullable(LOCATION)),
  start_coordinates: Type.Optional(Nullable(COORDS)),
  end_coordinates: Type.Optional(Nullable(COORDS)),
};

/** POST /time-records: a completed historical record. */
export const CreateTimeRecordBody = Type.Object(
  {
    employee_id: IntId,
    type: Type.String({ enum: ['work', 'break'] }),
    start: Instant,
    end: Instant,
    ...manualFields,
  },
  { additionalProperties: false },
);

/** PATCH /time-records/:id: any subset; null clears a nullable field. */
export const PatchTimeRecordBody = Type.Object(
  {
    type: Type.Optional(Type.String({ enum: ['work', 'break'] })),
    start: Type.Optional(Instant),
    end: Type.Optional(Instant),
    ...manualFields,
  },
  { additionalProperties: false, minProperties: 1 },
);
