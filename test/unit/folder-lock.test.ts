/**
 * The embedded database's folder lock decides staleness by the holder's pid and host, never by
 * age: a dead holder's lock is taken over at once, a live one (however old) is never.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireFolderLock,
  DatabaseLockedError,
  lockPath,
  processState,
  readLockHolder,
} from '../../src/platform/db/folder-lock.js';

const dirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-lock-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function writeLock(dir: string, pid: number, hostname = os.hostname()) {
  fs.writeFileSync(lockPath(dir), JSON.stringify({ pid, hostname, since: '2020-01-01T00:00:00.000Z' }));
}

describe('folder lock', () => {
  it('records pid and host, refuses a second holder in the same process, removes the file on release', () => {
    const dir = tmp();
    const release = acquireFolderLock(dir);
    expect(readLockHolder(lockPath(dir))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseLockedError);
    release();
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    acquireFolderLock(dir)();
  });

  it('takes over at once the lock of a dead process on this host', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeLock(dir, dead);
    const release = acquireFolderLock(dir);
    expect(readLockHolder(lockPath(dir))!.pid).toBe(process.pid);
    release();
  });

  it('never takes the lock of a live process, however old the lock; nor one of another host', async () => {
    const dir = tmp();
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeLock(dir, live.pid!);
      const old = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(lockPath(dir), old, old);
      expect(() => acquireFolderLock(dir)).toThrow(/in use by process \d+ on /);
    } finally {
      live.kill('SIGKILL');
    }
    const other = tmp();
    writeLock(other, 1, 'some-other-host');
    expect(() => acquireFolderLock(other)).toThrow(DatabaseLockedError);
  });

  // Issue 26: a supervisor restarting the server the moment after `kill -9` finds the old pid still
  // present — dying (SIGKILL pending) or a zombie its parent has not reaped. This test process is
  // that parent: Node reaps its children only when the event loop turns, so while this code runs
  // synchronously the killed child stays a zombie with its pid in use.
  it('takes over the lock of a holder killed with SIGKILL but not yet reaped (zombie or dying)', () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const pid = child.pid!;
    writeLock(dir, pid);
    child.kill('SIGKILL');
    // Synchronously, at once: the pid still exists (kill(pid, 0) succeeds), the lock is ours anyway.
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(['dying', 'zombie']).toContain(processState(pid));
    const release = acquireFolderLock(dir);
    expect(readLockHolder(lockPath(dir))!.pid).toBe(process.pid);
    // By now (the lock waits for a dying holder) it is a zombie, still not reaped.
    expect(processState(pid)).toBe('zombie');
    expect(() => process.kill(pid, 0)).not.toThrow();
    release();
  });

  it('a stopped holder (SIGSTOP) is alive and keeps its lock', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((r) => child.once('spawn', r));
      child.kill('SIGSTOP');
      writeLock(dir, child.pid!);
      expect(processState(child.pid!)).toBe('alive');
      expect(() => acquireFolderLock(dir)).toThrow(new RegExp(`in use by process ${child.pid} on `));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
