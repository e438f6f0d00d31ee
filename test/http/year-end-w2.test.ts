/**
 * Form W-2 and W-3 over the reports fixture (test/helpers/reports-fixture.ts, whose header lists
 * every paycheck's cents). Approved payrolls of 2026: P1 (paid, 2026-09-24) and P2 (pending,
 * 2026-11-26); the draft P3 never counts.
 *
 * Tom (TX): box 1 = FIT wages 1,500.00 + 1,650.00 = 3,150.00; box 2 = 110.00 + 130.00 = 240.00;
 *   box 3 = box 5 = 1,600.00 + 1,750.00 = 3,350.00; box 4 = 99.20 + 108.50 = 207.70;
 *   box 6 = 23.20 + 25.38 = 48.58; box 12 D = 100.00 + 100.00 = 200.00 (401(k) employee share);
 *   box 13 retirement plan; no state income tax (TX) → no state rows; nothing in box 14.
 * Cara (CA): box 1 = 1,200.00 × 2 = 2,400.00; box 2 = 90.00 × 2 = 180.00; box 3 = box 5 = 2,400.00;
 *   box 4 = 74.40 × 2 = 148.80; box 6 = 17.40 × 2 = 34.80; CA box 16 = 2,400.00, box 17 = 25.00 × 2
 *   = 50.00; box 14 "CA SDI" 15.60 × 2 = 31.20.
 * W-3: 2 forms; box 1 = 3,150 + 2,400 = 5,550.00; box 2 = 240 + 180 = 420.00; box 3 = box 5 =
 *   3,350 + 2,400 = 5,750.00; box 4 = 207.70 + 148.80 = 356.50; box 6 = 48.58 + 34.80 = 83.38;
 *   box 12a = 200.00; CA 2,400.00 / 50.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { extractPdfText } from '../helpers/pdf-text.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;
const home = (city: string, state: string, zip: string) => ({
  address: { address_line_1: '1 Main St', address_line_2: null, city, state, zip, country: 'US' },
});

beforeAll(async () => {
  t = await startApp('2026-12-01T20:00:00.000Z');
  f = await seedReportsFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('Form W-2', () => {
  it('is 422 naming what is missing while the employee has no SSN; the W-3 lists it', async () => {
    const r = await t.call(f.key, 'GET', `/employees/${f.tom}/w2s/2026`);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('missing_tax_information');
    expect(r.body.errors.map((e: any) => e.field)).toEqual(['ssn']); // the fixture gives everyone an address
    const file = await t.call(f.key, 'GET', '/companies/w2-file?year=2026');
    expect(file.status).toBe(422);
    expect(file.body.errors.map((e: any) => e.field)).toEqual(
      expect.arrayContaining(['ein', `employees[${f.tom}].ssn`, `employees[${f.cara}].ssn`]),
    );
    const w3 = await t.call(f.key, 'GET', '/companies/w3?year=2026');
    expect(w3.status).toBe(200);
    expect(w3.body.blocking).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employee_id: null, field: 'ein' }),
        expect.objectContaining({ employee_id: f.tom, field: 'ssn' }),
        expect.objectContaining({ employee_id: f.cara, field: 'ssn' }),
      ]),
    );
  });

  it('derives every box from the paychecks', async () => {
    expect(
      (
        await t.call(f.key, 'PUT', '/companies/tax-ids', {
          ein: '12-3456789',
          state_tax_ids: { CA: '123-4567-8' },
        })
      ).body,
    ).toEqual({ ein: '12-3456789', state_tax_ids: { CA: '123-4567-8' } });
    const bad = await t.call(f.key, 'PUT', '/companies/tax-ids', { ein: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('ein');
    for (const [id, ssn, addr] of [
      [f.tom, '123-45-6789', home('Austin', 'TX', '78701')],
      [f.cara, '234-56-7890', home('Oakland', 'CA', '94607')],
    ] as const) {
      const p = await t.call(f.key, 'PATCH', `/employees/${id}`, { ssn, ...addr });
      expect(p.status).toBe(200);
    }
    const tom = await t.call(f.key, 'GET', `/employees/${f.tom}/w2s/2026`);
    expect(tom.status).toBe(200);
    expect(tom.body).toMatchObject({
      year: 2026,
      employer: { ein: '12-3456789', name: 'Acme Co' },
      employee: { first_name: 'Tom', last_name: 'Texas', ssn: 'XXX-XX-6789' },
      box1_wages: 3150,
      box2_federal_income_tax_withheld: 240,
      box3_social_security_wages: 3350,
      box4_social_security_tax_withheld: 207.7,
      box5_medicare_wages: 3350,
      box6_medicare_tax_withheld: 48.58,
      box10_dependent_care_benefits: 0,
      box11_nonqualified_plans: 0,
      box12: [{ code: 'D', amount: 200 }],
      box13: { statutory_employee: false, retirement_plan: true, third_party_sick_pay: false },
      box14: [],
      states: [],
    });
    const cara = await t.call(f.key, 'GET', `/employees/${f.cara}/w2s/2026`);
    expect(cara.body).toMatchObject({
      box1_wages: 2400,
      box2_federal_income_tax_withheld: 180,
      box3_social_security_wages: 2400,
      box4_social_security_tax_withheld: 148.8,
      box5_medicare_wages: 2400,
      box6_medicare_tax_withheld: 34.8,
      box12: [],
      box13: { retirement_plan: false },
      box14: [{ label: 'CA SDI', amount: 31.2 }],
      states: [
        {
          box15_state: 'CA',
          box15_employer_state_id: '123-4567-8',
          box16_state_wages: 2400,
          box17_state_income_tax: 50,
          localities: [],
        },
      ],
    });
    expect(JSON.stringify(cara.body)).not.toContain('234-56-7890');
  });

  it('prints copies B, C and 2 as one PDF', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/employees/${f.tom}/w2s/2026`,
      headers: { 'x-api-key': f.key, accept: 'application/pdf' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const text = await extractPdfText(r.rawPayload);
    expect(text.split('\n')).toHaveLength(3);
    for (const copy of ['Copy B', 'Copy C', 'Copy 2']) expect(text).toContain(copy);
    expect(text).toContain('3,150.00');
    expect(text).toContain('XXX-XX-6789');
    expect(text).not.toContain('123-45-6789');
  });

  it('is 404 for a contractor, a year without pay, or another company', async () => {
    expect((await t.call(f.key, 'GET', `/employees/${f.cody}/w2s/2026`)).status).toBe(404);
    expect((await t.call(f.key, 'GET', `/employees/${f.tom}/w2s/2025`)).status).toBe(404);
    expect((await t.call(f.otherKey, 'GET', `/employees/${f.tom}/w2s/2026`)).status).toBe(404);
  });

  it('W-3: the totals of the W-2s', async () => {
    const r = await t.call(f.key, 'GET', '/companies/w3?year=2026');
    expect(r.body).toMatchObject({
      box_c_total_forms_w2: 2,
      box_e_ein: '12-3456789',
      box1_wages: 5550,
      box2_federal_income_tax_withheld: 420,
      box3_social_security_wages: 5750,
      box4_social_security_tax_withheld: 356.5,
      box5_medicare_wages: 5750,
      box6_medicare_tax_withheld: 83.38,
      box12a_deferred_compensation: 200,
      states: [{ box15_state: 'CA', box16_state_wages: 2400, box17_state_income_tax: 50 }],
      blocking: [],
    });
  });

  it('EFW2: every record 512 characters, each field where SSA Pub. 42-007 puts it, RT = sum of RW', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/companies/w2-file?year=2026&user_id=ABCD1234',
      headers: { 'x-api-key': f.key },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body.endsWith('\r\n')).toBe(true);
    const records = r.body.slice(0, -2).split('\r\n');
    for (const rec of records) expect(rec).toHaveLength(512);
    // Tom (TX: no state income tax, no state row) has no RS record; Cara's CA RS follows her RW.
    expect(records.map((x) => x.slice(0, 2))).toEqual(['RA', 'RE', 'RW', 'RW', 'RS', 'RT', 'RF']);
    // Positions are 1-based and inclusive, as the Publication prints them.
    const at = (rec: string, from: number, to: number) => rec.slice(from - 1, to);
    const [ra, re, tom, cara, rs, rt, rf] = records as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // RS (state wage record; layout of ./efw2-rs.ts): every field in place.
    expect(at(rs, 1, 2)).toBe('RS');
    expect(at(rs, 3, 4)).toBe('06'); // California's numeric code
    expect(at(rs, 5, 9)).toBe(' '.repeat(5)); // taxing entity code
    expect(at(rs, 10, 18)).toBe('234567890');
    expect(at(rs, 19, 33)).toBe('CARA'.padEnd(15));
    expect(at(rs, 34, 48)).toBe(' '.repeat(15));
    expect(at(rs, 49, 68)).toBe('CALI'.padEnd(20));
    expect(at(rs, 69, 72)).toBe(' '.repeat(4));
    expect(at(rs, 73, 94)).toBe(' '.repeat(22)); // location address
    expect(at(rs, 95, 116)).toBe('1 MAIN ST'.padEnd(22));
    expect(at(rs, 117, 138)).toBe('OAKLAND'.padEnd(22));
    expect(at(rs, 139, 140)).toBe('CA');
    expect(at(rs, 141, 145)).toBe('94607');
    expect(at(rs, 146, 149)).toBe(' '.repeat(4));
    expect(at(rs, 150, 196)).toBe(' '.repeat(47)); // blank, foreign address, optional code
    expect(at(rs, 197, 202)).toBe('122026'); // reporting period: December 2026
    expect(at(rs, 203, 213)).toBe('0'.repeat(11)); // quarterly UI total wages (annual report: zeros)
    expect(at(rs, 214, 224)).toBe('0'.repeat(11)); // quarterly UI taxable wages
    expect(at(rs, 225, 247)).toBe(' '.repeat(23)); // weeks worked, dates, blank
    expect(at(rs, 248, 267)).toBe('12345678'.padEnd(20)); // CA account 123-4567-8, digits only
    expect(at(rs, 268, 273)).toBe(' '.repeat(6));
    expect(at(rs, 274, 275)).toBe('06');
    expect(at(rs, 276, 286)).toBe('00000240000'); // box 16: 1,200.00 × 2 = 2,400.00
    expect(at(rs, 287, 297)).toBe('00000005000'); // box 17: 25.00 × 2 = 50.00
    expect(at(rs, 298, 307)).toBe(' '.repeat(10)); // other state data
    expect(at(rs, 308, 308)).toBe(' '); // no locality → no tax type code
    expect(at(rs, 309, 319)).toBe('0'.repeat(11)); // local taxable wages
    expect(at(rs, 320, 330)).toBe('0'.repeat(11)); // local income tax
    expect(at(rs, 331, 512)).toBe(' '.repeat(182)); // state control number, supplemental data, blank
    expect(at(ra, 3, 11)).toBe('123456789'); // submitter EIN
    expect(at(ra, 12, 19)).toBe('ABCD1234'); // BSO User ID
    expect(at(ra, 29, 29)).toBe('0'); // not a resubmission
    expect(at(ra, 36, 37)).toBe('98'); // in-house software
    expect(at(ra, 38, 94)).toBe('ACME CO'.padEnd(57));
    expect(at(ra, 117, 138)).toBe('1 MARKET ST'.padEnd(22));
    expect(at(ra, 139, 160)).toBe('SAN FRANCISCO'.padEnd(22));
    expect(at(ra, 161, 167)).toBe('CA94105');
    expect(at(ra, 446, 485)).toBe('OPS@ACME.EXAMPLE'.padEnd(40));
    expect(at(re, 3, 6)).toBe('2026');
    expect(at(re, 8, 16)).toBe('123456789');
    expect(at(re, 26, 26)).toBe('0');
    expect(at(re, 40, 96)).toBe('ACME CO'.padEnd(57));
    expect(at(re, 174, 174)).toBe('N'); // kind of employer: none apply
    expect(at(re, 219, 219)).toBe('R'); // regular, Form 941
    expect(at(re, 319, 512)).toBe(' '.repeat(194));
    // Tom: the W-2 boxes above, in cents, right-justified and zero-filled in 11 positions.
    expect(at(tom, 3, 11)).toBe('123456789');
    expect(at(tom, 12, 26)).toBe('TOM'.padEnd(15));
    expect(at(tom, 42, 61)).toBe('TEXAS'.padEnd(20));
    expect(at(tom, 88, 109)).toBe('1 MAIN ST'.padEnd(22));
    expect(at(tom, 110, 131)).toBe('AUSTIN'.padEnd(22));
    expect(at(tom, 132, 138)).toBe('TX78701');
    expect(at(tom, 188, 198)).toBe('00000315000'); // box 1 3,150.00
    expect(at(tom, 199, 209)).toBe('00000024000'); // box 2 240.00
    expect(at(tom, 210, 220)).toBe('00000335000'); // box 3 3,350.00
    expect(at(tom, 221, 231)).toBe('00000020770'); // box 4 207.70
    expect(at(tom, 232, 242)).toBe('00000335000'); // box 5
    expect(at(tom, 243, 253)).toBe('00000004858'); // box 6 48.58
    expect(at(tom, 287, 297)).toBe('00000020000'); // code D 200.00
    expect(at(tom, 486, 489)).toBe('0 10'); // statutory 0, blank, retirement plan 1, sick pay 0
    expect(at(cara, 3, 11)).toBe('234567890');
    expect(at(cara, 188, 198)).toBe('00000240000');
    expect(at(cara, 243, 253)).toBe('00000003480');
    expect(at(cara, 488, 488)).toBe('0');
    // RT = the sums of the RW records, field by field (15 positions each).
    const money = [
      [188, 198, 10, 24],
      [199, 209, 25, 39],
      [210, 220, 40, 54],
      [221, 231, 55, 69],
      [232, 242, 70, 84],
      [243, 253, 85, 99],
      [287, 297, 145, 159],
      [298, 308, 160, 174],
      [364, 374, 250, 264],
      [441, 451, 370, 384],
      [463, 473, 295, 309],
    ] as const;
    for (const [a, b, c, d] of money) {
      const sum = Number(at(tom, a, b)) + Number(at(cara, a, b));
      expect(at(rt, c, d)).toBe(String(sum).padStart(15, '0'));
    }
    expect(at(rt, 3, 9)).toBe('0000002');
    expect(at(rt, 10, 24)).toBe('000000000555000'); // W-3 box 1 5,550.00
    expect(at(rt, 415, 512)).toBe(' '.repeat(98));
    expect(at(rf, 3, 7)).toBe('     ');
    expect(at(rf, 8, 16)).toBe('000000002');
    expect(at(rf, 17, 512)).toBe(' '.repeat(496));
  });

  it('1099-NEC: contractors paid $600 or more; 1096 totals', async () => {
    // Cody was paid 500.00 in P1: under the $600 threshold, no form.
    expect((await t.call(f.key, 'GET', `/contractors/${f.cody}/1099-necs/2026`)).status).toBe(404);
    // 300.00 more through the previous provider (a historical payroll before P1): 500 + 300 = 800.00.
    const h = await t.call(f.key, 'POST', '/historical-payrolls', {
      payday: '2026-06-30',
      employees: [],
      contractors: [{ employee_id: f.cody, amount: 300 }],
    });
    expect(h.status).toBe(201);
    const missing = await t.call(f.key, 'GET', `/contractors/${f.cody}/1099-necs/2026`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: any) => e.field)).toEqual(['tin']);
    expect((await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { ssn: '345-67-8901' })).status).toBe(200);
    const r = await t.call(f.key, 'GET', `/contractors/${f.cody}/1099-necs/2026`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      payer: { tin: '12-3456789', name: 'Acme Co' },
      recipient: { tin: 'XXX-XX-8901' },
      box1_nonemployee_compensation: 800,
      box4_federal_income_tax_withheld: 0,
    });
    expect((await t.call(f.key, 'GET', `/contractors/${f.tom}/1099-necs/2026`)).status).toBe(404);
    const t1096 = await t.call(f.key, 'GET', '/companies/1096?year=2026');
    expect(t1096.body).toMatchObject({ total_forms: 1, total_amount_reported: 800, blocking: [] });
  });

  it('reconciliation: paychecks, 941s, W-3, 940 and state wage reports side by side, every difference 0.00', async () => {
    const r = await t.call(f.key, 'GET', '/reports/year-end?year=2026');
    expect(r.status).toBe(200);
    // Q3 = P1 (Tom + Cara): wages 1,500 + 1,200 = 2,700.00; FIT 110 + 90 = 200.00;
    // SS wages 1,600 + 1,200 = 2,800.00; SS tax both shares (99.20 + 74.40) × 2 = 347.20.
    const q3 = r.body.quarters.find((q: any) => q.quarter === '2026-Q3').form_941;
    expect(q3.map((x: any) => [x.paychecks, x.form, x.difference]).slice(0, 4)).toEqual([
      [2700, 2700, 0],
      [200, 200, 0],
      [2800, 2800, 0],
      [347.2, 347.2, 0],
    ]);
    // The year: W-3 box 1 5,550.00 = 941 line 2 of Q3 2,700 + Q4 (1,650 + 1,200) 2,850.
    expect(r.body.year_totals.form_941_vs_w3[0]).toEqual({
      measure: 'wages: 941 line 2 vs W-3 box 1',
      paychecks: 5550,
      form: 5550,
      difference: 0,
    });
    // Form 940: FUTA wages Tom 1,600 + 1,750 + Cara 1,200 × 2 = 5,750.00; line 12 = 5,750 × 0.006 =
    // 34.50 = the FUTA lines 9.60 + 10.50 + 7.20 + 7.20.
    expect(r.body.year_totals.paychecks_vs_940.map((x: any) => [x.paychecks, x.form, x.difference])).toEqual([
      [5750, 5750, 0],
      [34.5, 34.5, 0],
    ]);
    // State wage reports, Q3 + Q4: CA gross 1,200 + 1,200 = 2,400.00, CA SUI wages 2,400.00;
    // TX gross 1,600 + 1,750 = 3,350.00, TX SUI wages 1,600 + 1,750 = 3,350.00.
    expect(
      r.body.year_totals.paychecks_vs_state_wage_reports.map((x: any) => [
        x.measure,
        x.paychecks,
        x.form,
        x.difference,
      ]),
    ).toEqual([
      ['CA gross wages: paychecks vs the four quarterly wage reports', 2400, 2400, 0],
      ['CA SUI taxable wages: paychecks vs the four quarterly wage reports', 2400, 2400, 0],
      ['TX gross wages: paychecks vs the four quarterly wage reports', 3350, 3350, 0],
      ['TX SUI taxable wages: paychecks vs the four quarterly wage reports', 3350, 3350, 0],
    ]);
    expect(r.body.balanced).toBe(true);
    expect(r.body.blocking).toEqual([]);
    expect(r.body.ready_to_file).toBe(true);
  });

  it('Form 941 of Q3: every line from the ledger, line 16 and Schedule B', async () => {
    const r = await t.call(f.key, 'GET', '/companies/941?year=2026&quarter=3');
    expect(r.status).toBe(200);
    // P1 (payday 2026-09-24): wages 1,500 + 1,200 = 2,700.00; FIT 110 + 90 = 200.00;
    // 5a 2,800.00 × 12.4% = 347.20; 5c 2,800.00 × 2.9% = 81.20; 5e 428.40; line 6 = 628.40;
    // withheld and owed SS (99.20 + 74.40) × 2 = 347.20, Medicare (23.20 + 17.40) × 2 = 81.20 → line 7 = 0.00.
    expect(r.body).toMatchObject({
      line1_employees: 2, // Tom and Cara (the contractor Cody is not an employee)
      line2_wages: 2700,
      line3_federal_income_tax_withheld: 200,
      line5a_social_security_wages: 2800,
      line5a_tax: 347.2,
      line5c_medicare_wages: 2800,
      line5c_tax: 81.2,
      line5d_tax: 0,
      line5e_total_social_security_and_medicare: 428.4,
      line6_total_taxes_before_adjustments: 628.4,
      line7_fractions_of_cents: 0,
      line12_total_taxes_after_credits: 628.4,
      line16_monthly_liability: { month1: 0, month2: 0, month3: 628.4, total: 628.4 },
      schedule_b: [{ date: '2026-09-24', liability: 628.4 }],
      // No Form 941 taxes in the lookback period (2024-07-01 – 2025-06-30) → a monthly depositor
      // (Pub 15 §11); line 12 = 628.40 < 2,500.00 → line 16's first box.
      depositor: {
        lookback_schedule: 'monthly',
        lookback_taxes: 0,
        line16: 'less_than_2500',
        next_day_deposit_in_quarter: false,
        semiweekly_since: null,
      },
    });
  });

  it('Forms 941 and 940 as PDFs with the form’s line numbers and the ledger’s figures', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-api-key': f.key, accept: 'application/pdf' } });
    const r941 = await get('/partner/v1/companies/941?year=2026&quarter=3');
    expect(r941.statusCode).toBe(200);
    expect(r941.headers['content-type']).toContain('application/pdf');
    const t941 = await extractPdfText(r941.rawPayload);
    expect(t941.split('\n')).toHaveLength(1); // no Schedule B for a monthly depositor
    expect(t941).toContain("Form 941 for 2026: Employer's QUARTERLY Federal Tax Return");
    expect(t941).toContain('12-3456789');
    expect(t941).toMatch(/Wages, tips, and other compensation\s+2,700\.00/);
    expect(t941).toMatch(
      /Taxable social security wages \(Column 1 × 0\.124 = Column 2\)\s+2,800\.00\s+347\.20/,
    );
    expect(t941).toMatch(/Subtract line 11 from line 10\s+628\.40/);
    expect(t941).toMatch(/X\s+Line 12 on this return is less than \$2,500/);
    const r940 = await get('/partner/v1/companies/940?year=2026');
    expect(r940.statusCode).toBe(200);
    const t940 = await extractPdfText(r940.rawPayload);
    // Line 1b (CA and TX) → Schedule A on page 2 (no credit-reduction state in 2026).
    expect(t940.split('\n')).toHaveLength(2);
    expect(t940).toMatch(/Total taxable FUTA wages \(line 3 – line 6 = line 7\)\s+5,750\.00/);
    expect(t940).toMatch(/line 12\)\s+34\.50/);
    expect(t940).toContain('States where you paid state unemployment tax: CA, TX');
  });

  it('Form 940: lines 1–17 from the FUTA lines, agreeing with /reports/tax-liability', async () => {
    const r = await t.call(f.key, 'GET', '/companies/940?year=2026');
    expect(r.status).toBe(200);
    // Employees' gross: Tom 1,600 + 1,750 = 3,350; Cara 1,200 × 2 = 2,400 → line 3 = 5,750.00 (the
    // contractor Cody's 500.00 is not a payment to an employee). Medicare (FUTA-subject) wages are
    // the same 5,750.00 → line 4 exempt 0; nobody passed $7,000 → line 5 = 0; line 6 = 0;
    // line 7 = 5,750 − 0 = 5,750.00; line 8 = 5,750.00 × 0.006 = 34.50. 2026 has no final credit
    // reduction (tax-tables/2026/futa.json) → line 11 = 0, Schedule A empty; line 12 = 34.50.
    // Deposited = the FUTA lines 9.60 + 10.50 + 7.20 + 7.20 = 34.50 → lines 14 and 15 = 0.
    // Line 16: Q3 (P1) 2,800 × 0.006 = 16.80; Q4 (P2) 5,750 × 0.006 − 16.80 = 34.50 − 16.80 = 17.70.
    // Workplaces in TX and CA → line 1b (multi-state), no line 1a.
    expect(r.body).toEqual({
      year: 2026,
      line1a_state: null,
      line1b_multi_state: true,
      states: ['CA', 'TX'],
      line3_total_payments_to_employees: 5750,
      line4_exempt_payments: 0,
      line5_payments_over_7000: 0,
      line6_subtotal: 0,
      line7_futa_taxable_wages: 5750,
      line8_futa_before_adjustments: 34.5,
      line9_excluded_wages_adjustment: 0,
      line10_late_state_payment_adjustment: 0,
      line11_credit_reduction: 0,
      line12_total_futa_after_adjustments: 34.5,
      line13_futa_deposited: 34.5,
      line14_balance_due: 0,
      line15_overpayment: 0,
      line16_quarterly_liability: { q1: 0, q2: 0, q3: 16.8, q4: 17.7 },
      line17_total_liability: 34.5,
      schedule_a: [],
    });
    const tl = await t.call(
      f.key,
      'GET',
      '/reports/tax-liability?start_date=2026-01-01&end_date=2026-12-31&group_by=quarter',
    );
    expect(tl.body.form_940).toEqual([
      {
        year: 2026,
        futa_taxable_wages: r.body.line7_futa_taxable_wages,
        futa_tax: r.body.line12_total_futa_after_adjustments,
      },
    ]);
    expect((await t.call(f.key, 'GET', '/companies/940?year=1999')).status).toBe(400);
    expect((await t.call(f.key, 'GET', '/companies/940?year=2010')).body.errors[0].field).toBe('year');
  });

  it("state quarterly wage report: each employee's SSN, gross, SUI wages and state income tax, with totals", async () => {
    // Q4 2026 = P2 (pending, 2026-11-26); the draft P3 (Tom's bonus) never counts.
    // TX: Tom gross 1,600 + 150 = 1,750.00; TX SUI taxable 1,750.00; TX has no income tax → 0.
    const tx = await t.call(f.key, 'GET', '/companies/state-wage-report?year=2026&quarter=4&state=TX');
    expect(tx.status).toBe(200);
    expect(tx.headers['cache-control']).toBe('no-store');
    expect(tx.body).toEqual({
      year: 2026,
      quarter: 4,
      state: 'TX',
      employer_account_number: null,
      employees: [
        {
          employee_id: f.tom,
          last_name: 'Texas',
          first_name: 'Tom',
          ssn: '123456789',
          gross_wages: 1750,
          sui_taxable_wages: 1750,
          state_income_tax_withheld: 0,
        },
      ],
      totals: { employees: 1, gross_wages: 1750, sui_taxable_wages: 1750, state_income_tax_withheld: 0 },
      blocking: [],
    });
    // CA Q3 = P1: Cara gross 40 h × $30 = 1,200.00, CA SUI wages 1,200.00, CA PIT 25.00; the
    // contractor Cody is not on it. CSV: header, her row, the TOTAL row.
    const ca = await t.call(
      f.key,
      'GET',
      '/companies/state-wage-report?year=2026&quarter=3&state=CA',
      undefined,
      {
        accept: 'text/csv',
      },
    );
    expect(ca.status).toBe(200);
    expect(ca.headers['content-type']).toContain('text/csv');
    expect(ca.raw).toBe(
      [
        'last_name,first_name,ssn,gross_wages,sui_taxable_wages,state_income_tax_withheld',
        'Cali,Cara,234567890,1200.00,1200.00,25.00',
        'TOTAL,1 employees,,1200.00,1200.00,25.00',
        '',
      ].join('\n'),
    );
    // Q1: nobody was paid → an empty report.
    const q1 = await t.call(f.key, 'GET', '/companies/state-wage-report?year=2026&quarter=1&state=CA');
    expect(q1.body.totals).toEqual({
      employees: 0,
      gross_wages: 0,
      sui_taxable_wages: 0,
      state_income_tax_withheld: 0,
    });
    const bad = await t.call(f.key, 'GET', '/companies/state-wage-report?year=2026&quarter=3&state=XX');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('state');
    expect(
      (await t.call(f.key, 'GET', '/companies/state-wage-report?year=2026&quarter=5&state=CA')).status,
    ).toBe(400);
    // The other company's payroll never shows up.
    const other = await t.call(
      f.otherKey,
      'GET',
      '/companies/state-wage-report?year=2026&quarter=3&state=CA',
    );
    expect(other.body.employees.map((e: any) => e.last_name)).not.toContain('Cali');
  });
});
