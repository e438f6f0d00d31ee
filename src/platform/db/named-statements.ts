/**
 * Server-side prepared statements for hot queries on PostgreSQL. A statement whose SQL carries the
 * marker {@link PREPARED} is sent as a *named* statement (`pg`'s `{ name, text, values }`): each
 * pooled connection parses and plans it once, and later executions skip both (planning the punch's
 * read and write cost more than executing them; docs/performance.md §2). Only marked statements
 * are named, so the per-connection cache stays bounded by the few shapes the code marks; the name
 * is a hash of the text, so two shapes never share one. PGlite runs everything unprepared.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The marker comment: put it anywhere in a statement's text to have it prepared. */
export const PREPARED = '/* prepared */';

/** The marker as a raw SQL fragment, for `sql` templates and `.modifyFront(...)`. */
export const prepared: RawBuilder<unknown> = sql.raw(PREPARED);

const names = new Map<string, string>();

/** The statement name of a marked text (memoized), or null for an unmarked one. */
export function statementName(text: string): string | null {
  if (!text.includes(PREPARED)) return null;
  let name = names.get(text);
  if (name === undefined) {
    name = `pc_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Wraps a `pg` pool for Kysely's PostgresDialect so that marked statements run prepared. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = ((text: unknown, values?: readonly unknown[]) => {
        if (typeof text === 'string') {
          const name = statementName(text);
          if (name) return client.query({ name, text, values: values as unknown[] });
          return client.query(text, values as unknown[]);
        }
        return client.query(text as never);
      }) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
