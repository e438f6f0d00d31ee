/**
 * The README's promise "Node 20.19 or later": package.json's `engines` says it, and no installed
 * dependency (package-lock.json) declares an `engines.node` range that Node 20.19 does not satisfy —
 * otherwise `npm ci` prints EBADENGINE warnings on the oldest Node we support.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

describe('supported Node versions', () => {
  it('package.json admits 20.19, 22 and 24', () => {
    for (const v of ['20.19.0', '22.13.0', '24.0.0']) {
      expect(semver.satisfies(v, pkg.engines.node), v).toBe(true);
    }
    expect(semver.satisfies('20.18.0', pkg.engines.node)).toBe(false);
  });

  it('every locked package runs on Node 20.19', () => {
    const refusing = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
      .filter(([name, p]) => name !== '' && typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies('20.19.0', p.engines!.node!))
      .map(([name, p]) => `${name} (${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
