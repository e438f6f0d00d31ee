/**
 * The webhook delivery worker (docs/webhooks.md, "Delivery"; docs/operations.md): runs in every
 * server process (WEBHOOKS_WORKER), at least once per (event, endpoint):
 *
 * 1. dispatch — turns new outbox events into deliveries (queue.repository.ts);
 * 2. claim — leases due deliveries (FOR UPDATE SKIP LOCKED; several processes never make the same
 *    attempt), writing the attempt row, in one short transaction;
 * 3. send — signs (Standard Webhooks, the current secret and, for 24 h after a rotation, the
 *    previous one) and POSTs with no transaction open (the embedded database is one connection);
 * 4. finish — records status, latency and the first 1 kB of the answer; any 2xx is delivered,
 *    anything else is retried on the schedule of domain/retry.ts or failed after 3 days; an endpoint
 *    failing for 3 days is disabled with a `webhook_endpoint.disabled` event.
 *
 * A lease lasts {@link LEASE_MS}: if the process dies mid-attempt another process (or, on the
 * embedded database, the next start) makes the attempt again. `stop()` lets in-flight attempts
 * finish for a grace period, then aborts the rest and gives their deliveries back (due at once).
 */
import { randomBytes } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { runExclusively } from '../../platform/db/job-lock.js';
import type { Clock } from '../../shared/time.js';
import { recordAudit } from '../audit/audit.repository.js';
import { failedTooLong, nextAttemptAt } from './domain/retry.js';
import { updateEndpoint } from './endpoints.repository.js';
import { insertDeliveries } from './events.repository.js';
import { emitEvent, EVENT_RETENTION_MS } from './outbox.js';
import * as queue from './queue.repository.js';
import { Sender, type SendResult } from './sender.js';
import { signPayload } from './signing.js';
import { toEndpoint } from './webhooks.mappers.js';

/** How long a claimed attempt belongs to its process: well beyond the 10 s delivery limit. */
export const LEASE_MS = 60_000;
/** Events turned into deliveries per dispatch transaction. */
const DISPATCH_BATCH = 500;
/** Dispatched events between two ANALYZEs of the deliveries. */
const ANALYZE_EVERY = 5_000;
/** While attempts are in flight, new events are dispatched at most this often (ms). */
const DISPATCH_EVERY_MS = 50;
/** Deliveries written per INSERT (10 parameters a row). */
const DELIVERY_ROWS_PER_STATEMENT = 1_000;

/** Options of {@link WebhookWorker}. */
export interface WorkerOptions {
  db: Kysely<DB>;
  clock: Clock;
  sealer: Sealer;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** WEBHOOKS_ALLOW_PRIVATE: deliver to http:// and loopback/private addresses. */
  allowPrivate: boolean;
  /** Attempts in flight at once (WEBHOOKS_CONCURRENCY). */
  concurrency: number;
  /** Idle poll interval, ms (WEBHOOKS_POLL_MS). */
  pollMs: number;
  /** Per-attempt limit, ms (10 s; tests may not change the contract, only the clock). */
  timeoutMs?: number;
  /** Jitter source in [0, 1) (tests pass a fixed value). */
  random?: () => number;
  /** DNS lookup for connections (tests resolve made-up names). */
  lookup?: LookupFunction;
}

/** One leased attempt in flight. */
interface InFlight {
  done: Promise<void>;
  abort: AbortController;
}

/** The delivery worker of one process. */
export class WebhookWorker {
  private readonly sender: Sender;
  private readonly random: () => number;
  private readonly inFlight = new Map<number, InFlight>();
  private running = false;
  private loopDone: Promise<void> | null = null;
  private sleeper: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private woken = false;
  private analyzed = false;
  private sinceAnalyze = 0;

  constructor(private readonly o: WorkerOptions) {
    this.sender = new Sender({
      allowPrivate: o.allowPrivate,
      ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.lookup ? { lookup: o.lookup } : {}),
    });
    this.random = o.random ?? Math.random;
  }

  /**
   * Starts polling. `releaseOrphanedLeases` (embedded database: this is the only process) makes
   * attempts a previous run left in flight due at once instead of after their lease.
   */
  async start(opts: { releaseOrphanedLeases?: boolean } = {}): Promise<void> {
    if (opts.releaseOrphanedLeases) {
      const n = await queue.releaseAllLeases(this.o.db);
      if (n > 0) {
        this.o.log.info({ deliveries: n }, 'webhooks: attempts interrupted by the last stop are due again');
      }
    }
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Wakes the worker (new work was queued, or an attempt finished); a wake while busy is kept for the next sleep. */
  wake(): void {
    if (!this.sleeper) {
      this.woken = true;
      return;
    }
    clearTimeout(this.sleeper.timer);
    this.sleeper.resolve();
    this.sleeper = null;
  }

  /**
   * Stops: no new claims; in-flight attempts get `graceMs` to finish, then are aborted and their
   * deliveries given back (due at once, for this process's next start or another process).
   */
  async stop(graceMs = 3_000): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    const pending = [...this.inFlight.values()];
    if (pending.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((r) => (timer = setTimeout(r, graceMs)));
      await Promise.race([Promise.all(pending.map((p) => p.done)), grace]);
      clearTimeout(timer);
      for (const p of this.inFlight.values()) p.abort.abort();
      await Promise.all([...this.inFlight.values()].map((p) => p.done));
    }
    this.sender.close();
  }

  /**
   * One round, awaited to the end: dispatch new events, claim every due delivery (up to the
   * concurrency) and make their attempts. Returns events dispatched + attempts made. Tests drive
   * the worker with this and an injected clock.
   */
  async runOnce(): Promise<number> {
    const dispatched = await this.dispatch();
    const started = await this.claimAndSend(this.o.concurrency);
    await Promise.all(started.map((p) => p.done));
    return dispatched + started.length;
  }

  /** Runs rounds until nothing is due (tests). */
  async drain(maxRounds = 1_000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) if ((await this.runOnce()) === 0) return;
  }

  private async loop(): Promise<void> {
    let lastDispatch = -Infinity;
    while (this.running) {
      let more = false;
      try {
        // New events are looked for at most every DISPATCH_EVERY_MS while busy (every round when idle).
        if (performance.now() - lastDispatch >= DISPATCH_EVERY_MS) {
          lastDispatch = performance.now();
          more = (await this.dispatch()) === DISPATCH_BATCH;
        }
        const free = this.o.concurrency - this.inFlight.size;
        if (free > 0) more = (await this.claimAndSend(free)).length === free || more;
      } catch (err) {
        this.o.log.error({ err }, 'webhooks: worker round failed');
        more = false;
      }
      if (!this.running) break;
      // More may be due: go round again. Otherwise wait for a finished attempt (it may unblock the
      // next event of the same resource), a wake() or the poll interval.
      if (!more) {
        await this.sleep(this.o.pollMs);
        lastDispatch = this.inFlight.size === 0 ? -Infinity : lastDispatch;
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleeper = null;
        resolve();
      }, ms);
      this.sleeper = { timer, resolve };
    });
  }

  /** Dispatch step: new events → deliveries for the enabled, subscribed endpoints. */
  async dispatch(): Promise<number> {
    const dispatched = await this.o.db.transaction().execute(async (trx) => {
      if (!(await queue.tryDispatchLock(trx))) return 0;
      const events = await queue.undispatchedEvents(trx, DISPATCH_BATCH);
      if (events.length === 0) return 0;
      const companyIds = [...new Set(events.map((e) => toInt(e.company_id)))];
      const endpoints = await queue.enabledEndpoints(trx, companyIds);
      const nowIso = this.o.clock.now().toISOString();
      const rows = events.flatMap((ev) =>
        endpoints
          .filter(
            (ep) =>
              toInt(ep.company_id) === toInt(ev.company_id) &&
              ep.created_at <= ev.created_at &&
              (ep.event_types.includes('*') || ep.event_types.includes(ev.type)),
          )
          .map((ep) => ({
            company_id: toInt(ev.company_id),
            endpoint_id: toInt(ep.id),
            event_id: ev.id,
            event_type: ev.type,
            event_seq: ev.seq,
            ordering_key: ev.ordering_key,
            redelivery: false,
            next_attempt_at: nowIso,
            created_at: nowIso,
          })),
      );
      for (let i = 0; i < rows.length; i += DELIVERY_ROWS_PER_STATEMENT) {
        await insertDeliveries(trx, rows.slice(i, i + DELIVERY_ROWS_PER_STATEMENT));
      }
      await queue.markDispatched(
        trx,
        companyIds,
        events.map((e) => e.seq),
      );
      return events.length;
    });
    await this.maybeAnalyze(dispatched);
    return dispatched;
  }

  /**
   * Keeps the planner statistics of the deliveries current: after every ANALYZE_EVERY dispatched
   * events (and the first time), so the claim walks the due index instead of sorting every open
   * delivery. PostgreSQL's autovacuum does the same; the embedded database has none.
   */
  private async maybeAnalyze(dispatched: number): Promise<void> {
    if (dispatched === 0) return;
    this.sinceAnalyze += dispatched;
    if (this.analyzed && this.sinceAnalyze < ANALYZE_EVERY) return;
    this.analyzed = true;
    this.sinceAnalyze = 0;
    await queue.analyzeDeliveries(this.o.db);
  }

  /** Claims up to `limit` due deliveries and starts their attempts (tracked in {@link inFlight}). */
  private async claimAndSend(limit: number): Promise<InFlight[]> {
    const token = randomBytes(12).toString('base64url');
    const now = this.o.clock.now();
    const claimed = await queue.claimDue(
      this.o.db,
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
      token,
      limit,
    );
    return claimed.map((c) => {
      const abort = new AbortController();
      const entry: InFlight = {
        abort,
        done: this.attempt(c, token, abort.signal)
          .catch((err: unknown) =>
            this.o.log.error({ err, deliveryId: c.id }, 'webhooks: attempt failed to record'),
          )
          .finally(() => {
            this.inFlight.delete(c.id);
            this.wake();
          }),
      };
      this.inFlight.set(c.id, entry);
      return entry;
    });
  }

  /** The secrets that sign now: the current one, and the previous one for 24 h after a rotation. */
  private secrets(c: queue.ClaimedDelivery, now: Date): string[] {
    const out = [this.o.sealer.open(c.secretSealed)];
    if (
      c.previousSecretSealed &&
      c.previousSecretExpiresAt &&
      Date.parse(c.previousSecretExpiresAt) > now.getTime()
    ) {
      out.push(this.o.sealer.open(c.previousSecretSealed));
    }
    return out;
  }

  /** Signs, sends and records one attempt. */
  private async attempt(c: queue.ClaimedDelivery, token: string, signal: AbortSignal): Promise<void> {
    const now = this.o.clock.now();
    let res: SendResult;
    try {
      const headers = signPayload(this.secrets(c, now), c.eventId, now, c.payload);
      res = await this.sender.send(c.url, c.payload, { ...headers }, signal);
    } catch {
      // The only throwing step is unsealing: the encryption key no longer opens the secret.
      res = { status: null, latencyMs: 0, body: null, error: 'the signing secret cannot be unsealed' };
      this.o.log.error({ endpointId: c.endpointId }, 'webhooks: the signing secret cannot be unsealed');
    }
    const finished = this.o.clock.now();
    const finishedIso = finished.toISOString();
    if (signal.aborted && res.status === null) {
      await this.o.db
        .transaction()
        .execute((trx) =>
          queue.releaseLease(trx, c, token, finishedIso, 'interrupted: the server shut down'),
        );
      return;
    }
    const ok = res.status !== null && res.status >= 200 && res.status < 300;
    const next = ok
      ? null
      : nextAttemptAt(Date.parse(c.dueSince), finished.getTime(), c.attempt, this.random());
    const status = ok ? 'delivered' : next === null ? 'failed' : 'retrying';
    const outcome = {
      finishedAt: finishedIso,
      responseStatus: res.status,
      latencyMs: res.latencyMs,
      responseBody: res.body,
      error: res.error,
    };
    const nextIso = next === null ? null : new Date(next).toISOString();
    if (ok) {
      // One statement: delivered, attempt recorded, failing_since cleared.
      await queue.finishAttempt(this.o.db, c, token, status, nextIso, outcome);
    } else {
      await this.o.db.transaction().execute(async (trx) => {
        if (!(await queue.finishAttempt(trx, c, token, status, nextIso, outcome))) return;
        const ep = await queue.noteEndpointFailure(trx, c.companyId, c.endpointId, finishedIso);
        if (
          ep &&
          ep.enabled &&
          ep.failing_since &&
          failedTooLong(Date.parse(ep.failing_since), finished.getTime())
        ) {
          await this.disable(trx, ep, finished);
        }
      });
    }
    const log = { deliveryId: c.id, endpointId: c.endpointId, attempt: c.attempt, status: res.status };
    if (ok) this.o.log.debug(log, 'webhooks: delivered');
    else this.o.log.info({ ...log, outcome: status, error: res.error }, 'webhooks: attempt failed');
  }

  /** Disables an endpoint that has failed for 3 days: its open deliveries fail; an event and an audit row say so. */
  private async disable(
    trx: Kysely<DB>,
    ep: NonNullable<Awaited<ReturnType<typeof queue.noteEndpointFailure>>>,
    at: Date,
  ) {
    const companyId = toInt(ep.company_id);
    const id = toInt(ep.id);
    const disabled = await updateEndpoint(trx, companyId, id, {
      enabled: false,
      disabled_reason: 'failing_for_3_days',
      updated_at: at.toISOString(),
    });
    await queue.failOpenDeliveries(trx, companyId, id, at.toISOString());
    const before = toEndpoint(ep);
    const after = toEndpoint(disabled);
    await emitEvent(trx, companyId, {
      type: 'webhook_endpoint.disabled',
      data: after,
      before,
      orderingKey: `webhook_endpoint:${id}`,
      at,
    });
    await recordAudit(trx, companyId, {
      resourceType: 'webhook_endpoint',
      resourceId: id,
      action: 'disable',
      actor: 'system',
      source: 'webhooks',
      before,
      after,
      at,
    });
    this.o.log.warn({ endpointId: id, companyId }, 'webhooks: endpoint disabled after failing for 3 days');
  }
}

/**
 * The periodic purge of events (with their deliveries) older than 30 days, 10,000 at a time; one
 * process at a time (job lock): returns 0 when another one is purging.
 */
export async function purgeOldEvents(db: Kysely<DB>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_MS).toISOString();
  const run = await runExclusively(db, 'events-purge', (trx) => queue.purgeEvents(trx, cutoff, 10_000));
  return run.ran ? run.value : 0;
}
