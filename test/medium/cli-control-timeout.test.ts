/**
 * The CLI's control channel has an idle timeout (issue 26): a forwarded command to a server that
 * accepts the connection but never answers (paused, overloaded) fails after
 * `PAYCLOCK_CONTROL_TIMEOUT` seconds with one line on stderr and exit 1, instead of hanging; a
 * server that sends its whitespace heartbeat keeps a command alive longer than the timeout. The
 * "server" here is a socket in this test process advertised through DATA_DIR/control.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { writeControlFile } from '../../src/cli/control-file.js';
import { loadConfig } from '../../src/config/env.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const closers: Array<() => void> = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

/** Runs `payclock <args>` on DATA_DIR `dir`; resolves with its outcome and how long it took. */
function cli(dir: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/main.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATABASE_SCHEMA: '',
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })),
  );
}

/** A data folder whose control file names this (live) process and `port`. */
function folderFor(port: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-ctl-'));
  writeControlFile(dir, { port, token: 'f'.repeat(64), pid: process.pid });
  closers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  closers.push(() => server.close());
  return (server.address() as AddressInfo).port;
}

describe('CLI control channel timeout', () => {
  it('reads PAYCLOCK_CONTROL_TIMEOUT in whole seconds, 60 by default, and refuses nonsense', () => {
    expect(loadConfig({}).controlTimeoutSeconds).toBe(60);
    expect(loadConfig({ PAYCLOCK_CONTROL_TIMEOUT: '5' }).controlTimeoutSeconds).toBe(5);
    expect(() => loadConfig({ PAYCLOCK_CONTROL_TIMEOUT: '0' })).toThrow(/PAYCLOCK_CONTROL_TIMEOUT/);
    expect(() => loadConfig({ PAYCLOCK_CONTROL_TIMEOUT: 'soon' })).toThrow(/PAYCLOCK_CONTROL_TIMEOUT/);
  });

  it('a server that accepts but never answers: one line on stderr, exit 1, after the timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => void sockets.push(s)); // reads nothing, writes nothing
    closers.push(() => sockets.forEach((s) => s.destroy()));
    const dir = folderFor(await listening(silent));
    const r = await cli(dir, ['key', 'list', '--company', '1'], { PAYCLOCK_CONTROL_TIMEOUT: '1' });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toEqual([
      `payclock: the server (pid ${process.pid}) holding ${dir} did not answer its control channel within 1 s ` +
        '(paused or overloaded?); PAYCLOCK_CONTROL_TIMEOUT sets the wait in seconds',
    ]);
    // It waited for the timeout (1 s), not for ever.
    expect(r.ms).toBeGreaterThanOrEqual(1_000);
  }, 60_000);

  it('a heartbeat keeps a command that runs longer than the timeout alive', async () => {
    // Answers like control-server.ts: the head and a space at once, a space every 300 ms, the run
    // after 2.5 s — 2.5 times the 1 s idle timeout.
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(' ');
        const beat = setInterval(() => res.write(' '), 300);
        setTimeout(() => {
          clearInterval(beat);
          res.end(JSON.stringify({ exit_code: 0, stdout: 'done\n', stderr: '' }));
        }, 2_500);
      });
    });
    const dir = folderFor(await listening(server));
    const r = await cli(dir, ['key', 'list', '--company', '1'], { PAYCLOCK_CONTROL_TIMEOUT: '1' });
    expect(r).toMatchObject({ code: 0, stdout: 'done\n', stderr: '' });
    expect(r.ms).toBeGreaterThanOrEqual(2_500);
  }, 60_000);
});
