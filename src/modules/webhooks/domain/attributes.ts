/**
 * `previous_attributes` of an update event: the top-level fields of the API shape whose value
 * changed, with their earlier values (compared as JSON). Pure.
 */

/** The fields of `before` that differ in `after` (fields absent after the change are included). */
export function changedAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[k] === undefined ? null : before[k];
    if (JSON.stringify(was) !== JSON.stringify(after[k] === undefined ? null : after[k])) out[k] = was;
  }
  return out;
}
