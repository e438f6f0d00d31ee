/**
 * Pennsylvania local taxes on wages (pa.json `philadelphia`, `act32`, `lst`):
 *
 * - Philadelphia wage tax (phila.gov rates by pay date): resident when the Act 32 Residency
 *   Certification Form names PSD 510101 (else the home ZIP, local-zips.json), nonresident when the
 *   workplace PSD is 510101 (else the workplace ZIP). Philadelphia is outside Act 32.
 * - Act 32 local earned income tax (Local Tax Enabling Act as amended by Act 32 of 2008, 53 P.S.
 *   §6924.501 ff.; DCED Local Withholding Tax FAQs): the higher of the employee's total resident
 *   EIT rate (resident PSD code, from the Residency Certification Form; 880000 for a home outside
 *   Pennsylvania) and the work location's nonresident rate (the workplace PSD code), × PA
 *   compensation. PSD codes not in `act32.psdCodes` get a `local_not_covered` warning naming them.
 * - Local Services Tax (53 P.S. §6924.301.1): the work location's annual tax (at most $52) ÷ the
 *   employer's pay periods, rounded half-up, capped at the annual tax less the year to date; none
 *   with an LST exemption certificate, and none on off-cycle payrolls (a $0 line says so).
 */
import type { Ctx, TableMeta } from '../schema.ts';
import type { StateWithholding } from '../types.ts';
import { divHalfUp, fmt, mulRate, parseRate, type Rate } from '../rounding.ts';
import { addLine, warn, type CalcContext } from '../context.ts';
import { certificateAnswer, residenceIn, worksIn } from './residency.ts';

/** One political subdivision of the DCED register. */
interface Psd {
  name: string;
  /** Total resident EIT rate (municipality + school district). */
  resident: Rate;
  /** Work-location nonresident EIT rate. */
  nonresident: Rate;
  /** Annual Local Services Tax levied where the employee works, cents (0 when none). */
  lstAnnual: number;
  source: string;
}

/** Parsed Pennsylvania local sections. */
export interface PaLocalTable {
  philadelphia: {
    editions: Array<{ effectiveFrom: string; resident: Rate; nonresident: Rate }>;
  } | null;
  act32: {
    meta: TableMeta;
    philadelphiaPsd: string;
    outOfStatePsd: string;
    psdCodes: Map<string, Psd>;
  } | null;
  lst: { meta: TableMeta; maxAnnual: number } | null;
}

const PSD = /^\d{6}$/;
const ZERO = parseRate('0');

function localMeta(c: Ctx, o: Record<string, unknown>, p: string): TableMeta {
  return {
    publication: c.str(o.publication, `${p}.publication`),
    revision: typeof o.revision === 'string' ? o.revision : '',
    url: c.str(o.url, `${p}.url`),
    verified: c.bool(o.verified, `${p}.verified`),
    unverifiedFigures: [],
    note: typeof o.note === 'string' ? o.note : '',
  };
}

/** Validates and parses the `philadelphia`, `act32` and `lst` sections of `pa.json`. */
export function parsePaLocal(o: Record<string, unknown>, c: Ctx): PaLocalTable {
  const ph = o.philadelphia === undefined ? null : c.obj(o.philadelphia, 'philadelphia');
  const a = o.act32 === undefined ? null : c.obj(o.act32, 'act32');
  const l = o.lst === undefined ? null : c.obj(o.lst, 'lst');
  const psdCodes = new Map<string, Psd>();
  if (a) {
    for (const [code, v] of Object.entries(c.obj(a.psdCodes, 'act32.psdCodes'))) {
      const p = `act32.psdCodes.${code}`;
      if (!PSD.test(code)) c.fail(p, 'a PSD code is six digits');
      const e = c.obj(v, p);
      psdCodes.set(code, {
        name: c.str(e.name, `${p}.name`),
        resident: c.rate(e.residentRate, `${p}.residentRate`),
        nonresident: c.rate(e.nonresidentRate, `${p}.nonresidentRate`),
        lstAnnual: c.money(e.lstAnnual, `${p}.lstAnnual`),
        source: c.str(e.source, `${p}.source`),
      });
    }
  }
  const code = (v: unknown, p: string) => {
    const s = c.str(v, p);
    if (!PSD.test(s)) c.fail(p, 'a PSD code is six digits');
    return s;
  };
  return {
    philadelphia: ph && {
      editions: c.arr(ph.editions, 'philadelphia.editions').map((e, i) => {
        const eo = c.obj(e, `philadelphia.editions[${i}]`);
        return {
          effectiveFrom: c.date(eo.effectiveFrom, `philadelphia.editions[${i}].effectiveFrom`),
          resident: c.rate(eo.resident, `philadelphia.editions[${i}].resident`),
          nonresident: c.rate(eo.nonresident, `philadelphia.editions[${i}].nonresident`),
        };
      }),
    },
    act32: a && {
      meta: localMeta(c, a, 'act32'),
      philadelphiaPsd: code(a.philadelphiaPsd, 'act32.philadelphiaPsd'),
      outOfStatePsd: code(a.outOfStatePsd, 'act32.outOfStatePsd'),
      psdCodes,
    },
    lst: l && { meta: localMeta(c, l, 'lst'), maxAnnual: c.money(l.maxAnnual, 'lst.maxAnnual') },
  };
}

/** A PSD code string of the certificate's `extra.resident_psd_code`, else undefined. */
function residentPsdOf(f: StateWithholding | null): string | undefined {
  const v = f?.extra?.resident_psd_code;
  const s = typeof v === 'number' ? String(v).padStart(6, '0') : v;
  return typeof s === 'string' && PSD.test(s) ? s : undefined;
}

const unverified = (m: TableMeta) => (m.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)');

/**
 * Adds the Philadelphia wage tax, Act 32 EIT and LST lines of one paycheck. `f` is the PA
 * certificate (or null); `wages` the PA compensation of the period (cents).
 */
export function computePaLocal(
  c: CalcContext,
  t: PaLocalTable,
  f: StateWithholding | null,
  wages: number,
): void {
  const a = t.act32;
  const phillyPsd = a?.philadelphiaPsd ?? '510101';
  const residentPsd = residentPsdOf(f);
  const workPsd = c.input.workplace.psdCode ?? undefined;
  const homeInPa = c.input.homeAddress?.state.toUpperCase() === 'PA';
  const workInPa = c.input.workplace.state.toUpperCase() === 'PA';
  const residence = homeInPa
    ? residenceIn(
        c,
        'PHILADELPHIA',
        residentPsd === undefined ? undefined : residentPsd === phillyPsd,
        'Residency Certification Form resident PSD code',
        'Philadelphia wage tax',
      )
    : null;
  const homePhilly = residence?.resident === true;
  const workPhilly =
    workInPa &&
    (workPsd !== undefined ? workPsd === phillyPsd : worksIn(c, 'PHILADELPHIA', 'Philadelphia wage tax'));
  if (homePhilly || workPhilly) philadelphia(c, t, homePhilly, residence?.basis ?? '', wages);
  if (!workInPa) {
    if (homeInPa && !homePhilly) {
      warn(
        c,
        'local_not_covered',
        `Pennsylvania Act 32 local earned income tax of the resident PSD ${residentPsd ?? '(not on file)'} is not withheld for work outside Pennsylvania: an employer outside PA need not withhold it; the employee pays it to the resident tax collector.`,
      );
    }
    return;
  }
  if (!homePhilly && !workPhilly) earnedIncomeTax(c, t, homeInPa ? residentPsd : a?.outOfStatePsd, wages);
  localServicesTax(c, t, f, workPsd);
}

function philadelphia(c: CalcContext, t: PaLocalTable, resident: boolean, basis: string, wages: number) {
  if (!t.philadelphia) {
    return warn(
      c,
      'figure_missing',
      `Philadelphia wage tax rates for ${c.year} are not in the tax tables; nothing withheld for Philadelphia.`,
    );
  }
  let ed = t.philadelphia.editions[0]!;
  for (const e of t.philadelphia.editions) if (c.input.payday >= e.effectiveFrom) ed = e;
  const rate = resident ? ed.resident : ed.nonresident;
  const amt = mulRate(wages, rate.scaled);
  addLine(
    c,
    'local_income_tax',
    `Philadelphia wage tax (${resident ? 'resident' : 'nonresident'})`,
    'PHILADELPHIA',
    'employee',
    wages,
    rate.text,
    amt,
    `phila.gov: ${resident ? `resident (${basis})` : 'nonresident working in Philadelphia'} rate ${rate.percent} for pay dates from ${ed.effectiveFrom}, × ${fmt(wages)} = ${fmt(amt)}`,
  );
}

function earnedIncomeTax(c: CalcContext, t: PaLocalTable, residentPsd: string | undefined, wages: number) {
  const a = t.act32;
  if (!a) {
    return warn(
      c,
      'local_not_covered',
      'Pennsylvania Act 32 local earned income tax is not in the tax tables; nothing was withheld.',
    );
  }
  const workPsd = c.input.workplace.psdCode ?? undefined;
  const work = workPsd === undefined ? undefined : a.psdCodes.get(workPsd);
  const home = residentPsd === undefined ? undefined : a.psdCodes.get(residentPsd);
  const residentRate = residentPsd === a.outOfStatePsd ? ZERO : home?.resident;
  const missing: string[] = [];
  if (workPsd === undefined) missing.push('the workplace has no PSD code (set psd_code on the workplace)');
  else if (!work) missing.push(`work-location PSD ${workPsd} is not in the tax tables`);
  if (residentPsd === undefined) {
    missing.push(
      'no resident PSD code on file (extra.resident_psd_code of the PA certificate, from the Residency Certification Form)',
    );
  } else if (!residentRate) missing.push(`resident PSD ${residentPsd} is not in the tax tables`);
  if (missing.length > 0) {
    warn(
      c,
      'local_not_covered',
      `Pennsylvania Act 32 local earned income tax: ${missing.join('; ')}; ${work || residentRate ? 'only the known rate was withheld' : 'nothing was withheld'}.`,
    );
  }
  if (!work && !residentRate) return;
  const useResident = residentRate !== undefined && (!work || residentRate.scaled >= work.nonresident.scaled);
  const rate = useResident ? residentRate : work!.nonresident;
  const amt = mulRate(wages, rate.scaled);
  const psd = useResident ? residentPsd! : workPsd!;
  const compare = `resident PSD ${residentPsd ?? 'unknown'} ${residentRate ? residentRate.percent : '?'} vs work-location PSD ${workPsd ?? 'unknown'} nonresident ${work ? work.nonresident.percent : '?'}`;
  addLine(
    c,
    'local_income_tax',
    `Pennsylvania local earned income tax (Act 32, PSD ${psd}${useResident && residentPsd === a.outOfStatePsd ? '' : ` ${(useResident ? home : work)?.name ?? ''}`})`,
    `PA-${psd}`,
    'employee',
    wages,
    rate.text,
    amt,
    `Act 32 (53 P.S. §6924.501 ff.)${unverified(a.meta)}: the higher of ${compare} = ${rate.percent} × ${fmt(wages)} = ${fmt(amt)}`,
  );
}

function localServicesTax(
  c: CalcContext,
  t: PaLocalTable,
  f: StateWithholding | null,
  workPsd: string | undefined,
) {
  const l = t.lst;
  const work = workPsd === undefined ? undefined : t.act32?.psdCodes.get(workPsd);
  if (!l || !work) {
    return warn(
      c,
      'local_not_covered',
      `Pennsylvania Local Services Tax (up to $52 a year, by work location) was not computed: ${workPsd === undefined ? 'the workplace has no PSD code' : `work-location PSD ${workPsd} is not in the tax tables`}.`,
    );
  }
  const annual = Math.min(work.lstAnnual, l.maxAnnual);
  if (annual === 0) return;
  const juris = `PA-${workPsd}`;
  const ytd = c.ytd.amount('local_services_tax', juris, 'employee');
  const share = divHalfUp(annual, c.periods);
  let amount = Math.min(share, Math.max(0, annual - ytd));
  let why = `${fmt(annual)} a year ÷ ${c.periods} pay periods = ${fmt(share)}; ${fmt(ytd)} withheld this year, at most ${fmt(annual)}`;
  if (certificateAnswer(f, 'lst_exempt') === true) {
    amount = 0;
    why = 'LST exemption certificate on file (extra.lst_exempt): nothing withheld';
  } else if (c.offCycle) {
    amount = 0;
    why = 'taken once per regular pay period: nothing on an off-cycle payroll';
  }
  addLine(
    c,
    'local_services_tax',
    `Pennsylvania Local Services Tax (PSD ${workPsd} ${work.name})`,
    juris,
    'employee',
    c.wages.gross,
    null,
    amount,
    `53 P.S. §6924.301.1${unverified(l.meta)}: ${why} → ${fmt(amount)}`,
  );
}
