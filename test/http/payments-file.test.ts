/**
 * The NACHA file of an approved payroll, parsed record by record against the Nacha Operating Rules
 * 2026, Appendix Three positions (see src/modules/payments/nacha/records.ts): lengths, fields,
 * entry hash, totals equal to the net pay paid by direct deposit, the effective entry date of a
 * Thanksgiving payday, prenotes (prenote period 0 here: live credits in the same file), the
 * balanced file's offset debit, idempotent regeneration, resubmission, and the 409/422 refusals.
 *
 * People (net $1,369.45 each, see test/helpers/payments-fixture.ts): Ada — $200.00 fixed to
 * checking at 011000015, the remainder $1,169.45 to savings at 011000015; Ben — all to checking at
 * 021000021; Cy — no account (paid manually, not in the file). Payday Thursday 2026-11-26 =
 * Thanksgiving Day, a Federal Reserve holiday → effective entry date Wednesday 2026-11-25.
 * The clock: 2026-11-21T22:00Z = 14:00 on Saturday 2026-11-21 in Los Angeles (the company's zone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import {
  NET_CENTS,
  SETTINGS,
  addAccount,
  field,
  offCyclePayroll,
  paymentFile,
  paymentsCompany,
  person,
} from '../helpers/payments-fixture.js';

let t: TestApp;
let key: string;
let companyId: number;
let ada: number;
let ben: number;
let cy: number;
let payrollId: string;
let text: string;
const logs: string[] = [];
const WP = 'wrk_TXpayments0000000';

beforeAll(async () => {
  t = await startApp(
    '2026-11-21T22:00:00.000Z',
    { logLevel: 'info' },
    { logStream: { write: (l) => void logs.push(l) } },
  );
  ({ key, companyId } = await paymentsCompany(t, WP));
  ada = await person(t, companyId, WP, 'Ada', 'Split');
  ben = await person(t, companyId, WP, 'Ben', 'Whole');
  cy = await person(t, companyId, WP, 'Cy', 'Manual');
  await addAccount(t, key, ada, '011000015', '55500001', { split_amount: 200 });
  await addAccount(t, key, ada, '011000015', '55500002', { account_type: 'savings' });
  await addAccount(t, key, ben, '021000021', '66600001');
  payrollId = await offCyclePayroll(t, key, [ada, ben, cy], '2026-11-26');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('refusals before a file can be written', () => {
  it('409 payroll_not_approved for a draft, and no file', async () => {
    const r = await paymentFile(t, key, payrollId);
    expect(r.status).toBe(409);
    expect(JSON.parse(r.text)).toMatchObject({ code: 'payroll_not_approved' });
  });

  it('422 payment_settings_missing without ACH settings', async () => {
    expect((await t.call(key, 'POST', `/payrolls/${payrollId}/approve`)).status).toBe(200);
    const r = await paymentFile(t, key, payrollId);
    expect(r.status).toBe(422);
    expect(JSON.parse(r.text)).toMatchObject({ code: 'payment_settings_missing' });
    const p = await t.call(key, 'GET', `/payrolls/${payrollId}`);
    expect(p.body.status).toBe('pending');
  });

  it('400 for a routing number failing its checksum; settings show last four digits only', async () => {
    const bad = await t.call(key, 'PUT', '/payment-settings', {
      ...SETTINGS,
      odfi_routing_number: '021000022',
    });
    expect(bad.status).toBe(400);
    const r = await t.call(key, 'PUT', '/payment-settings', SETTINGS);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      odfi_routing_number: '021000021',
      company_identification_last4: '4321',
      offset_account_number_last4: '0001',
      balanced: true,
      prenote_days: 0,
      next_check_number: 1001,
    });
    expect(JSON.stringify(r.body)).not.toContain('900000001');
  });
});

describe('the file, record by record', () => {
  let lines: string[];

  beforeAll(async () => {
    const r = await paymentFile(t, key, payrollId);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    text = r.text;
    lines = text.split('\n');
    expect(lines.pop()).toBe(''); // ends with a newline
  });

  it('has 94-character records in blocks of 10, padded with 9s', () => {
    // 1 file header + 1 batch header + 7 entries + batch control + file control = 11 records →
    // 2 blocks = 20 lines, the last 9 all 9s.
    expect(lines).toHaveLength(20);
    for (const l of lines) expect(l).toHaveLength(94);
    expect(lines.slice(11)).toEqual(Array(9).fill('9'.repeat(94)));
    expect(lines.map((l) => l[0]).join('')).toBe('15666666689999999999');
  });

  it('file header', () => {
    const h = lines[0]!;
    expect(field(h, 1, 1)).toBe('1');
    expect(field(h, 2, 3)).toBe('01');
    expect(field(h, 4, 13)).toBe(' 021000021');
    expect(field(h, 14, 23)).toBe('1123456789');
    expect(field(h, 24, 29)).toBe('261121'); // company-local creation date
    expect(field(h, 30, 33)).toBe('1400'); // 22:00 UTC = 14:00 PST
    expect(field(h, 34, 34)).toBe('A');
    expect(field(h, 35, 37)).toBe('094');
    expect(field(h, 38, 39)).toBe('10');
    expect(field(h, 40, 40)).toBe('1');
    expect(field(h, 41, 63)).toBe('JPMORGAN CHASE'.padEnd(23));
    expect(field(h, 64, 86)).toBe('ACME CO'.padEnd(23));
    expect(field(h, 87, 94)).toBe(' '.repeat(8));
  });

  it('batch header: PPD, mixed service class (balanced), effective date the banking day before Thanksgiving', () => {
    const b = lines[1]!;
    expect(field(b, 1, 1)).toBe('5');
    expect(field(b, 2, 4)).toBe('200'); // credits and the offset debit
    expect(field(b, 5, 20)).toBe('ACME CO'.padEnd(16));
    expect(field(b, 21, 40)).toBe(' '.repeat(20));
    expect(field(b, 41, 50)).toBe('1987654321');
    expect(field(b, 51, 53)).toBe('PPD');
    expect(field(b, 54, 63)).toBe('PAYROLL   ');
    expect(field(b, 70, 75)).toBe('261125'); // Thu 2026-11-26 is Thanksgiving → Wed 2026-11-25
    expect(field(b, 76, 78)).toBe('   ');
    expect(field(b, 79, 79)).toBe('1');
    expect(field(b, 80, 87)).toBe('02100002');
    expect(field(b, 88, 94)).toBe('0000001');
  });

  it('entries: prenotes of the new accounts, the credits of each split, the offset debit last', () => {
    const e = lines.slice(2, 9);
    const row = (l: string) => ({
      code: field(l, 2, 3),
      rdfi: field(l, 4, 11),
      check: field(l, 12, 12),
      account: field(l, 13, 29),
      amount: field(l, 30, 39),
      id: field(l, 40, 54),
      name: field(l, 55, 76),
      discretionary: field(l, 77, 78),
      addenda: field(l, 79, 79),
      trace: field(l, 80, 94),
    });
    const who = (id: number, name: string) => ({ id: String(id).padEnd(15), name: name.padEnd(22) });
    expect(e.map(row)).toEqual([
      // Ada: prenote 23 (checking) and 33 (savings), then $200.00 to checking and $1,169.45 to savings
      {
        code: '23',
        rdfi: '01100001',
        check: '5',
        account: '55500001'.padEnd(17),
        amount: '0000000000',
        ...who(ada, 'ADA SPLIT'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000001',
      },
      {
        code: '33',
        rdfi: '01100001',
        check: '5',
        account: '55500002'.padEnd(17),
        amount: '0000000000',
        ...who(ada, 'ADA SPLIT'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000002',
      },
      {
        code: '22',
        rdfi: '01100001',
        check: '5',
        account: '55500001'.padEnd(17),
        amount: '0000020000',
        ...who(ada, 'ADA SPLIT'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000003',
      },
      {
        code: '32',
        rdfi: '01100001',
        check: '5',
        account: '55500002'.padEnd(17),
        amount: '0000116945',
        ...who(ada, 'ADA SPLIT'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000004',
      },
      // Ben: prenote 23, then $1,369.45 to checking
      {
        code: '23',
        rdfi: '02100002',
        check: '1',
        account: '66600001'.padEnd(17),
        amount: '0000000000',
        ...who(ben, 'BEN WHOLE'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000005',
      },
      {
        code: '22',
        rdfi: '02100002',
        check: '1',
        account: '66600001'.padEnd(17),
        amount: '0000136945',
        ...who(ben, 'BEN WHOLE'),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000006',
      },
      // The company's offset: 27 debit of the credits, 200.00 + 1,169.45 + 1,369.45 = $2,738.90
      {
        code: '27',
        rdfi: '02100002',
        check: '1',
        account: '900000001'.padEnd(17),
        amount: '0000273890',
        id: ' '.repeat(15),
        name: 'ACME CO'.padEnd(22),
        discretionary: '  ',
        addenda: '0',
        trace: '021000020000007',
      },
    ]);
  });

  it('batch control and file control: counts, entry hash, totals = net pay by direct deposit', () => {
    // Entry hash = Σ RDFI identifications: 4 × 01100001 + 3 × 02100002 = 4,400,004 + 6,300,006
    // = 10,700,010. Credits = Ada 1,369.45 + Ben 1,369.45 = $2,738.90 = 2 × NET_CENTS (Cy is manual).
    expect(2 * NET_CENTS).toBe(273_890);
    const c = lines[9]!;
    expect(field(c, 1, 1)).toBe('8');
    expect(field(c, 2, 4)).toBe('200');
    expect(field(c, 5, 10)).toBe('000007');
    expect(field(c, 11, 20)).toBe('0010700010');
    expect(field(c, 21, 32)).toBe('000000273890');
    expect(field(c, 33, 44)).toBe('000000273890');
    expect(field(c, 45, 54)).toBe('1987654321');
    expect(field(c, 55, 79)).toBe(' '.repeat(25));
    expect(field(c, 80, 87)).toBe('02100002');
    expect(field(c, 88, 94)).toBe('0000001');
    const f = lines[10]!;
    expect(field(f, 1, 1)).toBe('9');
    expect(field(f, 2, 7)).toBe('000001'); // batches
    expect(field(f, 8, 13)).toBe('000002'); // blocks
    expect(field(f, 14, 21)).toBe('00000007');
    expect(field(f, 22, 31)).toBe('0010700010');
    expect(field(f, 32, 43)).toBe('000000273890');
    expect(field(f, 44, 55)).toBe('000000273890');
    expect(field(f, 56, 94)).toBe(' '.repeat(39));
  });

  it('moved the payroll to processing and the direct deposits to sent', async () => {
    const p = await t.call(key, 'GET', `/payrolls/${payrollId}`);
    expect(p.body.status).toBe('processing');
    const rows = await t.db
      .selectFrom('paycheck_payments' as never)
      .select(['employee_id', 'method', 'status'] as never)
      .where('company_id' as never, '=', companyId as never)
      .orderBy('employee_id' as never)
      .execute();
    expect(rows.map((r: any) => [Number(r.employee_id), r.method, r.status])).toEqual([
      [ada, 'direct_deposit', 'sent'],
      [ben, 'direct_deposit', 'sent'],
      [cy, 'check', 'pending'],
    ]);
  });
});

describe('regeneration', () => {
  it('gives the same file byte for byte, even after the clock and the settings moved', async () => {
    t.clock.set('2026-11-22T03:00:00.000Z');
    await t.call(key, 'PUT', '/payment-settings', { ...SETTINGS, company_name: 'OTHER NAME' });
    const again = await paymentFile(t, key, payrollId);
    expect(again.text).toBe(text);
  });

  it('resubmit: the same entries under the next file ID modifier of today, no second debit', async () => {
    t.clock.set('2026-11-21T23:30:00.000Z'); // 15:30 the same Los Angeles day
    const r = await paymentFile(t, key, payrollId, '?resubmit=true');
    expect(r.status).toBe(200);
    const a = text.split('\n');
    const b = r.text.split('\n');
    expect(field(b[0]!, 34, 34)).toBe('B');
    expect(field(b[0]!, 30, 33)).toBe('1530');
    expect(b.slice(1)).toEqual(a.slice(1));
    // And asking again without resubmit now gives the B file.
    expect((await paymentFile(t, key, payrollId)).text).toBe(r.text);
  });
});

describe('account numbers stay in the file', () => {
  it('are in no audit row, event or log line', async () => {
    const audit = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    const events = await t.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    const everything = JSON.stringify(audit) + JSON.stringify(events) + logs.join('');
    expect(audit.some((a) => a.resource_type === 'payment_file')).toBe(true);
    // Whole numbers only: a log line's responseTime (e.g. 48.1900000001) may hold the digits
    // by chance, an account number never follows a digit or a decimal point.
    for (const n of ['55500001', '55500002', '66600001', '900000001', '1987654321']) {
      expect(everything).not.toMatch(new RegExp(`(?<![\\d.])${n}(?!\\d)`));
    }
  });
});

describe('an account failing validation', () => {
  it('422 bank_account_invalid naming the account by id and last four digits; no file, payroll stays pending', async () => {
    const dee = await person(t, companyId, WP, 'Dee', 'Short');
    // A 3-digit account number cannot come through the API (4–17 digits): written directly.
    const row = await t.db
      .insertInto('employee_bank_accounts')
      .values({
        company_id: companyId,
        employee_id: dee,
        routing_number_sealed: t.sealer.seal('021000021'),
        routing_number_last4: '0021',
        account_number_sealed: t.sealer.seal('123'),
        account_number_last4: '123',
        account_type: 'checking',
        created_at: '2026-11-21T22:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p2 = await offCyclePayroll(t, key, [dee], '2026-12-04');
    expect((await t.call(key, 'POST', `/payrolls/${p2}/approve`)).status).toBe(200);
    const r = await paymentFile(t, key, p2);
    expect(r.status).toBe(422);
    const body = JSON.parse(r.text);
    expect(body.code).toBe('bank_account_invalid');
    expect(body.detail).toContain(`employee ${dee}, bank account ${Number(row.id)} (…123)`);
    expect(body.detail).toContain('account number is not 4–17 digits');
    expect((await t.call(key, 'GET', `/payrolls/${p2}`)).body.status).toBe('pending');
    const files = await t.db
      .selectFrom('payment_files' as never)
      .select('payroll_id' as never)
      .where('company_id' as never, '=', companyId as never)
      .where('payroll_id' as never, '=', p2 as never)
      .execute();
    expect(files).toEqual([]);
  });
});
