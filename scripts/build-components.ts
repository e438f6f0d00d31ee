/**
 * Builds the web components of clients/components into versioned static assets, one ES-module
 * bundle per component (Lit included), minified by esbuild:
 * `clients/components/dist/<version>/payclock-<name>.js`, served by the server under
 * `/components/<version>/` (src/modules/components/assets.ts). Run by `npm run build` (so by
 * `npm start`) and by the test global setup; `npm run build:components` prints the sizes.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../clients/components');

/** The component bundles, by custom element name. */
export const COMPONENTS = [
  'payclock-pay-stubs',
  'payclock-timesheet',
  'payclock-payroll-run',
  'payclock-employee-onboarding',
  'payclock-time-off',
  'payclock-console',
] as const;

/** The package version (the asset folder's name). */
export function componentsVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** One built bundle: bytes as written and gzipped (level 9). */
export interface BuiltBundle {
  name: string;
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Builds every bundle into a private folder, then moves each file into the version's folder (one
 * atomic rename per file, so concurrent builds — the test setup of two backends — and a running
 * server never see a half-written bundle); returns their sizes.
 */
export async function buildComponents(): Promise<BuiltBundle[]> {
  const target = path.join(ROOT, 'dist', componentsVersion());
  const outdir = path.join(ROOT, 'dist', `.build-${process.pid}-${Date.now()}`);
  const result = await build({
    entryPoints: COMPONENTS.map((c) => ({ in: path.join(ROOT, 'src', `${c}.ts`), out: c })),
    outdir,
    bundle: true,
    splitting: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: true,
    metafile: true,
    logLevel: 'warning',
  });
  await mkdir(target, { recursive: true });
  for (const f of await readdir(outdir)) await rename(path.join(outdir, f), path.join(target, f));
  await rm(outdir, { recursive: true, force: true });
  return Object.keys(result.metafile.outputs)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const abs = path.join(target, path.basename(f));
      const data = readFileSync(abs);
      return {
        name: path.basename(f, '.js'),
        file: abs,
        bytes: data.length,
        gzipBytes: gzipSync(data, { level: 9 }).length,
      };
    });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildComponents();
  // Quiet in `npm run build` (so in `npm start`); `npm run build:components` prints the sizes.
  if (process.argv.includes('--sizes')) {
    for (const b of built) {
      console.log(
        `${b.name}.js ${(b.bytes / 1024).toFixed(1)} kB, ${(b.gzipBytes / 1024).toFixed(1)} kB gzipped`,
      );
    }
  }
}
