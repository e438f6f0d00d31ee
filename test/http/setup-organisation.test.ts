import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';

/** Setup API: departments, pay schedule groups, customers, projects, workplaces, company settings, audit events. */
describe('setup: organisation', () => {
  let t: TestApp;
  let key: string;
  let companyId: number;
  let otherKey: string;

  beforeAll(async () => {
    t = await startApp();
    const c = await makeCompany(t.db, { plan: 'payroll' });
    key = c.apiKey;
    companyId = c.companyId;
    otherKey = (await makeCompany(t.db, { name: 'Other' })).apiKey;
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents the setup routes in OpenAPI', async () => {
    const r = await t.call(null, 'GET', '/openapi.json');
    expect(r.status).toBe(200);
    for (const path of [
      '/partner/v1/pay-schedule-groups/{pay_schedule_group_id}',
      '/partner/v1/employees/{employee_id}/tax-setup',
      '/partner/v1/audit-events',
    ]) {
      expect(Object.keys(r.body.paths)).toContain(path);
    }
    expect(Object.keys(r.body.paths['/partner/v1/employees'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
  });

  describe('departments', () => {
    it('creates, lists with keyset pagination, reads one; 409 on a duplicate name (case-insensitive)', async () => {
      const a = await t.call(key, 'POST', '/departments', { name: 'Warehouse' });
      expect(a.status).toBe(201);
      expect(a.body).toEqual({
        department_id: a.body.department_id,
        name: 'Warehouse',
        created_at: '2026-11-21T20:00:00.000Z',
      });
      await t.call(key, 'POST', '/departments', { name: 'Field' });
      await t.call(key, 'POST', '/departments', { name: 'Office' });
      const dup = await t.call(key, 'POST', '/departments', { name: 'warehouse' });
      expect(dup.status).toBe(409);
      expect(dup.body.code).toBe('duplicate_name');
      const p1 = await t.call(key, 'GET', '/departments?limit=2');
      expect(p1.body.data.map((d: { name: string }) => d.name)).toEqual(['Warehouse', 'Field']);
      const p2 = await t.call(key, 'GET', `/departments?limit=2&cursor=${p1.body.pagination.next_cursor}`);
      expect(p2.body).toMatchObject({
        data: [{ name: 'Office' }],
        pagination: { limit: 2, next_cursor: null },
      });
      expect((await t.call(key, 'GET', `/departments/${a.body.department_id}`)).body.name).toBe('Warehouse');
      expect((await t.call(otherKey, 'GET', `/departments/${a.body.department_id}`)).status).toBe(404);
      expect((await t.call(otherKey, 'GET', '/departments')).body.data).toEqual([]);
    });

    it('400 on an empty or missing name, unknown fields, a bad cursor', async () => {
      expect((await t.call(key, 'POST', '/departments', { name: '  ' })).status).toBe(400);
      expect((await t.call(key, 'POST', '/departments', {})).status).toBe(400);
      expect((await t.call(key, 'POST', '/departments', { name: 'X', id: 5 })).status).toBe(400);
      expect((await t.call(key, 'GET', '/departments?cursor=zzz')).status).toBe(400);
      expect((await t.call(key, 'GET', '/departments?limit=500')).status).toBe(400);
    });
  });

  describe('pay schedule groups', () => {
    let biweekly: number;
    it('creates weekly/biweekly groups with an anchor and semimonthly/monthly without; payday_offset_days default 5', async () => {
      const b = await t.call(key, 'POST', '/pay-schedule-groups', {
        name: 'Hourly',
        pay_frequency: 'biweekly',
        anchor_start_date: '2026-01-04',
      });
      expect(b.status).toBe(201);
      expect(b.body).toMatchObject({
        name: 'Hourly',
        pay_frequency: 'biweekly',
        anchor_start_date: '2026-01-04',
        payday_offset_days: 5,
      });
      biweekly = b.body.pay_schedule_group_id;
      const s = await t.call(key, 'POST', '/pay-schedule-groups', {
        name: 'Salaried',
        pay_frequency: 'semimonthly',
        payday_offset_days: 0,
      });
      expect(s.body).toMatchObject({
        pay_frequency: 'semimonthly',
        anchor_start_date: null,
        payday_offset_days: 0,
      });
      const list = await t.call(key, 'GET', '/pay-schedule-groups?limit=1');
      expect(list.body.data).toHaveLength(1);
      expect(list.body.pagination.next_cursor).not.toBeNull();
      expect((await t.call(key, 'GET', `/pay-schedule-groups/${biweekly}`)).body.name).toBe('Hourly');
    });

    it('400 on anchor rules, bad frequency, offset out of range', async () => {
      const noAnchor = await t.call(key, 'POST', '/pay-schedule-groups', {
        name: 'W',
        pay_frequency: 'weekly',
      });
      expect(noAnchor.status).toBe(400);
      expect(noAnchor.body.errors[0].field).toBe('anchor_start_date');
      const extra = await t.call(key, 'POST', '/pay-schedule-groups', {
        name: 'M',
        pay_frequency: 'monthly',
        anchor_start_date: '2026-01-01',
      });
      expect(extra.status).toBe(400);
      expect(
        (
          await t.call(key, 'POST', '/pay-schedule-groups', {
            name: 'W',
            pay_frequency: 'weekly',
            anchor_start_date: '2026-13-01',
          })
        ).status,
      ).toBe(400);
      expect(
        (await t.call(key, 'POST', '/pay-schedule-groups', { name: 'D', pay_frequency: 'daily' })).status,
      ).toBe(400);
      expect(
        (
          await t.call(key, 'POST', '/pay-schedule-groups', {
            name: 'W',
            pay_frequency: 'semimonthly',
            payday_offset_days: 40,
          })
        ).status,
      ).toBe(400);
    });

    it('PATCH changes name/offset and frequency; switching to semimonthly clears the anchor', async () => {
      const g = (
        await t.call(key, 'POST', '/pay-schedule-groups', {
          name: 'Temp',
          pay_frequency: 'weekly',
          anchor_start_date: '2026-01-05',
        })
      ).body.pay_schedule_group_id;
      const r = await t.call(key, 'PATCH', `/pay-schedule-groups/${g}`, {
        name: 'Temps',
        payday_offset_days: 3,
        pay_frequency: 'semimonthly',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        name: 'Temps',
        payday_offset_days: 3,
        pay_frequency: 'semimonthly',
        anchor_start_date: null,
      });
      const back = await t.call(key, 'PATCH', `/pay-schedule-groups/${g}`, { pay_frequency: 'biweekly' });
      expect(back.status).toBe(400);
      expect(back.body.errors[0].field).toBe('anchor_start_date');
    });

    it('409 frequency_locked once the group has a payroll; name changes still allowed', async () => {
      await t.db
        .insertInto('payrolls')
        .values({
          company_id: companyId,
          id: 'pay_AAAAAAAAAAAAAAAAAAAA',
          type: 'regular',
          status: 'draft',
          pay_schedule_group_id: biweekly,
          start_date: '2026-11-01',
          end_date: '2026-11-14',
          payday: '2026-11-19',
          pay_frequency: 'biweekly',
        })
        .execute();
      const r = await t.call(key, 'PATCH', `/pay-schedule-groups/${biweekly}`, { pay_frequency: 'weekly' });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('frequency_locked');
      expect(r.body.detail).toContain('biweekly');
      const anchor = await t.call(key, 'PATCH', `/pay-schedule-groups/${biweekly}`, {
        anchor_start_date: '2026-01-11',
      });
      expect(anchor.status).toBe(409);
      const same = await t.call(key, 'PATCH', `/pay-schedule-groups/${biweekly}`, {
        pay_frequency: 'biweekly',
        name: 'Hourly staff',
      });
      expect(same.status).toBe(200);
      expect(same.body.name).toBe('Hourly staff');
    });

    it("404 for another company's group", async () => {
      expect((await t.call(otherKey, 'GET', `/pay-schedule-groups/${biweekly}`)).status).toBe(404);
      expect(
        (await t.call(otherKey, 'PATCH', `/pay-schedule-groups/${biweekly}`, { name: 'x' })).status,
      ).toBe(404);
    });
  });

  describe('customers and projects', () => {
    let cust: number;
    it('creates and updates a customer with a geofence (all-or-none)', async () => {
      const c = await t.call(key, 'POST', '/customers', {
        name: 'Acme Tower',
        latitude: 37.788732,
        longitude: -122.396809,
        radius_meters: 150,
      });
      expect(c.status).toBe(201);
      expect(c.body).toEqual({
        customer_id: c.body.customer_id,
        name: 'Acme Tower',
        is_disabled: false,
        latitude: 37.788732,
        longitude: -122.396809,
        radius_meters: 150,
      });
      cust = c.body.customer_id;
      const partial = await t.call(key, 'POST', '/customers', { name: 'Half', latitude: 10 });
      expect(partial.status).toBe(400);
      expect(partial.body.errors[0].field).toBe('longitude');
      const clear = await t.call(key, 'PATCH', `/customers/${cust}`, {
        latitude: null,
        longitude: null,
        radius_meters: null,
        is_disabled: true,
      });
      expect(clear.body).toMatchObject({
        latitude: null,
        longitude: null,
        radius_meters: null,
        is_disabled: true,
      });
      const half = await t.call(key, 'PATCH', `/customers/${cust}`, { radius_meters: 100 });
      expect(half.status).toBe(400);
      const precise = await t.call(key, 'POST', '/customers', {
        name: 'Precise',
        latitude: 1.1234567,
        longitude: 2,
        radius_meters: 5,
      });
      expect(precise.status).toBe(400);
      expect(precise.body.errors[0].field).toBe('latitude');
      expect(
        (
          await t.call(key, 'POST', '/customers', {
            name: 'Far',
            latitude: 91,
            longitude: 0,
            radius_meters: 5,
          })
        ).status,
      ).toBe(400);
      expect(
        (await t.call(key, 'PATCH', `/customers/${cust}`, { is_disabled: false })).body.is_disabled,
      ).toBe(false);
      expect((await t.call(key, 'GET', `/customers/${cust}`)).body.name).toBe('Acme Tower');
    });

    it("409 duplicate_name for customers; 404 for another company's customer", async () => {
      const d = await t.call(key, 'POST', '/customers', { name: 'ACME TOWER' });
      expect(d.status).toBe(409);
      expect(d.body.code).toBe('duplicate_name');
      expect((await t.call(otherKey, 'PATCH', `/customers/${cust}`, { name: 'x' })).status).toBe(404);
      expect((await t.call(otherKey, 'POST', '/customers', { name: 'Acme Tower' })).status).toBe(201);
    });

    it('creates and updates projects; customer_id of another company → 400 invalid_reference', async () => {
      const p = await t.call(key, 'POST', '/projects', { name: 'Lobby remodel', customer_id: cust });
      expect(p.status).toBe(201);
      expect(p.body).toEqual({
        project_id: p.body.project_id,
        name: 'Lobby remodel',
        customer_id: cust,
        is_disabled: false,
        customer: { customer_id: cust, name: 'Acme Tower' },
        latitude: null,
        longitude: null,
        radius_meters: null,
      });
      const otherCust = (await t.call(otherKey, 'POST', '/customers', { name: 'Theirs' })).body.customer_id;
      const bad = await t.call(key, 'POST', '/projects', { name: 'X', customer_id: otherCust });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('invalid_reference');
      expect(bad.body.errors[0].field).toBe('customer_id');
      const dup = await t.call(key, 'POST', '/projects', { name: 'lobby REMODEL', customer_id: cust });
      expect(dup.status).toBe(409);
      const free = await t.call(key, 'POST', '/projects', { name: 'Lobby remodel' });
      expect(free.status).toBe(201);
      expect(free.body.customer).toBeNull();
      const moved = await t.call(key, 'PATCH', `/projects/${free.body.project_id}`, { customer_id: cust });
      expect(moved.status).toBe(409);
      const upd = await t.call(key, 'PATCH', `/projects/${p.body.project_id}`, {
        is_disabled: true,
        latitude: 1,
        longitude: 2,
        radius_meters: 30,
        name: 'Lobby',
      });
      expect(upd.body).toMatchObject({
        is_disabled: true,
        latitude: 1,
        longitude: 2,
        radius_meters: 30,
        name: 'Lobby',
      });
      const unassign = await t.call(key, 'PATCH', `/projects/${p.body.project_id}`, { customer_id: null });
      expect(unassign.body).toMatchObject({ customer_id: null, customer: null });
      expect(
        (await t.call(key, 'PATCH', `/projects/${p.body.project_id}`, { customer_id: otherCust })).status,
      ).toBe(400);
      expect((await t.call(otherKey, 'PATCH', `/projects/${p.body.project_id}`, { name: 'x' })).status).toBe(
        404,
      );
      expect((await t.call(key, 'PATCH', '/projects/999999', { name: 'x' })).status).toBe(404);
    });
  });

  describe('workplaces', () => {
    it("creates with a wrk_ id, updates, 400 on state/ZIP/country, 404 on another company's", async () => {
      const w = await t.call(key, 'POST', '/workplaces', {
        line1: '500 Howard St',
        line2: 'Suite 400',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
      });
      expect(w.status).toBe(201);
      expect(w.body.workplace_id).toMatch(/^wrk_[A-Za-z0-9_-]{20}$/);
      expect(w.body).toMatchObject({
        line1: '500 Howard St',
        line2: 'Suite 400',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
        active: true,
      });
      const dc = await t.call(key, 'POST', '/workplaces', {
        line1: '1 Penn Ave',
        city: 'Washington',
        state: 'DC',
        postal_code: '20004-1234',
      });
      expect(dc.status).toBe(201);
      const st = await t.call(key, 'POST', '/workplaces', {
        line1: '1',
        city: 'San Juan',
        state: 'PR',
        postal_code: '00901',
      });
      expect(st.status).toBe(400);
      expect(st.body.errors[0].field).toBe('state');
      expect(st.body.detail).toContain('"PR"');
      const zip = await t.call(key, 'POST', '/workplaces', {
        line1: '1',
        city: 'SF',
        state: 'CA',
        postal_code: '9410',
      });
      expect(zip.body.errors[0].field).toBe('postal_code');
      expect(
        (
          await t.call(key, 'POST', '/workplaces', {
            line1: '1',
            city: 'SF',
            state: 'CA',
            postal_code: '94105',
            country: 'MX',
          })
        ).status,
      ).toBe(400);
      expect((await t.call(key, 'POST', '/workplaces', { line1: '1', city: 'SF', state: 'CA' })).status).toBe(
        400,
      );
      const u = await t.call(key, 'PATCH', `/workplaces/${w.body.workplace_id}`, {
        active: false,
        line2: null,
      });
      expect(u.body).toMatchObject({ active: false, line2: null });
      expect((await t.call(key, 'PATCH', `/workplaces/${w.body.workplace_id}`, { state: 'ZZ' })).status).toBe(
        400,
      );
      expect(
        (await t.call(otherKey, 'PATCH', `/workplaces/${w.body.workplace_id}`, { active: true })).status,
      ).toBe(404);
      expect((await t.call(key, 'PATCH', '/workplaces/not-an-id', { active: true })).status).toBe(400);
    });
  });

  describe('workplace PSD codes (Pennsylvania Act 32)', () => {
    it('a PA workplace takes a six-digit psd_code; other states and malformed codes are 400', async () => {
      const pa = await t.call(key, 'POST', '/workplaces', {
        line1: '1 Grant St',
        city: 'Pittsburgh',
        state: 'PA',
        postal_code: '15219',
        psd_code: '700102',
      });
      expect(pa.status).toBe(201);
      expect(pa.body.psd_code).toBe('700102');
      expect((await t.call(key, 'GET', `/workplaces/${pa.body.workplace_id}`)).body.psd_code).toBe('700102');
      const ny = await t.call(key, 'POST', '/workplaces', {
        line1: '1 Broadway',
        city: 'New York',
        state: 'NY',
        postal_code: '10004',
        psd_code: '700102',
      });
      expect(ny.status).toBe(400);
      expect(ny.body.errors[0].field).toBe('psd_code');
      const bad = await t.call(key, 'PATCH', `/workplaces/${pa.body.workplace_id}`, { psd_code: '7001' });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toContain('"7001"');
      const moved = await t.call(key, 'PATCH', `/workplaces/${pa.body.workplace_id}`, { state: 'OH' });
      expect(moved.status).toBe(400);
      expect(moved.body.errors[0].field).toBe('psd_code');
      const cleared = await t.call(key, 'PATCH', `/workplaces/${pa.body.workplace_id}`, {
        psd_code: null,
      });
      expect(cleared.body.psd_code).toBeNull();
    });
  });

  describe('PATCH /companies', () => {
    it('updates settings, invalidates the settings cache, merges sui_rates', async () => {
      await t.call(key, 'GET', '/companies');
      const r = await t.call(key, 'PATCH', '/companies', {
        name: 'Acme West',
        timezone: 'America/New_York',
        workweek_start: 'monday',
        daily_cutoff: '03:30',
        default_pay_period: 'weekly',
        require_customer: true,
        require_project: false,
        sui_rates: { CA: 0.034, NY: 0.0412 },
        phone: null,
        address: { address_line_1: '2 Main', city: 'Albany', state: 'NY', zip: '12207' },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        name: 'Acme West',
        timezone: 'America/New_York',
        workweek_start: 'monday',
        daily_cutoff: '03:30',
        default_pay_period: 'weekly',
        require_customer: true,
        require_project: false,
        sui_rates: { CA: 0.034, NY: 0.0412 },
        phone: null,
        plan_name: 'payroll',
        address: {
          address_line_1: '2 Main',
          address_line_2: null,
          city: 'Albany',
          state: 'NY',
          zip: '12207',
          country: 'US',
        },
      });
      expect((await t.call(key, 'GET', '/companies')).body.timezone).toBe('America/New_York');
      const m = await t.call(key, 'PATCH', '/companies', { sui_rates: { CA: null, TX: 0.027 } });
      expect(m.body.sui_rates).toEqual({ NY: 0.0412, TX: 0.027 });
      // The new time zone is used right away: dates default to today in New York.
      const e = await t.call(key, 'POST', '/departments', { name: 'TZ check' });
      expect(e.status).toBe(201);
    });

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['plan', { plan: 'premium' }, 'plan'],
      ['invalid timezone', { timezone: 'Mars/Olympus' }, 'timezone'],
      ['offset timezone', { timezone: '+05:00' }, 'timezone'],
      ['daily_cutoff 24:00', { daily_cutoff: '24:00' }, 'daily_cutoff'],
      ['daily_cutoff 4:00', { daily_cutoff: '4:00' }, 'daily_cutoff'],
      ['workweek_start', { workweek_start: 'funday' }, 'workweek_start'],
      ['sui rate over 0.2', { sui_rates: { CA: 0.25 } }, 'sui_rates.CA'],
      ['sui rate negative', { sui_rates: { CA: -0.01 } }, 'sui_rates.CA'],
      ['sui state', { sui_rates: { XX: 0.01 } }, 'sui_rates.XX'],
      ['sui as percent string', { sui_rates: { CA: '3.4%' } }, 'sui_rates.CA'],
      [
        'address zip',
        { address: { address_line_1: '1', city: 'c', state: 'CA', zip: 'ABCDE' } },
        'address.zip',
      ],
      ['email', { email: 'nope' }, 'email'],
      ['unknown field', { company_id: 9 }, 'company_id'],
      ['wrong type', { require_customer: 'yes' }, 'require_customer'],
    ];
    it.each(bad)('%s → 400 naming %s', async (_n, body, field) => {
      const r = await t.call(key, 'PATCH', '/companies', body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors[0].field).toBe(field);
    });
  });

  describe('GET /audit-events', () => {
    it("filters by resource_type, resource_id and since; keyset pagination; only the caller's company", async () => {
      const all = await t.call(key, 'GET', '/audit-events?limit=200');
      expect(all.status).toBe(200);
      expect(all.body.data.length).toBeGreaterThan(10);
      expect(all.body.data.every((e: { actor: string }) => e.actor.startsWith('key:'))).toBe(true);
      const company = await t.call(key, 'GET', '/audit-events?resource_type=company');
      expect(company.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'update']);
      expect(company.body.data[0].before.name).toBe('Acme Co');
      expect(company.body.data[0].after.name).toBe('Acme West');
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const page: {
          body: { data: Array<{ audit_event_id: number }>; pagination: { next_cursor: string | null } };
        } = await t.call(key, 'GET', `/audit-events?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        ids.push(...page.body.data.map((e) => e.audit_event_id));
        cursor = page.body.pagination.next_cursor;
      } while (cursor);
      expect(ids).toEqual(all.body.data.map((e: { audit_event_id: number }) => e.audit_event_id));
      t.clock.set('2026-11-22T08:00:00.000Z');
      await t.call(key, 'POST', '/departments', { name: 'Later' });
      const since = await t.call(key, 'GET', '/audit-events?since=2026-11-22T00:00:00Z');
      expect(since.body.data).toHaveLength(1);
      expect(since.body.data[0]).toMatchObject({
        resource_type: 'department',
        at: '2026-11-22T08:00:00.000Z',
      });
      t.clock.set('2026-11-21T20:00:00.000Z');
      const other = await t.call(otherKey, 'GET', '/audit-events?resource_type=company');
      expect(other.body.data).toEqual([]);
    });

    it('400 on a bad since or cursor or unknown filter', async () => {
      const s = await t.call(key, 'GET', '/audit-events?since=yesterday');
      expect(s.status).toBe(400);
      expect(s.body.errors[0].field).toBe('since');
      expect((await t.call(key, 'GET', '/audit-events?cursor=@@')).status).toBe(400);
      expect((await t.call(key, 'GET', '/audit-events?actor=me')).status).toBe(400);
    });
  });
  describe('min_unpaid_break_minutes (docs/overtime-rules.md)', () => {
    it('defaults to 30, PATCH sets 20–120, other values are 400 naming it; initialize pays shorter breaks', async () => {
      expect((await t.call(key, 'GET', '/companies')).body.min_unpaid_break_minutes).toBe(30);
      const low = await t.call(key, 'PATCH', '/companies', { min_unpaid_break_minutes: 15 });
      expect(low.status).toBe(400);
      expect(low.body.errors[0].field).toBe('min_unpaid_break_minutes');
      expect(low.body.detail).toContain('15');
      expect((await t.call(key, 'PATCH', '/companies', { min_unpaid_break_minutes: 121 })).status).toBe(400);
      expect((await t.call(key, 'PATCH', '/companies', { min_unpaid_break_minutes: 30.5 })).status).toBe(400);
      const ok = await t.call(key, 'PATCH', '/companies', { min_unpaid_break_minutes: 45 });
      expect(ok.status).toBe(200);
      expect(ok.body.min_unpaid_break_minutes).toBe(45);
      expect((await t.call(key, 'GET', '/companies')).body.min_unpaid_break_minutes).toBe(45);
      const audit = await t.call(key, 'GET', '/audit-events?resource_type=company');
      expect(audit.body.data.at(-1).after.min_unpaid_break_minutes).toBe(45);
      expect((await t.call(key, 'PATCH', '/companies', { min_unpaid_break_minutes: 30 })).status).toBe(200);
    });
  });
});
