/**
 * The ledger's bulk write (`insertPaychecks`: one `insert … select from unnest(…)` per chunk, each
 * column an array parameter) stores every value as given and reads it back the same on both
 * backends: text with quotes, commas, braces, backslashes, newlines and non-ASCII; nulls in every
 * nullable column; time-record id lists that are null, empty or long; decimal rates; jsonb input
 * and warnings; and more rows than one chunk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';
import type { Database } from '../../src/platform/db/database.js';
import type { DB } from '../../src/platform/db/schema.js';
import { insertPaychecks, loadPaychecks } from '../../src/modules/payrolls/ledger/ledger.repository.js';
import {
  payLine,
  type PayLine,
  type PaycheckRecord,
} from '../../src/modules/payrolls/ledger/paycheck-record.js';

let d: Database;
let db: Kysely<DB>;
let companyId: number;
const PAYROLL = 'pay_bulkWriteAAAAAAAAAAA';

const tricky = `He said "no", {x,y} \\ back\\slash, NULL, 'quote'\nnew line — café ✓`;

function paycheck(employeeId: number, lines: PayLine[], over: Partial<PaycheckRecord> = {}): PaycheckRecord {
  return {
    employeeId,
    isContractor: false,
    firstName: 'Ana',
    lastName: 'Okafor',
    paymentMethod: 'direct_deposit',
    note: null,
    workplaceId: null,
    workplaceState: null,
    departmentId: null,
    grossCents: 160000,
    reimbursementsCents: 0,
    employeeTaxesCents: 12240,
    companyTaxesCents: 17520,
    employeeBenefitsCents: 0,
    companyBenefitsCents: 0,
    postTaxDeductionsCents: 0,
    netCents: 147760,
    supplementalCents: 0,
    input: { employee_id: employeeId, payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 20 }] } },
    warnings: [],
    lines,
    deposits: [],
    ...over,
  };
}

/** A draft payroll header to hang paychecks on. */
async function makePayroll(id: string): Promise<void> {
  await db
    .insertInto('payrolls')
    .values({
      company_id: companyId,
      id,
      type: 'off_cycle',
      status: 'draft',
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-26',
      pay_frequency: 'biweekly',
      engine_version: 'test',
      created_at: '2026-11-22T00:00:00.000Z',
      updated_at: '2026-11-22T00:00:00.000Z',
    })
    .execute();
}

beforeAll(async () => {
  d = await createTestDatabase();
  db = d.db;
  ({ companyId } = await makeCompany(db));
  await makePayroll(PAYROLL);
}, 120_000);

afterAll(async () => {
  await d?.close();
});

describe('insertPaychecks (unnest bulk write)', () => {
  it('reads back every value as written, tricky text and nulls included', async () => {
    const full = payLine({
      kind: 'earning',
      code: 'regular',
      description: tricky,
      jurisdiction: null,
      payer: 'employee',
      seconds: 288_000,
      rate: '20.12345678',
      taxableWagesCents: null,
      amountCents: 160000,
      preTax: null,
      reason: tricky,
      customerId: 7,
      projectId: 9,
      timeRecordIds: Array.from({ length: 300 }, (_, i) => 9_000_000_000 + i),
      sourceId: null,
      inputLine: 0,
    });
    const tax = payLine({
      kind: 'tax',
      code: 'federal_income_tax',
      description: 'Federal income tax',
      jurisdiction: 'US',
      taxableWagesCents: 160000,
      amountCents: 12240,
      rate: null,
      reason: 'Pub 15-T (2026) Worksheet 1A: $1,600.00 × 26 …',
      timeRecordIds: [],
    });
    const benefit = payLine({
      kind: 'benefit',
      code: '401k',
      payer: 'company',
      amountCents: 4000,
      preTax: true,
      sourceId: 'ben_x"y',
    });
    const a = paycheck(101, [full, tax, benefit], {
      note: tricky,
      firstName: 'Zoë "Z"',
      workplaceId: 'wrk_{1,2}',
      workplaceState: 'CA',
      departmentId: 3,
      warnings: [{ code: 'missed_clock_out', message: tricky }],
      input: { employee_id: 101, note: tricky, payrollData: { earnings: [], time_record_ids: [1, 2] } },
    });
    const b = paycheck(102, [], { isContractor: true, paymentMethod: 'manual' });
    await insertPaychecks(db, companyId, PAYROLL, '2026-11-26', [a, b]);
    const back = await loadPaychecks(db, companyId, PAYROLL);
    expect(back).toEqual([a, b]);
  });

  it('writes more rows than one chunk (5,000) and keeps their order', async () => {
    const id = 'pay_bulkWriteBBBBBBBBBBB';
    await makePayroll(id);
    // 5,200 paychecks × 2 lines = 10,400 lines: two paycheck chunks and three line chunks.
    const many = Array.from({ length: 5200 }, (_, i) =>
      paycheck(1000 + i, [
        payLine({
          kind: 'earning',
          code: 'regular',
          amountCents: 100 + i,
          seconds: 3600,
          rate: '1.00000000',
        }),
        payLine({
          kind: 'tax',
          code: 'medicare',
          jurisdiction: 'US',
          amountCents: i,
          taxableWagesCents: 100 + i,
        }),
      ]),
    );
    await insertPaychecks(db, companyId, id, '2026-11-26', many);
    const back = await loadPaychecks(db, companyId, id);
    expect(back).toHaveLength(5200);
    expect(back[5199]).toEqual(many[5199]);
    expect(back[0]).toEqual(many[0]);
    const sum = await db
      .selectFrom('pay_lines')
      .select((e) => e.fn.sum<string>('amount_cents').as('s'))
      .where('company_id', '=', companyId)
      .where('payroll_id', '=', id)
      .executeTakeFirstOrThrow();
    // Σ (100 + i) + Σ i for i = 0…5199 = 5,200 × 100 + 2 × (5,199 × 5,200 ÷ 2) = 520,000 + 27,034,800
    expect(Number(sum.s)).toBe(27_554_800);
  });
});
