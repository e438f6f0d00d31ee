/**
 * Kysely dialect over PGlite (embedded PostgreSQL in WASM).
 *
 * PGlite is a single connection: while a transaction is open, every other query must wait, or it
 * would run inside that transaction. The driver therefore hands out its one connection to one
 * caller at a time (a FIFO queue), exactly like a pool of size 1. The maintained package
 * `kysely-pglite-dialect` does the same but pins PGlite ≤ 0.4 (see docs/decisions/0002-*.md).
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { preparedStatementName } from './prepared.js';
import { queryPrepared } from './pglite-prepared.js';

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // The text of a prepared query (prepared.ts) runs as a named statement (pglite-prepared.ts).
    const name = preparedStatementName(compiled.sql);
    if (name !== undefined) {
      const r = await queryPrepared<R>(this.client, name, compiled.sql, compiled.parameters);
      return {
        rows: r.rows,
        numAffectedRows: r.affectedRows !== undefined ? BigInt(r.affectedRows) : undefined,
      };
    }
    const result = await this.client.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private busy = false;
  private readonly waiters: Array<(c: PGliteConnection) => void> = [];

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.connection);
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiters.shift();
    if (next) next(this.connection);
    else this.busy = false;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const iso = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${iso}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (see createDatabase), after the folder lock is released.
  }
}

/** Kysely dialect for a PGlite instance; the caller keeps ownership of (and closes) the instance. */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
