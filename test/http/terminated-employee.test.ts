/**
 * A person dismissed inside the period (docs/overtime-rules.md): the time records after the
 * termination date are left out of pay and named in warnings, and the final paycheck is produced.
 * Biweekly group anchored 2026-01-04 → period 2026-11-08 … 11-21 (America/Los_Angeles); Dana,
 * $25.00/h, works 8 h (08:00–16:00 PST = 16:00Z–24:00Z) Mon–Fri both weeks and is dismissed on 11-13.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let groupId: number;
let dana: number;
const after: number[] = [];

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  let companyId: number;
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await makeTexasWorkplace(t.db, companyId, 'wrk_TXterminated00000');
  groupId = await makeGroup(t.db, companyId, 'biweekly', 'Hourly');
  dana = await makeEmployee(t.db, companyId, {
    first_name: 'Dana',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXterminated00000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '25.0000', overtime_amount: '1.5' },
    ],
  });
  for (const d of ['09', '10', '11', '12', '13', '16', '17', '18', '19', '20']) {
    const r = await t.db
      .insertInto('time_records')
      .values({
        company_id: companyId,
        employee_id: dana,
        type: 'work',
        start: `2026-11-${d}T16:00:00.000Z`,
        end: `2026-11-${d}T23:59:59.000Z`,
        clockin_source: 'mobile',
        clockout_source: 'mobile',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (d >= '16') after.push(toInt(r.id));
  }
  const p = await t.call(key, 'PATCH', `/employees/${dana}`, {
    is_active: false,
    dismissed_on: '2026-11-13',
  });
  expect(p.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('dismissed on 2026-11-13 with records through 11-20', () => {
  it('initialize pays Mon 11-09 … Fri 11-13 only and names every later record in a warning', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: groupId,
    });
    expect(r.status).toBe(200);
    const entry = r.body.employees.find((e: { employee_id: number }) => e.employee_id === dana);
    // 5 shifts of 7:59:59 = 5 × 28,799 s = 143,995 s = 39.998 h → 40.00 h shown; × $25 = 999.965… → $999.97
    expect(entry.payrollData.time_totals.regular_hours).toBe(40);
    expect(entry.payrollData.gross_pay).toBe(999.97);
    expect(entry.payrollData.time_record_ids).toHaveLength(5);
    const warned = r.body.warnings.filter((w: { code: string }) => w.code === 'after_termination');
    expect(warned.map((w: { time_record_id: number }) => w.time_record_id)).toEqual(after);
    expect(warned.every((w: { employee_id: number }) => w.employee_id === dana)).toBe(true);
    expect(warned[0].message).toContain('termination date 2026-11-13');
    const draft = await t.call(key, 'POST', '/payrolls', r.body.actions.create_draft);
    expect(draft.status).toBe(201);
    expect(draft.body.employees.map((e: { employee_id: number }) => e.employee_id)).toContain(dana);
  });
});
