/**
 * @payclock/components: embeddable custom elements for payclock. Importing this module defines
 * them all; the server also serves each as its own bundle under /components/<version>/.
 */
export { PayclockPayStubs } from './payclock-pay-stubs.ts';
export { PayclockTimesheet } from './payclock-timesheet.ts';
export { PayclockPayrollRun } from './payclock-payroll-run.ts';
export { PayclockEmployeeOnboarding } from './payclock-employee-onboarding.ts';
export { PayclockTimeOff } from './payclock-time-off.ts';
export { PayclockConsole } from './payclock-console.ts';
export { ApiError, type Session } from './api.ts';
