/**
 * Validation of a create-draft body (POST/PUT /payrolls) before anything is computed: each person
 * once, exactly one of payrollData or splits, and every person payable in this payroll (of the
 * company, employee vs contractor list, not timetrack_only, in the group of a regular payroll).
 * Errors name the path of the value (`employees[3].employee_id`).
 */
import type { Static } from 'typebox';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError, type FieldError } from '../../shared/errors.js';
import type { EntryInput } from './ledger/draft-lines.js';
import type { CreateDraftBody } from './payrolls.schemas.js';
import type { PayeeRow } from './payrolls.repository.js';

/** Body of POST /payrolls and PUT /payrolls/:id (the initialize response's `actions.create_draft`). */
export type DraftInput = Static<typeof CreateDraftBody>;

/** One entry of the body with its JSON path and list. */
export interface DraftEntry {
  e: EntryInput;
  path: string;
  contractor: boolean;
}

function fail(code: 'validation_failed' | 'invalid_reference', errors: FieldError[]): void {
  if (errors.length > 0) throw new DomainError(code, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/** Employees then contractors of the body, with their paths. */
export function draftEntries(body: DraftInput): DraftEntry[] {
  return [
    ...body.employees.map((e, i) => ({ e: e as EntryInput, path: `employees[${i}]`, contractor: false })),
    ...(body.contractors ?? []).map((e, i) => ({
      e: e as EntryInput,
      path: `contractors[${i}]`,
      contractor: true,
    })),
  ];
}

/**
 * Each person once; exactly one of payrollData or splits. Returns the employee ids.
 * @throws 400 `validation_failed` naming every bad path
 */
export function assertEntryShapes(all: readonly DraftEntry[]): number[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const { e, path } of all) {
    if (seen.has(e.employee_id)) {
      errors.push({
        field: `${path}.employee_id`,
        message: `employee ${e.employee_id} appears more than once`,
      });
    }
    seen.add(e.employee_id);
    if ((e.payrollData === undefined) === (e.splits === undefined)) {
      errors.push({ field: path, message: 'must have exactly one of payrollData or splits' });
    }
  }
  fail('validation_failed', errors);
  return [...seen];
}

/**
 * Every person is payable in this payroll.
 * @throws 422 `invalid_reference` naming every bad path
 */
export function assertPayable(
  all: readonly DraftEntry[],
  byId: ReadonlyMap<number, PayeeRow>,
  period: { type: string; groupId: number | null },
): void {
  const errors: FieldError[] = [];
  for (const { e, path, contractor } of all) {
    const p = byId.get(e.employee_id);
    if (!p) {
      errors.push({
        field: `${path}.employee_id`,
        message: `${e.employee_id} is not an employee of this company`,
      });
      continue;
    }
    if (contractor !== (p.employment_type === 'contractor')) {
      errors.push({
        field: `${path}.employee_id`,
        message: contractor
          ? `${e.employee_id} is not a contractor`
          : `${e.employee_id} is a contractor; list contractors under contractors`,
      });
    }
    if (p.timetrack_only) {
      errors.push({
        field: `${path}.employee_id`,
        message: `${e.employee_id} is timetrack_only and is not paid through payroll`,
      });
    }
    if (
      period.type === 'regular' &&
      (p.pay_schedule_group_id === null || toInt(p.pay_schedule_group_id) !== period.groupId)
    ) {
      errors.push({
        field: `${path}.employee_id`,
        message: `${e.employee_id} is not in pay schedule group ${period.groupId}`,
      });
    }
    if (contractor && e.splits) {
      errors.push({ field: `${path}.splits`, message: 'contractors are never split' });
    }
  }
  fail('invalid_reference', errors);
}
