/**
 * Calendar dates in requests, one rule for every route (docs/decisions/0009-date-inputs.md): a
 * request value declared as a date (`format: 'date'`, i.e. `DateStr` of schemas.ts) is accepted
 * written `YYYY-MM-DD` or as an ISO date-time at midnight (`2026-11-02T00:00:00.000Z`, the form our
 * responses give the seed's `start_date` fields), and reaches the handler as `YYYY-MM-DD`. A
 * date-time with a time of day is a 400 naming the field.
 *
 * Two parts:
 * - {@link widenRouteDates}, an `onRoute` hook registered before @fastify/swagger (so openapi.json
 *   documents the accepted form), rewrites every date of a body, query string or path schema to the
 *   `calendar-date` format of formats.ts, with the {@link CALENDAR_DATE_KEYWORD} marker;
 * - {@link calendarDateKeyword}, the Ajv keyword behind the marker, checks the value and replaces it
 *   by its `YYYY-MM-DD` date in the request, before the handler runs.
 * Response schemas keep `format: date`: what we send is always `YYYY-MM-DD`.
 */
import type { RouteOptions } from 'fastify';
import type { ErrorObject, FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import { calendarDateOf, isCalendarInstant } from './formats.js';
import { mapRouteInputs, mapSchema, type JsonSchema } from './schema-walk.js';

/** Where Ajv found the value (its parent object or array and the key in it). */
type DataCxt = Parameters<SchemaValidateFunction>[3];

/** The schema marker (an OpenAPI extension keyword) that makes Ajv normalize a date input. */
export const CALENDAR_DATE_KEYWORD = 'x-calendar-date';

/** Both accepted spellings, for documentation and validating proxies (Ajv uses calendarDateOf). */
export const CALENDAR_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T00:00(:00(\\.0{1,9})?)?(Z|z|[+-]\\d{2}:\\d{2}))?$';

const NOTE =
  'Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses ' +
  'render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.';

/** The request form of one date schema (anything else is returned as is). */
function widenDate(s: JsonSchema): JsonSchema {
  if (s.format !== 'date') return s;
  const examples = Array.isArray(s.examples) ? (s.examples as unknown[]) : [];
  const first = typeof examples[0] === 'string' ? examples[0] : '2026-11-02';
  return {
    ...s,
    format: 'calendar-date',
    pattern: CALENDAR_DATE_PATTERN,
    maxLength: 40,
    description: s.description ? `${String(s.description)}. ${NOTE}` : NOTE,
    examples: [...examples, `${first}T00:00:00.000Z`],
    [CALENDAR_DATE_KEYWORD]: true,
  };
}

/** A copy of a request schema whose dates accept the midnight date-time form (deep). */
export function withDateInputs(schema: unknown): unknown {
  return mapSchema(schema, widenDate);
}

/** `onRoute` hook: widens the dates of the body, query string and params schemas of `route`. */
export function widenRouteDates(route: RouteOptions): void {
  mapRouteInputs(route, withDateInputs);
}

/**
 * Ajv validation of `x-calendar-date: true`: valid when {@link calendarDateOf} finds a date, which
 * then replaces the value in its parent object or array. The error names the value and the
 * accepted forms.
 */
function checkCalendarDate(enabled: boolean, data: string, _parentSchema?: unknown, cxt?: DataCxt): boolean {
  if (!enabled) return true;
  const date = calendarDateOf(data);
  if (date === null) {
    const why = isCalendarInstant(data)
      ? 'has a time of day, so it names no single calendar date'
      : 'is not a calendar date';
    checkCalendarDate.errors = [
      {
        keyword: CALENDAR_DATE_KEYWORD,
        params: {},
        message: `${JSON.stringify(data)} ${why}: send YYYY-MM-DD or a date-time at midnight (YYYY-MM-DDT00:00:00.000Z)`,
      },
    ];
    return false;
  }
  if (cxt?.parentData !== undefined && date !== data) cxt.parentData[cxt.parentDataProperty] = date;
  return true;
}
checkCalendarDate.errors = undefined as Partial<ErrorObject>[] | undefined;

/** The Ajv keyword (strings only, evaluated before `pattern` and `format`). */
export const calendarDateKeyword: FuncKeywordDefinition = {
  keyword: CALENDAR_DATE_KEYWORD,
  type: 'string',
  schemaType: 'boolean',
  modifying: true,
  errors: true,
  before: 'pattern',
  validate: checkCalendarDate,
};
