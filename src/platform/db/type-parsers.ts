/**
 * One set of type parsers for both drivers (PGlite and node-postgres), so that rows look the same
 * on either backend:
 * - `date` (1082) → `'YYYY-MM-DD'` string (never a JS Date: pg would build a local-midnight Date);
 * - `timestamptz` (1184) / `timestamp` (1114) → ISO-8601 UTC string with milliseconds;
 * - `int8` (20) → string (ids and cents are converted with {@link toInt} where used, never silently);
 * - `numeric` (1700) → string (rates stay exact decimals).
 * The session time zone is set to UTC on every connection, so timestamptz text always ends in `+00`.
 */

/** OIDs of the PostgreSQL types we parse. */
export const PG_OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/**
 * Turns PostgreSQL's timestamp text (`2026-03-05 09:00:00.123+00`, session TimeZone UTC) into
 * `2026-03-05T09:00:00.123Z`. Sub-millisecond digits are truncated (columns are `timestamptz(3)`).
 */
export function parseTimestamp(text: string): string {
  // Fast path for UTC output: "YYYY-MM-DD HH:MM:SS[.fff...]+00"
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?(\+00(?::00)?)?$/.exec(text);
  if (m) {
    const frac = ((m[3] ?? '') + '000').slice(0, 3);
    return `${m[1]}T${m[2]}.${frac}Z`;
  }
  const d = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return text;
  return d.toISOString();
}

const identity = (x: string): string => x;

/** Parser map keyed by type OID, shared by both drivers. */
export const typeParsers: Record<number, (text: string) => unknown> = {
  [PG_OID.INT8]: identity,
  [PG_OID.NUMERIC]: identity,
  [PG_OID.DATE]: identity,
  [PG_OID.TIMESTAMP]: parseTimestamp,
  [PG_OID.TIMESTAMPTZ]: parseTimestamp,
};

/**
 * Converts an int8/int4 column value (string or number) to a JS number.
 * @throws RangeError when the value does not fit in a safe integer (never loses precision silently).
 */
export function toInt(v: string | number | bigint): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer out of safe range: ${String(v)}`);
  return n;
}
