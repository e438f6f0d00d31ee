/**
 * SQL text expressions that write JSON by concatenation, for reads whose rows PostgreSQL returns
 * as ready JSON text (employees.repository.ts, the employee list). Each helper takes a SQL
 * expression (a column reference such as `e.first_name`, written by our code, never user input)
 * and returns a SQL expression of type `text` holding that value's JSON, `null` included, so
 * `jsonObjectText` can join the values with `||` (which would turn a whole row into NULL on one
 * SQL NULL otherwise).
 *
 * They write what `row_to_json` writes for the same SQL values (and so what `JSON.stringify`
 * writes for the mapped JS values): `to_json` escapes strings (quotes, backslashes, control
 * characters as `\n`, `\t`, `\u0001`; everything else as is) and dates; numbers are their text
 * output. Concatenation costs PostgreSQL less than `row_to_json` of nested records, which looks up
 * every column's type on every row (docs/performance.md, "The employee list as concatenated JSON").
 */

/** A JSON string of a text expression, or `null`: `to_json` does the escaping. */
export function jsonString(expr: string): string {
  return `coalesce(to_json(${expr})::text, 'null')`;
}

/**
 * A JSON string of a text expression whose values are plain words (a column with a `check (x in
 * ('a','b',…))` of letters, digits and `_` only, such as `employment_type`), or `null`: quoted
 * without escaping, as nothing in such a value needs it.
 */
export function jsonWord(expr: string): string {
  return `coalesce('"' || ${expr} || '"', 'null')`;
}

/** A JSON number of an integer or `numeric` expression (its text output), or `null`. */
export function jsonNumber(expr: string): string {
  return `coalesce((${expr})::text, 'null')`;
}

/** `true`, `false` or `null` of a boolean expression. */
export function jsonBoolean(expr: string): string {
  return `case ${expr} when true then 'true' when false then 'false' else 'null' end`;
}

/** A JSON string `"YYYY-MM-DD"` of a `date` expression (`to_json`, whatever the DateStyle), or `null`. */
export function jsonDate(expr: string): string {
  return jsonString(expr); // to_json of a date writes the ISO date whatever the DateStyle
}

/**
 * A JSON string `"YYYY-MM-DDT00:00:00.000Z"` of a `date` expression (midnight UTC of that date, as
 * shared/time.ts `dateToDateTime` writes it), or `null`.
 */
export function jsonMidnightUtc(expr: string): string {
  return `coalesce('"' || to_char(${expr}, 'YYYY-MM-DD') || 'T00:00:00.000Z"', 'null')`;
}

/** Keys are written as is: letters, digits and `_` only. */
const PLAIN_KEY = /^[a-z_][a-z0-9_]*$/;

/**
 * A compact JSON object `{"k1":v1,"k2":v2}` with the keys in the order given, from JSON text
 * expressions (the helpers above, or another `jsonObjectText`); never SQL NULL when no value is.
 * @throws Error when a key is not a plain identifier (a programming error, at module load).
 */
export function jsonObjectText(fields: ReadonlyArray<readonly [key: string, json: string]>): string {
  const parts = fields.map(([key, json], i) => {
    if (!PLAIN_KEY.test(key)) throw new Error(`jsonObjectText: key ${JSON.stringify(key)} is not plain`);
    return `'${i === 0 ? '{' : ','}"${key}":' || ${json}`;
  });
  return parts.length === 0 ? `'{}'` : `(${parts.join(' || ')} || '}')`;
}

/** `json` when `condition` holds, else `null` (an object that is absent as a whole). */
export function jsonWhen(condition: string, json: string): string {
  return `case when ${condition} then ${json} else 'null' end`;
}
