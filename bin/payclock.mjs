#!/usr/bin/env node
// payclock CLI launcher: runs the TypeScript sources through tsx (a runtime dependency).
import { register } from 'tsx/esm/api';
register();
await import('../src/cli/main.ts');
