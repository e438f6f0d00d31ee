/**
 * Pennsylvania — PA DOR REV-415: flat 3.07% on all compensation (no allowances; supplemental wages
 * added to the period's compensation); PA UC employee withholding 0.07% of gross wages (PA DLI
 * CY2026, no cap); Philadelphia wage tax (phila.gov), rate by pay date: resident by home address,
 * nonresident when the workplace is in Philadelphia. Act 32 EIT/LST are not covered.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, normCity, wagesAfter, warn, type CalcContext } from '../context.ts';
import { additional, addText, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';

/** Parsed `pa.json`. */
export interface PaTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  ucEmployee: { rate: Rate; exclusions: number } | null;
  philadelphia: {
    cities: Set<string>;
    editions: Array<{ effectiveFrom: string; resident: Rate; nonresident: Rate }>;
  } | null;
}

/** Validates and parses `pa.json`. */
export function parsePa(o: Record<string, unknown>, c: Ctx): PaTable {
  const uc = o.ucEmployee === undefined ? null : c.obj(o.ucEmployee, 'ucEmployee');
  const ph = o.philadelphia === undefined ? null : c.obj(o.philadelphia, 'philadelphia');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    ucEmployee: uc && {
      rate: c.rate(uc.rate, 'ucEmployee.rate'),
      exclusions: c.exclusions(uc.wageExclusions, 'ucEmployee.wageExclusions'),
    },
    philadelphia: ph && {
      cities: new Set(c.strList(ph.cityNames, 'philadelphia.cityNames')),
      editions: c.arr(ph.editions, 'philadelphia.editions').map((e, i) => {
        const eo = c.obj(e, `philadelphia.editions[${i}]`);
        return {
          effectiveFrom: c.date(eo.effectiveFrom, `philadelphia.editions[${i}].effectiveFrom`),
          resident: c.rate(eo.resident, `philadelphia.editions[${i}].resident`),
          nonresident: c.rate(eo.nonresident, `philadelphia.editions[${i}].nonresident`),
        };
      }),
    },
  };
}

/** Adds PA `state_income_tax`, employee `state_unemployment` (UC) and Philadelphia `local_income_tax`. */
export function computePa(c: CalcContext, t: PaTable): void {
  const f = stateForm(c, 'PA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Pennsylvania income tax';
  if (f?.exempt) exemptLine(c, 'PA', desc, w.taxable, 'State form');
  else {
    const tax = mulRate(w.taxable, t.rate.scaled);
    const extra = additional(c, f);
    incomeTaxLine(
      c,
      'PA',
      desc,
      w.taxable,
      t.rate.text,
      tax + extra,
      `PA REV-415: ${t.rate.percent} of ${fmt(w.taxable)} compensation = ${fmt(tax)}${addText(extra)}`,
    );
  }
  if (t.ucEmployee) {
    const uw = wagesAfter(c.wages, t.ucEmployee.exclusions);
    const amt = mulRate(uw, t.ucEmployee.rate.scaled);
    addLine(
      c,
      'state_unemployment',
      'Pennsylvania UC (employee)',
      'PA',
      'employee',
      uw,
      t.ucEmployee.rate.text,
      amt,
      `PA DLI ${c.year}: employee UC ${t.ucEmployee.rate.percent} of ${fmt(uw)} gross wages (no cap)`,
    );
  } else {
    warn(
      c,
      'figure_missing',
      `The Pennsylvania employee UC rate for ${c.year} is not in the tax tables; no PA UC withheld.`,
    );
  }
  const home = c.input.homeAddress;
  const homePhilly = !!home && home.state.toUpperCase() === 'PA' && normCity(home.city) === 'PHILADELPHIA';
  const workPhilly = normCity(c.input.workplace.city) === 'PHILADELPHIA';
  if (!homePhilly && !workPhilly) return;
  if (!t.philadelphia) {
    return warn(
      c,
      'figure_missing',
      `Philadelphia wage tax rates for ${c.year} are not in the tax tables; nothing withheld for Philadelphia.`,
    );
  }
  let ed = t.philadelphia.editions[0]!;
  for (const e of t.philadelphia.editions) if (c.input.payday >= e.effectiveFrom) ed = e;
  const rate = homePhilly ? ed.resident : ed.nonresident;
  const amt = mulRate(w.taxable, rate.scaled);
  addLine(
    c,
    'local_income_tax',
    `Philadelphia wage tax (${homePhilly ? 'resident' : 'nonresident'})`,
    'PHILADELPHIA',
    'employee',
    w.taxable,
    rate.text,
    amt,
    `phila.gov: ${homePhilly ? 'resident' : 'nonresident'} rate ${rate.percent} for pay dates from ${ed.effectiveFrom}, × ${fmt(w.taxable)} = ${fmt(amt)}`,
  );
}
