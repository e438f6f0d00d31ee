/**
 * Year-end forms from the ledger (issue 22; docs/year-end.md): Form W-2 per employee and year,
 * Form W-3 totals, and the employer identifiers they carry. Figures are sums of approved payrolls
 * (historical ones included) whose payday falls in the calendar year.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound, type FieldError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { US_STATES } from '../setup/validation.js';
import { efw2File, type Efw2Address } from './efw2.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { centsToDollars } from '../../shared/money.js';
import {
  loadContractorStateIncome,
  loadFederalLiabilityByPayday,
  loadFutaWagesByState,
  loadGrossByWorkplaceState,
  loadStateQuarterWages,
  loadQuarterTaxTotals,
  loadYearTotals,
  type YearLineTotal,
} from './ledger-reads.js';
import { form941Document } from './form941.js';
import { line16Box } from './depositor.js';
import { form941Pdf } from './form941-pdf.js';
import { form940Pdf } from './form940-pdf.js';
import { form1099NecPdf } from './form1099nec-pdf.js';
import { TaxDepositsService } from '../payments/tax-deposits.service.js';
import { form940Document } from './form940.js';
import { stateWageReportJson } from './state-wage-report.js';
import { defaultTaxTables } from '@payclock/tax-engine';
import { reconcile } from './reconciliation.js';
import { ReportsService } from '../reports/reports.service.js';
import { w2Figures } from './w2.js';
import { addressJson, addToW3, emptyW3, w2Json, w3Json } from './w2.mapper.js';
import * as repo from './year-end.repository.js';

/** What a W-2 cannot be printed without, per person (field → message); empty when complete. */
export function missingForW2(p: repo.PersonInfo): FieldError[] {
  const out: FieldError[] = [];
  if (!p.ssnLast4) {
    out.push({
      field: 'ssn',
      message: `employee ${p.id} has no Social Security number (W-2 box a; PATCH /employees/${p.id} with ssn)`,
    });
  }
  const a = addressJson(p.address);
  if (!a || !a.city || !a.state || !a.zip) {
    out.push({ field: 'address', message: `employee ${p.id} has no complete home address (W-2 box f)` });
  }
  return out;
}

/** Year-end service. */
export class YearEndService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
  ) {}

  /**
   * GET /employees/:id/w2s/:year: the person's W-2 as JSON (dollars).
   * @throws 404 unknown person, a contractor, or no paycheck in the year; 422
   *   `missing_tax_information` naming `ssn` / `address` when the form cannot show them
   */
  async w2(auth: AuthContext, employeeId: number, year: number) {
    const [p] = await repo.loadPeople(this.db, auth.companyId, [employeeId]);
    if (!p) throw notFound('Employee', employeeId);
    if (p.employmentType === 'contractor') {
      throw new DomainError('not_found', `employee ${employeeId} is a contractor: no W-2 (see the 1099-NEC)`);
    }
    const totals = await loadYearTotals(this.db, auth.companyId, year, [employeeId]);
    if (totals.paychecks.length === 0) {
      throw new DomainError('not_found', `employee ${employeeId} was paid nothing in ${year}: no W-2`);
    }
    const missing = missingForW2(p);
    if (missing.length > 0) {
      throw new DomainError(
        'missing_tax_information',
        `the W-2 of employee ${employeeId} for ${year} lacks ${missing.map((m) => m.field).join(' and ')}`,
        missing,
      );
    }
    const employer = await repo.loadEmployer(this.db, auth.companyId);
    return w2Json(year, employer, p, w2Figures(totals.lines));
  }

  /** The W-2s of every employee paid in the year (figures in cents), with their people. */
  async allW2s(companyId: number, year: number) {
    const totals = await loadYearTotals(this.db, companyId, year, null);
    const employeeIds = totals.paychecks.filter((c) => !c.isContractor).map((c) => c.employeeId);
    const people = await repo.loadPeople(this.db, companyId, employeeIds);
    const byPerson = new Map<number, YearLineTotal[]>();
    for (const l of totals.lines) {
      const list = byPerson.get(l.employeeId);
      if (list) list.push(l);
      else byPerson.set(l.employeeId, [l]);
    }
    return people.map((p) => ({ person: p, figures: w2Figures(byPerson.get(p.id) ?? []) }));
  }

  /** GET /companies/w3?year=: the W-3 totals of the year's W-2s, and what blocks filing. */
  async w3(auth: AuthContext, year: number) {
    const [employer, w2s] = await Promise.all([
      repo.loadEmployer(this.db, auth.companyId),
      this.allW2s(auth.companyId, year),
    ]);
    const t = emptyW3();
    const blocking: Array<{ employee_id: number | null; field: string; message: string }> = [];
    if (!employer.ein) {
      blocking.push({
        employee_id: null,
        field: 'ein',
        message: 'the company has no EIN (PUT /companies/tax-ids)',
      });
    }
    for (const { person, figures } of w2s) {
      addToW3(t, figures);
      for (const m of missingForW2(person)) blocking.push({ employee_id: person.id, ...m });
      for (const c of figures.unmappedBenefitCodes) {
        blocking.push({
          employee_id: person.id,
          field: 'box12',
          message: `benefit code ${c} has no W-2 box 12 mapping`,
        });
      }
    }
    return { ...w3Json(year, employer, t), blocking };
  }

  /**
   * PUT /companies/tax-ids: the EIN (nine digits, a dash allowed after the second) and state
   * employer account numbers by state. Audited.
   * @throws 400 naming `ein` or `state_tax_ids.<state>`
   */
  async setTaxIds(auth: AuthContext, body: { ein?: string | null; state_tax_ids?: Record<string, string> }) {
    const ein = body.ein === undefined || body.ein === null ? body.ein : body.ein.replace('-', '');
    const errors: FieldError[] = [];
    if (typeof ein === 'string' && !/^\d{9}$/.test(ein)) {
      errors.push({ field: 'ein', message: 'must be nine digits (12-3456789)' });
    }
    for (const [st, id] of Object.entries(body.state_tax_ids ?? {})) {
      if (!US_STATES.has(st)) {
        errors.push({ field: `state_tax_ids.${st}`, message: 'is not a US state code' });
      }
      if (!/^[A-Za-z0-9-]{1,20}$/.test(id)) {
        errors.push({ field: `state_tax_ids.${st}`, message: 'must be 1–20 letters, digits or dashes' });
      }
    }
    if (errors.length > 0) {
      throw new DomainError('validation_failed', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await repo.updateEmployerIds(
        trx,
        auth.companyId,
        {
          ...(ein !== undefined ? { ein } : {}),
          ...(body.state_tax_ids !== undefined ? { stateTaxIds: body.state_tax_ids } : {}),
        },
        now.toISOString(),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'company',
        resourceId: auth.companyId,
        action: 'update',
        actor: actorOf(auth),
        source: 'partner_api',
        after: { ein: ein === undefined ? undefined : ein !== null, state_tax_ids: body.state_tax_ids },
        at: now,
      });
    });
    const e = await repo.loadEmployer(this.db, auth.companyId);
    return {
      ein: e.ein === null ? null : `${e.ein.slice(0, 2)}-${e.ein.slice(2)}`,
      state_tax_ids: e.stateTaxIds,
    };
  }

  /**
   * GET /companies/w2-file?year=: the SSA EFW2 file of the year's W-2s (SSA Pub. 42-007), with
   * the SSNs unsealed; after each RW record an RS record per state with state wages (W-2 boxes
   * 15–20, ./efw2-rs.ts). `userId` is the BSO User ID of the person attesting the file (RA 12–19).
   * @throws 422 `missing_tax_information` naming every missing EIN, company address, SSN or
   *   employee address (`employees[<id>].ssn`); 404 when nobody was paid wages in the year
   */
  async w2File(auth: AuthContext, year: number, userId: string) {
    const [employer, w2s] = await Promise.all([
      repo.loadEmployer(this.db, auth.companyId),
      this.allW2s(auth.companyId, year),
    ]);
    if (w2s.length === 0) throw new DomainError('not_found', `no employee was paid wages in ${year}`);
    const missing: FieldError[] = [];
    if (!employer.ein) {
      missing.push({ field: 'ein', message: 'the company has no EIN (PUT /companies/tax-ids)' });
    }
    const split = (a: repo.StoredAddress | null): Efw2Address | null => {
      const j = addressJson(a);
      return j && j.city && j.state && j.zip
        ? {
            delivery: j.address_line_1,
            location: j.address_line_2 ?? '',
            city: j.city,
            state: j.state,
            zip: j.zip,
          }
        : null;
    };
    const companyAddress = split(employer.address);
    if (!companyAddress) missing.push({ field: 'address', message: 'the company has no complete address' });
    for (const { person } of w2s) {
      for (const m of missingForW2(person)) {
        missing.push({ field: `employees[${person.id}].${m.field}`, message: m.message });
      }
    }
    if (missing.length > 0) {
      throw new DomainError(
        'missing_tax_information',
        `the ${year} W-2 file lacks ${missing.length} item(s): ${missing[0]!.message}`,
        missing,
      );
    }
    const box12 = (f: (typeof w2s)[number]['figures'], code: string) =>
      f.box12.filter((b) => b.code === code).reduce((s, b) => s + b.cents, 0);
    const text = efw2File(
      year,
      {
        ein: employer.ein!,
        name: employer.name,
        address: companyAddress!,
        userId,
        contactName: employer.name,
        contactPhone: employer.phone ?? '',
        contactEmail: employer.email,
      },
      w2s.map(({ person, figures: f }) => ({
        ssn: this.sealer.open(person.ssnSealed!),
        firstName: person.firstName,
        middleName: person.middleName ?? '',
        lastName: person.lastName,
        address: split(person.address)!,
        wages: f.box1,
        federalIncomeTax: f.box2,
        socialSecurityWages: f.box3,
        socialSecurityTax: f.box4,
        medicareWages: f.box5,
        medicareTax: f.box6,
        dependentCare: f.box10,
        codeD: box12(f, 'D'),
        codeE: box12(f, 'E'),
        codeW: box12(f, 'W'),
        codeAA: box12(f, 'AA'),
        codeDD: box12(f, 'DD'),
        retirementPlan: f.box13RetirementPlan,
        states: f.states
          .filter((st) => st.stateWages > 0)
          .map((st) => ({
            state: st.state,
            employerStateId: employer.stateTaxIds[st.state] ?? '',
            wages: st.stateWages,
            incomeTax: st.stateTax,
            local: st.localities[0]
              ? {
                  jurisdiction: st.localities[0].name,
                  wages: st.localities[0].wages,
                  tax: st.localities[0].tax,
                }
              : null,
          })),
      })),
    );
    return { text, count: w2s.length };
  }

  /** Contractors paid in the year (box 1 in cents, box 4 backup withholding in cents), with their people. */
  private async contractorTotals(companyId: number, year: number) {
    const totals = await loadYearTotals(this.db, companyId, year, null);
    const paid = totals.paychecks.filter((c) => c.isContractor);
    const people = await repo.loadPeople(
      this.db,
      companyId,
      paid.map((c) => c.employeeId),
    );
    const withheld = (id: number) =>
      totals.lines
        .filter((l) => l.employeeId === id && l.kind === 'tax' && l.code === 'backup_withholding')
        .reduce((s, l) => s + l.amountCents, 0);
    return people.map((p) => ({
      person: p,
      box1: paid.find((c) => c.employeeId === p.id)!.grossCents,
      box4: withheld(p.id),
    }));
  }

  /**
   * GET /contractors/:id/1099-necs/:year: Form 1099-NEC of a contractor (box 1 nonemployee
   * compensation = the contractor's gross of the year's approved payrolls; box 4 federal income
   * tax withheld; boxes 5–7 per workplace state of the payments: state tax withheld, the payer's
   * state number, state income; the TIN — SSN or EIN — truncated as the recipient copy may show
   * it: XXX-XX-1234 or XX-XXX1234).
   * @throws 404 unknown person, not a contractor, or under the $600 threshold; 422
   *   `missing_tax_information` naming `tin` / `address`
   */
  async form1099Nec(auth: AuthContext, contractorId: number, year: number) {
    const all = await this.contractorTotals(auth.companyId, year);
    const c = all.find((x) => x.person.id === contractorId);
    if (!c) {
      const [p] = await repo.loadPeople(this.db, auth.companyId, [contractorId]);
      if (!p) throw notFound('Contractor', contractorId);
      throw new DomainError(
        'not_found',
        `contractor ${contractorId} was paid nothing in ${year}: no 1099-NEC`,
      );
    }
    if (c.box1 < NEC_THRESHOLD_CENTS && c.box4 === 0) {
      throw new DomainError(
        'not_found',
        `contractor ${contractorId} was paid ${c.box1 / 100} in ${year}, under the $600 threshold: no 1099-NEC`,
      );
    }
    const missing = missingForW2(c.person).map((m) => ({
      field: m.field === 'ssn' ? 'tin' : m.field,
      message: m.message
        .replace('W-2 box a', "1099-NEC recipient's TIN")
        .replace('W-2 box f', "1099-NEC recipient's address"),
    }));
    if (missing.length > 0) {
      throw new DomainError(
        'missing_tax_information',
        `the 1099-NEC of contractor ${contractorId} for ${year} lacks ${missing.map((m) => m.field).join(' and ')}`,
        missing,
      );
    }
    const [employer, byState] = await Promise.all([
      repo.loadEmployer(this.db, auth.companyId),
      loadContractorStateIncome(this.db, auth.companyId, year),
    ]);
    const p = c.person;
    const ein = p.tinType === 'ein';
    return {
      year,
      contractor_id: p.id,
      payer: {
        tin: employer.ein ? `${employer.ein.slice(0, 2)}-${employer.ein.slice(2)}` : null,
        name: employer.name,
        address: addressJson(employer.address),
      },
      recipient: {
        tin: ein ? `XX-XXX${p.ssnLast4}` : `XXX-XX-${p.ssnLast4}`,
        tin_type: ein ? ('ein' as const) : ('ssn' as const),
        name: p.contractorType === 'business' ? p.lastName : `${p.firstName} ${p.lastName}`,
        address: addressJson(p.address),
      },
      box1_nonemployee_compensation: c.box1 / 100,
      box2_direct_sales_over_5000: false,
      box4_federal_income_tax_withheld: c.box4 / 100,
      // Boxes 5–7 per workplace state of the payments (at most two fit on the paper form).
      states: byState
        .filter((x) => x.employeeId === p.id)
        .map((x) => ({
          state: x.state,
          box5_state_tax_withheld: centsToDollars(x.stateTaxCents),
          payer_state_id: employer.stateTaxIds[x.state] ?? null,
          state_income: centsToDollars(x.grossCents),
        })),
    };
  }

  /** The 1099-NEC's Copy B as a PDF (./form1099nec-pdf.ts). Same errors as {@link form1099Nec}. */
  async form1099NecPdf(auth: AuthContext, contractorId: number, year: number): Promise<Buffer> {
    const [form, employer] = await Promise.all([
      this.form1099Nec(auth, contractorId, year),
      repo.loadEmployer(this.db, auth.companyId),
    ]);
    return form1099NecPdf(form, employer);
  }

  /** GET /companies/1096?year=: the totals Form 1096 needs for the year's 1099-NECs (forms, box 1, box 4). */
  async form1096(auth: AuthContext, year: number) {
    const all = (await this.contractorTotals(auth.companyId, year)).filter(
      (c) => c.box1 >= NEC_THRESHOLD_CENTS || c.box4 > 0,
    );
    return {
      year,
      form_type: '1099-NEC',
      total_forms: all.length,
      total_amount_reported: all.reduce((s, c) => s + c.box1, 0) / 100,
      federal_income_tax_withheld: all.reduce((s, c) => s + c.box4, 0) / 100,
      blocking: all.flatMap((c) =>
        missingForW2(c.person).map((m) => ({
          employee_id: c.person.id,
          field: m.field === 'ssn' ? 'tin' : m.field,
          message: m.message,
        })),
      ),
    };
  }

  /**
   * GET /reports/year-end?year=: per quarter and for the year, the paychecks' sums next to the
   * Form 941s (/reports/tax-liability), the W-3, Form 940 and each state's four quarterly wage
   * reports, with differences that must be 0.00,
   * and everything that blocks filing (W-3 and 1096 blockers, negative wages).
   */
  async yearEndReport(auth: AuthContext, year: number) {
    const [lines, liability, w3, f1096, totals] = await Promise.all([
      loadQuarterTaxTotals(this.db, auth.companyId, year),
      new ReportsService(this.db, this.clock).taxLiability(auth, {
        start_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
        group_by: 'quarter',
      }),
      this.w3(auth, year),
      this.form1096(auth, year),
      loadYearTotals(this.db, auth.companyId, year, null),
    ]);
    const own940 = liability.form_940.find((x) => x.year === year);
    const [f940, states] = await Promise.all([
      // A year without tax tables (no FUTA rate to compute line 8) compares the FUTA sums of
      // /reports/tax-liability instead of the Form 940 document.
      defaultTaxTables().years.has(year)
        ? this.form940(auth, year)
        : {
            line7_futa_taxable_wages: own940?.futa_taxable_wages ?? 0,
            line12_total_futa_after_adjustments: own940?.futa_tax ?? 0,
          },
      this.stateReconciliation(auth.companyId, year, liability.state),
    ]);
    const out = reconcile(year, lines, liability.form_941, {
      w3,
      f940: { line7: f940.line7_futa_taxable_wages, line12: f940.line12_total_futa_after_adjustments },
      states,
    });
    const blocking = [...w3.blocking, ...f1096.blocking];
    for (const c of totals.paychecks) {
      if (c.grossCents < 0) {
        blocking.push({
          employee_id: c.employeeId,
          field: 'gross',
          message: `a negative gross pay for ${year}`,
        });
      }
    }
    const zero = [...out.quarters.flatMap((q) => q.form_941), ...Object.values(out.year_totals).flat()].every(
      (r) => r.difference === 0,
    );
    return { ...out, balanced: zero, blocking, ready_to_file: zero && blocking.length === 0 };
  }

  /**
   * GET /companies/941?year=&quarter=: Form 941 of a quarter (by payday) with line 16 and the
   * Schedule B daily liabilities, from the same sums as /reports/tax-liability, and `depositor`:
   * the lookback-period schedule of the payments module (/tax-deposits) and which line 16 box
   * applies (./depositor.ts).
   */
  async form941(auth: AuthContext, year: number, quarter: number) {
    const [from, to] = quarterRange(year, quarter);
    const [priorFrom, priorTo] = quarter === 1 ? quarterRange(year - 1, 4) : quarterRange(year, quarter - 1);
    const [lines, liability, yearDaily, prior, schedule] = await Promise.all([
      loadQuarterTaxTotals(this.db, auth.companyId, year),
      new ReportsService(this.db, this.clock).taxLiability(auth, {
        start_date: from,
        end_date: to,
        group_by: 'quarter',
      }),
      loadFederalLiabilityByPayday(this.db, auth.companyId, `${year}-01-01`, to),
      loadFederalLiabilityByPayday(this.db, auth.companyId, priorFrom, priorTo),
      new TaxDepositsService(this.db).schedule(auth.companyId, year),
    ]);
    const daily = yearDaily.filter((d) => d.payday >= from);
    const sum = (code: string, payer: 'employee' | 'company' | null, what: 'w' | 'a') =>
      lines
        .filter((l) => l.quarter === quarter && l.code === code && (payer === null || l.payer === payer))
        .reduce((s, l) => s + (what === 'w' ? l.taxableWagesCents : l.amountCents), 0);
    const employeesPaid =
      liability.form_941.find((x) => x.quarter === `${year}-Q${quarter}`)?.employees_paid ?? 0;
    const box = line16Box(
      schedule.federal_schedule,
      yearDaily,
      daily.reduce((s, d) => s + d.cents, 0),
      prior.reduce((s, d) => s + d.cents, 0),
      from,
      to,
    );
    const form = form941Document({
      year,
      quarter,
      employeesPaid,
      fitWages: sum('federal_income_tax', 'employee', 'w'),
      fit: sum('federal_income_tax', 'employee', 'a'),
      ssWages: sum('social_security', 'employee', 'w'),
      ssTax: sum('social_security', null, 'a'),
      medWages: sum('medicare', 'employee', 'w'),
      medTax: sum('medicare', null, 'a'),
      addWages: sum('additional_medicare', 'employee', 'w'),
      addTax: sum('additional_medicare', 'employee', 'a'),
      daily,
    });
    return {
      ...form,
      depositor: {
        lookback_schedule: schedule.federal_schedule,
        lookback_taxes: schedule.lookback_taxes,
        line16: box.box,
        next_day_deposit_in_quarter: box.nextDayInQuarter,
        semiweekly_since: box.semiweeklySince,
      },
    };
  }

  /** Form 941 of a quarter as a PDF (./form941-pdf.ts), with the employer's name, EIN and address. */
  async form941Pdf(auth: AuthContext, year: number, quarter: number): Promise<Buffer> {
    const [form, employer] = await Promise.all([
      this.form941(auth, year, quarter),
      repo.loadEmployer(this.db, auth.companyId),
    ]);
    return form941Pdf(form, employer);
  }

  /** Form 940 of a year as a PDF (./form940-pdf.ts), with the employer's name, EIN and address. */
  async form940Pdf(auth: AuthContext, year: number): Promise<Buffer> {
    const [form, employer] = await Promise.all([
      this.form940(auth, year),
      repo.loadEmployer(this.db, auth.companyId),
    ]);
    return form940Pdf(form, employer);
  }

  /**
   * GET /companies/940?year=: Form 940 of a year (by payday) with Schedule A, from the FUTA sums
   * /reports/tax-liability computes (lines 7, 13, 16), the employees' gross and Medicare wages
   * (lines 3–5) and the FUTA wages by workplace state (line 1, Schedule A).
   * @throws 400 `validation_failed` naming `year` when payclock has no tax tables for it
   */
  async form940(auth: AuthContext, year: number) {
    const tables = defaultTaxTables().years.get(year);
    if (!tables) {
      throw new DomainError('validation_failed', `year: no tax tables for ${year}`, [
        { field: 'year', message: `payclock has no FUTA table for ${year}` },
      ]);
    }
    const [liability, totals, byState] = await Promise.all([
      new ReportsService(this.db, this.clock).taxLiability(auth, {
        start_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
        group_by: 'quarter',
      }),
      loadYearTotals(this.db, auth.companyId, year, null),
      loadFutaWagesByState(this.db, auth.companyId, year),
    ]);
    const quarters: [number, number, number, number] = [0, 0, 0, 0];
    for (const l of liability.lines) {
      if (l.code === 'futa' && l.payer === 'company') {
        quarters[Number(l.period.slice(-1)) - 1]! += toCents(l.taxable_wages);
      }
    }
    const employees = new Set(totals.paychecks.filter((c) => !c.isContractor).map((c) => c.employeeId));
    const futa = tables.futa;
    return form940Document({
      year,
      employeeGross: totals.paychecks.filter((c) => !c.isContractor).reduce((s, c) => s + c.grossCents, 0),
      subjectWages: totals.lines
        .filter(
          (l) =>
            employees.has(l.employeeId) &&
            l.kind === 'tax' &&
            l.code === 'medicare' &&
            l.payer === 'employee',
        )
        .reduce((s, l) => s + l.taxableWagesCents, 0),
      quarterTaxableWages: quarters,
      recordedFuta: toCents(liability.form_940.find((x) => x.year === year)?.futa_tax ?? 0),
      stateTaxableWages: byState,
      netRate: futa.rate.scaled,
      creditReductions: futa.creditReductions,
    });
  }

  /**
   * GET /companies/state-wage-report?year=&quarter=&state=: the state's quarterly wage report —
   * per employee with work in the state in the quarter (by payday), last and first name, the full
   * SSN (unsealed here for the filing; never logged), gross wages of the paychecks whose workplace
   * is in the state, SUI taxable wages and state income tax withheld of the state's lines — with
   * totals and the employees without an SSN under `blocking`.
   * @throws 400 `validation_failed` naming `state` when it is not a US state code
   */
  async stateWageReport(auth: AuthContext, year: number, quarter: number, state: string) {
    if (!US_STATES.has(state)) {
      throw new DomainError('validation_failed', `state: ${state} is not a US state code`, [
        { field: 'state', message: 'must be a two-letter US state code (CA, TX, …)' },
      ]);
    }
    const [from, to] = quarterRange(year, quarter);
    const [wages, employer] = await Promise.all([
      loadStateQuarterWages(this.db, auth.companyId, state, from, to),
      repo.loadEmployer(this.db, auth.companyId),
    ]);
    const people = new Map(
      (
        await repo.loadPeople(
          this.db,
          auth.companyId,
          wages.map((w) => w.employeeId),
        )
      ).map((p) => [p.id, p]),
    );
    return stateWageReportJson(
      { year, quarter, state, employerAccountNumber: employer.stateTaxIds[state] ?? null },
      wages.map((w) => {
        const p = people.get(w.employeeId)!;
        return {
          employeeId: w.employeeId,
          lastName: p.lastName,
          firstName: p.firstName,
          ssn: p.ssnSealed ? this.sealer.open(p.ssnSealed) : null,
          grossCents: w.grossCents,
          suiWagesCents: w.suiWagesCents,
          incomeTaxCents: w.incomeTaxCents,
        };
      }),
    );
  }

  /**
   * Per state with wages (a workplace state of a paycheck, or SUI taxable wages in the state's
   * lines): the year's sums of the four quarterly wage reports next to the paychecks' gross by
   * workplace state and the SUI taxable wages /reports/tax-liability sums per state, cents.
   */
  private async stateReconciliation(
    companyId: number,
    year: number,
    liabilityStates: Array<{ quarter: string; state: string; sui_taxable_wages: number }>,
  ) {
    const gross = await loadGrossByWorkplaceState(this.db, companyId, year);
    const sui = new Map<string, number>();
    for (const r of liabilityStates) {
      if (!US_STATES.has(r.state) || !r.quarter.startsWith(`${year}-`)) continue;
      sui.set(r.state, (sui.get(r.state) ?? 0) + toCents(r.sui_taxable_wages));
    }
    const names = [
      ...new Set([
        ...gross.map((g) => g.state),
        ...[...sui.entries()].filter(([, c]) => c !== 0).map(([k]) => k),
      ]),
    ]
      .filter((st) => US_STATES.has(st))
      .sort();
    return Promise.all(
      names.map(async (state) => {
        const quarters = await Promise.all(
          [1, 2, 3, 4].map((q) => {
            const [from, to] = quarterRange(year, q);
            return loadStateQuarterWages(this.db, companyId, state, from, to);
          }),
        );
        const rows = quarters.flat();
        return {
          state,
          reportsGrossCents: rows.reduce((s, r) => s + r.grossCents, 0),
          reportsSuiCents: rows.reduce((s, r) => s + r.suiWagesCents, 0),
          paychecksGrossCents: gross.find((g) => g.state === state)?.cents ?? 0,
          paychecksSuiCents: sui.get(state) ?? 0,
        };
      }),
    );
  }
}

/** The first and last day (YYYY-MM-DD) of a calendar quarter. */
function quarterRange(year: number, quarter: number): [string, string] {
  const last = quarter === 1 || quarter === 4 ? '31' : '30';
  return [
    `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`,
    `${year}-${String(quarter * 3).padStart(2, '0')}-${last}`,
  ];
}

/** Dollars (at most 2 decimals, as the reports return them) → cents. */
const toCents = (d: number) => Math.round(d * 100);
/** The IRS filing threshold of Form 1099-NEC box 1: $600 of nonemployee compensation (IRC §6041(a); 2026 Instructions for Forms 1099-MISC and 1099-NEC). */
export const NEC_THRESHOLD_CENTS = 60_000;
