/**
 * Modules added after the foundation register here, so app.ts does not change for each one.
 * Each entry is an encapsulated Fastify plugin receiving ModuleDeps, mounted under /partner/v1.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../platform/module-deps.js';
import { setupModule } from './setup/setup.plugin.js';
import { timeRecordsRoutes } from './time-records/time-records.routes.js';
import { payrollsRoutes } from './payrolls/payrolls.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { bankAccountsRoutes } from './bank-accounts/bank-accounts.routes.js';
import { webhooksRoutes } from './webhooks/webhooks.routes.js';
import { timeOffRoutes } from './time-off/time-off.routes.js';
import { historicalPayrollsRoutes } from './historical-payrolls/historical-payrolls.routes.js';
import { yearEndRoutes } from './year-end/year-end.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { timesheetRoutes } from './payrolls/timesheet.routes.js';

/** Plugins registered under /partner/v1 after the read modules. */
export const moduleRegistry: Array<FastifyPluginAsync<ModuleDeps>> = [
  setupModule,
  timeRecordsRoutes,
  payrollsRoutes,
  reportsRoutes,
  bankAccountsRoutes,
  webhooksRoutes,
  timeOffRoutes,
  historicalPayrollsRoutes,
  yearEndRoutes,
  paymentsRoutes,
  timesheetRoutes,
];
