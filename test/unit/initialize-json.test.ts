/**
 * initialize's response with the entries written once (src/modules/payrolls/initialize-json.ts):
 * the same JSON document as the schema serializer writing the whole object — undeclared fields
 * dropped the same way, `off_cycle_options` only inside `actions.create_draft` — and the entries'
 * bytes the same in both places.
 */
import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { buildNullableAwareSerializer } from '../../src/platform/http/serialization.js';
import { InitializeResponse } from '../../src/modules/payrolls/payrolls.schemas.js';
import { initializeJson, type InitializeResult } from '../../src/modules/payrolls/initialize-json.js';

const factory = buildNullableAwareSerializer({ InitializeResponse }, {});
const cache = new Map<TSchema, (data: unknown) => string>();
const compile = (schema: TSchema) => {
  let f = cache.get(schema);
  if (!f) {
    f = factory({ schema, method: 'POST', url: '/payrolls/initialize', httpStatus: '200' } as never) as (
      data: unknown,
    ) => string;
    cache.set(schema, f);
  }
  return f;
};

const payrollData = (hours: number) => ({
  earning: {
    employee_earnings_id: 3,
    start_date: '2026-01-01',
    payment_unit: 'hour',
    salary_type: null,
    payment_amount: 20,
    salary: null,
    overtime_amount: 1.5,
    default_hours: null,
    pto_payment_amount: null,
  },
  time_totals: {
    regular_hours: hours,
    overtime_hours: 0,
    double_overtime_hours: 0,
    paid_break_hours: 0,
    unpaid_break_hours: 0,
    total_hours: hours,
  },
  earnings: [{ type: 'regular', hours, rate: 20, amount: hours * 20, description: null }],
  jobCostingData: [
    {
      customer_id: 4,
      customer_name: 'Harbor "Bakery"',
      project_id: null,
      project_name: null,
      regular_hours: hours,
      overtime_hours: 0,
      double_overtime_hours: 0,
      amount: hours * 20,
    },
  ],
  gross_pay: hours * 20,
  time_record_ids: [11, 12],
  internal_note: 'not in the schema',
});

const draft = {
  type: 'off_cycle',
  start_date: '2026-11-08',
  end_date: '2026-11-21',
  payday: '2026-11-26',
  pay_frequency: 'biweekly',
  pay_schedule_group_id: null,
  off_cycle_options: {
    force_supplemental_withholding: true,
    apply_benefits: false,
    apply_post_tax_deductions: false,
  },
  employees: [
    {
      employee_id: 1,
      first_name: 'Tom',
      last_name: 'Ng',
      payment_method: 'manual',
      note: null,
      payrollData: payrollData(72),
    },
    {
      employee_id: 2,
      first_name: 'Cara',
      last_name: 'Diaz',
      payment_method: 'direct_deposit',
      note: 'é "q"',
      splits: [
        { start_date: '2026-11-08', end_date: '2026-11-14', payrollData: payrollData(40) },
        { start_date: '2026-11-15', end_date: '2026-11-21', payrollData: payrollData(32) },
      ],
    },
  ],
  contractors: [
    {
      employee_id: 9,
      first_name: 'Cody',
      last_name: 'Li',
      payment_method: 'manual',
      note: null,
      payrollData: payrollData(10),
    },
  ],
};
const out: InitializeResult = {
  ...draft,
  warnings: [{ code: 'no_w4', message: 'Tom Ng has no W-4', employee_id: 1, time_record_id: null }],
  actions: { create_draft: draft },
};

describe('initialize JSON', () => {
  it('is the document the whole-object serializer writes, entries written once', () => {
    const body = initializeJson(out, compile).toString('utf8');
    const reference = compile(InitializeResponse)(out);
    expect(JSON.parse(body)).toEqual(JSON.parse(reference));
    const doc = JSON.parse(body);
    expect(doc).not.toHaveProperty('off_cycle_options');
    expect(doc.actions.create_draft.off_cycle_options).toEqual(draft.off_cycle_options);
    expect(doc.employees[0].payrollData).not.toHaveProperty('internal_note');
    expect(doc.employees[1].splits[1].payrollData.gross_pay).toBe(640);
    expect(doc.actions.create_draft.employees).toEqual(doc.employees);
    expect(doc.actions.create_draft.contractors).toEqual(doc.contractors);
    // the entries' text appears twice, byte for byte
    const entries = JSON.stringify(doc.employees);
    expect(
      body.split(body.slice(body.indexOf('"employees":') + 12, body.indexOf(',"contractors":'))).length,
    ).toBe(3);
    expect(entries.length).toBeGreaterThan(100);
  });

  it('is the same document when the entries span several slices (60 employees: 25 + 25 + 10)', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...draft.employees[0]!,
      employee_id: 100 + i,
      payrollData: payrollData(i + 1),
    }));
    const big = { ...draft, employees: many };
    const result: InitializeResult = { ...big, warnings: [], actions: { create_draft: big } };
    const doc = JSON.parse(initializeJson(result, compile).toString('utf8'));
    expect(doc).toEqual(JSON.parse(compile(InitializeResponse)(result)));
    expect(doc.employees.map((e: { employee_id: number }) => e.employee_id)).toEqual(
      many.map((e) => e.employee_id),
    );
    expect(doc.actions.create_draft.employees[59].payrollData.gross_pay).toBe(1200); // 60 h × $20
  });

  it('writes empty lists when nobody is paid', () => {
    const empty = {
      ...out,
      employees: [],
      contractors: [],
      actions: { create_draft: { ...draft, employees: [], contractors: [] } },
    };
    expect(JSON.parse(initializeJson(empty, compile).toString('utf8'))).toEqual(
      JSON.parse(compile(InitializeResponse)(empty)),
    );
  });
});
