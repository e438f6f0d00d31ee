/**
 * The cache-change feed on PostgreSQL: a dedicated connection (not from the pool) that LISTENs on
 * {@link CACHE_CHANNEL}. While it is down the feed is not live — the auth caches are cleared and
 * keep entries for 1 s only — and it reconnects with backoff (0.5 s doubling to 10 s); once it
 * listens again the caches are cleared once more (changes made in the gap were not heard). A
 * heartbeat (`select 1` every 5 s, 5 s to answer) catches a connection that died without the
 * socket telling. Decision 0012.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CACHE_CHANNEL, parseCacheChange, type CacheChange, type CacheChangeFeed } from './cache-events.js';

/** Options of {@link PgCacheFeed}. */
export interface PgCacheFeedOptions {
  connectionString: string;
  /** `DATABASE_SCHEMA` (the pool's search_path): whose changes to hear; null = the server default. */
  searchPath: string | null;
  /** Heartbeat interval and timeout in ms (default 5,000). */
  heartbeatMs?: number;
  /** `application_name` of the connection in pg_stat_activity (default `payclock cache feed`). */
  applicationName?: string;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** LISTEN on a dedicated connection; see the module comment. Call {@link start}, then {@link close}. */
export class PgCacheFeed implements CacheChangeFeed {
  private client: pg.Client | null = null;
  private isLive = false;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private log: FastifyBaseLogger | null = null;
  private readonly subscribers = new Set<{ onChange: (c: CacheChange) => void; onReset: () => void }>();

  constructor(private readonly o: PgCacheFeedOptions) {}

  get live(): boolean {
    return this.isLive;
  }

  subscribe(onChange: (change: CacheChange) => void, onReset: () => void): () => void {
    const s = { onChange, onReset };
    this.subscribers.add(s);
    return () => this.subscribers.delete(s);
  }

  /** Connects and listens (one try; on failure it logs and retries in the background). Never throws. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    const every = this.o.heartbeatMs ?? 5_000;
    this.heartbeat = setInterval(() => void this.beat(every), every);
    this.heartbeat.unref();
    await this.connect();
  }

  /** Stops listening and closes the connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = null;
    this.isLive = false;
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const options = this.o.searchPath
      ? `-c TimeZone=UTC -c search_path=${this.o.searchPath}`
      : '-c TimeZone=UTC';
    const client = new pg.Client({
      connectionString: this.o.connectionString,
      options,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      // Shown in pg_stat_activity: one such connection per server process.
      application_name: this.o.applicationName ?? 'payclock cache feed',
    });
    this.client = client;
    client.on('error', (err) => this.down(client, err));
    client.on('end', () => this.down(client, new Error('the connection ended')));
    try {
      await client.connect();
      const r = await client.query<{ s: string }>('select current_schema() as s');
      const schema = r.rows[0]?.s ?? 'public';
      client.on('notification', (m) => {
        const change = m.channel === CACHE_CHANNEL && m.payload ? parseCacheChange(m.payload, schema) : null;
        if (change) for (const s of this.subscribers) s.onChange(change);
      });
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      this.down(client, err);
      return;
    }
    if (this.client !== client) return;
    // Listening from here on: anything cached before may predate a change made while not listening.
    for (const s of this.subscribers) s.onReset();
    this.isLive = true;
    if (this.retryMs > FIRST_RETRY_MS) {
      this.log?.info('auth cache: listening for key and company changes again');
    }
    this.retryMs = FIRST_RETRY_MS;
  }

  private down(client: pg.Client, err: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    const wasLive = this.isLive;
    this.isLive = false;
    for (const s of this.subscribers) s.onReset();
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasLive || this.retryMs === FIRST_RETRY_MS) {
      this.log?.warn(
        { err },
        'auth cache: lost the PostgreSQL LISTEN connection; keys and company settings are cached for 1 s until it is back',
      );
    }
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private beating = false;
  private async beat(timeoutMs: number): Promise<void> {
    const client = this.client;
    if (!client || !this.isLive || this.beating) return;
    this.beating = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer to the heartbeat in ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      this.down(client, err);
    } finally {
      clearTimeout(timer);
      this.beating = false;
    }
  }
}
