/**
 * Modules added after the foundation (time records, setup, payrolls) register here, so app.ts
 * does not change for each one. Each entry is an encapsulated Fastify plugin receiving ModuleDeps.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../app.js';

/** Plugins registered under /partner/v1 after the read modules. */
export const moduleRegistry: Array<FastifyPluginAsync<ModuleDeps>> = [];
