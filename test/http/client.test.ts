/**
 * The typed TypeScript client (clients/typescript, generated from openapi.json) against a live
 * server on 127.0.0.1: list employees, invite one, clock in and out, and run a payroll to approval —
 * with no casts, so a drift between the API and openapi.json fails the typecheck or this test.
 * The demo company is seeded as of 2026-11-21; the clock is fixed at 14:30 America/Los_Angeles
 * that day (22:30Z), the demo's "now".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedDemoCompany } from '../../src/modules/demo/seed.js';
import { fixedClock } from '../../src/shared/time.js';
import { createPayclockClient, type PayclockClient } from '../../clients/typescript/src/index.js';
import { createTestDatabase } from '../helpers/db.js';
import type { Database } from '../../src/platform/db/database.js';
import type { FastifyInstance } from 'fastify';

let database: Database;
let app: FastifyInstance;
let api: PayclockClient;

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedDemoCompany(database.db, { asOf: '2026-11-21' });
  app = await buildApp({
    db: database.db,
    clock: fixedClock('2026-11-21T22:30:00.000Z'),
    config: { rateLimitPerSecond: 100_000, rateLimitBurst: 1_000_000 },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  api = createPayclockClient({ baseUrl: base, apiKey: seeded.apiKey });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the typed client', () => {
  it('lists employees and reads one', async () => {
    const list = await api.GET('/partner/v1/employees', { params: { query: { limit: 5, is_active: true } } });
    expect(list.response.status).toBe(200);
    expect(list.data?.data.length).toBe(5);
    const first = list.data!.data[0]!;
    const one = await api.GET('/partner/v1/employees/{employee_id}', {
      params: { path: { employee_id: first.employee_id } },
    });
    expect(one.data?.email).toBe(first.email);
    const missing = await api.GET('/partner/v1/employees/{employee_id}', {
      params: { path: { employee_id: 999_999 } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('not_found');
  });

  it('invites an employee, clocks them in an hour ago and out now', async () => {
    const workplaces = await api.GET('/partner/v1/workplaces', { params: { query: {} } });
    const workplaceId = workplaces.data!.data[0]!.workplace_id;
    const invited = await api.POST('/partner/v1/employees', {
      body: {
        first_name: 'Tomás',
        last_name: 'Client',
        email: 'tomas.client@example.com',
        employment_type: 'employee',
        start_date: '2026-11-02',
        workplace_id: workplaceId,
        payment_unit: 'hour',
        payment_amount: 25,
        overtime_amount: 1.5,
      },
    });
    expect(invited.response.status).toBe(201);
    const employeeId = invited.data!.employee_id;
    const cin = await api.POST('/partner/v1/time-records/clock-in', {
      body: { employee_id: employeeId, timestamp: '2026-11-21T21:30:00.000Z' },
    });
    expect(cin.response.status).toBe(201);
    expect(cin.data?.end).toBeNull();
    const cout = await api.POST('/partner/v1/time-records/clock-out', { body: { employee_id: employeeId } });
    expect(cout.response.status).toBe(200);
    expect(cout.data?.end).toBe('2026-11-21T22:30:00.000Z');
  });

  it('runs the last finished pay period of a group to approval', async () => {
    const options = await api.GET('/partner/v1/payrolls/period-options');
    const group = options.data!.regular[0]!;
    // periods: the two latest past periods, the current and the next; [1] is the last finished one.
    const period = group.periods[1]!;
    const init = await api.POST('/partner/v1/payrolls/initialize', {
      body: {
        type: 'regular',
        pay_schedule_group_id: group.pay_schedule_group_id,
        start_date: period.start_date,
        end_date: period.end_date,
      },
    });
    expect(init.response.status).toBe(200);
    const draft = await api.POST('/partner/v1/payrolls', { body: init.data!.actions.create_draft });
    expect(draft.response.status).toBe(201);
    expect(draft.data?.status).toBe('draft');
    const approved = await api.POST('/partner/v1/payrolls/{payroll_id}/approve', {
      params: { path: { payroll_id: draft.data!.payroll_id } },
    });
    expect(approved.response.status).toBe(200);
    expect(approved.data?.status).toBe('pending');
    expect(approved.data?.totals.employee_net).toBe(draft.data?.totals.employee_net);
  });
});
