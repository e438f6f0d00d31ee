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
});
