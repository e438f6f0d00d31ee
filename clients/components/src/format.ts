/**
 * Formatting for display: dollars (the API's JSON money) with two decimals, hours from seconds,
 * and company-local dates and times of UTC instants (`Intl`, the company's IANA time zone).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `1411.12` → `$1,411.12`; null → an en dash. */
export function money(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '–' : usd.format(dollars);
}

/** Seconds → hours with 2 decimals (`27000` → `7.50`). */
export function hours(seconds: number): string {
  return (Math.round((seconds / 3600) * 100) / 100).toFixed(2);
}

/** `YYYY-MM-DD` of an instant in `tz`. */
export function localDate(instant: string | number, tz: string): string {
  return new Date(instant).toLocaleDateString('en-CA', { timeZone: tz });
}

/** `HH:MM` (24 h) of an instant in `tz`. */
export function localTime(instant: string | number, tz: string): string {
  return new Date(instant).toLocaleTimeString('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit' });
}

/** `YYYY-MM-DDTHH:MM` of an instant in `tz` (the value of an `<input type="datetime-local">`). */
export function localDateTime(instant: string | number, tz: string): string {
  return `${localDate(instant, tz)}T${localTime(instant, tz)}`;
}

/** Offset of `tz` from UTC at `instantMs`, in ms (positive east of Greenwich). */
function offsetMs(instantMs: number, tz: string): number {
  const p = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instantMs);
  const n = (t: string) => Number(p.find((x) => x.type === t)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - (instantMs - (instantMs % 1000));
}

/** The UTC instant (ISO) of a company-local `YYYY-MM-DDTHH:MM` in `tz` (the later one in a DST overlap). */
export function zonedToInstant(local: string, tz: string): string {
  const [d, t] = local.split('T');
  const [y, mo, da] = d!.split('-').map(Number);
  const [h, mi] = t!.split(':').map(Number);
  const guess = Date.UTC(y!, mo! - 1, da!, h!, mi!);
  let at = guess - offsetMs(guess, tz);
  at = guess - offsetMs(at, tz);
  return new Date(at).toISOString();
}

/** `date` + `days` (calendar arithmetic on `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** First day (`YYYY-MM-DD`) of the workweek holding `date`, for a workweek starting on `weekday`. */
export function workweekStart(date: string, weekday: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  const start = Math.max(0, WEEKDAYS.indexOf(weekday.toLowerCase()));
  return addDays(date, -((dow - start + 7) % 7));
}
