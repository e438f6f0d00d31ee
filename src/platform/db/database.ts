/**
 * Opens the system of record: PostgreSQL through a `pg` pool when `DATABASE_URL` is set, otherwise
 * the embedded PGlite database on disk in `DATA_DIR` (or in memory for tests).
 *
 * PGlite does not lock its folder and two processes on one folder silently lose writes, so we hold
 * an exclusive lock on the folder for the life of the process (folder-lock.ts: pid and host
 * recorded, stale at once when the holder is dead): a second process (another server, or a CLI
 * that found no server's control channel to forward to) fails with {@link DatabaseLockedError}.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';
import { typeParsers } from './type-parsers.js';
import { acquireFolderLock } from './folder-lock.js';
import { loadTenantScopeChecker, type TenantScopeCheckOptions } from './tenant-scope-check.js';
import { withStatementCheck } from './tenant-scope-dialect.js';
import { namedStatementPool } from './named-statements.js';

/** An open database handle. Always `close()` it (releases the PGlite folder lock). */
export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: 'pglite' | 'postgres';
  /** The PGlite instance when kind is `pglite` (tests clone or dump it). */
  readonly pglite: PGlite | null;
  close(): Promise<void>;
}

export { DatabaseLockedError } from './folder-lock.js';

/** Options of {@link openDatabase}: exactly one of `databaseUrl`, `dataDir` or `memory`. */
export interface OpenOptions {
  databaseUrl?: string | null;
  dataDir?: string | null;
  /**
   * Load a PGlite data dir dump (tar, possibly gzip) instead of starting empty: tests clone a
   * migrated template in memory; `payclock restore` creates `dataDir` from a backup (the folder
   * must be empty).
   */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: the schema to use (sets `search_path`), so that several isolated copies of the
   * schema can live in one database (the test suites use one per test file).
   */
  searchPath?: string | null;
  /** Optional hook for query errors (wired to the pino logger by the server). */
  onError?: (err: unknown, sqlText: string) => void;
  /**
   * Check every statement for its tenant scope (decision 0011): a statement on a tenant table
   * without a `company_id` predicate fails with TenantScopeViolationError before it is sent. For
   * tests (`PAYCLOCK_CHECK_TENANT_SCOPE`); needs the devDependency `libpg-query`.
   */
  tenantScopeCheck?: TenantScopeCheckOptions | null;
}

/** Parser adapter for node-postgres: our parsers first, pg's defaults otherwise. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const p = typeParsers[oid];
    if (p && format !== 'binary') return p;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Opens PostgreSQL or PGlite per the options; see {@link Database}. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const checker = opts.tenantScopeCheck ? await loadTenantScopeChecker(opts.tenantScopeCheck) : null;
  const checked = (d: Dialect): Dialect => (checker ? withStatementCheck(d, (q) => checker.check(q)) : d);
  const log = opts.onError
    ? (event: { level: string; error?: unknown; query: { sql: string } }) => {
        if (event.level === 'error') opts.onError?.(event.error, event.query.sql);
      }
    : undefined;

  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      types: pgTypes,
      options: opts.searchPath ? `-c TimeZone=UTC -c search_path=${opts.searchPath}` : '-c TimeZone=UTC',
    });
    // An idle client can lose its connection (server restart, network); without a listener pg's
    // 'error' event would crash the process. The pool drops the client and opens a new one.
    pool.on('error', (err) => opts.onError?.(err, '(idle client)'));
    const db = new Kysely<DB>({
      dialect: checked(new PostgresDialect({ pool: namedStatementPool(pool) })),
      ...(log ? { log } : {}),
    });
    await sql`select 1`.execute(db);
    return { db, kind: 'postgres', pglite: null, close: () => db.destroy() };
  }

  const release = opts.dataDir ? acquireFolderLock(opts.dataDir) : null;
  const parsers = typeParsers as Record<number, (x: string, typeId?: number) => unknown>;
  let pglite: PGlite;
  try {
    const load = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
    pglite = opts.dataDir
      ? await PGlite.create({ dataDir: opts.dataDir, parsers, ...load })
      : await PGlite.create({ parsers, ...load });
    await pglite.exec(`set time zone 'UTC'`);
  } catch (err) {
    release?.();
    throw err;
  }
  const db = new Kysely<DB>({ dialect: checked(new PGliteDialect(pglite)), ...(log ? { log } : {}) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
      release?.();
    },
  };
}
