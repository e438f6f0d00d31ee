/**
 * The payroll run (docs/api-conventions.md §5, §2.9, §3): period options → initialize → (client
 * edits) → create draft → preview → approve, plus PUT/DELETE of drafts. This facade wires the steps
 * (./payroll-periods, ./draft-initialize, ./draft-compute, ./payroll-status.service) and writes
 * drafts to the ledger (paychecks and pay lines in bulk, header totals as one aggregate); every read
 * is rebuilt from those rows.
 */
import { withBulkHeapGrowth } from '../../platform/heap-growth.js';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { decodeCursor, encodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { PAY_ENGINE_VERSION } from './engine/index.js';
import { TAX_ENGINE_VERSION } from '@payclock/tax-engine';
import { DraftCalculator, type DraftComputer } from './draft-compute.js';
import { DraftInitializer, type InitializeInput } from './draft-initialize.js';
import type { DraftInput } from './draft-validation.js';
import * as ledger from './ledger/ledger.repository.js';
import { previewJson, totalsJson } from './ledger/preview.mapper.js';
import { previewJsonBuffer, previewJsonStream, recordsSource } from './ledger/preview-stream.js';
import { DetailBatcher } from './ledger/detail-encoder.js';
import { assertEditable, EDITABLE_STATUSES, isEditable } from './ledger/status-transitions.js';
import { inputHash } from './input-hash.js';
import { PayrollPeriods } from './payroll-periods.js';
import { PayrollStatusService } from './payroll-status.service.js';
import { emitPayrollEvent, payrollSummaryJson } from './payroll-events.js';
import * as repo from './payrolls.repository.js';
import { payrollTimeOffWarnings } from '../time-off/policies.service.js';

export type { DraftInput } from './draft-validation.js';
export type { InitializeInput } from './draft-initialize.js';

/** Versions stored with every draft so a payroll can be recomputed and explained. */
export const ENGINE_VERSION = `pay ${PAY_ENGINE_VERSION}; tax ${TAX_ENGINE_VERSION}`;

function newPayrollId(): string {
  return `pay_${randomBytes(15).toString('base64url').slice(0, 20)}`;
}

/** Payroll service. */
export class PayrollsService {
  private readonly periods: PayrollPeriods;
  private readonly initializer: DraftInitializer;
  /** The draft computation (also used by item edits). */
  readonly drafts: DraftComputer;
  private readonly statuses: PayrollStatusService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** Called after an approval committed (not awaited): the routes kick the time-off posting. */
    afterApproval?: (companyId: number, payrollId: string) => void,
  ) {
    this.periods = new PayrollPeriods(db, clock);
    this.initializer = new DraftInitializer(db, clock, this.periods);
    this.drafts = new DraftCalculator(db, this.periods);
    this.statuses = new PayrollStatusService(
      db,
      clock,
      this.periods,
      (auth, id, minimal) => (minimal ? this.getSummaryJson(auth, id) : this.getJson(auth, id)),
      afterApproval,
    );
  }

  /** 404 `payroll_not_configured` unless the company has a workplace and a pay schedule group (docs/api-conventions.md §1). */
  assertConfigured(auth: AuthContext): Promise<void> {
    return this.periods.assertConfigured(auth);
  }

  /** GET /payrolls/period-options: per group the two latest past periods, the current one and the next one. */
  periodOptions(auth: AuthContext) {
    return this.periods.periodOptions(auth);
  }

  /** POST /payrolls/initialize: time totals, earnings, job costing and gross per person, and a create-draft body. */
  initialize(auth: AuthContext, body: InitializeInput) {
    // Bulk work: the heap's growth is held down meanwhile (src/platform/heap-growth.ts).
    return withBulkHeapGrowth(() => this.initializer.initialize(auth, body));
  }

  /**
   * POST /payrolls/:id/approve → pending (exactly one of concurrent approvals succeeds). The answer
   * is the payroll's JSON: the whole preview, or with `minimal` (`Prefer: return=minimal`) its
   * PayrollSummary.
   */
  approve(auth: AuthContext, id: string, minimal = false) {
    return this.statuses.approve(auth, id, minimal);
  }

  /** POST /payrolls/:id/reopen: pending → reopened until payday − 2 days; answers as {@link approve}. */
  reopen(auth: AuthContext, id: string, minimal = false) {
    return this.statuses.reopen(auth, id, minimal);
  }

  /** Sandbox: pending → processing → paid (or failed with `outcome: 'failed'`), one step per call. */
  advance(
    auth: AuthContext | { companyId: number; keyPrefix: string },
    id: string,
    outcome: 'paid' | 'failed' = 'paid',
  ) {
    return this.statuses.advance(auth, id, outcome);
  }

  /**
   * POST /payrolls → 201 preview of a new draft (the same document as GET /payrolls/:id/preview),
   * as JSON already encoded: a stream written after the commit, 25 people a buffer, from the
   * paychecks just computed (`answer: 'stream'`), or one buffer (`'buffer'`: a response that must be
   * stored, under an Idempotency-Key). The paychecks' details are compressed on the detail worker
   * (./ledger/detail-encoder.ts) while the next paychecks are computed. The stream keeps the
   * draft's peak memory down: the 38 MB answer of 10,000 people is never held beside its paychecks
   * (docs/performance.md §25).
   */
  createDraft(
    auth: AuthContext,
    body: DraftInput,
    answer: 'stream' | 'buffer' = 'buffer',
  ): Promise<Buffer | Readable> {
    // Bulk work: the heap's growth is held down meanwhile (src/platform/heap-growth.ts).
    return withBulkHeapGrowth(() => this.createDraftNow(auth, body, answer));
  }

  private async createDraftNow(
    auth: AuthContext,
    body: DraftInput,
    answer: 'stream' | 'buffer',
  ): Promise<Buffer | Readable> {
    await this.periods.assertConfigured(auth);
    // Each paycheck's detail goes to the detail worker as soon as it is computed.
    const batcher = new DetailBatcher();
    const computed = await this.drafts.computeDraft(auth, body, null, (c) => batcher.add(c));
    const id = newPayrollId();
    const now = this.clock.now().toISOString();
    const { period, paychecks } = computed;
    const details = batcher.finish(paychecks);
    details.catch(() => undefined); // awaited by insertPaychecks
    const warnings = await payrollTimeOffWarnings(this.db, auth.companyId, period.end);
    try {
      const header = await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payrolls')
          .values({
            company_id: auth.companyId,
            id,
            type: period.type,
            status: 'draft',
            pay_schedule_group_id: period.groupId,
            start_date: period.start,
            end_date: period.end,
            payday: period.payday,
            pay_frequency: period.freq,
            off_cycle_options: period.offCycleOptions ? JSON.stringify(period.offCycleOptions) : null,
            engine_version: ENGINE_VERSION,
            pay_engine_version: PAY_ENGINE_VERSION,
            tax_engine_version: TAX_ENGINE_VERSION,
            input_hash: inputHash(body),
            warnings: JSON.stringify(warnings),
            created_at: now,
            updated_at: now,
          })
          .execute();
        await ledger.insertPaychecks(trx, auth.companyId, id, period.payday, paychecks, details);
        await ledger.refreshHeaderTotals(trx, auth.companyId, id);
        const header = (await repo.findPayroll(trx, auth.companyId, id))!;
        await emitPayrollEvent(trx, auth.companyId, 'payroll.draft_created', header, null, new Date(now));
        await recordAudit(trx, auth.companyId, {
          resourceType: 'payroll',
          resourceId: id,
          action: 'create',
          actor: actorOf(auth),
          source: 'partner_api',
          after: { status: 'draft', totals: totalsJson(header) },
          at: new Date(now),
        });
        return header;
      });
      const source = recordsSource(paychecks);
      return answer === 'stream' ? previewJsonStream(header, source) : previewJsonBuffer(header, source);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new DomainError(
          'period_already_has_payroll',
          `pay schedule group ${period.groupId} already has a regular payroll for ${period.start}–${period.end}`,
        );
      }
      throw err;
    }
  }

  /** PUT /payrolls/:id: replaces a draft's body and recomputes (every paycheck rewritten). */
  replaceDraft(auth: AuthContext, id: string, body: DraftInput) {
    return withBulkHeapGrowth(() => this.replaceDraftNow(auth, id, body));
  }

  private async replaceDraftNow(auth: AuthContext, id: string, body: DraftInput) {
    await this.periods.assertConfigured(auth);
    const existing = await repo.findPayroll(this.db, auth.companyId, id);
    if (!existing) throw notFound('Payroll', id);
    assertEditable(existing, 'change');
    const { period, paychecks } = await this.drafts.computeDraft(auth, body, id);
    const warnings = await payrollTimeOffWarnings(this.db, auth.companyId, period.end);
    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('payrolls')
          .set({
            type: period.type,
            pay_schedule_group_id: period.groupId,
            start_date: period.start,
            end_date: period.end,
            payday: period.payday,
            pay_frequency: period.freq,
            off_cycle_options: period.offCycleOptions ? JSON.stringify(period.offCycleOptions) : null,
            engine_version: ENGINE_VERSION,
            pay_engine_version: PAY_ENGINE_VERSION,
            tax_engine_version: TAX_ENGINE_VERSION,
            input_hash: inputHash(body),
            warnings: JSON.stringify(warnings),
            updated_at: now,
          })
          .where('company_id', '=', auth.companyId)
          .where('id', '=', id)
          .where('status', 'in', [...EDITABLE_STATUSES])
          .returning('id')
          .execute();
        if (r.length === 0) throw new DomainError('payroll_not_draft', `payroll ${id} is no longer a draft`);
        await ledger.deletePaychecks(trx, auth.companyId, id);
        await ledger.insertPaychecks(trx, auth.companyId, id, period.payday, paychecks);
        await ledger.refreshHeaderTotals(trx, auth.companyId, id);
        const header = await repo.findPayroll(trx, auth.companyId, id);
        const preview = previewJson(header!, paychecks);
        await emitPayrollEvent(trx, auth.companyId, 'payroll.updated', header!, existing, new Date(now));
        await recordAudit(trx, auth.companyId, {
          resourceType: 'payroll',
          resourceId: id,
          action: 'update',
          actor: actorOf(auth),
          source: 'partner_api',
          before: { totals: totalsJson(existing) },
          after: { totals: preview.totals },
          at: new Date(now),
        });
        return preview;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new DomainError(
          'period_already_has_payroll',
          `the group already has a regular payroll for ${period.start}–${period.end}`,
        );
      }
      throw err;
    }
  }

  /** DELETE /payrolls/:id (draft only). */
  async deleteDraft(auth: AuthContext, id: string): Promise<void> {
    const existing = await repo.findPayroll(this.db, auth.companyId, id);
    if (!existing) throw notFound('Payroll', id);
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .deleteFrom('payrolls')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .returning('id')
        .execute();
      if (r.length === 0) {
        throw new DomainError(
          'payroll_not_draft',
          `payroll ${id} is ${existing.status}; only a draft can be deleted`,
        );
      }
      const at = this.clock.now();
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'delete',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { status: existing.status },
        at,
      });
      await emitPayrollEvent(trx, auth.companyId, 'payroll.deleted', existing, null, at);
    });
  }

  /** The stored payroll (header and every paycheck with its lines) as a preview. */
  private async shape(companyId: number, row: repo.PayrollRow) {
    const paychecks = await ledger.loadPaychecks(this.db, companyId, row.id);
    return previewJson(row, paychecks);
  }

  /**
   * GET /payrolls/:id in any status, as the preview's JSON already encoded (one buffer, written
   * chunk by chunk: ./ledger/preview-stream.ts): what approve and reopen answer, so a 10,000-person
   * payroll is not built as one object and one string first (docs/performance.md §"Preview and approve").
   * @throws 404 unknown payroll
   */
  async getJson(auth: AuthContext, id: string): Promise<Buffer> {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    return previewJsonBuffer(row, await ledger.loadPaycheckSource(this.db, auth.companyId, id));
  }

  /**
   * The payroll's header, totals and counts (a PayrollSummary, as GET /payrolls lists it) as JSON:
   * what approve and reopen answer under `Prefer: return=minimal`, without reading a paycheck.
   * @throws 404 unknown payroll
   */
  async getSummaryJson(auth: AuthContext, id: string): Promise<Buffer> {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    return Buffer.from(JSON.stringify(payrollSummaryJson(row)));
  }

  /**
   * GET /payrolls/:id/preview: a draft (or reopened) payroll rebuilt from the ledger, whole (a
   * readable stream of the preview's JSON, UTF-8) or one page of its people as an object (`limit`,
   * `cursor`: employees and contractors by employee_id; totals whole; `pagination.next_cursor`).
   * @throws 404 unknown payroll; 409 `payroll_not_draft` in any other status; 400 bad cursor
   */
  async preview(auth: AuthContext, id: string, q: { limit?: number; cursor?: string } = {}) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    if (!isEditable(row.status)) {
      throw new DomainError(
        'payroll_not_draft',
        `payroll ${id} is ${row.status}; the preview is only available for a draft payroll — read it through GET /payrolls/${id}, /payrolls/${id}/paychecks or /reports`,
      );
    }
    if (q.limit === undefined) {
      // The whole preview is streamed (a 10,000-person draft is ~38 MB of JSON): see ./ledger/preview-stream.ts.
      return previewJsonStream(row, await ledger.loadPaycheckSource(this.db, auth.companyId, id));
    }
    const after = decodeCursor(q.cursor, 1);
    const people = await ledger.loadPaychecks(this.db, auth.companyId, id, {
      afterEmployeeId: after ? Number(after[0]) : null,
      limit: q.limit + 1,
    });
    const more = people.length > q.limit;
    const pageOf = more ? people.slice(0, q.limit) : people;
    return {
      ...previewJson(row, pageOf),
      pagination: {
        limit: q.limit,
        next_cursor: more ? encodeCursor([pageOf[pageOf.length - 1]!.employeeId]) : null,
      },
    };
  }

  /**
   * GET /payrolls/:id in any status, whole: a readable stream of the preview's JSON (UTF-8), written
   * chunk by chunk as the whole preview is (./ledger/preview-stream.ts), so a 10,000-person payroll
   * is never held as one object graph and one string.
   * @throws 404 unknown payroll
   */
  async getStream(auth: AuthContext, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    return previewJsonStream(row, await ledger.loadPaycheckSource(this.db, auth.companyId, id));
  }

  /** GET /payrolls/:id in any status, as one object (the CSV register's input). */
  async get(auth: AuthContext, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    return this.shape(auth.companyId, row);
  }

  /** GET /payrolls: header columns only (totals and counts). */
  async list(auth: AuthContext, f: repo.PayrollFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await repo.listPayrolls(this.db, auth.companyId, f, after ? String(after[0]) : null, limit);
    return page(rows, limit, payrollSummaryJson, (r) => [r.id]);
  }
}
