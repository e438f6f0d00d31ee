/**
 * The small fixture company of the reports and pay-statement tests, written straight into the
 * ledger tables with hand-chosen cents (2026 rates: Social Security 6.2%, Medicare 1.45%, FUTA 0.6%
 * net, TX SUI 2.7% and CA SUI 3.4% as this company's assigned rates; income tax amounts are given).
 *
 * P1 `pay_P1aaaaaaaaaaaaaaaaaa` paid, payday 2026-09-24 (Q3):
 *   Tom (TX): regular 50 h × $20 = $1,000.00 on customer/project, 30 h × $20 = $600.00 unassigned;
 *     gross 160000; FIT 11000 on 150000 (gross − 401(k) 10000); SS 6.2% × 1600 = 99.20 (each side);
 *     Medicare 1.45% × 1600 = 23.20 (each side); FUTA 0.6% × 1600 = 9.60; TX SUI 2.7% × 1600 = 43.20;
 *     401(k) employee 100.00, company 50.00.
 *     employee taxes 11000 + 9920 + 2320 = 23240; employer 9920 + 2320 + 960 + 4320 = 17520;
 *     net 160000 − 23240 − 10000 = 126760.
 *   Cara (CA, department): regular 40 h × $30 = 1200.00 on customer/project; FIT 9000; SS 74.40;
 *     Medicare 17.40; CA PIT 25.00; CA SDI 15.60; employer SS 74.40, Medicare 17.40,
 *     FUTA 0.6% × 1200 = 7.20, CA SUI 3.4% × 1200 = 40.80.
 *     employee taxes 9000 + 7440 + 1740 + 2500 + 1560 = 22240; employer 7440 + 1740 + 720 + 4080 = 13980;
 *     net 120000 − 22240 = 97760.
 *   Cody (contractor): 10 h × $50 = 500.00 on the customer, no project; net 50000.
 * P2 `pay_P2bbbbbbbbbbbbbbbbbb` pending, payday 2026-11-26 (Q4):
 *   Tom: regular 80 h × $20 = 1600.00 unassigned, overtime 5 h × $30 = 150.00 on the project;
 *     gross 175000; FIT 13000 on 165000; SS 6.2% × 1750 = 108.50; Medicare 1.45% × 1750 = 25.375 →
 *     25.38; FUTA 0.6% × 1750 = 10.50 (YTD FUTA wages 1600 + 1750 < 7000); TX SUI 2.7% × 1750 = 47.25;
 *     401(k) 100.00 / 50.00; reimbursement 25.00.
 *     employee taxes 13000 + 10850 + 2538 = 26388; employer 10850 + 2538 + 1050 + 4725 = 19163;
 *     net 175000 − 26388 − 10000 + 2500 = 141112.
 *   Cara: as in P1 but unassigned, plus a child-support deduction of 50.00: net 97760 − 5000 = 92760.
 * P3 `pay_P3cccccccccccccccccc` draft off-cycle, payday 2026-11-27: Tom bonus 500.00; FIT 22% × 500 =
 *   110.00; SS 31.00; Medicare 7.25; employer SS 31.00, Medicare 7.25, FUTA 3.00, SUI 13.50;
 *   employee taxes 14825, net 50000 − 14825 = 35175. Never in reports (draft).
 * Company B has one paid payroll `pay_PBxxxxxxxxxxxxxxxxxx` on the same dates (must never show up).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/platform/db/schema.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { makeCompany, makeEmployee } from './app.js';
import { insertLedgerPayroll, type FixtureLine } from './ledger-fixture.js';

/** Ids of the fixture. */
export interface ReportsFixture {
  key: string;
  otherKey: string;
  companyId: number;
  tom: number;
  cara: number;
  cody: number;
  customer: number;
  project: number;
  department: number;
}

const H = 3600;
const fica = (wages: number, ss: number, med: number): FixtureLine[] => [
  { kind: 'tax', code: 'social_security', payer: 'employee', taxable: wages, amount: ss },
  { kind: 'tax', code: 'medicare', payer: 'employee', taxable: wages, amount: med },
  { kind: 'tax', code: 'social_security', payer: 'company', taxable: wages, amount: ss },
  { kind: 'tax', code: 'medicare', payer: 'company', taxable: wages, amount: med },
];
const fit = (taxable: number, amount: number): FixtureLine => ({
  kind: 'tax',
  code: 'federal_income_tax',
  payer: 'employee',
  taxable,
  amount,
  reason: `Pub 15-T percentage method on $${(taxable / 100).toFixed(2)}`,
});
const futa = (taxable: number, amount: number): FixtureLine => ({
  kind: 'tax',
  code: 'futa',
  payer: 'company',
  taxable,
  amount,
});
const sui = (state: string, taxable: number, amount: number): FixtureLine => ({
  kind: 'tax',
  code: 'state_unemployment',
  payer: 'company',
  jurisdiction: state,
  taxable,
  amount,
});
const k401: FixtureLine[] = [
  { kind: 'benefit', code: '401k', payer: 'employee', amount: 10000, pre_tax: true, description: '401(k)' },
  { kind: 'benefit', code: '401k', payer: 'company', amount: 5000, pre_tax: true, description: '401(k)' },
];
const caraTaxes: FixtureLine[] = [
  fit(120000, 9000),
  ...fica(120000, 7440, 1740),
  { kind: 'tax', code: 'state_income_tax', jurisdiction: 'CA', taxable: 120000, amount: 2500 },
  { kind: 'tax', code: 'state_disability', jurisdiction: 'CA', taxable: 120000, amount: 1560 },
  futa(120000, 720),
  sui('CA', 120000, 4080),
];

/** Creates both companies and the payrolls described above. */
export async function seedReportsFixture(db: Kysely<DB>): Promise<ReportsFixture> {
  const { apiKey: key, companyId } = await makeCompany(db, { plan: 'payroll' });
  const other = await makeCompany(db, { plan: 'payroll', name: 'Other Co' });
  const customer = toInt(
    (
      await db
        .insertInto('customers')
        .values({ company_id: companyId, name: 'Acme Build' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const project = toInt(
    (
      await db
        .insertInto('projects')
        .values({ company_id: companyId, name: 'Tower', customer_id: customer })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const department = toInt(
    (
      await db
        .insertInto('departments')
        .values({ company_id: companyId, name: 'Field' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const tom = await makeEmployee(db, companyId, { first_name: 'Tom', last_name: 'Texas' });
  const cara = await makeEmployee(db, companyId, {
    first_name: 'Cara',
    last_name: 'Cali',
    department_id: department,
  });
  const cody = await makeEmployee(db, companyId, {
    first_name: 'Cody',
    last_name: 'Contractor',
    employment_type: 'contractor',
  });
  const job = { customer_id: customer, project_id: project };
  const reg = (seconds: number, amount: number, j: Partial<FixtureLine> = {}): FixtureLine => ({
    kind: 'earning',
    code: 'regular',
    description: 'Regular hours',
    seconds,
    rate: '20',
    amount,
    ...j,
  });
  const tomP = { employee_id: tom, first_name: 'Tom', last_name: 'Texas', workplace_state: 'TX' };
  const caraP = {
    employee_id: cara,
    first_name: 'Cara',
    last_name: 'Cali',
    workplace_state: 'CA',
    department_id: department,
  };
  await insertLedgerPayroll(db, companyId, {
    id: 'pay_P1aaaaaaaaaaaaaaaaaa',
    status: 'paid',
    start_date: '2026-09-06',
    end_date: '2026-09-19',
    payday: '2026-09-24',
    paychecks: [
      {
        ...tomP,
        lines: [
          reg(50 * H, 100000, job),
          reg(30 * H, 60000),
          fit(150000, 11000),
          ...fica(160000, 9920, 2320),
          futa(160000, 960),
          sui('TX', 160000, 4320),
          ...k401,
        ],
      },
      { ...caraP, lines: [reg(40 * H, 120000, { ...job, rate: '30' }), ...caraTaxes] },
      {
        employee_id: cody,
        first_name: 'Cody',
        last_name: 'Contractor',
        is_contractor: true,
        lines: [reg(10 * H, 50000, { customer_id: customer, rate: '50' })],
      },
    ],
  });
  await insertLedgerPayroll(db, companyId, {
    id: 'pay_P2bbbbbbbbbbbbbbbbbb',
    status: 'pending',
    start_date: '2026-11-08',
    end_date: '2026-11-21',
    payday: '2026-11-26',
    paychecks: [
      {
        ...tomP,
        lines: [
          reg(80 * H, 160000),
          {
            kind: 'earning',
            code: 'overtime',
            description: 'Overtime',
            seconds: 5 * H,
            rate: '30',
            amount: 15000,
            ...job,
          },
          fit(165000, 13000),
          ...fica(175000, 10850, 2538),
          futa(175000, 1050),
          sui('TX', 175000, 4725),
          ...k401,
          { kind: 'reimbursement', code: 'mileage', amount: 2500, description: 'Mileage' },
        ],
      },
      {
        ...caraP,
        lines: [
          reg(40 * H, 120000, { rate: '30' }),
          ...caraTaxes,
          { kind: 'deduction', code: 'child_support', amount: 5000, description: 'Child support' },
        ],
      },
    ],
  });
  await insertLedgerPayroll(db, companyId, {
    id: 'pay_P3cccccccccccccccccc',
    status: 'draft',
    start_date: '2026-11-27',
    end_date: '2026-11-27',
    payday: '2026-11-27',
    paychecks: [
      {
        ...tomP,
        lines: [
          { kind: 'earning', code: 'bonus', description: 'Bonus', amount: 50000 },
          fit(50000, 11000),
          ...fica(50000, 3100, 725),
          futa(50000, 300),
          sui('TX', 50000, 1350),
        ],
      },
    ],
  });
  const stranger = await makeEmployee(db, other.companyId, { first_name: 'Sam', last_name: 'Stranger' });
  await insertLedgerPayroll(db, other.companyId, {
    id: 'pay_PBxxxxxxxxxxxxxxxxxx',
    status: 'paid',
    start_date: '2026-09-06',
    end_date: '2026-09-19',
    payday: '2026-09-24',
    paychecks: [
      {
        employee_id: stranger,
        first_name: 'Sam',
        last_name: 'Stranger',
        lines: [reg(80 * H, 999900), fit(999900, 99900), futa(700000, 4200)],
      },
    ],
  });
  return { key, otherKey: other.apiKey, companyId, tom, cara, cody, customer, project, department };
}
