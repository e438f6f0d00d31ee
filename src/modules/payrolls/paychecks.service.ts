/**
 * Item-level edits of a draft payroll (docs/payroll-walkthrough.md): list its paychecks (cursor-paged
 * by employee_id) and replace one person's earnings lines, splits, payment method or note. A PATCH
 * recomputes only that person (with YTD from approved payrolls) and the header totals, in one
 * transaction that holds the payroll header row `for update`, so concurrent edits of different
 * people never lose a total and a failed recompute leaves the draft as it was.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import type { OffCycleOptionsJson } from './off-cycle-options.js';
import { emitPayrollEvent } from './payroll-events.js';
import type { EntryInput } from './ledger/draft-lines.js';
import * as ledger from './ledger/ledger.repository.js';
import { paycheckSummaryJson, totalsJson } from './ledger/preview.mapper.js';
import { assertEditable } from './ledger/status-transitions.js';
import type { PaycheckPatchBody } from './payrolls.schemas.js';
import * as repo from './payrolls.repository.js';
import type { DraftComputer } from './draft-compute.js';

/** Body of PATCH /payrolls/:id/paychecks/:employee_id. */
export type PaycheckPatch = Static<typeof PaycheckPatchBody>;

/** The person's entry with the patch applied (earnings replace earnings; splits replace payrollData). */
export function patchedEntry(old: EntryInput, patch: PaycheckPatch): EntryInput {
  if (patch.payrollData && patch.splits) {
    throw new DomainError('validation_failed', 'give payrollData or splits, not both', [
      { field: 'splits', message: 'cannot be combined with payrollData' },
    ]);
  }
  const e: EntryInput = { ...old };
  if (patch.payrollData) {
    e.payrollData = patch.payrollData as EntryInput['payrollData'];
    delete e.splits;
  }
  if (patch.splits) {
    e.splits = patch.splits as EntryInput['splits'];
    delete e.payrollData;
  }
  if (patch.payment_method !== undefined) e.payment_method = patch.payment_method;
  if (patch.note !== undefined) e.note = patch.note;
  return e;
}

/** Field paths of the one-entry draft (`employees[0].payrollData…`) → paths of the PATCH body. */
function patchErrors(err: unknown): never {
  if (err instanceof DomainError && err.errors) {
    const strip = (f: string) => f.replace(/^(employees|contractors)\[0\]\.?/, '') || 'employee_id';
    const errors = err.errors.map((x) => ({ ...x, field: strip(x.field) }));
    throw new DomainError(err.code, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  }
  throw err;
}

/** Paychecks of a payroll: list and item-level edits. */
export class PaychecksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly drafts: DraftComputer,
  ) {}

  /** GET /payrolls/:id/paychecks: summaries ordered by employee_id, in any status. @throws 404 */
  async list(auth: AuthContext, payrollId: string, limit: number, cursor?: string) {
    const header = await repo.findPayroll(this.db, auth.companyId, payrollId);
    if (!header) throw notFound('Payroll', payrollId);
    const after = decodeCursor(cursor, 1);
    const rows = await ledger.loadPaychecks(this.db, auth.companyId, payrollId, {
      afterEmployeeId: after ? Number(after[0]) : null,
      limit: limit + 1,
      withoutLines: true,
    });
    return page(rows, limit, paycheckSummaryJson, (c) => [c.employeeId]);
  }

  /**
   * PATCH /payrolls/:id/paychecks/:employee_id: recomputes one person and the header totals.
   * @throws 404 unknown payroll or person not in it; 409 `payroll_not_draft`; 400/422 bad lines
   */
  async patch(auth: AuthContext, payrollId: string, employeeId: number, body: PaycheckPatch) {
    const header = await repo.findPayroll(this.db, auth.companyId, payrollId);
    if (!header) throw notFound('Payroll', payrollId);
    assertEditable(header, 'change');
    const [old] = await ledger.loadPaychecks(this.db, auth.companyId, payrollId, {
      employeeId,
      withoutLines: true,
      withInput: true,
    });
    if (!old) throw notFound(`Paycheck of employee ${employeeId} in payroll`, payrollId);
    const entry = patchedEntry(old.input as EntryInput, body);
    const draft = {
      type: header.type,
      start_date: header.start_date,
      end_date: header.end_date,
      payday: header.payday,
      pay_frequency: header.pay_frequency,
      pay_schedule_group_id:
        header.pay_schedule_group_id === null ? null : Number(header.pay_schedule_group_id),
      off_cycle_options: (header.off_cycle_options as OffCycleOptionsJson | null) ?? null,
      employees: old.isContractor ? [] : [entry],
      contractors: old.isContractor ? [entry] : [],
    };
    const computed = await this.drafts.computeDraft(auth, draft, payrollId).catch(patchErrors);
    const fresh = computed.paychecks[0]!;
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const locked = await repo.lockPayroll(trx, auth.companyId, payrollId);
      if (!locked) throw notFound('Payroll', payrollId);
      assertEditable(locked, 'change');
      const gone = await ledger.removePaycheck(trx, auth.companyId, payrollId, employeeId);
      if (!gone) throw notFound(`Paycheck of employee ${employeeId} in payroll`, payrollId);
      await ledger.insertPaychecks(trx, auth.companyId, payrollId, header.payday, [fresh]);
      // Totals move by this paycheck's difference (read under the header lock), not re-summed.
      await ledger.adjustHeaderTotals(trx, auth.companyId, payrollId, gone, fresh);
      // The input snapshot changed: chain the previous hash with this person's new entry.
      const hash = createHash('sha256')
        .update(`${locked.input_hash ?? ''}|${employeeId}|${JSON.stringify(entry)}`)
        .digest('hex');
      const h = await repo.touchPayroll(trx, auth.companyId, payrollId, now.toISOString(), hash);
      await emitPayrollEvent(trx, auth.companyId, 'payroll.updated', h, header, now);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: payrollId,
        action: 'update_paycheck',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { employee_id: employeeId, gross_cents: gone.grossCents, net_cents: gone.netCents },
        after: {
          employee_id: employeeId,
          gross_cents: fresh.grossCents,
          net_cents: fresh.netCents,
          patch: body,
        },
        at: now,
      });
      return { payroll_id: payrollId, paycheck: paycheckSummaryJson(fresh), totals: totalsJson(h) };
    });
  }
}
