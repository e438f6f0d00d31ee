/**
 * The docs' references resolve inside this repository: every relative link and every `docs/…` or
 * `src/…` path named in README.md and docs/**\/*.md exists, and no file cites documents that are
 * not part of it (`api.md`, `payroll-rules.md`, "seed §" sections of a specification).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? markdownUnder(path.join(dir, e.name))
        : e.name.endsWith('.md')
          ? [path.join(dir, e.name)]
          : [],
    );
}

const documents = ['README.md', ...markdownUnder('docs')].sort();

/** Markdown links `[text](target)` that are not URLs or in-page anchors, with their line. */
export function relativeLinks(markdown: string): Array<{ line: number; target: string }> {
  const out: Array<{ line: number; target: string }> = [];
  markdown.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      out.push({ line: i + 1, target });
    }
  });
  return out;
}

/** Repository paths named in the text: `docs/…` and `src/…`, globs and placeholders left out. */
export function namedPaths(markdown: string): Array<{ line: number; path: string }> {
  const out: Array<{ line: number; path: string }> = [];
  markdown.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/(?<![\w./-])((?:docs|src)\/[\w./-]*)(?![\w*…<{])/g)) {
      const p = m[1]!.replace(/[.]+$/, '');
      out.push({ line: i + 1, path: p });
    }
  });
  return out;
}

describe('references in the docs', () => {
  it('finds the documents', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain(path.join('docs', 'payroll-walkthrough.md'));
    expect(documents).toContain(path.join('docs', 'README.md'));
  });

  it('the link and path finders see what a reader sees', () => {
    const md = [
      'See [the walk-through](docs/payroll-walkthrough.md#9-pay-stubs), [web](https://example.com),',
      '[top](#top) and `src/modules/demo/seed.ts`; every `docs/*-walkthrough.md`, `docs/…`.',
    ].join('\n');
    expect(relativeLinks(md)).toEqual([{ line: 1, target: 'docs/payroll-walkthrough.md#9-pay-stubs' }]);
    expect(namedPaths(md).map((p) => p.path)).toEqual([
      'docs/payroll-walkthrough.md',
      'src/modules/demo/seed.ts',
    ]);
  });

  for (const doc of documents) {
    it(`${doc}: every relative link and named docs/ or src/ path exists`, () => {
      const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
      const missing: string[] = [];
      for (const { line, target } of relativeLinks(text)) {
        const file = decodeURIComponent(target.split('#')[0]!);
        if (file === '') continue;
        const resolved = path.resolve(ROOT, path.dirname(doc), file);
        if (!fs.existsSync(resolved)) missing.push(`${doc}:${line}: link ${target}`);
      }
      for (const { line, path: p } of namedPaths(text)) {
        if (!fs.existsSync(path.join(ROOT, p))) missing.push(`${doc}:${line}: path ${p}`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('no tracked file cites documents outside the repository (api.md, payroll-rules.md, "seed §")', () => {
    const self = path.relative(ROOT, import.meta.filename);
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && f !== self && /\.(md|ts|js|mjs|json|sh|sql|yaml|yml|txt)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const f of files) {
      const full = path.join(ROOT, f);
      if (!fs.existsSync(full)) continue;
      fs.readFileSync(full, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (/(?<![\w-])api\.md\b|payroll-rules\.md|seed §/i.test(text)) {
            hits.push(`${f}:${i + 1}: ${text.trim()}`);
          }
        });
    }
    expect(hits).toEqual([]);
  });
});
