/**
 * The setup module (docs/api-conventions.md §3): the writes that let a company run without another tool —
 * employees and earnings, tax setups, benefits and deductions, departments and pay schedule
 * groups, customers and projects, workplaces, company settings — and the audit trail reader.
 * One encapsulated plugin mounted under /partner/v1 (src/modules/registry.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { employeeSetupRoutes } from './employees.routes.js';
import { employeePayrollRoutes } from './employee-payroll.routes.js';
import { organisationRoutes } from './organisation.routes.js';
import { jobsRoutes } from './jobs.routes.js';
import { settingsRoutes } from './settings.routes.js';

/** Registers every setup route file. */
export const setupModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(employeeSetupRoutes, deps);
  await app.register(employeePayrollRoutes, deps);
  await app.register(organisationRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(settingsRoutes, deps);
};
