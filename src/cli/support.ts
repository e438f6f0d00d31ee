/**
 * Helpers shared by every CLI command (src/cli/main.ts and the modules' `*.cli.ts`): opening the
 * configured database, argument parsers and `--json` output.
 */
import { InvalidArgumentError } from 'commander';
import { loadConfig } from '../config/env.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrator.js';
import { cliRun, say } from './io.js';

/**
 * Runs `fn` on the database: inside a running server (a forwarded run) its open database; else the
 * database of DATA_DIR / DATABASE_URL, opened here (taking the PGlite folder lock), migrated, and
 * always closed afterwards.
 */
export async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const served = cliRun().database;
  if (served) return fn(served);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
    searchPath: config.databaseUrl ? config.databaseSchema : null,
    tenantScopeCheck: config.checkTenantScope ? { logFile: config.tenantScopeLog } : null,
  });
  try {
    await migrateToLatest(database.db, config.databaseSchema ?? undefined);
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Prints human lines, or with --json the JSON object as the last line of stdout. */
export function output(json: boolean, human: string[], obj: Record<string, unknown>): void {
  if (json) say(JSON.stringify(obj));
  else say(...human);
}

/** commander parser for a positive integer option (ids). */
export function positiveInt(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}
