/**
 * The `input_hash` of a payroll: sha256 (hex) of `JSON.stringify(body)` of the draft body as
 * validated. Computed piece by piece — the top-level members one at a time and the `employees` and
 * `contractors` arrays one entry at a time — so a 10,000-person body (11 MB of JSON) is never held
 * as one more 11–22 MB string; the bytes hashed are exactly those of `JSON.stringify(body)`
 * (ECMA-262 §25.5.2: members in property order, members whose value is `undefined` or a function
 * left out, `undefined` array elements written as `null`).
 */
import { createHash } from 'node:crypto';

/** JSON text of one array element, as `JSON.stringify` writes it inside an array. */
const elementJson = (v: unknown): string => JSON.stringify(v) ?? 'null';

/** sha256 hex of `JSON.stringify(body)` for a plain JSON object body (see the module comment). */
export function inputHash(body: object): string {
  const h = createHash('sha256');
  h.update('{');
  let first = true;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    h.update(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (Array.isArray(value) && (key === 'employees' || key === 'contractors')) {
      h.update('[');
      for (let i = 0; i < value.length; i++) {
        h.update(i === 0 ? elementJson(value[i]) : `,${elementJson(value[i])}`);
      }
      h.update(']');
    } else h.update(JSON.stringify(value));
  }
  h.update('}');
  return h.digest('hex');
}
