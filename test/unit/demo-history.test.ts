/**
 * The demo's payroll history (src/modules/demo/history.ts), on a small roster worked out by hand,
 * as of 2026-02-20 (a Friday):
 * - biweekly (hourly group, periods anchored on Sunday 2026-01-04): the current period is
 *   02-15–02-28, the latest finished 02-01–02-14 (run here by the walk-through), so the history is
 *   2025-12-21–2026-01-03 (payday 01-08), 01-04–01-17 (01-22), 01-18–01-31 (02-05);
 * - semimonthly (salaried group): current 02-16–02-28, latest finished 02-01–02-15, history
 *   2025-12-16–12-31 (payday 2026-01-05), 01-01–01-15 (01-20), 01-16–01-31 (02-05).
 * People: A hourly in San Francisco (CA) at $25.33 × 40 h/week, 401(k) 5 % / 3 %, single;
 * B salaried in New York at $120,000 a year, married filing jointly; C a contractor at $45 × 40 h;
 * D time-track only (never paid).
 */
import { describe, expect, it } from 'vitest';
import { generateDemoCompany, type DemoEmployee } from '../../src/modules/demo/generator.js';
import {
  applyBp,
  applyDecimal,
  demoEin,
  demoHistory,
  demoSsn,
  demoTin,
} from '../../src/modules/demo/history.js';

const base = generateDemoCompany({ asOf: '2026-02-20' });
const template = base.employees.find((e) => e.employmentType === 'employee')!;
const person = (over: Partial<DemoEmployee>): DemoEmployee => ({
  ...template,
  startDate: '2020-01-06',
  dismissedOn: null,
  timetrackOnly: false,
  benefits: [],
  deductions: [],
  taxSetup: null,
  ...over,
});
const hourly = (rate: string) => ({
  startDate: '2020-01-06',
  paymentUnit: 'hour' as const,
  salaryType: null,
  paymentAmount: rate,
  salaryCents: null,
  overtimeAmount: '1.5',
  defaultHours: '40',
  ptoPaymentAmount: rate,
});
const ca = base.workplaces.findIndex((w) => w.state === 'CA');
const ny = base.workplaces.findIndex((w) => w.state === 'NY');
const demo = {
  ...base,
  employees: [
    person({
      employmentType: 'employee',
      payScheduleGroup: 0,
      workplace: ca,
      earnings: [hourly('25.3300')],
      taxSetup: { federal: { filing_status: 'single', extra_withholding: 0 }, state: {} },
      benefits: [
        {
          code: '401k',
          description: '401(k)',
          employeeAmountCents: null,
          employeePercent: '5',
          companyAmountCents: null,
          companyPercent: '3',
          annualLimitCents: 2_450_000,
          startDate: '2025-01-01',
        },
      ],
    }),
    person({
      employmentType: 'employee',
      payScheduleGroup: 1,
      workplace: ny,
      earnings: [
        {
          startDate: '2020-01-06',
          paymentUnit: 'salary',
          salaryType: 'yearly',
          paymentAmount: null,
          salaryCents: 12_000_000,
          overtimeAmount: null,
          defaultHours: '40',
          ptoPaymentAmount: null,
        },
      ],
      taxSetup: { federal: { filing_status: 'married_jointly', extra_withholding: 0 }, state: {} },
    }),
    person({
      employmentType: 'contractor',
      payScheduleGroup: 0,
      workplace: ca,
      earnings: [hourly('45.0000')],
    }),
    person({
      employmentType: 'employee',
      payScheduleGroup: 0,
      workplace: ca,
      timetrackOnly: true,
      earnings: [],
    }),
  ],
};

const history = demoHistory(demo);
const tax = (p: (typeof history)[number], employee: number, code: string, payer: string) =>
  p.employees
    .find((x) => x.employee === employee)
    ?.body.taxes?.find((t) => t.code === code && t.payer === payer);

describe('demo history: pure figures worked out by hand', () => {
  it('has the periods before each group’s latest finished period, ordered by payday then group', () => {
    expect(history.map((p) => [p.payFrequency, p.startDate, p.endDate, p.payday])).toEqual([
      ['semimonthly', '2025-12-16', '2025-12-31', '2026-01-05'],
      ['biweekly', '2025-12-21', '2026-01-03', '2026-01-08'],
      ['semimonthly', '2026-01-01', '2026-01-15', '2026-01-20'],
      ['biweekly', '2026-01-04', '2026-01-17', '2026-01-22'],
      ['biweekly', '2026-01-18', '2026-01-31', '2026-02-05'],
      ['semimonthly', '2026-01-16', '2026-01-31', '2026-02-05'],
    ]);
    // D (time-track only) is never paid; C is paid as a contractor: 45.00 × 40 × 2 = 3,600.00.
    for (const p of history) expect(p.employees.map((x) => x.employee)).not.toContain(3);
    expect(history[1]!.contractors).toEqual([{ employee: 2, amount: 3600 }]);
    expect(history[0]!.contractors).toEqual([]);
  });

  it('pays A and withholds each tax once, rounded half up', () => {
    const a = history[1]!.employees.find((x) => x.employee === 0)!.body;
    // gross 25.33 × 80 = 2,026.40; 401(k) 5 % = 101.32, company 3 % = 60.792 → 60.79.
    expect(a.earnings).toEqual([{ type: 'regular', amount: 2026.4, hours: 80 }]);
    expect(a.benefits).toEqual([{ code: '401k', employee_amount: 101.32, company_amount: 60.79 }]);
    // Federal wages 2,026.40 − 101.32 = 1,925.08: FIT 10 % = 192.508 → 192.51; CA 4 % = 77.0032 → 77.00.
    // SS 2,026.40 × 6.2 % = 125.6368 → 125.64; Medicare × 1.45 % = 29.3828 → 29.38 (each side);
    // CA SUI 3.4 % = 68.8976 → 68.90; CA SDI 1.3 % = 26.3432 → 26.34.
    expect(a.taxes).toEqual([
      {
        code: 'federal_income_tax',
        jurisdiction: 'US',
        payer: 'employee',
        taxable_wages: 1925.08,
        amount: 192.51,
      },
      {
        code: 'social_security',
        jurisdiction: 'US',
        payer: 'employee',
        taxable_wages: 2026.4,
        amount: 125.64,
      },
      {
        code: 'social_security',
        jurisdiction: 'US',
        payer: 'company',
        taxable_wages: 2026.4,
        amount: 125.64,
      },
      { code: 'medicare', jurisdiction: 'US', payer: 'employee', taxable_wages: 2026.4, amount: 29.38 },
      { code: 'medicare', jurisdiction: 'US', payer: 'company', taxable_wages: 2026.4, amount: 29.38 },
      // Company FUTA wages so far: B's 5,000.00 (01-05) + 2,026.40 = 7,026.40 × 0.6 % = 42.1584 →
      // 42.16, less the 30.00 charged before = 12.16.
      { code: 'futa', jurisdiction: 'US', payer: 'company', taxable_wages: 2026.4, amount: 12.16 },
      {
        code: 'state_unemployment',
        jurisdiction: 'CA',
        payer: 'company',
        taxable_wages: 2026.4,
        amount: 68.9,
      },
      { code: 'state_income_tax', jurisdiction: 'CA', payer: 'employee', taxable_wages: 1925.08, amount: 77 },
      {
        code: 'state_disability',
        jurisdiction: 'CA',
        payer: 'employee',
        taxable_wages: 2026.4,
        amount: 26.34,
      },
    ]);
  });

  it('pays B a 24th of the salary and stops FUTA at $7,000', () => {
    // 120,000.00 ÷ 24 = 5,000.00; FIT 7 % (married filing jointly) = 350.00; NY 4 % = 200.00;
    // SS 310.00 and Medicare 72.50 each side; NY SUI 4.1 % = 205.00.
    const b = history[0]!.employees.find((x) => x.employee === 1)!.body;
    expect(b.earnings).toEqual([{ type: 'salary', amount: 5000 }]);
    expect(tax(history[0]!, 1, 'federal_income_tax', 'employee')?.amount).toBe(350);
    expect(tax(history[0]!, 1, 'state_income_tax', 'employee')).toMatchObject({
      jurisdiction: 'NY',
      amount: 200,
    });
    expect(tax(history[0]!, 1, 'social_security', 'company')?.amount).toBe(310);
    expect(tax(history[0]!, 1, 'medicare', 'employee')?.amount).toBe(72.5);
    expect(tax(history[0]!, 1, 'state_unemployment', 'company')).toMatchObject({
      jurisdiction: 'NY',
      amount: 205,
    });
    expect(tax(history[0]!, 1, 'state_disability', 'employee')).toBeUndefined();
    // FUTA: 5,000.00 (30.00), then the remaining 2,000.00 of the $7,000 base, then nothing.
    // 01-20: company FUTA wages 7,026.40 + 2,000.00 = 9,026.40 × 0.6 % = 54.1584 → 54.16 − 42.16 = 12.00.
    expect(tax(history[0]!, 1, 'futa', 'company')).toMatchObject({ taxable_wages: 5000, amount: 30 });
    expect(tax(history[2]!, 1, 'futa', 'company')).toMatchObject({ taxable_wages: 2000, amount: 12 });
    expect(tax(history[5]!, 1, 'futa', 'company')).toBeUndefined();
  });

  it('adds the FUTA lines up to the year’s FUTA wages × 0.6 % rounded once', () => {
    // FUTA wages: B 7,000.00 + A 3 × 2,026.40 = 13,079.20; × 0.006 = 78.4752 → 78.48
    // (= 30.00 + 12.16 + 12.00 + 12.16 + 12.16).
    const lines = history.flatMap((p) =>
      p.employees.flatMap((x) => (x.body.taxes ?? []).filter((t) => t.code === 'futa')),
    );
    expect(lines.map((t) => t.amount)).toEqual([30, 12.16, 12, 12.16, 12.16]);
    expect(Math.round(lines.reduce((s, t) => s + t.amount * 100, 0))).toBe(7848);
  });

  it('rounds half up in integers and numbers the test SSNs in area 900', () => {
    expect(applyBp(250, 620)).toBe(16); // 2.50 × 6.2 % = 0.155 → 0.16
    expect(applyDecimal(12_345, '0.034')).toBe(420); // 123.45 × 3.4 % = 4.1973 → 4.20
    expect(applyDecimal(10_050, '5', 100)).toBe(503); // 100.50 × 5 % = 5.025 → 5.03
    expect([demoSsn(0), demoSsn(45)]).toEqual(['900100001', '900100046']);
    expect(demoEin(2)).toBe('000000003'); // 00-0000003: the IRS assigns no EIN with prefix 00
    const business = base.employees.findIndex((e) => e.contractorType === 'business');
    expect(business).toBeGreaterThanOrEqual(0);
    expect(demoTin(base, business)).toEqual({ tin: demoEin(business), type: 'ein' });
    expect(demoTin(base, 0)).toEqual({ tin: '900100001', type: 'ssn' });
  });
});
