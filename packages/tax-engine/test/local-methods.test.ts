/**
 * Local taxes as data (tax-tables/2026/locals-<st>.json) over the three shared methods: percent of
 * wages by work place / residence with credits, flat amounts per week or month, annual thresholds.
 * One state family per block; each expected figure is worked by hand from the table's publication
 * (the arithmetic is in the comment), never read back from the engine.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  DEFAULT_TABLES_DIR,
  loadTaxTables,
  type BenefitElection,
  type PaycheckTaxInput,
  type PayFrequency,
  type StateWithholding,
  type YtdTaxTotal,
} from '../src/index.ts';

interface Addr {
  state: string;
  city?: string;
  zip?: string;
}
interface Opts {
  work: Addr;
  home?: Addr | null;
  wages?: number;
  freq?: PayFrequency;
  payday?: string;
  form?: Partial<StateWithholding> | null;
  residentForm?: Partial<StateWithholding> | null;
  benefits?: BenefitElection[];
  ytd?: YtdTaxTotal[];
  monthToDate?: YtdTaxTotal[];
  p?: Partial<PaycheckTaxInput>;
}

const cert = (state: string, f: Partial<StateWithholding>): StateWithholding => ({
  state,
  filingStatus: 'single',
  allowances: 0,
  additionalAllowances: 0,
  additionalWithholdingCents: 0,
  exempt: false,
  ...f,
});

function input(o: Opts): PaycheckTaxInput {
  const home = o.home === undefined ? o.work : o.home;
  return {
    payday: o.payday ?? '2026-03-06',
    payFrequency: o.freq ?? 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: o.wages ?? 200000 }],
    federal: null,
    state: o.form ? cert(o.work.state, o.form) : null,
    residentState: o.residentForm && home ? cert(home.state, o.residentForm) : null,
    workplace: { state: o.work.state, city: o.work.city ?? null, zip: o.work.zip ?? null },
    homeAddress: home ? { state: home.state, city: home.city ?? null, zip: home.zip ?? null } : null,
    benefits: o.benefits ?? [],
    deductions: [],
    suiRates: {},
    ytd: {
      taxes: o.ytd ?? [],
      benefits: {},
      deductions: {},
      supplementalWagesCents: 0,
      monthToDate: o.monthToDate ?? [],
    },
    ...o.p,
  };
}
const run = (o: Opts) => calculatePaycheckTaxes(input(o));
/** The local lines as `jurisdiction payer → cents`. */
function locals(o: Opts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of run(o).taxes) {
    if (t.code.startsWith('local_')) {
      out[`${t.jurisdiction}${t.payer === 'company' ? ' (employer)' : ''}`] = t.amountCents;
    }
  }
  return out;
}
const warnings = (o: Opts, code: string) =>
  run(o)
    .warnings.filter((w) => w.code === code)
    .map((w) => w.message)
    .join(' | ');

const k401 = (cents: number): BenefitElection => ({
  id: 'b1',
  code: '401k',
  description: '401(k)',
  employeeAmountCents: cents,
});
const s125 = (cents: number): BenefitElection => ({
  id: 'b2',
  code: 'section125_medical',
  description: 'Medical',
  employeeAmountCents: cents,
});

describe('Ohio municipal income tax: work city, resident city with its credit (locals-oh.json)', () => {
  const columbus = { state: 'OH', city: 'Columbus', zip: '43215' };
  it('lives and works in Columbus: one line, 2.5% of qualifying wages (401(k) deferrals included)', () => {
    // Qualifying wages = Medicare wages: 2,000.00 (the 100.00 401(k) deferral stays in). 2.5% × 2,000.00 = 50.00.
    expect(locals({ work: columbus, benefits: [k401(10000)] })).toEqual({ 'OH-COLUMBUS': 5000 });
  });
  it('Shaker Heights resident working in Columbus: credit 50% of the Columbus tax, at most 1% of wages', () => {
    // Columbus 2.5% × 2,000.00 = 50.00. Shaker Heights 2.25% × 2,000.00 = 45.00; credit 50% × 50.00 = 25.00,
    // limited to 1% × 2,000.00 = 20.00 → 45.00 − 20.00 = 25.00 (RITA credit factor 0.50, credit limit 1%).
    expect(locals({ work: columbus, home: { state: 'OH', city: 'Shaker Heights', zip: '44120' } })).toEqual({
      'OH-COLUMBUS': 5000,
      'OH-SHAKER-HEIGHTS': 2500,
    });
  });
  it('Cleveland resident working in Columbus: full credit up to Cleveland’s own tax → 0.00', () => {
    // Cleveland 2.5% × 2,000.00 = 50.00; credit 100% × 50.00 = 50.00 (limit 2.5% × 2,000.00 = 50.00) → 0.00.
    expect(locals({ work: columbus, home: { state: 'OH', city: 'Cleveland', zip: '44113' } })).toEqual({
      'OH-COLUMBUS': 5000,
      'OH-CLEVELAND': 0,
    });
  });
  it('Dayton resident working in Cincinnati: Cincinnati 1.8%, Dayton 2.5% less a full credit', () => {
    // Cincinnati 1.8% × 2,000.00 = 36.00 (cincinnati-oh.gov); Dayton 2.5% × 2,000.00 = 50.00 less
    // 100% × 36.00 (credit up to 2.5% × 2,000.00 = 50.00, daytonohio.gov) = 14.00.
    expect(
      locals({ work: { state: 'OH', city: 'Cincinnati' }, home: { state: 'OH', city: 'Dayton' } }),
    ).toEqual({ 'OH-CINCINNATI': 3600, 'OH-DAYTON': 1400 });
  });
  it('Germantown (CCA: 1.5%, credit 60% up to 0.9%) resident working in Cleveland', () => {
    // Cleveland 2.5% × 2,000.00 = 50.00 (ccaohio.gov); Germantown 1.5% × 2,000.00 = 30.00, credit
    // 60% × 50.00 = 30.00 limited to 0.9% × 2,000.00 = 18.00 → 30.00 − 18.00 = 12.00.
    expect(
      locals({ work: { state: 'OH', city: 'Cleveland' }, home: { state: 'OH', city: 'Germantown' } }),
    ).toEqual({ 'OH-CLEVELAND': 5000, 'OH-GERMANTOWN': 1200 });
  });
  it('Sandusky resident working in Columbus: no credit (factor 0) → 1.25% in full', () => {
    // Sandusky 1.25% × 2,000.00 = 25.00; credit factor 0 → 25.00.
    expect(locals({ work: columbus, home: { state: 'OH', city: 'Sandusky' } })['OH-SANDUSKY']).toBe(2500);
  });
  it('a Whitehall workplace written "Columbus" is decided by the tax setup code', () => {
    // local_work_code names another place: Columbus is not taxed; none of our places → the warning names the rest.
    const o = {
      work: columbus,
      home: { state: 'OH', city: 'Bexley' },
      form: { extra: { local_work_code: 'OH-WHITEHALL' } },
    };
    expect(locals(o)).toEqual({});
    expect(warnings(o, 'local_not_covered')).toContain(
      'Ohio municipal income taxes of the municipalities not in',
    );
    // Named explicitly: a workplace city the table does not spell is still Columbus.
    const o2 = {
      work: { state: 'OH', city: 'Whitehall' },
      form: { extra: { local_work_code: 'OH-COLUMBUS' } },
    };
    expect(locals(o2)['OH-COLUMBUS']).toBe(5000);
  });
  it('a covered address gets no local_not_covered warning; an uncovered home does', () => {
    // (The school district warning, which shares the code, is about IT 4, not about cities.)
    expect(warnings({ work: columbus }, 'local_not_covered')).not.toContain('Ohio municipal');
    expect(
      warnings({ work: columbus, home: { state: 'OH', city: 'Bexley' } }, 'local_not_covered'),
    ).toContain('Ohio municipal');
  });
});

describe('Kentucky occupational license taxes: Louisville Metro and Lexington-Fayette with their school boards', () => {
  const lou = { state: 'KY', city: 'Louisville', zip: '40202' };
  it('lives and works in Louisville: Metro 1.25% + transit 0.2% + Jefferson County schools 0.75%', () => {
    // Wages 2,000.00 − Section 125 100.00 = 1,900.00: 1.25% = 23.75; 0.2% = 3.80; 0.75% = 14.25.
    expect(
      locals({ work: lou, home: { state: 'KY', city: 'Louisville', zip: '40205' }, benefits: [s125(10000)] }),
    ).toEqual({
      'KY-LOUISVILLE-METRO': 2375,
      'KY-LOUISVILLE-TRANSIT': 380,
      'KY-JEFFERSON-SCHOOLS': 1425,
    });
  });
  it('Indiana resident working in Louisville: the Metro and transit taxes, no school tax', () => {
    // 1.25% × 2,000.00 = 25.00; 0.2% × 2,000.00 = 4.00.
    expect(locals({ work: lou, home: { state: 'IN', city: 'Jeffersonville', zip: '47130' } })).toEqual({
      'KY-LOUISVILLE-METRO': 2500,
      'KY-LOUISVILLE-TRANSIT': 400,
    });
  });
  it('Jeffersontown (ZIP 40299, inside Jefferson County) is Louisville Metro by ZIP', () => {
    expect(
      locals({ work: { state: 'KY', city: 'Jeffersontown', zip: '40299' }, home: null })[
        'KY-LOUISVILLE-METRO'
      ],
    ).toBe(2500);
  });
  it('Lexington: 2.25% urban county + 0.5% schools on gross pay including Section 125', () => {
    // Lexington's base includes Section 125: 2,000.00 × 2.25% = 45.00; × 0.5% = 10.00.
    expect(locals({ work: { state: 'KY', city: 'Lexington' }, benefits: [s125(10000)] })).toEqual({
      'KY-LEXINGTON': 4500,
      'KY-FAYETTE-SCHOOLS': 1000,
    });
  });
  it('a Louisville resident working in Lexington pays Lexington only (the school taxes need both)', () => {
    expect(locals({ work: { state: 'KY', city: 'Lexington' }, home: lou })).toEqual({ 'KY-LEXINGTON': 4500 });
  });
});

describe('Kentucky wage cap: Crestview Hills 1.15% up to the Social Security wage base', () => {
  const ch = { state: 'KY', city: 'Crestview Hills' };
  it('below the cap: 1.15% of gross', () => {
    // 2,000.00 × 1.15% = 23.00.
    expect(locals({ work: ch, home: null })).toEqual({ 'KY-CRESTVIEW-HILLS': 2300 });
  });
  it('184,000.00 taxed before this year: only 500.00 is left under $184,500', () => {
    // 184,500.00 − 184,000.00 = 500.00 × 1.15% = 5.75.
    const ytd: YtdTaxTotal[] = [
      {
        code: 'local_occupational_tax',
        jurisdiction: 'KY-CRESTVIEW-HILLS',
        payer: 'employee',
        taxableWagesCents: 18400000,
        amountCents: 211600,
      },
    ];
    expect(locals({ work: ch, home: null, ytd })).toEqual({ 'KY-CRESTVIEW-HILLS': 575 });
  });
});

describe('Missouri earnings taxes: 1% for residents anywhere and for nonresidents working in the city', () => {
  it('works in Kansas City, lives in Lee’s Summit: 1% of wages', () => {
    // Semimonthly 2,500.00 × 1% = 25.00.
    expect(
      locals({
        work: { state: 'MO', city: 'Kansas City' },
        home: { state: 'MO', city: "Lee's Summit" },
        wages: 250000,
        freq: 'semimonthly',
      }),
    ).toEqual({ 'MO-KANSAS-CITY': 2500 });
  });
  it('Kansas City resident working in Overland Park, Kansas: the resident 1%', () => {
    expect(
      locals({ work: { state: 'KS', city: 'Overland Park' }, home: { state: 'MO', city: 'Kansas City' } }),
    ).toEqual({
      'MO-KANSAS-CITY': 2000,
    });
  });
  it('St. Louis by ZIP: 63101 inside; Clayton 63105 outside; 63143 straddles → warning, no line', () => {
    expect(
      locals({
        work: { state: 'MO', city: 'Saint Louis', zip: '63101' },
        home: { state: 'MO', city: 'Saint Louis', zip: '63105' },
      }),
    ).toEqual({
      'MO-SAINT-LOUIS': 2000,
    });
    const o = {
      work: { state: 'MO', city: 'Clayton', zip: '63105' },
      home: { state: 'MO', city: 'Saint Louis', zip: '63143' },
    };
    expect(locals(o)).toEqual({});
    expect(warnings(o, 'residency_unknown')).toContain('MO-SAINT-LOUIS');
  });
});

describe('Michigan city income taxes: resident and nonresident rates, exemptions, resident credit', () => {
  const gr = { state: 'MI', city: 'Grand Rapids' };
  const lansing = { state: 'MI', city: 'Lansing' };
  it('Grand Rapids resident working there: 1.5% after 2 exemptions of $600 a year', () => {
    // 600 ÷ 26 = 23.0769 → 23.08; 2,000.00 − 2 × 23.08 = 1,953.84; × 1.5% = 29.3076 → 29.31.
    expect(locals({ work: gr, form: { allowances: 2 } })).toEqual({ 'MI-GRAND-RAPIDS': 2931 });
  });
  it('nonresident working in Lansing: 0.5%', () => {
    // 1,953.84 × 0.5% = 9.7692 → 9.77.
    expect(
      locals({ work: lansing, home: { state: 'MI', city: 'East Grand Rapids' }, form: { allowances: 2 } }),
    ).toEqual({
      'MI-LANSING': 977,
    });
  });
  it('Grand Rapids resident working in Lansing: Lansing 0.5%, Grand Rapids 1.5% less the Lansing tax', () => {
    // Lansing 9.77; Grand Rapids 29.31 − credit min(100% × 9.77, 0.75% × 1,953.84 = 14.6538 → 14.65) = 29.31 − 9.77 = 19.54.
    expect(locals({ work: lansing, home: gr, form: { allowances: 2 } })).toEqual({
      'MI-LANSING': 977,
      'MI-GRAND-RAPIDS': 1954,
    });
  });
  it('the certificate’s city_exemptions win over MI-W4 exemptions (Saginaw $750)', () => {
    // 750 ÷ 26 = 28.8462 → 28.85; 2,000.00 − 1 × 28.85 = 1,971.15 × 1.5% = 29.56725 → 29.57.
    expect(
      locals({
        work: { state: 'MI', city: 'Saginaw' },
        form: { allowances: 3, extra: { cityExemptions: 1 } },
      }),
    ).toEqual({
      'MI-SAGINAW': 2957,
    });
  });
});

describe('Wilmington earned income tax (1.25%)', () => {
  it('resident of ZIP 19801 working in Newark, Delaware: 1.25% of wages', () => {
    // 2,000.00 × 1.25% = 25.00.
    expect(
      locals({
        work: { state: 'DE', city: 'Newark', zip: '19711' },
        home: { state: 'DE', city: 'Wilmington', zip: '19801' },
      }),
    ).toEqual({
      'DE-WILMINGTON': 2500,
    });
  });
  it('a workplace in straddling ZIP 19806 warns and withholds nothing until the tax setup names the place', () => {
    const o = {
      work: { state: 'DE', city: 'Wilmington', zip: '19806' },
      home: { state: 'DE', city: 'Newark', zip: '19711' },
    };
    expect(locals(o)).toEqual({});
    expect(warnings(o, 'local_tax_uncertain')).toContain('DE-WILMINGTON');
    expect(locals({ ...o, form: { extra: { local_work_code: 'DE-WILMINGTON' } } })).toEqual({
      'DE-WILMINGTON': 2500,
    });
  });
});

describe('Alabama occupational tax: Birmingham 1% of gross wages for work in the city', () => {
  it('on gross pay before 401(k) and Section 125', () => {
    // Gross 2,000.00 (401(k) 100.00 and medical 50.00 are not excluded) × 1% = 20.00.
    expect(
      locals({
        work: { state: 'AL', city: 'Birmingham' },
        home: { state: 'AL', city: 'Hoover' },
        benefits: [k401(10000), s125(5000)],
      }),
    ).toEqual({
      'AL-BIRMINGHAM': 2000,
    });
  });
  it('a Birmingham resident working in Hoover owes nothing (work-based tax)', () => {
    expect(
      locals({ work: { state: 'AL', city: 'Hoover' }, home: { state: 'AL', city: 'Birmingham' } }),
    ).toEqual({});
  });
  it('Gadsden: 2%', () => {
    expect(locals({ work: { state: 'AL', city: 'Gadsden' } })).toEqual({ 'AL-GADSDEN': 4000 });
  });
});

describe('Colorado occupational privilege taxes: flat monthly amounts over a monthly-earnings threshold', () => {
  const glendale = { state: 'CO', city: 'Glendale' };
  it('Glendale: $5 employee and $5 employer once the month’s wages exceed $750', () => {
    expect(locals({ work: glendale, home: { state: 'CO', city: 'Denver', zip: '80203' } })).toMatchObject({
      'CO-GLENDALE': 500,
      'CO-GLENDALE (employer)': 500,
    });
  });
  it('second paycheck of the month: already taken → 0.00', () => {
    const mtd: YtdTaxTotal[] = [
      {
        code: 'local_occupational_tax',
        jurisdiction: 'CO-GLENDALE',
        payer: 'employee',
        taxableWagesCents: 200000,
        amountCents: 500,
      },
      {
        code: 'local_occupational_tax',
        jurisdiction: 'CO-GLENDALE',
        payer: 'company',
        taxableWagesCents: 200000,
        amountCents: 500,
      },
    ];
    expect(locals({ work: glendale, home: null, monthToDate: mtd })).toEqual({
      'CO-GLENDALE': 0,
      'CO-GLENDALE (employer)': 0,
    });
  });
  it('Greenwood Village below its $250 monthly threshold: not due yet; at $250 it is $2 + $2', () => {
    const gv = { state: 'CO', city: 'Greenwood Village' };
    expect(locals({ work: gv, home: null, wages: 24999 })).toEqual({
      'CO-GREENWOOD-VILLAGE': 0,
      'CO-GREENWOOD-VILLAGE (employer)': 0,
    });
    expect(locals({ work: gv, home: null, wages: 25000 })).toEqual({
      'CO-GREENWOOD-VILLAGE': 200,
      'CO-GREENWOOD-VILLAGE (employer)': 200,
    });
  });
  it('Aurora repealed its OPT from 2025: no line and no warning', () => {
    const o = { work: { state: 'CO', city: 'Aurora', zip: '80012' } };
    expect(locals(o)).toEqual({});
    expect(warnings(o, 'local_not_covered')).toBe('');
  });
});

describe('West Virginia city service fees: flat weekly amounts', () => {
  const hun = { state: 'WV', city: 'Huntington' };
  it('Huntington $5.00 a week: weekly 5.00, biweekly 10.00, semimonthly 5.00 × 52 ÷ 24 = 10.8333 → 10.83', () => {
    expect(locals({ work: hun, freq: 'weekly' })).toEqual({ 'WV-HUNTINGTON': 500 });
    expect(locals({ work: hun, freq: 'biweekly' })).toEqual({ 'WV-HUNTINGTON': 1000 });
    expect(locals({ work: hun, freq: 'semimonthly' })).toEqual({ 'WV-HUNTINGTON': 1083 });
  });
  it('at most 52 weeks a year: 255.00 taken → 5.00 left of 260.00', () => {
    const ytd: YtdTaxTotal[] = [
      {
        code: 'local_occupational_tax',
        jurisdiction: 'WV-HUNTINGTON',
        payer: 'employee',
        taxableWagesCents: 5000000,
        amountCents: 25500,
      },
    ];
    expect(locals({ work: hun, ytd })).toEqual({ 'WV-HUNTINGTON': 500 });
  });
  it('an off-cycle payroll takes no extra week', () => {
    expect(locals({ work: hun, p: { payrollType: 'off_cycle' } })).toEqual({ 'WV-HUNTINGTON': 0 });
  });
  it('Fairmont charges nonresidents only: $2.00 × 2 weeks = 4.00; a Fairmont resident pays nothing', () => {
    const f = { state: 'WV', city: 'Fairmont' };
    expect(locals({ work: f, home: { state: 'WV', city: 'Morgantown' } })).toEqual({ 'WV-FAIRMONT': 400 });
    expect(locals({ work: f })).toEqual({});
  });
});

describe('Oregon Metro SHS and Multnomah County PFA: annual thresholds, withheld at $200,000 or on election', () => {
  const portland = { state: 'OR', city: 'Portland' };
  it('Portland, $10,000 biweekly = $260,000 a year: SHS 1% and PFA 1.5% over $200,000', () => {
    // 10,000 × 26 = 260,000; SHS 1% × 60,000 = 600.00 ÷ 26 = 23.0769 → 23.08; PFA 1.5% × 60,000 = 900.00 ÷ 26 = 34.6154 → 34.62.
    expect(locals({ work: portland, wages: 1000000 })).toEqual({
      'OR-METRO-SHS': 2308,
      'OR-MULTNOMAH-PFA': 3462,
    });
  });
  it('$20,000 biweekly = $520,000: PFA’s second 1.5% over $400,000', () => {
    // SHS 1% × 320,000 = 3,200 ÷ 26 = 123.0769 → 123.08; PFA 1.5% × 320,000 + 1.5% × 120,000 = 4,800 + 1,800 = 6,600 ÷ 26 = 253.8462 → 253.85.
    expect(locals({ work: portland, wages: 2000000 })).toEqual({
      'OR-METRO-SHS': 12308,
      'OR-MULTNOMAH-PFA': 25385,
    });
  });
  it('below $200,000 nothing is withheld unless the employee opts in (then $125,000 / $250,000)', () => {
    // 5,000 × 26 = 130,000 < 200,000: no lines. Opted in: SHS 1% × 5,000 = 50 ÷ 26 = 1.9231 → 1.92; PFA 1.5% × 5,000 = 75 ÷ 26 = 2.8846 → 2.88.
    expect(locals({ work: portland, wages: 500000 })).toEqual({});
    expect(
      locals({ work: portland, wages: 500000, form: { extra: { local_withholding_election: 'opt_in' } } }),
    ).toEqual({
      'OR-METRO-SHS': 192,
      'OR-MULTNOMAH-PFA': 288,
    });
  });
  it('opted out over the threshold: zero lines', () => {
    expect(
      locals({ work: portland, wages: 1000000, form: { extra: { local_withholding_election: 'opt_out' } } }),
    ).toEqual({
      'OR-METRO-SHS': 0,
      'OR-MULTNOMAH-PFA': 0,
    });
  });
  it('a bonus is not annualized: taxed at the rates of the tiers the year reaches', () => {
    // Regular 10,000 × 26 = 260,000, + bonus 26,000 = 286,000 (below PFA's 400,000).
    // SHS: 1% × 60,000 ÷ 26 = 23.0769 and 1% × 26,000 = 260.00 → 283.0769 → 283.08.
    // PFA: 1.5% × 60,000 ÷ 26 = 34.6154 and 1.5% × 26,000 = 390.00 → 424.6154 → 424.62.
    const p = {
      earnings: [
        { type: 'salary' as const, amountCents: 1000000 },
        { type: 'bonus' as const, amountCents: 2600000 },
      ],
    };
    expect(locals({ work: portland, p })).toEqual({ 'OR-METRO-SHS': 28308, 'OR-MULTNOMAH-PFA': 42462 });
  });
  it('Beaverton (Metro, Washington County): SHS only', () => {
    expect(locals({ work: { state: 'OR', city: 'Beaverton' }, wages: 1000000 })).toEqual({
      'OR-METRO-SHS': 2308,
    });
  });
  it('TriMet (employer-paid transit) stays named in local_not_covered even for a covered Portland address', () => {
    expect(warnings({ work: portland, wages: 1000000 }, 'local_not_covered')).toContain('TriMet');
  });
});

describe('a county crediting a city’s tax on the same wages (KRS 68.197; mechanism on a fixture table)', () => {
  // Fixture, not a publication: a county at 1.5 % crediting 100 % of a city's 1 % (the shape of
  // Clark County Code §110.04's credit for Winchester's fee), written into a copy of the 2026 tables.
  const dir = mkdtempSync(join(tmpdir(), 'payclock-locals-'));
  cpSync(join(DEFAULT_TABLES_DIR, '2026'), join(dir, '2026'), { recursive: true });
  const file = join(dir, '2026', 'locals-ky.json');
  const ky = JSON.parse(readFileSync(file, 'utf8')) as { locals: unknown[] };
  const fixture = {
    publication: 'fixture',
    revision: 'test',
    url: 'https://example.invalid',
    verified: false,
  };
  ky.locals.push(
    {
      code: 'KY-FIXTURE-COUNTY',
      name: 'Fixture County occupational fee',
      method: 'percent_of_wages',
      nonresidentRate: '0.015',
      residentRate: '0.015',
      residentScope: 'working_here',
      cities: ['Fixtureville', 'Fixture Township'],
      credit: { against: ['KY-FIXTURE-CITY'], factor: '1', limitRate: null },
      ...fixture,
    },
    {
      code: 'KY-FIXTURE-CITY',
      name: 'Fixtureville occupational fee',
      method: 'percent_of_wages',
      nonresidentRate: '0.01',
      residentRate: '0.01',
      residentScope: 'working_here',
      cities: ['Fixtureville'],
      ...fixture,
    },
  );
  writeFileSync(file, JSON.stringify(ky));
  const tables = loadTaxTables(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lines = (city: string) =>
    Object.fromEntries(
      calculatePaycheckTaxes(input({ work: { state: 'KY', city }, home: null }), tables)
        .taxes.filter((t) => t.jurisdiction.startsWith('KY-FIXTURE'))
        .map((t) => [t.jurisdiction, t.amountCents]),
    );
  it('working in the city: city 1 % = 20.00; county 1.5 % = 30.00 less the city’s 20.00 = 10.00', () => {
    expect(lines('Fixtureville')).toEqual({ 'KY-FIXTURE-CITY': 2000, 'KY-FIXTURE-COUNTY': 1000 });
  });
  it('working in the county outside the city: the county’s 1.5 % in full = 30.00', () => {
    expect(lines('Fixture Township')).toEqual({ 'KY-FIXTURE-COUNTY': 3000 });
  });
});
