/**
 * Sums a V8 `.cpuprofile` (written by `node --cpu-prof`) into the tables docs/performance.md
 * quotes: self time by function, self time by area (a package, a folder of src/, Node internals,
 * GC), and the inclusive (synchronous stack) time of our own functions. Shares are of the busy
 * time: samples of `(idle)` are left out of the denominator and reported apart.
 * Run alone: `npx tsx bench/cpuprofile.ts <file.cpuprofile> [top]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One row of a summary: a name, its time in milliseconds and its share (0–1) of the busy time. */
export interface ProfileRow {
  name: string;
  ms: number;
  share: number;
}

/** What {@link summarizeCpuProfile} returns. */
export interface ProfileSummary {
  /** Busy (non-idle) milliseconds sampled. */
  busyMs: number;
  /** Idle milliseconds sampled. */
  idleMs: number;
  /** Self time by function (`name file:line`), largest first. */
  selfByFunction: ProfileRow[];
  /** Self time by area (`node_modules/<pkg>`, `src/<folder>`, `node (internal)`, `(garbage collector)`…), largest first. */
  selfByArea: ProfileRow[];
  /** Inclusive time of functions of src/ (their synchronous stacks only), largest first. */
  inclusiveOurs: ProfileRow[];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function shortUrl(url: string): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm);
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

function areaOf(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  if (url === '') {
    return frame.functionName.startsWith('(') ? frame.functionName : 'native (syscalls, builtins)';
  }
  if (url.startsWith('node:')) return 'node (internal)';
  const nm = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return `node_modules/${nm[1]}`;
  const parts = url.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : url;
}

function functionKey(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  const name = frame.functionName || '(anonymous)';
  return url === '' ? name : `${name} ${url}:${frame.lineNumber + 1}`;
}

function rows(map: Map<string, number>, busyUs: number, top: number): ProfileRow[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
}

/** Reads and sums the profile at `file`; `top` rows per table. */
export function summarizeCpuProfile(file: string, top = 20): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const self = new Map<string, number>();
  const area = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busyUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === '(idle)') {
      idleUs += dt;
      return;
    }
    busyUs += dt;
    const key = functionKey(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
    const a = areaOf(node.callFrame);
    area.set(a, (area.get(a) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      if (!shortUrl(frame.url).startsWith('src/')) continue;
      const k = functionKey(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  return {
    busyMs: busyUs / 1000,
    idleMs: idleUs / 1000,
    selfByFunction: rows(self, busyUs, top),
    selfByArea: rows(area, busyUs, top),
    inclusiveOurs: rows(inclusive, busyUs, top),
  };
}

/** Prints a summary as three aligned tables. */
export function printProfileSummary(title: string, s: ProfileSummary): void {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const busy = s.busyMs + s.idleMs > 0 ? s.busyMs / (s.busyMs + s.idleMs) : 0;
  console.log(
    `\n${title}: ${Math.round(s.busyMs)} ms busy, ${Math.round(s.idleMs)} ms idle (${pct(busy)} busy)`,
  );
  for (const [label, list] of [
    ['self time by area', s.selfByArea],
    ['self time by function', s.selfByFunction],
    ['inclusive time of src/ functions (synchronous stacks)', s.inclusiveOurs],
  ] as const) {
    console.log(`  ${label}:`);
    for (const r of list) console.log(`    ${pct(r.share)}  ${r.ms.toFixed(0).padStart(6)} ms  ${r.name}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, topArg] = process.argv.slice(2);
  const top = Number(topArg ?? 20);
  if (!file || !Number.isInteger(top) || top < 1) {
    throw new Error('usage: tsx bench/cpuprofile.ts <file.cpuprofile> [top rows, default 20]');
  }
  printProfileSummary(file, summarizeCpuProfile(file, top));
}
