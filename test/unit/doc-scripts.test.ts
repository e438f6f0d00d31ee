/**
 * The extraction behind test/medium/docs.test.ts (test/helpers/doc-scripts.ts): which blocks run,
 * which `curl`s are checked against which status, and the document lines they are reported at.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docScript, PRELUDE } from '../helpers/doc-scripts.js';

const doc = [
  '# Title', // 1
  '', // 2
  '<!-- doc-test: skip — starts a server -->', // 3
  '```bash', // 4
  'npm ci && npm start', // 5
  '```', // 6
  '', // 7
  '```bash', // 8
  'curl -s "$API/a" > a.json   # prints a curl line', // 9
  "curl -s -X POST -H 'Content-Type: application/json' \\", // 10
  '  -d @a.json "$API/b"        # → 409 already there', // 11
  '# curl "$API/comment" is not a command', // 12
  "ID=$(curl -s -d '{", // 13
  '  "x": "# not a comment"', // 14
  '}\' "$API/c" | node -p 1)   # → 201', // 15
  '```', // 16
  '', // 17
  '```json', // 18
  '{"curl": 1}', // 19
  '```', // 20
  '', // 21
  '```bash', // 22
  'curl -s "$API/d"   # → the secret, shown once', // 23
  '```', // 24
].join('\n');

describe('docScript', () => {
  const d = docScript(doc);

  it('runs the bash blocks that are not marked skip, and nothing else', () => {
    expect(d.blocks).toBe(2);
    expect(d.skipped).toBe(1);
    expect(d.script.startsWith(PRELUDE)).toBe(true);
    expect(d.script).not.toContain('npm ci');
    expect(d.script).not.toContain('{"curl": 1}');
  });

  it('checks each curl at a command position, with the status its command comment names', () => {
    expect(d.curls.map((c) => [c.line, c.expect])).toEqual([
      [9, null],
      [10, 409],
      [13, 201],
      [23, null],
    ]);
    expect(d.curls[1]!.text).toBe(
      'curl -s -X POST -H \'Content-Type: application/json\' \\\n  -d @a.json "$API/b"        # → 409 already there',
    );
  });

  it('rewrites only the code, keeping comments and quoted strings, and maps script lines to document lines', () => {
    const body = d.script.slice(PRELUDE.length + 1).split('\n');
    expect(body[0]).toBe('__doc_curl 9 2xx -s "$API/a" > a.json   # prints a curl line');
    expect(body[1]).toBe("__doc_curl 10 409 -s -X POST -H 'Content-Type: application/json' \\");
    expect(body[3]).toBe('# curl "$API/comment" is not a command');
    expect(body[4]).toBe("ID=$(__doc_curl 13 201 -s -d '{");
    expect(body[5]).toBe('  "x": "# not a comment"');
    expect(body[7]).toBe('__doc_curl 23 2xx -s "$API/d"   # → the secret, shown once');
    const prelude = PRELUDE.split('\n').length;
    expect(d.lineMap.slice(prelude, prelude + 8)).toEqual([9, 10, 11, 12, 13, 14, 15, 23]);
  });
});

describe('the script checks the statuses (curl stubbed: it answers $FAKE_STATUS)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-docscript-unit-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // A stand-in curl: writes the status line to the -D file and a body to stdout.
  fs.writeFileSync(
    path.join(dir, 'curl'),
    '#!/usr/bin/env bash\nwhile [[ $# -gt 0 ]]; do if [[ $1 == -D ]]; then printf "HTTP/1.1 %s X\\r\\n" "$FAKE_STATUS" > "$2"; shift; fi; shift; done\necho "{}"\n',
    { mode: 0o755 },
  );
  const run = (markdown: string, status: number) => {
    const file = path.join(dir, 'doc.sh');
    fs.writeFileSync(file, docScript(markdown).script);
    const log = path.join(dir, `log-${status}`);
    fs.writeFileSync(log, '');
    const r = spawnSync('bash', [file], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, FAKE_STATUS: String(status), DOC_LOG: log },
    });
    return { code: r.status, err: r.stderr, log: fs.readFileSync(log, 'utf8').trim().split('\n') };
  };
  const md = ['```bash', 'curl -s "$API/x"   # → 409', 'curl -s "$API/y" > y.json', '```'].join('\n');

  it('an expected status passes on; any other stops the script naming the line', () => {
    const wrong = run(md, 200);
    expect(wrong.code).toBe(1);
    expect(wrong.log).toEqual(['2 409 200 0']);
    expect(wrong.err).toContain('doc-test: line 2: HTTP 200, expected 409');

    const conflict = run(md, 409);
    expect(conflict.code).toBe(1);
    expect(conflict.log).toEqual(['2 409 409 0', '3 2xx 409 0']);
    expect(conflict.err).toContain('doc-test: line 3: HTTP 409, expected 2xx');
  });

  it('a failing command other than curl stops the script at its line', () => {
    const r = run(['```bash', 'node -e "process.exit(3)"', 'curl -s "$API/z"', '```'].join('\n'), 200);
    expect(r.code).toBe(3);
    expect(r.log).toEqual(['']);
    expect(r.err).toMatch(/doc-test: exit 3 at script line \d+/);
  });
});
