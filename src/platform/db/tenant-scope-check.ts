/**
 * The tenant-scope check of SQL text (decision 0011): parses each statement with PostgreSQL's own
 * parser (`libpg-query`, a devDependency loaded here by dynamic import only when the check is on)
 * and applies the rule of tenant-scope-analysis.ts, unless the statement carries a listed
 * `/* cross-tenant: <name> *\/` comment or runs inside a migration. Installed on a database by
 * `openDatabase({ tenantScopeCheck })` (tenant-scope-dialect.ts); the tests turn it on everywhere.
 */
import fs from 'node:fs';
import { findScopeViolations, type ScopeViolation } from './tenant-scope-analysis.js';
import {
  CROSS_TENANT_EXCEPTIONS,
  TENANT_ROOT,
  TENANT_TABLES,
  tenantScopeExemption,
} from './tenant-scope-rules.js';

/** Options of {@link loadTenantScopeChecker}. */
export interface TenantScopeCheckOptions {
  /**
   * Also append each violation (one JSON line: pid, tables, reasons, sql) to this file, so that
   * violations a caller catches and only logs (background jobs, the webhook worker, child
   * processes) still reach the test run (test/helpers/global-setup.ts fails the run on any).
   */
  logFile?: string | null;
}

/** A statement broke the tenant-scope rule; thrown before the statement is sent. */
export class TenantScopeViolationError extends Error {
  constructor(
    /** The tenant tables read or written out of scope. */
    readonly tables: string[],
    /** The SQL text of the statement. */
    readonly sqlText: string,
    reasons: string[],
  ) {
    super(
      `tenant scope: ${reasons.join('; ')} — add a company_id predicate, or for cross-tenant work a listed ` +
        `/* cross-tenant: <name> */ comment (src/platform/db/tenant-scope-rules.ts). Statement: ${abbreviate(sqlText)}`,
    );
    this.name = 'TenantScopeViolationError';
  }
}

/** Checks SQL text. */
export interface TenantScopeChecker {
  /** @throws TenantScopeViolationError when `sqlText` breaks the rule (also logged, see options). */
  check(sqlText: string): void;
}

interface Parser {
  parseSync(sql: string): { stmts?: Array<{ stmt?: Record<string, any> }> };
  scanSync(sql: string): { tokens: Array<{ tokenName: string; text: string }> };
}

const COMMENT = /^\/\*\s*cross-tenant:\s*([^*\s]+)\s*\*\/$/;
/** Distinct statements remembered per process (verdicts); the cache is emptied when full. */
const CACHE_LIMIT = 20_000;

/**
 * Loads the parser (WASM, ≈ 100 ms once per process) and returns a checker.
 * @throws when `libpg-query` is not installed (it is a devDependency: the check is for tests).
 */
export async function loadTenantScopeChecker(
  opts: TenantScopeCheckOptions = {},
): Promise<TenantScopeChecker> {
  const mod = (await import('libpg-query').catch((err: unknown) => {
    throw new Error(
      `the tenant-scope check needs the devDependency libpg-query (npm install --include=dev): ${String(err)}`,
    );
  })) as unknown as Parser & { loadModule(): Promise<void> };
  await mod.loadModule();
  const verdicts = new Map<string, Verdict | null>();
  return {
    check(sqlText) {
      if (tenantScopeExemption()) return;
      let verdict = verdicts.get(sqlText);
      if (verdict === undefined) {
        verdict = judge(mod, sqlText);
        if (verdicts.size >= CACHE_LIMIT) verdicts.clear();
        verdicts.set(sqlText, verdict);
        if (verdict && opts.logFile) log(opts.logFile, sqlText, verdict);
      }
      if (verdict) throw new TenantScopeViolationError(verdict.tables, sqlText, verdict.reasons);
    },
  };
}

/** What is wrong with a statement. */
interface Verdict {
  tables: string[];
  reasons: string[];
}

/** The verdict on one SQL text: null when it keeps to the rule. */
function judge(parser: Parser, sqlText: string): Verdict | null {
  let violations: ScopeViolation[];
  try {
    violations = findScopeViolations(parser.parseSync(sqlText).stmts ?? [], TENANT_TABLES, TENANT_ROOT);
  } catch (err) {
    // Fail closed: a statement the parser cannot read cannot be shown to be in scope.
    return { tables: ['(unparsed)'], reasons: [`the statement could not be parsed: ${String(err)}`] };
  }
  const tables = [...new Set(violations.map((v) => v.table))];
  const names = sqlText.includes('cross-tenant') ? crossTenantNames(parser, sqlText) : [];
  const unlisted = names.filter((n) => !Object.hasOwn(CROSS_TENANT_EXCEPTIONS, n));
  if (unlisted.length > 0) {
    const list = unlisted.map((n) => `"${n}"`).join(', ');
    return {
      tables: tables.length > 0 ? tables : ['(none)'],
      reasons: [`cross-tenant exception ${list} is not listed in CROSS_TENANT_EXCEPTIONS`],
    };
  }
  if (names.length > 0 || violations.length === 0) return null;
  return { tables, reasons: [...new Set(violations.map((v) => v.reason))] };
}

/** Names of the `/* cross-tenant: <name> *\/` comments of a statement (comments only, not strings). */
function crossTenantNames(parser: Parser, sqlText: string): string[] {
  return parser
    .scanSync(sqlText)
    .tokens.filter((t) => t.tokenName === 'C_COMMENT')
    .map((t) => COMMENT.exec(t.text)?.[1])
    .filter((n): n is string => n !== undefined);
}

function log(file: string, sqlText: string, v: Verdict): void {
  const line = JSON.stringify({ pid: process.pid, tables: v.tables, reasons: v.reasons, sql: sqlText });
  fs.appendFileSync(file, `${line}\n`);
}

function abbreviate(sqlText: string): string {
  const flat = sqlText.replace(/\s+/g, ' ').trim();
  return flat.length > 400 ? `${flat.slice(0, 400)}…` : flat;
}
