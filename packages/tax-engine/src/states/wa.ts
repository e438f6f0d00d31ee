/**
 * Washington — no wage income tax. Employee payroll levies: Paid Family and Medical Leave (ESD 2026:
 * 1.13% of wages up to the Social Security wage base, employee share 71.43%) and WA Cares Fund
 * (0.58%, employee only, uncapped; reported with code `state_disability`). `extra.waCaresExempt`
 * (boolean) skips WA Cares for employees with an approved exemption.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { divHalfUp, fmt, mulRate, percentText, RATE_SCALE, rateText, type Rate } from '../rounding.ts';
import { addLine, wagesAfter, type CalcContext } from '../context.ts';
import { extraBool, stateForm } from './common.ts';

/** Parsed `wa.json`. `pfmlEmployeeRate` = total rate × employee share, scaled by 10^8. */
export interface WaTable {
  meta: TableMeta;
  pfmlTotal: Rate;
  pfmlShare: Rate;
  pfmlEmployeeRate: number;
  pfmlWageBase: number;
  pfmlExclusions: number;
  cares: Rate;
  caresExclusions: number;
}

/** Validates and parses `wa.json`. */
export function parseWa(o: Record<string, unknown>, c: Ctx): WaTable {
  const p = c.obj(o.pfml, 'pfml');
  const w = c.obj(o.waCares, 'waCares');
  const total = c.rate(p.totalRate, 'pfml.totalRate');
  const share = c.rate(p.employeeShare, 'pfml.employeeShare');
  return {
    meta: c.meta(o),
    pfmlTotal: total,
    pfmlShare: share,
    pfmlEmployeeRate: divHalfUp(total.scaled * share.scaled, RATE_SCALE),
    pfmlWageBase: c.money(p.wageBase, 'pfml.wageBase'),
    pfmlExclusions: c.exclusions(p.wageExclusions, 'pfml.wageExclusions'),
    cares: c.rate(w.rate, 'waCares.rate'),
    caresExclusions: c.exclusions(w.wageExclusions, 'waCares.wageExclusions'),
  };
}

/** Adds WA PFML (`state_family_leave`) and WA Cares (`state_disability`) employee lines. */
export function computeWa(c: CalcContext, t: WaTable): void {
  const pw = wagesAfter(c.wages, t.pfmlExclusions);
  const ytd = c.ytd.wages('state_family_leave', 'WA', 'employee');
  const taxable = Math.min(pw, Math.max(0, t.pfmlWageBase - ytd));
  const amt = mulRate(taxable, t.pfmlEmployeeRate);
  addLine(
    c,
    'state_family_leave',
    'Washington PFML (employee share)',
    'WA',
    'employee',
    taxable,
    rateText(t.pfmlEmployeeRate),
    amt,
    `WA PFML ${c.year}: ${t.pfmlTotal.percent} × employee share ${t.pfmlShare.percent} = ${percentText(t.pfmlEmployeeRate)} of ${fmt(taxable)} (wage base ${fmt(t.pfmlWageBase)}; ${fmt(ytd)} YTD)`,
  );
  const f = stateForm(c, 'WA');
  if (extraBool(f, 'waCaresExempt')) return;
  const cw = wagesAfter(c.wages, t.caresExclusions);
  const camt = mulRate(cw, t.cares.scaled);
  addLine(
    c,
    'state_disability',
    'WA Cares Fund (long-term care)',
    'WA',
    'employee',
    cw,
    t.cares.text,
    camt,
    `WA Cares Fund ${c.year}: ${t.cares.percent} of ${fmt(cw)} (no wage cap)`,
  );
}
