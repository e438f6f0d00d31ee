import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { loadTaxSetups } from '../../src/modules/setup/tax-setup.service.js';
import { loadBenefitsAndDeductions } from '../../src/modules/payrolls/payrolls.repository.js';
import { deductionInputs } from '../../src/modules/payrolls/engine-inputs.js';

/** Setup API: tax setup, benefits and deductions of an employee; loadTaxSetups for the payroll engine. */
describe('setup: tax setup, benefits, deductions', () => {
  let t: TestApp;
  let key: string;
  let companyId: number;
  let otherKey: string;
  let ttKey: string;
  let emp: number;
  let emp2: number;

  beforeAll(async () => {
    t = await startApp();
    const c = await makeCompany(t.db, { plan: 'payroll' });
    key = c.apiKey;
    companyId = c.companyId;
    otherKey = (await makeCompany(t.db, { name: 'Other' })).apiKey;
    const tt = await makeCompany(t.db, { name: 'Clock', plan: 'timetracking' });
    ttKey = tt.apiKey;
    emp = await makeEmployee(t.db, companyId);
    emp2 = await makeEmployee(t.db, companyId);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('tax setup', () => {
    it('no W-4 on file reads as single with no adjustments', async () => {
      const r = await t.call(key, 'GET', `/employees/${emp}/tax-setup`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        employee_id: emp,
        w4_on_file: false,
        state: null,
        updated_at: null,
        federal: {
          w4_version: '2020',
          filing_status: 'single',
          multiple_jobs: false,
          dependents_amount: 0,
          other_income: 0,
          deductions: 0,
          extra_withholding: 0,
          allowances: 0,
          nonresident_alien: false,
          exempt: false,
        },
      });
    });

    it('PUT stores the W-4 and state form (dollars, the seed format) and GET reads it back; audited', async () => {
      const body = {
        federal: {
          w4_version: '2020',
          filing_status: 'married_jointly',
          multiple_jobs: true,
          dependents_amount: 4000,
          other_income: 1200.5,
          deductions: 300,
          extra_withholding: 25.25,
        },
        state: {
          state: 'NY',
          filing_status: 'married',
          allowances: 2,
          additional_withholding: 10,
          extra: { nyc_allowances: 1, nyc_additional_withholding: 5.5 },
        },
      };
      const r = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, body);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        employee_id: emp,
        w4_on_file: true,
        updated_at: '2026-11-21T20:00:00.000Z',
        federal: {
          w4_version: '2020',
          filing_status: 'married_jointly',
          multiple_jobs: true,
          dependents_amount: 4000,
          other_income: 1200.5,
          deductions: 300,
          extra_withholding: 25.25,
          allowances: 0,
          nonresident_alien: false,
          exempt: false,
        },
        state: {
          state: 'NY',
          filing_status: 'married',
          allowances: 2,
          additional_allowances: 0,
          additional_withholding: 10,
          exempt: false,
          nonresidence_certificate: false,
          extra: { nyc_allowances: 1, nyc_additional_withholding: 5.5 },
        },
      });
      expect((await t.call(key, 'GET', `/employees/${emp}/tax-setup`)).body).toEqual(r.body);
      const row = await t.db
        .selectFrom('employee_tax_setups')
        .select(['federal'])
        .where('company_id', '=', companyId)
        .where('employee_id', '=', emp)
        .executeTakeFirstOrThrow();
      expect(row.federal).toEqual({
        w4_version: '2020',
        filing_status: 'married_jointly',
        multiple_jobs: true,
        dependents_amount: 4000,
        other_income: 1200.5,
        deductions: 300,
        extra_withholding: 25.25,
        allowances: 0,
        nonresident_alien: false,
        exempt: false,
      });
      const a = await t.call(key, 'GET', `/audit-events?resource_type=tax_setup&resource_id=${emp}`);
      expect(a.body.data[0]).toMatchObject({ action: 'create', before: null });
    });

    it('loadTaxSetups returns the parsed setups in cents, with defaults for employees without one', async () => {
      const m = await loadTaxSetups(t.db, companyId, [emp, emp2], 2026);
      expect(m.get(emp)).toEqual({
        w4OnFile: true,
        federal: {
          w4Version: '2020',
          filingStatus: 'married_jointly',
          multipleJobs: true,
          dependentsAmountCents: 400000,
          otherIncomeCents: 120050,
          deductionsCents: 30000,
          extraWithholdingCents: 2525,
          allowances: 0,
          nonresidentAlien: false,
          exempt: false,
        },
        state: {
          state: 'NY',
          filingStatus: 'married',
          allowances: 2,
          additionalAllowances: 0,
          additionalWithholdingCents: 1000,
          exempt: false,
          extra: { nycAllowances: 1, nycAdditionalCents: 550 },
        },
      });
      expect(m.get(emp2)).toEqual({ federal: null, state: null, w4OnFile: false });
      const other = await loadTaxSetups(t.db, companyId + 1, [emp], 2026);
      expect(other.get(emp)).toEqual({ federal: null, state: null, w4OnFile: false });
    });

    it('pre-2020 W-4 with allowances; PUT with federal null removes the W-4', async () => {
      const r = await t.call(key, 'PUT', `/employees/${emp2}/tax-setup`, {
        federal: { w4_version: 'pre2020', filing_status: 'single', allowances: 3, extra_withholding: 10 },
      });
      expect(r.status).toBe(200);
      expect(r.body.federal.allowances).toBe(3);
      const n = await t.call(key, 'PUT', `/employees/${emp2}/tax-setup`, {
        federal: null,
        state: { state: 'CA' },
      });
      expect(n.status).toBe(200);
      expect(n.body.w4_on_file).toBe(false);
      expect(n.body.federal.filing_status).toBe('single');
      expect(n.body.state).toEqual({
        state: 'CA',
        filing_status: 'single',
        allowances: 0,
        additional_allowances: 0,
        additional_withholding: 0,
        exempt: false,
        nonresidence_certificate: false,
      });
    });

    const bad: Array<[string, unknown, string]> = [
      [
        'bad filing_status',
        { federal: { w4_version: '2020', filing_status: 'married' } },
        'federal.filing_status',
      ],
      ['missing w4_version', { federal: { filing_status: 'single' } }, 'federal.w4_version'],
      [
        'allowances on a 2020 W-4',
        { federal: { w4_version: '2020', filing_status: 'single', allowances: 2 } },
        'federal.allowances',
      ],
      [
        'dependents on a pre-2020 W-4',
        { federal: { w4_version: 'pre2020', filing_status: 'single', dependents_amount: 2000 } },
        'federal.dependents_amount',
      ],
      [
        'over-precise dollars',
        { federal: { w4_version: '2020', filing_status: 'single', extra_withholding: 10.005 } },
        'federal.extra_withholding',
      ],
      [
        'negative dollars',
        { federal: { w4_version: '2020', filing_status: 'single', other_income: -1 } },
        'federal.other_income',
      ],
      [
        'allowances over 99',
        { federal: { w4_version: 'pre2020', filing_status: 'single', allowances: 100 } },
        'federal.allowances',
      ],
      ['invalid state', { state: { state: 'QQ' } }, 'state.state'],
      ['unknown extra field', { state: { state: 'NY', extra: { shoe_size: 9 } } }, 'state.extra.shoe_size'],
      [
        'wrong extra type',
        { state: { state: 'NY', extra: { nyc_allowances: 'two' } } },
        'state.extra.nyc_allowances',
      ],
      [
        'unknown property',
        { federal: { w4_version: '2020', filing_status: 'single', step5: true } },
        'federal.step5',
      ],
      [
        'wrong type',
        { federal: { w4_version: '2020', filing_status: 'single', exempt: 'no' } },
        'federal.exempt',
      ],
      ['w4_on_file contradicts federal', { federal: null, w4_on_file: true }, 'w4_on_file'],
      [
        'unknown state filing status',
        { state: { state: 'CA', filing_status: 'bogus' } },
        'state.filing_status',
      ],
      [
        'VA-4 has no filing status',
        { state: { state: 'VA', filing_status: 'married' } },
        'state.filing_status',
      ],
      ['PA has no allowances', { state: { state: 'PA', allowances: 2 } }, 'state.allowances'],
      [
        'NC-4 has no additional allowances',
        { state: { state: 'NC', additional_allowances: 1 } },
        'state.additional_allowances',
      ],
      [
        'NY field on a CA form',
        { state: { state: 'CA', extra: { nyc_allowances: 1 } } },
        'state.extra.nyc_allowances',
      ],
      ['MA blind out of range', { state: { state: 'MA', extra: { blind: 3 } } }, 'state.extra.blind'],
      ['extra on a no-wage-tax state', { state: { state: 'TX', extra: { x: 1 } } }, 'state.extra.x'],
    ];
    it.each(bad)('%s → 400 naming %s', async (_n, body, field) => {
      const r = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('a bad state filing status names the allowed values of that state form', async () => {
      const r = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'NY', filing_status: 'bogus' },
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toContainEqual({
        field: 'state.filing_status',
        message:
          '"bogus" is not a filing status of IT-2104 (allowed: single, married, married_jointly, head_of_household, married_single_rate)',
      });
    });

    it('a work-state non-residence certificate and a resident-state certificate are stored and validated', async () => {
      const r = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: {
          state: 'NJ',
          nonresidence_certificate: true,
          resident_certificate: { state: 'PA', additional_withholding: 10 },
        },
      });
      expect(r.status).toBe(200);
      expect(r.body.state).toMatchObject({
        state: 'NJ',
        nonresidence_certificate: true,
        resident_certificate: { state: 'PA', filing_status: 'single', additional_withholding: 10 },
      });
      const m = await loadTaxSetups(t.db, companyId, [emp], 2026);
      expect(m.get(emp)?.state).toMatchObject({
        nonresidenceCertificate: true,
        resident: { state: 'PA', additionalWithholdingCents: 1000 },
      });
      const bad = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'NJ', resident_certificate: { state: 'NC', filing_status: 'bogus' } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain(
        'state.resident_certificate.filing_status',
      );
    });

    it('IT-2104 NYC / Yonkers residence and the PA Residency Certification Form PSD code are stored and validated', async () => {
      const ny = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'NY', extra: { nyc_resident: true, yonkers_resident: false } },
      });
      expect(ny.status).toBe(200);
      expect(ny.body.state.extra).toEqual({ nyc_resident: true, yonkers_resident: false });
      expect((await loadTaxSetups(t.db, companyId, [emp], 2026)).get(emp)?.state?.extra).toEqual({
        nyc_resident: true,
        yonkers_resident: false,
      });
      const badNy = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'NY', extra: { nyc_resident: 'yes' } },
      });
      expect(badNy.status).toBe(400);
      expect(badNy.body.errors[0].field).toBe('state.extra.nyc_resident');
      const pa = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'PA', extra: { resident_psd_code: '700102', lst_exempt: false } },
      });
      expect(pa.status).toBe(200);
      expect(pa.body.state.extra).toEqual({ resident_psd_code: '700102', lst_exempt: false });
      const badPa = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'PA', extra: { resident_psd_code: '70010' } },
      });
      expect(badPa.status).toBe(400);
      expect(badPa.body.errors[0]).toMatchObject({ field: 'state.extra.resident_psd_code' });
      expect(badPa.body.errors[0].message).toContain('"70010" must be a string matching ^[0-9]{6}$');
    });

    it('a VA-4 without a filing status is stored with the form default', async () => {
      const r = await t.call(key, 'PUT', `/employees/${emp}/tax-setup`, {
        state: { state: 'VA', allowances: 3, additional_allowances: 1 },
      });
      expect(r.status).toBe(200);
      expect(r.body.state).toMatchObject({ state: 'VA', filing_status: 'single', allowances: 3 });
    });

    it("404 for another company's employee; 403 plan_required on the timetracking plan", async () => {
      expect((await t.call(otherKey, 'GET', `/employees/${emp}/tax-setup`)).status).toBe(404);
      expect((await t.call(otherKey, 'PUT', `/employees/${emp}/tax-setup`, { federal: null })).status).toBe(
        404,
      );
      const tt = await t.call(ttKey, 'GET', '/employees/1/tax-setup');
      expect(tt.status).toBe(403);
      expect(tt.body.code).toBe('plan_required');
    });
  });

  describe('benefits', () => {
    it('adds a percent 401(k) and a per-period medical plan, lists them, ends one', async () => {
      const k = await t.call(key, 'POST', `/employees/${emp}/benefits`, {
        code: '401k',
        employee_percent: 5,
        company_percent: 3.5,
        annual_limit: 24500,
        start_date: '2026-11-01',
      });
      expect(k.status).toBe(201);
      expect(k.body).toMatchObject({
        code: '401k',
        description: '401(k) traditional',
        pre_tax: true,
        employee_percent: 5,
        employee_amount: null,
        company_percent: 3.5,
        annual_limit: 24500,
        start_date: '2026-11-01',
        end_date: null,
        employee_id: emp,
      });
      const m = await t.call(key, 'POST', `/employees/${emp}/benefits`, {
        code: 'section125_medical',
        description: 'Blue plan',
        employee_amount: 120.5,
        company_amount: 360,
      });
      expect(m.status).toBe(201);
      expect(m.body).toMatchObject({ employee_amount: 120.5, company_amount: 360, start_date: '2026-11-21' });
      const roth = await t.call(key, 'POST', `/employees/${emp}/benefits`, {
        code: 'roth_401k',
        employee_amount: 50,
      });
      expect(roth.body.pre_tax).toBe(false);
      const list = await t.call(key, 'GET', `/employees/${emp}/benefits?limit=2`);
      expect(list.body.data.map((b: { code: string }) => b.code)).toEqual(['401k', 'section125_medical']);
      expect(list.body.pagination.next_cursor).not.toBeNull();
      const next = await t.call(
        key,
        'GET',
        `/employees/${emp}/benefits?limit=2&cursor=${list.body.pagination.next_cursor}`,
      );
      expect(next.body.data.map((b: { code: string }) => b.code)).toEqual(['roth_401k']);
      const del = await t.call(key, 'DELETE', `/employees/${emp}/benefits/${m.body.benefit_id}`);
      expect(del.status).toBe(204);
      const after = await t.call(key, 'GET', `/employees/${emp}/benefits`);
      expect(after.body.data.map((b: { code: string }) => b.code)).toEqual(['401k', 'roth_401k']);
      const again = await t.call(key, 'DELETE', `/employees/${emp}/benefits/${m.body.benefit_id}`);
      expect(again.status).toBe(404);
      const row = await t.db
        .selectFrom('employee_benefits')
        .select(['deleted_at', 'end_date'])
        .where('company_id', '=', companyId)
        .where('id', '=', m.body.benefit_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ deleted_at: '2026-11-21T20:00:00.000Z', end_date: '2026-11-21' });
      const audit = await t.call(
        key,
        'GET',
        `/audit-events?resource_type=benefit&resource_id=${m.body.benefit_id}`,
      );
      expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['create', 'delete']);
    });

    it('DELETE /employees/:id/benefits ends every active benefit', async () => {
      await t.call(key, 'POST', `/employees/${emp2}/benefits`, { code: 'hsa', employee_amount: 100 });
      await t.call(key, 'POST', `/employees/${emp2}/benefits`, { code: '403b', employee_percent: 4 });
      expect((await t.call(key, 'DELETE', `/employees/${emp2}/benefits`)).status).toBe(204);
      expect((await t.call(key, 'GET', `/employees/${emp2}/benefits`)).body.data).toEqual([]);
    });

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['neither amount nor percent', { code: '401k' }, 'employee_amount'],
      [
        'both amount and percent',
        { code: '401k', employee_amount: 10, employee_percent: 5 },
        'employee_amount',
      ],
      [
        'both company figures',
        { code: '401k', employee_percent: 5, company_amount: 10, company_percent: 3 },
        'company_amount',
      ],
      ['percent over 100', { code: '401k', employee_percent: 101 }, 'employee_percent'],
      ['percent with 5 decimals', { code: '401k', employee_percent: 5.00001 }, 'employee_percent'],
      ['negative amount', { code: 'hsa', employee_amount: -5 }, 'employee_amount'],
      ['amount with 3 decimals', { code: 'hsa', employee_amount: 5.555 }, 'employee_amount'],
      [
        'end before start',
        { code: 'hsa', employee_amount: 5, start_date: '2026-12-01', end_date: '2026-11-01' },
        'end_date',
      ],
      ['unknown code', { code: 'pension', employee_amount: 5 }, 'code'],
      ['unknown field', { code: 'hsa', employee_amount: 5, vendor: 'x' }, 'vendor'],
    ];
    it.each(bad)('%s → 400 naming %s', async (_n, body, field) => {
      const r = await t.call(key, 'POST', `/employees/${emp}/benefits`, body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors[0].field).toBe(field);
    });

    it("404 on another company's employee or benefit", async () => {
      expect((await t.call(otherKey, 'GET', `/employees/${emp}/benefits`)).status).toBe(404);
      expect(
        (await t.call(otherKey, 'POST', `/employees/${emp}/benefits`, { code: 'hsa', employee_amount: 5 }))
          .status,
      ).toBe(404);
      const b = (await t.call(key, 'POST', `/employees/${emp}/benefits`, { code: 'hsa', employee_amount: 5 }))
        .body.benefit_id;
      expect((await t.call(key, 'DELETE', `/employees/${emp2}/benefits/${b}`)).status).toBe(404);
      expect((await t.call(otherKey, 'DELETE', `/employees/${emp}/benefits/${b}`)).status).toBe(404);
    });
  });

  describe('deductions', () => {
    it('adds, lists and ends post-tax deductions', async () => {
      const cs = await t.call(key, 'POST', `/employees/${emp}/deductions`, {
        code: 'child_support',
        amount: 150,
        per_period_cap: 200,
        start_date: '2026-11-01',
      });
      expect(cs.status).toBe(201);
      expect(cs.body).toMatchObject({
        code: 'child_support',
        description: 'Child support',
        amount: 150,
        percent: null,
        per_period_cap: 200,
        total_cap: null,
      });
      const g = await t.call(key, 'POST', `/employees/${emp}/deductions`, {
        code: 'garnishment',
        percent: 25,
        total_cap: 5000.75,
        description: 'Court order 17',
      });
      expect(g.status).toBe(201);
      expect(g.body).toMatchObject({ percent: 25, total_cap: 5000.75, description: 'Court order 17' });
      expect((await t.call(key, 'GET', `/employees/${emp}/deductions`)).body.data).toHaveLength(2);
      expect(
        (await t.call(key, 'DELETE', `/employees/${emp}/deductions/${g.body.deduction_id}`)).status,
      ).toBe(204);
      expect(
        (await t.call(key, 'GET', `/employees/${emp}/deductions`)).body.data.map(
          (d: { code: string }) => d.code,
        ),
      ).toEqual(['child_support']);
      expect((await t.call(key, 'DELETE', `/employees/${emp}/deductions`)).status).toBe(204);
      expect((await t.call(key, 'GET', `/employees/${emp}/deductions`)).body.data).toEqual([]);
    });

    it('a support order stores its two CCPA facts; they are 400 on other codes; loadBenefitsAndDeductions maps them', async () => {
      const cs = await t.call(key, 'POST', `/employees/${emp2}/deductions`, {
        code: 'child_support',
        amount: 1200,
        supports_second_family: true,
        arrears_over_12_weeks: true,
      });
      expect(cs.status).toBe(201);
      expect(cs.body).toMatchObject({ supports_second_family: true, arrears_over_12_weeks: true });
      const plain = await t.call(key, 'POST', `/employees/${emp2}/deductions`, {
        code: 'loan_repayment',
        amount: 5,
      });
      expect(plain.body).toMatchObject({ supports_second_family: false, arrears_over_12_weeks: false });
      const bad = await t.call(key, 'POST', `/employees/${emp2}/deductions`, {
        code: 'garnishment',
        amount: 5,
        arrears_over_12_weeks: true,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('arrears_over_12_weeks');
      const { deductions } = await loadBenefitsAndDeductions(t.db, companyId, [emp2], '2026-11-27');
      expect(deductionInputs(deductions).find((d) => d.code === 'child_support')).toMatchObject({
        amountCents: 120000,
        supportsSecondFamily: true,
        arrearsOver12Weeks: true,
      });
      expect((await t.call(key, 'DELETE', `/employees/${emp2}/deductions`)).status).toBe(204);
    });

    it('validates amount xor percent, caps and codes', async () => {
      const none = await t.call(key, 'POST', `/employees/${emp}/deductions`, { code: 'other' });
      expect(none.status).toBe(400);
      expect(none.body.errors[0].field).toBe('amount');
      const both = await t.call(key, 'POST', `/employees/${emp}/deductions`, {
        code: 'other',
        amount: 5,
        percent: 1,
      });
      expect(both.status).toBe(400);
      const cap = await t.call(key, 'POST', `/employees/${emp}/deductions`, {
        code: 'other',
        amount: 5,
        total_cap: 1.001,
      });
      expect(cap.status).toBe(400);
      expect(cap.body.errors[0].field).toBe('total_cap');
      const code = await t.call(key, 'POST', `/employees/${emp}/deductions`, { code: '401k', amount: 5 });
      expect(code.status).toBe(400);
      expect(
        (await t.call(key, 'POST', '/employees/999999/deductions', { code: 'other', amount: 5 })).status,
      ).toBe(404);
      expect((await t.call(key, 'DELETE', `/employees/${emp}/deductions/999999`)).status).toBe(404);
    });
  });
});
