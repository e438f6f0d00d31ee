/**
 * New York — NYS-50-T-NYS (1/26) Method II (exact calculation, per period, not annualized) and
 * Method III (annualized net wages ≥ $1,077,550 single / $2,155,350 married: flat rate on the
 * whole annualized net, ÷ periods); NYS-50-T-NYC (1/26) for New York City residents;
 * NYS-50-T-Y (1/26) Yonkers residents = 16.75% of the NYS withholding (before the IT-2104
 * additional amount). NY SDI (0.5% up to $0.60/week) and PFL (0.432% up to $411.91/yr) are
 * unverified figures (docs/tax-coverage.md).
 * Off-cycle supplemental wages: NYS 11.70%, NYC 4.25%, Yonkers 1.95975%.
 */
import type { StateWithholding } from '../types.ts';
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { bracketHalfUp, divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, wagesAfter, warn, tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, extraNum, stateForm, stateWages } from './common.ts';
import { certificateAnswer, residenceIn, worksIn } from './residency.ts';

interface NyRow {
  atLeast: number;
  rate: Rate;
  add: number;
}
type NyStatus = 'single' | 'married';
/** Table A: [deduction with 0 exemptions, per exemption] per period, cents. */
type Deduction = Record<NyStatus, PerFrequency<[number, number]>>;

/** Parsed `ny.json`. */
export interface NyTable {
  meta: TableMeta;
  exclusions: number;
  nysDeduction: Deduction;
  nysTables: Record<NyStatus, PerFrequency<NyRow[]>>;
  methodIIIThreshold: Record<NyStatus, number>;
  methodIIIRates: Array<{ atLeast: number; rate: Rate }>;
  nysSupplemental: Rate;
  nycDeduction: Deduction;
  nycTables: PerFrequency<NyRow[]>;
  nycSupplemental: Rate;
  yonkersShare: Rate;
  yonkersSupplemental: Rate;
  sdi: { rate: Rate; weeklyMax: number; exclusions: number } | null;
  pfl: { rate: Rate; annualMax: number; exclusions: number } | null;
}

/** Validates and parses `ny.json`. */
export function parseNy(o: Record<string, unknown>, c: Ctx): NyTable {
  const rows = (x: unknown, p: string): NyRow[] =>
    c.arr(x, p).map((r, i) => {
      const ro = c.obj(r, `${p}[${i}]`);
      return {
        atLeast: c.money(ro.atLeast, `${p}[${i}].atLeast`),
        rate: c.rate(ro.rate, `${p}[${i}].rate`),
        add: c.money(ro.add, `${p}[${i}].add`),
      };
    });
  const ded = (x: unknown, p: string): Deduction => {
    const d = c.obj(x, p);
    const one = (k: NyStatus) =>
      c.perFrequency(d[k], `${p}.${k}`, (v, pp) => c.moneyList(v, pp, 2) as [number, number]);
    return { single: one('single'), married: one('married') };
  };
  const nys = c.obj(o.nys, 'nys');
  const nyc = c.obj(o.nyc, 'nyc');
  const yk = c.obj(o.yonkers, 'yonkers');
  const tabs = c.obj(nys.tables, 'nys.tables');
  const m3 = c.obj(nys.methodIII, 'nys.methodIII');
  const thr = c.obj(m3.threshold, 'nys.methodIII.threshold');
  const sdi = o.sdi === undefined ? null : c.obj(o.sdi, 'sdi');
  const pfl = o.pfl === undefined ? null : c.obj(o.pfl, 'pfl');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    nysDeduction: ded(nys.deduction, 'nys.deduction'),
    nysTables: {
      single: c.perFrequency(tabs.single, 'nys.tables.single', rows),
      married: c.perFrequency(tabs.married, 'nys.tables.married', rows),
    },
    methodIIIThreshold: {
      single: c.money(thr.single, 'nys.methodIII.threshold.single'),
      married: c.money(thr.married, 'nys.methodIII.threshold.married'),
    },
    methodIIIRates: c.arr(m3.rates, 'nys.methodIII.rates').map((r, i) => {
      const ro = c.obj(r, `nys.methodIII.rates[${i}]`);
      return {
        atLeast: c.money(ro.atLeast, `nys.methodIII.rates[${i}].atLeast`),
        rate: c.rate(ro.rate, `nys.methodIII.rates[${i}].rate`),
      };
    }),
    nysSupplemental: c.rate(nys.supplementalRate, 'nys.supplementalRate'),
    nycDeduction: ded(nyc.deduction, 'nyc.deduction'),
    nycTables: c.perFrequency(nyc.tables, 'nyc.tables', rows),
    nycSupplemental: c.rate(nyc.supplementalRate, 'nyc.supplementalRate'),
    yonkersShare: c.rate(yk.residentShareOfNys, 'yonkers.residentShareOfNys'),
    yonkersSupplemental: c.rate(yk.supplementalRate, 'yonkers.supplementalRate'),
    sdi: sdi && {
      rate: c.rate(sdi.rate, 'sdi.rate'),
      weeklyMax: c.money(sdi.weeklyMax, 'sdi.weeklyMax'),
      exclusions: c.exclusions(sdi.wageExclusions ?? ['section125', 'hsa'], 'sdi.wageExclusions'),
    },
    pfl: pfl && {
      rate: c.rate(pfl.rate, 'pfl.rate'),
      annualMax: c.money(pfl.annualMax, 'pfl.annualMax'),
      exclusions: c.exclusions(pfl.wageExclusions ?? ['section125', 'hsa'], 'pfl.wageExclusions'),
    },
  };
}

function findRow(rows: NyRow[], net: number): NyRow {
  for (let i = rows.length - 1; i >= 0; i--) if (net >= rows[i]!.atLeast) return rows[i]!;
  return rows[0]!;
}

/** Method II on one period's wages: returns [tax, reason]. */
function methodII(rows: NyRow[], ded: [number, number], n: number, wages: number): [number, string, number] {
  const allowance = ded[0] + ded[1] * n;
  const net = Math.max(0, wages - allowance);
  const row = findRow(rows, net);
  const tax = bracketHalfUp(row.add, row.rate.scaled, net - row.atLeast, 0, 1);
  return [
    tax,
    `${fmt(wages)} − Table A ${fmt(allowance)} (${n} exemptions) = ${fmt(net)}; ${fmt(row.add)} + ${row.rate.percent} over ${fmt(row.atLeast)} = ${fmt(tax)}`,
    net,
  ];
}

function nyStatus(f: StateWithholding | null): NyStatus {
  return f?.filingStatus === 'married' || f?.filingStatus === 'married_jointly' ? 'married' : 'single';
}

/** Adds NY state income tax, NYC / Yonkers resident local lines, NY SDI and PFL. */
export function computeNy(c: CalcContext, t: NyTable): void {
  const f = stateForm(c, 'NY');
  const w = stateWages(c, t.exclusions);
  const status = nyStatus(f);
  const n = count(f?.allowances);
  const fr = tableFreq(c);
  c.nysTableTaxCents = 0;
  if (f?.exempt) exemptLine(c, 'NY', 'New York State income tax', w.taxable, 'IT-2104');
  else if (w.taxable > 0) {
    const ded = t.nysDeduction[status][fr];
    const allowance = ded[0] + ded[1] * n;
    const net = Math.max(0, w.regular - allowance);
    const annualNet = net * c.periods;
    let tax: number;
    let reason: string;
    const label = `NYS-50-T-NYS (1/26), ${status}${f ? '' : ' (no IT-2104 on file: single, 0 exemptions)'}, ${fr}`;
    if (annualNet >= t.methodIIIThreshold[status]) {
      let r = t.methodIIIRates[0]!;
      for (const x of t.methodIIIRates) if (annualNet >= x.atLeast) r = x;
      tax = bracketHalfUp(0, r.rate.scaled, annualNet, 0, c.periods);
      reason = `${label}, Method III: net ${fmt(net)} × ${c.periods} = ${fmt(annualNet)} ≥ ${fmt(t.methodIIIThreshold[status])}; × ${r.rate.percent} ÷ ${c.periods} = ${fmt(tax)}`;
    } else {
      const m = methodII(t.nysTables[status][fr], ded, n, w.regular);
      tax = m[0];
      reason = `${label}, Method II: ${m[1]}`;
    }
    c.nysTableTaxCents = tax;
    let amount = tax;
    if (w.supplemental > 0) {
      const s = mulRate(w.supplemental, t.nysSupplemental.scaled);
      amount += s;
      reason += `; off-cycle supplemental ${fmt(w.supplemental)} × ${t.nysSupplemental.percent} = ${fmt(s)}`;
    }
    const extra = additional(c, f);
    amount += extra;
    addLine(
      c,
      'state_income_tax',
      'New York State income tax',
      'NY',
      'employee',
      w.taxable,
      null,
      amount,
      reason + addText(extra),
    );
  }
  // Locals: NYC and Yonkers residents (IT-2104 answers, else the home ZIP), for NY workplaces.
  const nycAnswer = certificateAnswer(f, 'nyc_resident');
  const yonkersAnswer = certificateAnswer(f, 'yonkers_resident');
  const nyc =
    yonkersAnswer === true
      ? null
      : residenceIn(c, 'NYC', nycAnswer, 'IT-2104 New York City resident', 'New York City resident tax');
  const yonkers = nyc?.resident
    ? null
    : residenceIn(c, 'YONKERS', yonkersAnswer, 'IT-2104 Yonkers resident', 'Yonkers resident surcharge');
  if (nyc?.resident) {
    if (f?.exempt) exemptLine2(c, 'NYC', 'New York City income tax', w.taxable);
    else if (w.taxable > 0) {
      const nycN = extraNum(f, 'nycAllowances') ?? n;
      const m = methodII(t.nycTables[fr], t.nycDeduction[status][fr], count(nycN), w.regular);
      let amount = m[0];
      let reason = `NYS-50-T-NYC (1/26), resident (${nyc.basis}), ${status}, ${fr}: ${m[1]}`;
      if (w.supplemental > 0) {
        const s = mulRate(w.supplemental, t.nycSupplemental.scaled);
        amount += s;
        reason += `; off-cycle supplemental ${fmt(w.supplemental)} × ${t.nycSupplemental.percent} = ${fmt(s)}`;
      }
      const extra = c.honorExtraWithholding ? count(extraNum(f, 'nycAdditionalCents')) : 0;
      amount += extra;
      addLine(
        c,
        'local_income_tax',
        'New York City income tax',
        'NYC',
        'employee',
        w.taxable,
        null,
        amount,
        reason + addText(extra),
      );
    }
  } else if (yonkers?.resident) {
    if (f?.exempt) exemptLine2(c, 'YONKERS', 'Yonkers resident income tax surcharge', w.taxable);
    else if (w.taxable > 0) {
      const base = c.nysTableTaxCents;
      let amount = mulRate(base, t.yonkersShare.scaled);
      let reason = `NYS-50-T-Y (1/26), resident (${yonkers.basis}): ${t.yonkersShare.percent} of NYS withholding ${fmt(base)} = ${fmt(amount)}`;
      if (w.supplemental > 0) {
        const s = mulRate(w.supplemental, t.yonkersSupplemental.scaled);
        amount += s;
        reason += `; off-cycle supplemental ${fmt(w.supplemental)} × ${t.yonkersSupplemental.percent} = ${fmt(s)}`;
      }
      const extra = c.honorExtraWithholding ? count(extraNum(f, 'yonkersAdditionalCents')) : 0;
      amount += extra;
      addLine(
        c,
        'local_income_tax',
        'Yonkers resident income tax surcharge',
        'YONKERS',
        'employee',
        w.taxable,
        t.yonkersShare.text,
        amount,
        reason + addText(extra),
      );
    }
  } else if (worksIn(c, 'YONKERS', 'Yonkers nonresident earnings tax')) {
    warn(
      c,
      'local_not_covered',
      'Yonkers nonresident earnings tax (NYS-50-T-Y Method VII) is not covered: its wage-band exclusion table is not in our tables; nothing was withheld for Yonkers.',
    );
  }
  // NY SDI and PFL (employee).
  const levyWages = (mask: number) => wagesAfter(c.wages, mask);
  if (t.sdi) {
    const wages = levyWages(t.sdi.exclusions);
    const cap = divHalfUp(t.sdi.weeklyMax * 52, c.periods);
    let charged = 0;
    for (const l of c.input.ytd.overlappingPeriods ?? []) {
      if (l.code === 'state_disability' && l.jurisdiction === 'NY' && l.payer === 'employee') {
        charged += l.amountCents;
      }
    }
    const room = Math.max(0, cap - charged);
    const amount = Math.min(mulRate(wages, t.sdi.rate.scaled), room);
    addLine(
      c,
      'state_disability',
      'New York disability insurance (DBL)',
      'NY',
      'employee',
      wages,
      t.sdi.rate.text,
      amount,
      `NY WCL §209: ${t.sdi.rate.percent} of ${fmt(wages)}, at most ${fmt(t.sdi.weeklyMax)}/week = ${fmt(cap)} per ${fr} period${charged > 0 ? `, less ${fmt(charged)} already withheld by other payrolls of these weeks` : ''} (figure unverified, see docs/tax-coverage.md)`,
    );
  } else {
    warn(
      c,
      'figure_missing',
      `New York SDI figures for ${c.year} are not in the tax tables; no NY SDI withheld.`,
    );
  }
  if (t.pfl) {
    const wages = levyWages(t.pfl.exclusions);
    const ytd = c.ytd.amount('state_family_leave', 'NY', 'employee');
    const room = Math.max(0, t.pfl.annualMax - ytd);
    const amount = Math.min(mulRate(wages, t.pfl.rate.scaled), room);
    addLine(
      c,
      'state_family_leave',
      'New York paid family leave',
      'NY',
      'employee',
      wages,
      t.pfl.rate.text,
      amount,
      `${t.pfl.rate.percent} of ${fmt(wages)}, annual maximum ${fmt(t.pfl.annualMax)} (${fmt(ytd)} withheld YTD) (figure unverified, see docs/tax-coverage.md)`,
    );
  } else {
    warn(
      c,
      'figure_missing',
      `New York PFL figures for ${c.year} are not in the tax tables; no NY PFL withheld.`,
    );
  }
}

function exemptLine2(c: CalcContext, juris: string, desc: string, taxable: number): void {
  if (taxable <= 0) return;
  addLine(
    c,
    'local_income_tax',
    desc,
    juris,
    'employee',
    taxable,
    null,
    0,
    `IT-2104 claims exemption: nothing withheld for ${juris}`,
  );
}
