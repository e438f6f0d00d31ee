/**
 * Computes the paychecks of a draft (POST/PUT /payrolls, PATCH of one paycheck): validates the
 * body, loads every input in bulk (people, benefits, deductions, tax setups, YTD from approved
 * payrolls), calls the pure tax engine per employee and returns ledger paychecks in cents, ordered
 * by employee_id. Nothing is written here.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError, type FieldError } from '../../shared/errors.js';
import { calculatePaycheckTaxes, type EarningType, type PaycheckTaxResult } from '@payclock/tax-engine';
import { benefitElections, deductionInputs, groupByEmployee, ytdByEmployee } from './engine-inputs.js';
import { assertEntryShapes, assertPayable, draftEntries, type DraftInput } from './draft-validation.js';
import { draftLines } from './ledger/draft-lines.js';
import * as ledger from './ledger/ledger.repository.js';
import { assignDeposits } from './ledger/deposits.js';
import { loadDepositAccounts } from './ledger/deposits.repository.js';
import { contractorPaycheck, employeePaycheck, type PayeeSnapshot } from './ledger/paycheck-builder.js';
import type { PaycheckRecord } from './ledger/paycheck-record.js';
import type { PayrollPeriods, ResolvedPeriod } from './payroll-periods.js';
import * as repo from './payrolls.repository.js';
import { loadTaxSetups } from '../setup/tax-setup.service.js';

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** A computed draft: its resolved period and one paycheck per person (by employee_id). */
export interface ComputedDraft {
  period: ResolvedPeriod;
  paychecks: PaycheckRecord[];
}

/** What item edits need: the draft computation. */
export interface DraftComputer {
  computeDraft(
    auth: AuthContext,
    body: DraftInput,
    payrollId: string | null,
    onPaycheck?: (paycheck: PaycheckRecord) => void,
  ): Promise<ComputedDraft>;
}

/** The draft computation. */
export class DraftCalculator implements DraftComputer {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly periods: PayrollPeriods,
  ) {}

  /**
   * Validates a draft body and computes every paycheck: lines from the body (an omitted amount is
   * hours × rate), then the tax engine per employee with YTD from approved payrolls of the payday's
   * year. `onPaycheck` sees each paycheck as soon as it is computed (its input and lines final; the
   * draft hands them to the detail worker: ./ledger/detail-encoder.ts `DetailBatcher`).
   * @throws 400 naming the path of the first invalid value.
   */
  async computeDraft(
    auth: AuthContext,
    body: DraftInput,
    payrollId: string | null,
    onPaycheck?: (paycheck: PaycheckRecord) => void,
  ): Promise<ComputedDraft> {
    const all = draftEntries(body);
    const ids = assertEntryShapes(all);
    const period = await this.periods.resolvePeriod(
      auth,
      { ...body, pay_schedule_group_id: body.pay_schedule_group_id ?? null },
      ids,
    );
    const payees = await repo.loadPayees(this.db, auth.companyId, {
      employeeIds: ids,
      periodStart: period.start,
      onlyEligible: false,
    });
    const byId = new Map(payees.map((p) => [toInt(p.id), p]));
    assertPayable(all, byId, period);

    // Lines in cents, validated.
    const errors: FieldError[] = [];
    const prepared = all.map(({ e, path, contractor }) => ({
      e,
      contractor,
      p: byId.get(e.employee_id)!,
      ...draftLines(e, path, errors),
    }));
    if (errors.length > 0) {
      throw new DomainError('validation_failed', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }

    const employeeIds = prepared.filter((x) => !x.contractor).map((x) => x.e.employee_id);
    const year = Number(period.payday.slice(0, 4));
    const [{ benefits, deductions }, ytd, companyRow, setups] = await Promise.all([
      repo.loadBenefitsAndDeductions(this.db, auth.companyId, employeeIds, period.payday),
      ledger.loadYtd(this.db, auth.companyId, employeeIds, year, payrollId, period),
      repo.findCompanyRow(this.db, auth.companyId),
      loadTaxSetups(this.db, auth.companyId, employeeIds, year),
    ]);
    const suiRates = Object.fromEntries(
      Object.entries(companyRow.sui_rates ?? {}).map(([k, v]) => [k, String(v)]),
    );

    const benefitsOf = groupByEmployee(benefits, (b) => toInt(b.employee_id));
    const deductionsOf = groupByEmployee(deductions, (d) => toInt(d.employee_id));
    const ytdOf = ytdByEmployee(ytd);
    const paychecks: PaycheckRecord[] = [];
    for (const x of prepared) {
      const who: PayeeSnapshot = {
        employeeId: x.e.employee_id,
        firstName: x.p.first_name,
        lastName: x.p.last_name,
        paymentMethod: x.e.payment_method ?? x.p.payment_method,
        note: x.e.note ?? null,
        workplaceId: x.p.workplace_id,
        workplaceState: x.p.workplace_state,
        departmentId: n(x.p.department_id),
        input: x.e,
      };
      if (x.contractor) {
        const paycheck = contractorPaycheck(who, x.lines);
        paychecks.push(paycheck);
        onPaycheck?.(paycheck);
        continue;
      }
      const id = x.e.employee_id;
      const myYtd = ytdOf(id);
      const myBenefits = benefitElections(benefitsOf.get(id) ?? []);
      const myDeductions = deductionInputs(deductionsOf.get(id) ?? []);
      const byType = new Map<string, number>();
      for (const l of x.lines) byType.set(l.type, (byType.get(l.type) ?? 0) + l.amountCents);
      const address = x.p.address as { state?: string; city?: string; zip?: string } | null;
      let r: PaycheckTaxResult;
      try {
        r = calculatePaycheckTaxes({
          payday: period.payday,
          payFrequency: period.freq,
          payrollType: period.type,
          offCycleOptions: period.offCycleOptions && {
            forceSupplementalWithholding: period.offCycleOptions.force_supplemental_withholding,
            applyBenefits: period.offCycleOptions.apply_benefits,
            applyPostTaxDeductions: period.offCycleOptions.apply_post_tax_deductions,
          },
          earnings: [...byType].map(([type, amountCents]) => ({ type: type as EarningType, amountCents })),
          federal: setups.get(id)?.federal ?? null,
          state: setups.get(id)?.state ?? null,
          residentState: setups.get(id)?.state?.resident ?? null,
          workplace: {
            state: x.p.workplace_state ?? '',
            city: x.p.workplace_city ?? null,
            zip: x.p.workplace_zip ?? null,
            psdCode: x.p.workplace_psd_code ?? null,
          },
          homeAddress: address?.state
            ? { state: address.state, city: address.city ?? null, zip: address.zip ?? null }
            : null,
          benefits: myBenefits,
          deductions: myDeductions,
          suiRates,
          ytd: myYtd,
        });
      } catch (err) {
        throw new DomainError(
          'validation_failed',
          `payday ${period.payday}: ${err instanceof Error ? err.message : String(err)}`,
          [{ field: 'payday', message: 'no tax tables for this tax year' }],
        );
      }
      const empWarnings = r.warnings.map((w) => ({ code: w.code, message: w.message }));
      if (!setups.get(id)?.w4OnFile) {
        empWarnings.push({
          code: 'no_w4',
          message: 'No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)',
        });
      }
      if (!x.p.workplace_id) {
        empWarnings.push({
          code: 'no_workplace',
          message: 'No workplace: no state or local taxes were computed',
        });
      }
      const paycheck = employeePaycheck(who, x.lines, r, empWarnings);
      paychecks.push(paycheck);
      onPaycheck?.(paycheck);
    }
    paychecks.sort((a, b) => a.employeeId - b.employeeId);
    assignDeposits(paychecks, await loadDepositAccounts(this.db, auth.companyId, ids));
    return { period, paychecks };
  }
}
