/**
 * The command line while the server runs (decision 0010). On the embedded database the server
 * holds the folder, so `payclock <command>` is forwarded to it over its control channel and runs
 * there, on the server's database; on PostgreSQL the CLI connects itself. Either way the commands
 * work with the server up, write what the server then serves, and fail with one line and exit 1.
 * Also: a busy port is one line and exit 1; stopping the server removes the control file and the
 * CLI opens the folder itself again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';
import {
  exited,
  kill9,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '../helpers/server-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `payclock <args>` from `cwd` with the server's data settings; resolves with its outcome. */
function cli(
  env: Record<string, string>,
  args: string[],
  cwd = ROOT,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/main.ts'), ...args],
    {
      cwd,
      env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', LOG_LEVEL: 'warn', ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** stderr without npm/node noise: the lines payclock printed. */
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

describe(`payclock CLI while the server runs (${BACKEND})`, () => {
  let data: ServerData;
  let server: ServerProcess;
  let companyId = 0;
  let work: string;

  beforeAll(async () => {
    data = serverData();
    const database = await data.open();
    companyId = (await makeCompany(database.db, { plan: 'payroll' })).companyId;
    await database.close();
    server = await startServerProcess(data.env);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-cli-'));
  }, 120_000);

  afterAll(async () => {
    if (server) await kill9(server);
    await data?.remove();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('creates an API key the running server accepts at once', async () => {
    const r = await cli(data.env, ['key', 'create', '--company', String(companyId), '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const created = JSON.parse(lines(r.stdout).at(-1)!) as { api_key: string; company_id: number };
    expect(created.company_id).toBe(companyId);
    const res = await fetch(`${server.base}/partner/v1/companies`, {
      headers: { 'X-API-Key': created.api_key },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { company_id: number }).company_id).toBe(companyId);
  }, 60_000);

  it("imports a CSV named relative to the caller's directory; the server lists the rows", async () => {
    fs.copyFileSync(path.join(ROOT, 'docs/samples/customers.csv'), path.join(work, 'customers.csv'));
    const r = await cli(
      data.env,
      ['import', 'customers', 'customers.csv', '--company', String(companyId)],
      work,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Imported 3 customers into company ${companyId}.\n`);
    const key = JSON.parse(
      lines((await cli(data.env, ['key', 'create', '--company', String(companyId), '--json'])).stdout).at(
        -1,
      )!,
    ).api_key as string;
    const res = await fetch(`${server.base}/partner/v1/customers?limit=10`, {
      headers: { 'X-API-Key': key },
    });
    const names = ((await res.json()) as { data: Array<{ name: string }> }).data.map((c) => c.name).sort();
    expect(names).toEqual(['Acme Tower', 'Harbor Logistics', 'Old Client LLC']);
  }, 60_000);

  it('reports usage errors and failures in one line with exit status 1, help with 0', async () => {
    const missing = await cli(data.env, ['key', 'create']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("required option '--company <id>' not specified");
    const unknown = await cli(data.env, ['key', 'create', '--company', '999999']);
    expect(unknown.code).toBe(1);
    expect(lines(unknown.stderr)).toEqual(['payclock: company 999999 does not exist']);
    const help = await cli(data.env, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: payclock');
  }, 60_000);

  it.skipIf(BACKEND !== 'pglite')(
    "embedded: the control file is the owner's only, a wrong token is refused, backup runs in the server",
    async () => {
      const file = path.join(data.dir!, 'control.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const control = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        port: number;
        token: string;
        pid: number;
      };
      expect(control.pid).toBe(server.child.pid);
      const refused = await fetch(`http://127.0.0.1:${control.port}/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${'0'.repeat(64)}` },
        body: JSON.stringify({ args: ['key', 'create', '--company', String(companyId)], cwd: '/' }),
      });
      expect(refused.status).toBe(401);
      const r = await cli(data.env, ['backup', '--out', 'copy.tar.gz'], work);
      expect(r.code).toBe(0);
      expect(fs.statSync(path.join(work, 'copy.tar.gz')).size).toBeGreaterThan(100_000);
    },
    60_000,
  );

  it('a second server on a busy port prints one line and exits 1', async () => {
    const other = serverData();
    try {
      const port = new URL(server.base).port;
      const err = await startServerProcess({ ...other.env, PORT: port }).then(
        () => null,
        (e: { code: number; out: string }) => e,
      );
      expect(err?.code).toBe(1);
      // The one line (a first start on an empty folder also warns that it generated a key).
      expect(lines(err!.out).filter((l) => !l.startsWith('payclock: warning:'))).toEqual([
        `payclock: 127.0.0.1:${port} is in use (EADDRINUSE); set PORT (or HOST) to another value`,
      ]);
    } finally {
      await other.remove();
    }
  }, 60_000);

  it('after the server stops, the CLI opens the database itself', async () => {
    server.child.kill('SIGTERM');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    if (data.dir) expect(fs.existsSync(path.join(data.dir, 'control.json'))).toBe(false);
    const r = await cli(data.env, ['key', 'create', '--company', String(companyId), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(lines(r.stdout).at(-1)!).company_id).toBe(companyId);
  }, 60_000);
});
