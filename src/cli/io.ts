/**
 * Where a CLI command writes and which database it uses. A command run from a terminal writes to
 * the process's stdout/stderr and opens the configured database itself; the same command forwarded
 * to a running server (src/platform/control/) runs inside the server process with the server's open
 * database, and its output is collected and sent back. Commands call these helpers instead of
 * `console` and `process` so that both work; the run is carried by AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { Database } from '../platform/db/database.js';

/** One run of the command line: its output sinks, working directory, exit status and database. */
export interface CliRun {
  /** Appends text to standard output (no newline added). */
  write(text: string): void;
  /** Appends text to standard error (no newline added). */
  writeErr(text: string): void;
  /** The directory relative file arguments are resolved against (the caller's, when forwarded). */
  cwd: string;
  /** Whether stderr is a terminal (progress bars are drawn only then). */
  interactive: boolean;
  /** The open database of the server this run was forwarded to; null when the CLI opens its own. */
  database: Database | null;
  /** Marks the run failed (exit status 1) without throwing. */
  fail(): void;
}

const current = new AsyncLocalStorage<CliRun>();

/** The run of the process itself: stdout, stderr, `process.cwd()`, `process.exitCode`. */
const processRun: CliRun = {
  write: (text) => void process.stdout.write(text),
  writeErr: (text) => void process.stderr.write(text),
  get cwd() {
    return process.cwd();
  },
  get interactive() {
    return Boolean(process.stderr.isTTY);
  },
  database: null,
  fail: () => {
    process.exitCode = 1;
  },
};

/** The current run (the process's own when no forwarded run is active). */
export function cliRun(): CliRun {
  return current.getStore() ?? processRun;
}

/** Runs `fn` as the given run: every helper below writes to it. */
export function withCliRun<T>(run: CliRun, fn: () => Promise<T>): Promise<T> {
  return current.run(run, fn);
}

/** Prints lines to standard output, each followed by a newline. */
export function say(...lines: string[]): void {
  for (const line of lines) cliRun().write(`${line}\n`);
}

/** Prints lines to standard error, each followed by a newline. */
export function sayErr(...lines: string[]): void {
  for (const line of lines) cliRun().writeErr(`${line}\n`);
}

/** A file argument as an absolute path, relative to the caller's working directory. */
export function resolveFile(file: string): string {
  return path.resolve(cliRun().cwd, file);
}
