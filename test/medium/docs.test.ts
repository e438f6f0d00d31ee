/**
 * Docs that run: every bash block of README.md, docs/*-walkthrough.md and docs/year-end.md is run, in order, as one
 * bash script per document, against a fresh real server (test/helpers/server-process.ts) on the
 * project's backend, with `KEY` and `API` exported; docs/*.sh run against a server of their own
 * and must exit 0. Conventions (docs/README.md): a `curl` must answer 2xx unless its line says
 * `# → 409`; a block preceded by `<!-- doc-test: skip … -->` is not run. Documents and scripts
 * whose name starts with `setup-` get a server with one empty payroll company created by
 * `payclock company create` (the first step of docs/setup-walkthrough.md); the others the seeded
 * demo company, whose key the server's banner prints as `export KEY=… API=…`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND } from '../helpers/db.js';
import { docScript } from '../helpers/doc-scripts.js';
import {
  kill9,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '../helpers/server-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const docs = fs.readdirSync(path.join(ROOT, 'docs')).sort();
// Module references whose walk-through runs too (src/modules/time-off, year-end, payments, …).
const WALKED_REFERENCES = new Set(['time-off.md', 'year-end.md', 'payments.md']);
const walked = (f: string) => f.endsWith('-walkthrough.md') || WALKED_REFERENCES.has(f);
const markdown = ['README.md', ...docs.filter(walked).map((f) => `docs/${f}`)];
const scripts = docs.filter((f) => f.endsWith('.sh')).map((f) => `docs/${f}`);
const emptyCompany = (file: string) => path.basename(file).startsWith('setup-');

interface Env {
  key: string;
  api: string;
}

let running: { data: ServerData; server: ServerProcess | null } | null = null;

afterEach(async () => {
  if (running?.server) await kill9(running.server);
  await running?.data.remove();
  running = null;
});

/** A fresh server: the demo company (key from the banner) or one empty company made by the CLI. */
async function freshServer(empty: boolean): Promise<Env> {
  const data = serverData();
  running = { data, server: null };
  let key: string;
  if (empty) {
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/main.ts',
        'company',
        'create',
        '--name',
        'Demo',
        '--plan',
        'payroll',
        '--timezone',
        'America/New_York',
        '--json',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...data.env },
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    key = (JSON.parse(cli.stdout.trim().split('\n').at(-1)!) as { api_key: string }).api_key;
    running.server = await startServerProcess(data.env);
  } else {
    running.server = await startServerProcess({ ...data.env, SEED_DEMO: 'true' });
    const m = /^export KEY=(pc_\S+) API=(\S+)$/m.exec(running.server.output());
    expect(m, running.server.output()).not.toBeNull();
    key = m![1]!;
    expect(m![2]).toBe(`${running.server.base}/partner/v1`);
  }
  return { key, api: `${running.server.base}/partner/v1` };
}

/** Runs `bash <file>` in a fresh temporary folder; resolves with the exit code and the output. */
function runBash(
  file: string,
  env: Env,
  extra: Record<string, string>,
): Promise<{ code: number | null; out: string; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-doc-'));
  return new Promise((resolve) => {
    const child = spawn('bash', [file], {
      cwd: dir,
      env: { ...process.env, KEY: env.key, API: env.api, ...extra },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out, dir }));
  });
}

const tail = (s: string, n = 3000) => (s.length > n ? `…${s.slice(-n)}` : s);

describe(`docs that run (${BACKEND})`, () => {
  for (const doc of markdown) {
    it(`${doc}: every curl answers the status the document says`, async () => {
      const extracted = docScript(fs.readFileSync(path.join(ROOT, doc), 'utf8'));
      expect(extracted.curls.length).toBeGreaterThan(0);
      const env = await freshServer(emptyCompany(doc));
      const scriptFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-docscript-')), 'doc.sh');
      fs.writeFileSync(scriptFile, extracted.script);
      const log = `${scriptFile}.log`;
      fs.writeFileSync(log, '');
      const { code, out, dir } = await runBash(scriptFile, env, { DOC_LOG: log });
      const calls = fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const [line, expect, status] = l.split(' ');
          return { line: Number(line), expect: expect!, status: status! };
        });
      fs.rmSync(path.dirname(scriptFile), { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });

      const wrong = calls.find((c) =>
        c.expect === '2xx' ? !/^2\d\d$/.test(c.status) : c.status !== c.expect,
      );
      if (wrong) {
        const cmd = extracted.curls.find((c) => c.line === wrong.line)?.text ?? '';
        expect.fail(
          `${doc}:${wrong.line}: HTTP ${wrong.status}, expected ${wrong.expect}\n${cmd}\n--- output:\n${tail(out)}`,
        );
      }
      if (code !== 0) {
        const at = /doc-test: exit \d+ at script line (\d+)/.exec(out);
        const docLine = at ? extracted.lineMap[Number(at[1]) - 1] : undefined;
        const lines = fs.readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
        expect.fail(
          `${doc}:${docLine ?? '?'}: the script stopped with exit ${code}` +
            (docLine ? `\n${lines[docLine - 1]}` : '') +
            `\n--- output:\n${tail(out)}`,
        );
      }
      // Every curl of the document ran (none hidden behind an earlier exit or a dead branch).
      const ran = new Set(calls.map((c) => c.line));
      expect(extracted.curls.filter((c) => !ran.has(c.line)).map((c) => `${doc}:${c.line}`)).toEqual([]);
      expect(calls.length).toBeGreaterThanOrEqual(extracted.curls.length);
    }, 300_000);
  }

  for (const script of scripts) {
    it(`${script} exits 0`, async () => {
      const env = await freshServer(emptyCompany(script));
      // A wrong key: the script stops with the 401 problem+json, not a stack trace.
      const denied = await runBash(path.join(ROOT, script), { ...env, key: 'pc_not_a_key' }, {});
      fs.rmSync(denied.dir, { recursive: true, force: true });
      expect(denied.code, denied.out).not.toBe(0);
      expect(denied.out).toContain('"status":401');
      expect(denied.out).not.toMatch(/node:internal|^\s+at /m);
      const { code, out, dir } = await runBash(path.join(ROOT, script), env, {});
      fs.rmSync(dir, { recursive: true, force: true });
      expect(code, `${script} exited ${code}\n--- output:\n${tail(out)}`).toBe(0);
      expect(out).toMatch(/\S/);
    }, 300_000);
  }
});
