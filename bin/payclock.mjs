#!/usr/bin/env node
// payclock CLI launcher: runs the compiled CLI (`npm run build` → dist/) when it exists, otherwise
// the TypeScript sources through tsx (a development dependency).
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
