/**
 * The demo company's payroll history of its as-of year (issue 22, docs/year-end.md "The demo's
 * history"): one historical payroll per pay schedule group and payday from January on, so that pay
 * stubs, wage bases, limits and the year-end forms show a real year on the first `npm start`.
 *
 * Pure part ({@link demoHistory}): no database, no clock, no randomness. A group's periods are
 * those of its schedule (biweekly Sunday–Saturday blocks anchored on 2026-01-04; semimonthly 1–15
 * and 16–end of month), each paid 5 days after its end, whose payday falls in the as-of year and
 * which end before the group's **latest finished period** — the one the payroll walk-through
 * (docs/payroll-walkthrough.md) runs here, so history always comes before the payrolls run here.
 *
 * What the previous provider paid, per person paid in the period (started on or before its end,
 * not dismissed before its start; timetrack-only people are not paid):
 * - gross: hourly people their rate × their default weekly hours × 2 (biweekly), salaried people
 *   their annual salary ÷ 24 (semimonthly) or ÷ 26, from the earning record in force at the
 *   period's end; contractors the same, as a 1099-NEC payment;
 * - benefits from their start date: 401(k) (percent of gross or a fixed amount, the employee share
 *   stopping at the plan's annual limit), section 125 medical; child support from its start date;
 * - taxes (a simplified withholding, not the engine's): federal income tax 7 % (married filing
 *   jointly) or 10 % of the federal wages (gross − 401(k) − section 125) plus any extra withholding;
 *   Social Security 6.2 % each side up to the 2026 wage base of $184,500, Medicare 1.45 % each side,
 *   Additional Medicare 0.9 % over $200,000 (IRS Publication 15 (2026)); FUTA 0.6 % of the first
 *   $7,000, rounded on the company's cumulative FUTA wages so that the lines add up to Form 940
 *   line 8 to the cent; SUI at the company's rate up to the state's base (CA $7,000, NY $17,600,
 *   TX $9,000: tax-tables/2026/sui.json); CA and NY income tax 4 % of the federal wages; CA SDI
 *   1.3 % with no wage limit (tax-tables/2026/ca.json). Local taxes are not in the history.
 * Every rate is applied once per line with half-up rounding, in integer cents.
 *
 * Database part ({@link seedDemoHistory}): writes the payrolls through the historical-payrolls
 * service's `writeMany` (same validation and ledger writes as POST /historical-payrolls, with the
 * people loaded once) and gives the people
 * their test SSNs ({@link demoSsn}; business contractors a test EIN, {@link demoEin}), sealed like
 * real ones, with set-based statements.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { centsToDollars } from '../../shared/money.js';
import type { Clock } from '../../shared/time.js';
import { HistoricalPayrollsService } from '../historical-payrolls/historical-payrolls.service.js';
import type { HistoricalPayrollInput } from '../historical-payrolls/historical-paychecks.js';
import { PERIODS_PER_YEAR, type DemoCompany, type DemoEarning, type DemoEmployee } from './generator.js';

/** One historical payroll of the demo; `employee` fields are indexes into `demo.employees`. */
export interface DemoHistoricalPayroll {
  group: number;
  payFrequency: 'biweekly' | 'semimonthly';
  startDate: string;
  endDate: string;
  payday: string;
  employees: Array<{
    employee: number;
    body: Omit<HistoricalPayrollInput['employees'][number], 'employee_id'>;
  }>;
  contractors: Array<{ employee: number; amount: number }>;
}

const DAY_MS = 86_400_000;
const PAYDAY_OFFSET = 5;
const BIWEEKLY_ANCHOR = '2026-01-04';
const SS_WAGE_BASE = 18_450_000;
const ADDL_MEDICARE_THRESHOLD = 20_000_000;
const FUTA_WAGE_BASE = 700_000;
const SUI_WAGE_BASE: Readonly<Record<string, number>> = { CA: 700_000, NY: 1_760_000, TX: 900_000 };
const STATE_INCOME_TAX_BP: Readonly<Record<string, number>> = { CA: 400, NY: 400 };

const day = (d: string): number => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const date = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `cents` × `bp` basis points (1/10,000), rounded half up once (integers only). */
export function applyBp(cents: number, bp: number): number {
  return Math.floor((2 * cents * bp + 10_000) / 20_000);
}

/**
 * `cents` × a decimal string (`"0.034"`), divided by `divisor` (100 for a percent such as `"5"`),
 * rounded half up once (integers only).
 */
export function applyDecimal(cents: number, decimal: string, divisor = 1): number {
  const [i = '0', f = ''] = decimal.split('.');
  const scale = 10 ** f.length;
  const num = Number(i) * scale + Number(f || '0');
  const den = divisor * scale;
  return Math.floor((2 * cents * num + den) / (2 * den));
}

/** The periods of a group (biweekly or semimonthly) paid in `year` and ending before `cutoffDay`. */
function periods(freq: 'biweekly' | 'semimonthly', year: number, cutoffDay: number) {
  const out: Array<{ start: number; end: number; payday: number }> = [];
  if (freq === 'biweekly') {
    const anchor = day(BIWEEKLY_ANCHOR);
    const first = anchor + Math.floor((day(`${year}-01-01`) - anchor) / 14) * 14 - 14;
    for (let s = first; s + 13 < cutoffDay; s += 14) {
      out.push({ start: s, end: s + 13, payday: s + 13 + PAYDAY_OFFSET });
    }
  } else {
    for (let m = 0; m <= 12; m++) {
      const y = year + Math.floor((m - 1) / 12);
      const mo = ((m + 11) % 12) + 1;
      const ym = `${y}-${String(mo).padStart(2, '0')}`;
      const last = day(
        date(day(`${y + (mo === 12 ? 1 : 0)}-${String((mo % 12) + 1).padStart(2, '0')}-01`) - 1),
      );
      for (const [s, e] of [
        [day(`${ym}-01`), day(`${ym}-15`)],
        [day(`${ym}-16`), last],
      ] as const) {
        if (e < cutoffDay) out.push({ start: s, end: e, payday: e + PAYDAY_OFFSET });
      }
    }
  }
  return out.filter((p) => date(p.payday).startsWith(`${year}-`));
}

/** Start day of the latest period of a group that ended before `asOf` (the one run here). */
function latestFinishedStart(freq: 'biweekly' | 'semimonthly', asOf: string): number {
  const a = day(asOf);
  if (freq === 'biweekly') {
    const anchor = day(BIWEEKLY_ANCHOR);
    return anchor + Math.floor((a - anchor) / 14) * 14 - 14;
  }
  const d = Number(asOf.slice(8, 10));
  if (d > 15) return day(`${asOf.slice(0, 7)}-01`);
  return (
    day(`${asOf.slice(0, 7)}-01`) -
    1 -
    (new Date((day(`${asOf.slice(0, 7)}-01`) - 1) * DAY_MS).getUTCDate() - 16)
  );
}

/** Gross pay of one period (cents) from the earning in force at its end, or 0. */
function periodGross(e: DemoEmployee, periodEnd: string, periodsPerYear: number, weeks: number): number {
  const earning: DemoEarning | undefined = e.earnings.filter((x) => x.startDate <= periodEnd).at(-1);
  if (!earning) return 0;
  if (earning.paymentUnit === 'hour') {
    const rateCents = Math.round(Number(earning.paymentAmount ?? '0') * 100);
    return rateCents * Number(earning.defaultHours ?? '40') * weeks;
  }
  const perType = earning.salaryCents ?? 0;
  const annual =
    earning.paymentUnit === 'hourly_salary'
      ? perType
      : perType * PERIODS_PER_YEAR[earning.salaryType ?? 'yearly'];
  return Math.floor((2 * annual + periodsPerYear) / (2 * periodsPerYear));
}

/** Year-to-date running sums of one person (cents). */
interface Ytd {
  ss: number;
  medicare: number;
  futa: number;
  sui: number;
  k401: number;
}

/**
 * The demo's history (pure): the historical payrolls of `demo.asOf`'s year, ordered by payday,
 * then group. Amounts are dollars (as POST /historical-payrolls takes them).
 */
export function demoHistory(demo: DemoCompany): DemoHistoricalPayroll[] {
  const year = Number(demo.asOf.slice(0, 4));
  const freqs: Array<'biweekly' | 'semimonthly'> = demo.payScheduleGroups.map((g) =>
    g.payFrequency === 'semimonthly' ? 'semimonthly' : 'biweekly',
  );
  const all = freqs
    .flatMap((freq, group) =>
      periods(freq, year, latestFinishedStart(freq, demo.asOf)).map((p) => ({ ...p, group, freq })),
    )
    .sort((a, b) => a.payday - b.payday || a.group - b.group);
  const ytd = new Map<number, Ytd>();
  let futaCumulative = 0;
  let futaCharged = 0;
  const d = (c: number) => centsToDollars(c);
  return all.map((p) => {
    const start = date(p.start);
    const end = date(p.end);
    const perYear = p.freq === 'semimonthly' ? 24 : 26;
    const out: DemoHistoricalPayroll = {
      group: p.group,
      payFrequency: p.freq,
      startDate: start,
      endDate: end,
      payday: date(p.payday),
      employees: [],
      contractors: [],
    };
    demo.employees.forEach((e, i) => {
      if (e.payScheduleGroup !== p.group || e.timetrackOnly || e.startDate > end) return;
      if (e.dismissedOn !== null && e.dismissedOn < start) return;
      const gross = periodGross(e, end, perYear, 2);
      if (gross <= 0) return;
      if (e.employmentType === 'contractor') {
        out.contractors.push({ employee: i, amount: d(gross) });
        return;
      }
      const y = ytd.get(i) ?? { ss: 0, medicare: 0, futa: 0, sui: 0, k401: 0 };
      ytd.set(i, y);
      const benefits: Array<{ code: string; employee_amount: number; company_amount: number }> = [];
      let k401 = 0;
      let s125 = 0;
      for (const b of e.benefits.filter((x) => x.startDate <= end)) {
        let ee =
          b.employeePercent !== null
            ? applyDecimal(gross, b.employeePercent, 100)
            : (b.employeeAmountCents ?? 0);
        const er =
          b.companyPercent !== null
            ? applyDecimal(gross, b.companyPercent, 100)
            : (b.companyAmountCents ?? 0);
        if (b.code === '401k') {
          ee = Math.min(ee, Math.max(0, (b.annualLimitCents ?? Infinity) - y.k401));
          y.k401 += ee;
          k401 += ee;
        } else s125 += ee;
        benefits.push({ code: b.code, employee_amount: d(ee), company_amount: d(er) });
      }
      const deductions = e.deductions
        .filter((x) => x.startDate <= end)
        .map((x) => ({ code: x.code, amount: d(x.amountCents) }));
      const fitWages = gross - k401 - s125;
      const ficaWages = gross - s125;
      const state = demo.workplaces[e.workplace]?.state ?? 'CA';
      const taxes: Array<{
        code: string;
        jurisdiction: string;
        payer: string;
        taxable_wages: number;
        amount: number;
      }> = [];
      const tax = (code: string, jurisdiction: string, payer: string, wages: number, amount: number) =>
        taxes.push({ code, jurisdiction, payer, taxable_wages: d(wages), amount: d(amount) });
      const fed = e.taxSetup?.federal ?? {};
      const extra = Number(fed['extra_withholding'] ?? 0) * 100;
      const fitBp = fed['filing_status'] === 'married_jointly' ? 700 : 1000;
      tax(
        'federal_income_tax',
        'US',
        'employee',
        fitWages,
        Math.min(fitWages, applyBp(fitWages, fitBp) + extra),
      );
      const ssWages = Math.max(0, Math.min(ficaWages, SS_WAGE_BASE - y.ss));
      y.ss += ssWages;
      tax('social_security', 'US', 'employee', ssWages, applyBp(ssWages, 620));
      tax('social_security', 'US', 'company', ssWages, applyBp(ssWages, 620));
      tax('medicare', 'US', 'employee', ficaWages, applyBp(ficaWages, 145));
      tax('medicare', 'US', 'company', ficaWages, applyBp(ficaWages, 145));
      const over = Math.max(0, y.medicare + ficaWages - Math.max(ADDL_MEDICARE_THRESHOLD, y.medicare));
      y.medicare += ficaWages;
      if (over > 0) tax('additional_medicare', 'US', 'employee', over, applyBp(over, 90));
      const futaWages = Math.max(0, Math.min(ficaWages, FUTA_WAGE_BASE - y.futa));
      y.futa += futaWages;
      if (futaWages > 0) {
        futaCumulative += futaWages;
        const owed = Math.floor((6 * futaCumulative + 500) / 1000);
        tax('futa', 'US', 'company', futaWages, owed - futaCharged);
        futaCharged = owed;
      }
      const base = SUI_WAGE_BASE[state];
      const rate = demo.company.suiRates[state];
      if (base !== undefined && rate !== undefined) {
        const suiWages = Math.max(0, Math.min(ficaWages, base - y.sui));
        y.sui += suiWages;
        if (suiWages > 0) tax('state_unemployment', state, 'company', suiWages, applyDecimal(suiWages, rate));
      }
      const sitBp = STATE_INCOME_TAX_BP[state];
      if (sitBp !== undefined) tax('state_income_tax', state, 'employee', fitWages, applyBp(fitWages, sitBp));
      if (state === 'CA') tax('state_disability', 'CA', 'employee', ficaWages, applyBp(ficaWages, 130));
      const earning = e.earnings.filter((x) => x.startDate <= end).at(-1);
      const hourly = earning?.paymentUnit === 'hour';
      out.employees.push({
        employee: i,
        body: {
          earnings: [
            hourly
              ? { type: 'regular', amount: d(gross), hours: Number(earning?.defaultHours ?? '40') * 2 }
              : { type: 'salary', amount: d(gross) },
          ],
          taxes,
          benefits,
          deductions,
        },
      });
    });
    return out;
  });
}

/**
 * The demo's test SSN of person `i` (0-based): `900-10-NNNN` with NNNN = i + 1. Area 900–999 is
 * never issued as an SSN (SSA, "Social Security Number Randomization", 2011: areas 900–999 are not
 * assigned; group 10 is outside the IRS's ITIN groups 50–65, 70–88, 90–92, 94–99), so no demo
 * number is anyone's. The API refuses such numbers on input (src/modules/setup/ssn.ts); the seed
 * writes them sealed directly. Individual contractors get the same kind of number as their TIN.
 */
export function demoSsn(i: number): string {
  return `90010${String(i + 1).padStart(4, '0')}`;
}

/**
 * The demo's test EIN of business contractor `i` (0-based): `00-00NNNNN` with NNNNN = i + 1. The
 * IRS assigns no EIN with the prefix 00 (its campus prefixes start at 01), so none is anyone's.
 */
export function demoEin(i: number): string {
  return `0000${String(i + 1).padStart(5, '0')}`;
}

/** The demo's TIN of person `i`: an EIN for a business contractor, else a test SSN. */
export function demoTin(demo: DemoCompany, i: number): { tin: string; type: 'ssn' | 'ein' } {
  return demo.employees[i]?.contractorType === 'business'
    ? { tin: demoEin(i), type: 'ein' }
    : { tin: demoSsn(i), type: 'ssn' };
}

/**
 * Writes the demo's history into the demo company (inside the seed's transaction `trx`): the
 * historical payrolls of {@link demoHistory} through the historical-payrolls service, and with a
 * `sealer` the people's test TINs ({@link demoTin}; one set-based UPDATE). `empIds[i]` is the database id of
 * `demo.employees[i]`. Returns the number of payrolls written.
 */
export async function seedDemoHistory(
  trx: Kysely<DB>,
  companyId: number,
  demo: DemoCompany,
  empIds: readonly number[],
  sealer?: Sealer,
): Promise<number> {
  const id = (i: number): number => {
    const v = empIds[i];
    if (v === undefined) throw new Error(`demo history: no employee ${i}`);
    return v;
  };
  if (sealer) {
    const tins = demo.employees.map((_, i) => demoTin(demo, i));
    await sql`update employees e set ssn_sealed = u.s, ssn_last4 = u.l, tin_type = u.t
      from unnest(${empIds.map(String)}::bigint[], ${tins.map((x) => sealer.seal(x.tin))}::text[],
        ${tins.map((x) => x.tin.slice(5))}::text[], ${tins.map((x) => x.type)}::text[]) as u(id, s, l, t)
      where e.company_id = ${companyId} and e.id = u.id`.execute(trx);
  }
  const clock: Clock = { now: () => new Date(demo.now) };
  const service = new HistoricalPayrollsService(trx, clock);
  const auth = { companyId, keyPrefix: 'demo_seed', company: { timezone: demo.company.timezone } };
  const history = demoHistory(demo);
  await service.writeMany(
    trx,
    auth,
    history.map((p) => ({
      payday: p.payday,
      start_date: p.startDate,
      end_date: p.endDate,
      pay_frequency: p.payFrequency,
      employees: p.employees.map((x) => ({ employee_id: id(x.employee), ...x.body })),
      contractors: p.contractors.map((x) => ({ employee_id: id(x.employee), amount: x.amount })),
    })),
    'demo_seed',
  );
  return history.length;
}
