/**
 * The exclusive lock on an embedded database folder (`DATA_DIR/.payclock.lock`).
 *
 * PGlite does not lock its folder, and two processes writing one folder corrupt it, so a process
 * holds this lock for as long as it has the folder open. The lock file records the holder's pid and
 * host name (JSON). It is created atomically (written under a temporary name, then hard-linked into
 * place, which fails if the lock exists), so it is never seen half-written.
 *
 * Staleness is decided by the holder's pid, never by age: a lock whose holder is on this host and
 * no longer running (after `kill -9`, a crash or a power loss — including a holder that is a
 * zombie its parent has not reaped yet, or that has SIGKILL pending) is taken over at once, while a live
 * holder keeps the lock however long it pauses (SIGSTOP, swap, a long GC). A lock recorded by
 * another host cannot be checked from here and counts as held (remove the file by hand once that
 * host is known to be gone). Libraries such as proper-lockfile judge staleness by the lock's mtime,
 * which is exactly what a paused holder cannot refresh, hence this small module.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Lock files this process holds right now (a second open in the same process is refused too). */
const heldHere = new Set<string>();

/** Contents of a lock file. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** UTC instant the lock was taken. */
  since: string;
}

/** Another live process (or another host) holds the folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.hostname} since ${holder.since}`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who} (a running payclock server or CLI). ` +
        'Stop that process first, point DATA_DIR elsewhere, or use DATABASE_URL (PostgreSQL) for concurrent access.',
    );
  }
}

/** Path of the lock file of `dataDir`. */
export function lockPath(dataDir: string): string {
  return path.join(dataDir, '.payclock.lock');
}

/** Reads the holder recorded in a lock file; null if it is missing or unreadable. */
export function readLockHolder(file: string): LockHolder | null {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof v.pid !== 'number' || typeof v.hostname !== 'string') return null;
    return { pid: v.pid, hostname: v.hostname, since: String(v.since ?? '') };
  } catch {
    return null;
  }
}

/** Whether a process with id `pid` exists on this host (EPERM: it exists but belongs to another user). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What /proc says of an existing process (Linux); `unknown` where /proc is not available. */
export type ProcessState = 'gone' | 'zombie' | 'dying' | 'alive' | 'unknown';

/** SIGKILL (signal 9) in the pending-signal masks of /proc/<pid>/status: bit 9 − 1. */
const SIGKILL_MASK = 1n << 8n;

/**
 * The state of process `pid` from /proc (proc(5)): `zombie` when /proc/<pid>/stat shows state Z
 * (exited, not yet reaped by its parent — a supervisor's immediate restart after `kill -9` sees
 * this) or X (dead); `dying` when SIGKILL is pending (`SigPnd`/`ShdPnd` of /proc/<pid>/status):
 * it never runs its own code again and becomes a zombie once the kernel has torn it down; `alive`
 * otherwise, also when stopped (T) or in uninterruptible sleep (D).
 */
export function processState(pid: number): ProcessState {
  if (!exists(pid)) return 'gone';
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // Gone between the two looks; or no /proc (macOS, BSD).
    return code === 'ENOENT' && fs.existsSync('/proc/self/stat') ? 'gone' : 'unknown';
  }
  // "pid (comm) S …": comm may hold spaces and parentheses, the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (state === 'Z' || state === 'X' || state === 'x') return 'zombie';
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    for (const m of status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)) {
      if ((BigInt(`0x${m[1]}`) & SIGKILL_MASK) !== 0n) return 'dying';
    }
  } catch {
    return 'gone';
  }
  return 'alive';
}

/** How long a lock waits for a holder with SIGKILL pending to become a zombie (milliseconds). */
export const DYING_HOLDER_WAIT_MS = 5_000;

/** Blocks this thread for `ms` milliseconds (the lock is taken synchronously, once, at start). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Whether process `pid` runs on this host. A zombie is not running (it has exited and closed its
 * files; only its parent has not reaped it yet); a dying process (SIGKILL pending) is waited for
 * up to {@link DYING_HOLDER_WAIT_MS} until it is a zombie or gone, and counts as running only if it
 * is still not done then.
 */
function isRunning(pid: number): boolean {
  const end = Date.now() + DYING_HOLDER_WAIT_MS;
  for (;;) {
    const state = processState(pid);
    if (state === 'gone' || state === 'zombie') return false;
    if (state !== 'dying' || Date.now() >= end) return true;
    sleepSync(20);
  }
}

/**
 * Whether the recorded holder is certainly gone: same host and its pid is not running, or the pid
 * is our own (a restarted container where the server is pid 1 again). An unreadable lock file
 * counts as stale: the atomic link never leaves one behind, so it is not ours.
 */
export function isStale(holder: LockHolder | null): boolean {
  if (holder === null) return true;
  if (holder.hostname !== os.hostname()) return false;
  if (holder.pid === process.pid) return true;
  return !isRunning(holder.pid);
}

/**
 * Takes the lock of `dataDir` (created if missing) for this process. Returns the release function
 * (idempotent; removes the file only while it is still ours).
 * @throws DatabaseLockedError when a live process (or another host) holds it.
 */
export function acquireFolderLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const me: LockHolder = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString() };
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(tmp, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const holder = readLockHolder(file);
        if (attempt >= 2 || heldHere.has(file) || !isStale(holder)) {
          throw new DatabaseLockedError(dataDir, holder);
        }
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  heldHere.add(file);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    const holder = readLockHolder(file);
    if (holder && holder.pid === me.pid && holder.hostname === me.hostname && holder.since === me.since) {
      fs.rmSync(file, { force: true });
    }
  };
}
