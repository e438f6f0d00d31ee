/**
 * City taxes through the HTTP API and onto the pay stub: a test company (test/helpers/payroll-fixture.ts,
 * 80 h × $20.00 = $1,600.00 biweekly each) with one person working in Columbus, Ohio and living in
 * Shaker Heights, one working and living in Louisville, Kentucky, and one in Lexington, Kentucky.
 * The workplace and home addresses decide the places (tax-tables/2026/locals-oh.json,
 * locals-ky.json); the amounts are worked by hand from those tables' publications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';

let t: TestApp;
let co: PayrollCompany;
let payrollId = '';
const people: Record<'oh' | 'lou' | 'lex', number> = { oh: 0, lou: 0, lex: 0 };

const PLACES = {
  oh: { work: ['Columbus', 'OH', '43215'], home: ['Shaker Heights', 'OH', '44120'] },
  lou: { work: ['Louisville', 'KY', '40202'], home: ['Louisville', 'KY', '40205'] },
  lex: { work: ['Lexington', 'KY', '40507'], home: ['Lexington', 'KY', '40502'] },
} as const;

beforeAll(async () => {
  t = await startApp('2026-11-22T20:00:00.000Z');
  co = await makePayrollCompany(t.db, 3);
  const ids = (
    await t.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', co.companyId)
      .orderBy('id')
      .execute()
  ).map((r) => Number(r.id));
  for (const [i, key] of (['oh', 'lou', 'lex'] as const).entries()) {
    const { work, home } = PLACES[key];
    const wid = `wrk_${work[1]}local${String(i).padStart(14, '0')}`;
    await t.db
      .insertInto('workplaces')
      .values({
        company_id: co.companyId,
        id: wid,
        line1: '1 Main St',
        line2: null,
        city: work[0],
        state: work[1],
        postal_code: work[2],
        country: 'US',
      })
      .execute();
    await sql`update employees set workplace_id = ${wid}, address = ${JSON.stringify({
      address_line_1: '2 Elm St',
      address_line_2: null,
      city: home[0],
      state: home[1],
      zip: home[2],
      country: 'US',
    })}::jsonb where company_id = ${co.companyId} and id = ${ids[i]!}`.execute(t.db);
    people[key] = ids[i]!;
  }
  const init = await t.call(co.apiKey, 'POST', '/payrolls/initialize', {
    type: 'regular',
    pay_schedule_group_id: co.groupId,
    start_date: co.period.start_date,
    end_date: co.period.end_date,
  });
  const draft = await t.call(co.apiKey, 'POST', '/payrolls', init.body.actions.create_draft);
  expect(draft.status, JSON.stringify(draft.body).slice(0, 500)).toBe(201);
  payrollId = draft.body.payroll_id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Line = { code: string; jurisdiction: string; payer: string; amount: number; reason?: string };
const localLines = (taxes: Line[]) =>
  Object.fromEntries(taxes.filter((x) => x.code.startsWith('local_')).map((x) => [x.jurisdiction, x.amount]));

describe('Ohio and Kentucky city taxes on the preview and the pay stub', () => {
  it('the preview has each person’s city lines', async () => {
    const preview = await t.call(co.apiKey, 'GET', `/payrolls/${payrollId}/preview`);
    expect(preview.status).toBe(200);
    const byId = new Map<number, Line[]>(
      (preview.body.employees as Array<{ employee_id: number; taxes: Line[] }>).map((p) => [
        p.employee_id,
        p.taxes,
      ]),
    );
    // Columbus 2.5% × 1,600.00 = 40.00; Shaker Heights 2.25% × 1,600.00 = 36.00 less the credit
    // 50% × 40.00 = 20.00 limited to 1% × 1,600.00 = 16.00 → 20.00.
    expect(localLines(byId.get(people.oh)!)).toEqual({ 'OH-COLUMBUS': 40, 'OH-SHAKER-HEIGHTS': 20 });
    // Louisville Metro 1.25% = 20.00; transit 0.2% = 3.20; Jefferson County schools 0.75% = 12.00.
    expect(localLines(byId.get(people.lou)!)).toEqual({
      'KY-LOUISVILLE-METRO': 20,
      'KY-LOUISVILLE-TRANSIT': 3.2,
      'KY-JEFFERSON-SCHOOLS': 12,
    });
    // Lexington-Fayette 2.25% = 36.00; Fayette County schools 0.5% = 8.00.
    expect(localLines(byId.get(people.lex)!)).toEqual({ 'KY-LEXINGTON': 36, 'KY-FAYETTE-SCHOOLS': 8 });
  });

  it('the pay stubs (JSON and PDF) show the city lines', async () => {
    const oh = await t.call(co.apiKey, 'GET', `/payrolls/${payrollId}/paychecks/${people.oh}`);
    expect(oh.status).toBe(200);
    const col = (oh.body.taxes as Line[]).find((x) => x.jurisdiction === 'OH-COLUMBUS')!;
    expect(col).toMatchObject({ code: 'local_income_tax', amount: 40, description: 'Columbus income tax' });
    expect(col.reason).toContain('workplace city Columbus');
    const lou = await t.call(co.apiKey, 'GET', `/payrolls/${payrollId}/paychecks/${people.lou}`);
    expect((lou.body.taxes as Line[]).find((x) => x.jurisdiction === 'KY-LOUISVILLE-METRO')).toMatchObject({
      code: 'local_occupational_tax',
      amount: 20,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${payrollId}/paychecks/${people.lex}`,
      headers: { 'x-api-key': co.apiKey, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    const { extractPdfText } = await import('../helpers/pdf-text.js');
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain('Lexington-Fayette Urban County occupational license fee');
    expect(text).toMatch(/\$36\.00/);
  });

  it('the tax setup names a place where a ZIP spans several: any state accepts the local fields', async () => {
    const ok = await t.call(co.apiKey, 'PUT', `/employees/${people.oh}/tax-setup`, {
      state: {
        state: 'OH',
        extra: { local_work_code: 'OH-COLUMBUS', local_resident_code: 'OH-SHAKER-HEIGHTS' },
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.state.extra).toEqual({
      local_work_code: 'OH-COLUMBUS',
      local_resident_code: 'OH-SHAKER-HEIGHTS',
    });
    // Kentucky has no state-form fields of its own, but takes the local ones.
    const ky = await t.call(co.apiKey, 'PUT', `/employees/${people.lou}/tax-setup`, {
      state: { state: 'KY', extra: { local_resident_code: 'KY-LOUISVILLE' } },
    });
    expect(ky.status, JSON.stringify(ky.body)).toBe(200);
    const bad = await t.call(co.apiKey, 'PUT', `/employees/${people.oh}/tax-setup`, {
      state: { state: 'OH', extra: { local_work_code: 'Columbus' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('state.extra.local_work_code');
  });
});
