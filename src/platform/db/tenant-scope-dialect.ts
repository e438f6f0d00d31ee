/**
 * Installs a check on every statement a Kysely dialect sends, at the connection: the compiled SQL
 * text of builders, raw `sql` templates and `db.executeQuery(compiled)` alike (plugins would miss
 * the last two). Works for any dialect (PostgresDialect, our PGliteDialect): the wrapped driver
 * hands its own connections back to the inner driver for transactions and release.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** A check of one statement's SQL text; throws to stop the statement. */
export type StatementCheck = (sqlText: string) => void;

class CheckedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly check: StatementCheck,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.check(compiled.sql);
    return this.inner.executeQuery<R>(compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.check(compiled.sql);
    yield* this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

/** The inner driver's connection behind a {@link CheckedConnection}. */
function unwrap(c: DatabaseConnection): DatabaseConnection {
  return c instanceof CheckedConnection ? c.inner : c;
}

class CheckedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, CheckedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly check: StatementCheck,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const c = await this.inner.acquireConnection();
    let w = this.wrapped.get(c);
    if (!w) {
      w = new CheckedConnection(c, this.check);
      this.wrapped.set(c, w);
    }
    return w;
  }

  beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(unwrap(c), settings);
  }

  commitTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(unwrap(c));
  }

  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(unwrap(c));
  }

  async savepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('the database driver does not support savepoints');
    await this.inner.savepoint(unwrap(c), name, compile);
  }

  async rollbackToSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('the database driver does not support savepoints');
    await this.inner.rollbackToSavepoint(unwrap(c), name, compile);
  }

  async releaseSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('the database driver does not support savepoints');
    await this.inner.releaseSavepoint(unwrap(c), name, compile);
  }

  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(c));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with `check` run on the SQL text of every statement before it is sent. */
export function withStatementCheck(dialect: Dialect, check: StatementCheck): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CheckedDriver(dialect.createDriver(), check),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
  };
}
