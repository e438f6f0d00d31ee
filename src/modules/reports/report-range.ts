/**
 * Date-range rules shared by every report: `start_date` and `end_date` are company-local calendar
 * dates `YYYY-MM-DD`, both inclusive. An inverted range, or one longer than five years
 * (end_date later than start_date + 5 calendar years − 1 day), is a 400 `validation_failed` naming
 * `end_date`; a date that is not a real calendar date is a 400 naming its parameter.
 */
import { Temporal } from 'temporal-polyfill';
import { DomainError } from '../../shared/errors.js';
import { isValidDate } from '../../shared/time.js';

/** The longest range a report accepts, in calendar years. */
export const MAX_RANGE_YEARS = 5;

/** A validated inclusive range of company-local dates. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

function bad(field: string, message: string): never {
  throw new DomainError('validation_failed', `${field} ${message}`, [{ field, message }]);
}

/**
 * Checks `start_date ≤ end_date < start_date + 5 years`.
 * @throws DomainError 400 `validation_failed` with `errors[0].field` = the offending parameter.
 */
export function validateRange(startDate: string, endDate: string): DateRange {
  if (!isValidDate(startDate)) bad('start_date', `${JSON.stringify(startDate)} is not a calendar date`);
  if (!isValidDate(endDate)) bad('end_date', `${JSON.stringify(endDate)} is not a calendar date`);
  if (endDate < startDate) bad('end_date', `${endDate} is before start_date ${startDate}`);
  const limit = Temporal.PlainDate.from(startDate).add({ years: MAX_RANGE_YEARS }).toString();
  if (endDate >= limit) {
    bad(
      'end_date',
      `${endDate} makes the range longer than ${MAX_RANGE_YEARS} years (the last allowed end_date is the day before ${limit})`,
    );
  }
  return { startDate, endDate };
}
