/**
 * Statutory paid-sick-leave minimums as data (time-off-rules/<year>/*.json) and the check of a
 * policy against them: a sick (or PTO) policy weaker than the minimum of a state where someone
 * works gets a warning naming the rule. Filled in by the statutory data step.
 */
import type { PolicyRow } from './time-off.repository.js';

/** A warning on a policy. */
export interface PolicyWarning {
  code: string;
  jurisdiction: string;
  rule: string;
  message: string;
}

/** Warnings of a policy for the jurisdictions where the company's people work. */
export function policyWarnings(_p: PolicyRow, _jurisdictions: ReadonlySet<string>): PolicyWarning[] {
  return [];
}
