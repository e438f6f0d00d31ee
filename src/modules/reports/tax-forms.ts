/**
 * The figures of the federal and state payroll tax returns, derived from the tax-liability sums
 * (integer cents per payday quarter, tax code, jurisdiction and payer) of approved payrolls:
 * - Form 941 (IRS, Employer's QUARTERLY Federal Tax Return, 2026 revision): line 1 (employees
 *   paid in the quarter, an approximation: the form counts those paid for the pay period
 *   including the 12th of the quarter's last month), line 2 (wages: the federal income tax
 *   taxable wages, i.e. gross less pre-tax deductions), line 3 (federal income tax withheld),
 *   lines 5a/5c/5d column 1 (Social Security, Medicare, Additional Medicare wages) and the taxes
 *   actually withheld and owed (employee + employer shares). The form's column 2 is wages × the
 *   combined rate; the difference from these sums is line 7 (fractions of cents).
 * - Form 940 (IRS, Employer's Annual Federal Unemployment (FUTA) Tax Return): line 7 (taxable
 *   FUTA wages, i.e. the first $7,000 per employee per year as capped on each line) and the FUTA
 *   tax owed (after the credit, plus any credit reduction, as computed on each line).
 * - A state return per quarter and jurisdiction: state income tax wages and withholding, SUI
 *   taxable wages and employer SUI, and every other line of that jurisdiction (SDI, family
 *   leave, employee SUI, local taxes).
 * Sums of integer cents only; dollars at the end.
 */
import { centsToDollars } from '../../shared/money.js';
import { toInt } from '../../platform/db/type-parsers.js';
import type { QuarterWagesRow, TaxLiabilityRow } from './reports.repository.js';

type Key = `${string}|${string}|${string}|${string}`;

/** Sums by (period, code, jurisdiction, payer) → [taxable wages, amount] in cents. */
function index(rows: TaxLiabilityRow[]) {
  const map = new Map<Key, [number, number]>();
  for (const r of rows) {
    map.set(`${r.period}|${r.code}|${r.jurisdiction}|${r.payer}`, [
      toInt(r.taxable_wages_cents),
      toInt(r.amount_cents),
    ]);
  }
  return (period: string, code: string, jurisdiction: string, payer: string): [number, number] =>
    map.get(`${period}|${code}|${jurisdiction}|${payer}`) ?? [0, 0];
}

/** Form 941 figures per payday quarter, from quarterly tax sums and the employees paid. */
export function form941(quarterly: TaxLiabilityRow[], wages: QuarterWagesRow[]) {
  const get = index(quarterly);
  const quarters = [...new Set([...quarterly.map((r) => r.period), ...wages.map((w) => w.period)])].sort();
  return quarters.map((q) => {
    const [fitWages, fit] = get(q, 'federal_income_tax', 'US', 'employee');
    const [ssWages, ssEe] = get(q, 'social_security', 'US', 'employee');
    const [, ssEr] = get(q, 'social_security', 'US', 'company');
    const [medWages, medEe] = get(q, 'medicare', 'US', 'employee');
    const [, medEr] = get(q, 'medicare', 'US', 'company');
    const [addWages, add] = get(q, 'additional_medicare', 'US', 'employee');
    const w = wages.find((x) => x.period === q);
    return {
      quarter: q,
      employees_paid: w ? toInt(w.employees) : 0,
      wages: centsToDollars(fitWages),
      federal_income_tax_withheld: centsToDollars(fit),
      social_security_wages: centsToDollars(ssWages),
      social_security_tax: centsToDollars(ssEe + ssEr),
      medicare_wages: centsToDollars(medWages),
      medicare_tax: centsToDollars(medEe + medEr),
      additional_medicare_wages: centsToDollars(addWages),
      additional_medicare_tax: centsToDollars(add),
      total_taxes: centsToDollars(fit + ssEe + ssEr + medEe + medEr + add),
    };
  });
}

/** Form 940 figures per payday year, from quarterly tax sums (`YYYY-Qn` periods). */
export function form940(quarterly: TaxLiabilityRow[]) {
  const years = new Map<number, [number, number]>();
  for (const r of quarterly) {
    if (r.code !== 'futa' || r.payer !== 'company') continue;
    const y = Number(r.period.slice(0, 4));
    const cur = years.get(y) ?? [0, 0];
    years.set(y, [cur[0] + toInt(r.taxable_wages_cents), cur[1] + toInt(r.amount_cents)]);
  }
  return [...years.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([year, [w, t]]) => ({ year, futa_taxable_wages: centsToDollars(w), futa_tax: centsToDollars(t) }));
}

/** State-return figures per payday quarter and non-federal jurisdiction. */
export function stateReturns(quarterly: TaxLiabilityRow[]) {
  const out = new Map<
    string,
    {
      quarter: string;
      state: string;
      it: [number, number];
      sui: [number, number];
      other: Array<{ code: string; payer: string; cents: number }>;
    }
  >();
  for (const r of quarterly) {
    if (r.jurisdiction === 'US' || r.jurisdiction === '') continue;
    const k = `${r.period}|${r.jurisdiction}`;
    const e = out.get(k) ?? { quarter: r.period, state: r.jurisdiction, it: [0, 0], sui: [0, 0], other: [] };
    const pair: [number, number] = [toInt(r.taxable_wages_cents), toInt(r.amount_cents)];
    if (r.code === 'state_income_tax' && r.payer === 'employee') e.it = pair;
    else if (r.code === 'state_unemployment' && r.payer === 'company') e.sui = pair;
    else e.other.push({ code: r.code, payer: r.payer, cents: pair[1] });
    out.set(k, e);
  }
  return [...out.values()]
    .sort((a, b) => (a.quarter + a.state).localeCompare(b.quarter + b.state))
    .map((e) => ({
      quarter: e.quarter,
      state: e.state,
      income_tax_wages: centsToDollars(e.it[0]),
      income_tax_withheld: centsToDollars(e.it[1]),
      sui_taxable_wages: centsToDollars(e.sui[0]),
      sui_tax: centsToDollars(e.sui[1]),
      other: e.other.map((o) => ({ code: o.code, payer: o.payer, amount: centsToDollars(o.cents) })),
    }));
}
