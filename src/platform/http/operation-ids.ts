/**
 * Operation ids as a client calls them (issue 26): a camelCase verb + noun — `listEmployees`,
 * `getEmployee`, `inviteEmployee`, `previewPayroll`, `approvePayroll` — the method names of the
 * typed client (clients/typescript) and of every SDK generated from openapi.json. Every route has
 * its name in {@link OPERATION_IDS}; a route added without one gets {@link derivedOperationId}
 * (list/get/create/update/replace/delete + its resource), and `test/http/operations.test.ts` fails
 * until it is named here.
 */

/** Operation id by `METHOD /path` below the API base path (OpenAPI `{param}` placeholders). */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'POST /component-tokens': 'createComponentToken',
  'POST /console-links': 'createConsoleLink',
  'GET /employees/{employee_id}/timesheet': 'getEmployeeTimesheet',
  'GET /employees/{employee_id}/withholding-certificates': 'listEmployeeWithholdingCertificates',
  'GET /reports/time-off-liability': 'getTimeOffLiabilityReport',
  'GET /companies/w2-file': 'getW2File',
  'GET /contractors/{contractor_id}/1099-necs/{year}': 'getForm1099Nec',
  'GET /companies/1096': 'getForm1096',
  'GET /reports/year-end': 'getYearEndReport',
  'GET /companies/941': 'getForm941',
  'GET /companies/940': 'getForm940',
  'GET /companies/state-wage-report': 'getStateWageReport',
  'GET /tax-deposits': 'listTaxDeposits',
  'POST /tax-deposits/notify': 'notifyTaxDepositsDueSoon',
  'GET /component-tokens/current': 'getCurrentComponentToken',
  'GET /component-settings': 'getComponentSettings',
  'PUT /component-settings': 'replaceComponentSettings',
  'GET /employees/{employee_id}/pay-statements': 'listPayStatements',
  'GET /withholding-certificates': 'listWithholdingCertificates',
  'GET /health': 'getHealth',
  'GET /ready': 'getReadiness',
  'GET /companies': 'getCompany',
  'PATCH /companies': 'updateCompany',
  'GET /employees': 'listEmployees',
  'POST /employees': 'createEmployee',
  'GET /employees/{employee_id}': 'getEmployee',
  'PATCH /employees/{employee_id}': 'updateEmployee',
  'GET /customers': 'listCustomers',
  'POST /customers': 'createCustomer',
  'GET /customers/{customer_id}': 'getCustomer',
  'PATCH /customers/{customer_id}': 'updateCustomer',
  'GET /projects': 'listProjects',
  'POST /projects': 'createProject',
  'GET /projects/{project_id}': 'getProject',
  'PATCH /projects/{project_id}': 'updateProject',
  'GET /workplaces': 'listWorkplaces',
  'POST /workplaces': 'createWorkplace',
  'GET /workplaces/{workplace_id}': 'getWorkplace',
  'PATCH /workplaces/{workplace_id}': 'updateWorkplace',
  'POST /employees/invite': 'inviteEmployee',
  'POST /employees/{employee_id}/earnings': 'createEmployeeEarning',
  'GET /employees/{employee_id}/tax-setup': 'getEmployeeTaxSetup',
  'PUT /employees/{employee_id}/tax-setup': 'replaceEmployeeTaxSetup',
  'GET /employees/{employee_id}/benefits': 'listEmployeeBenefits',
  'POST /employees/{employee_id}/benefits': 'createEmployeeBenefit',
  'DELETE /employees/{employee_id}/benefits': 'deleteEmployeeBenefits',
  'DELETE /employees/{employee_id}/benefits/{benefit_id}': 'deleteEmployeeBenefit',
  'GET /employees/{employee_id}/deductions': 'listEmployeeDeductions',
  'POST /employees/{employee_id}/deductions': 'createEmployeeDeduction',
  'DELETE /employees/{employee_id}/deductions': 'deleteEmployeeDeductions',
  'DELETE /employees/{employee_id}/deductions/{deduction_id}': 'deleteEmployeeDeduction',
  'GET /departments': 'listDepartments',
  'POST /departments': 'createDepartment',
  'GET /departments/{department_id}': 'getDepartment',
  'GET /pay-schedule-groups': 'listPayScheduleGroups',
  'POST /pay-schedule-groups': 'createPayScheduleGroup',
  'GET /pay-schedule-groups/{pay_schedule_group_id}': 'getPayScheduleGroup',
  'PATCH /pay-schedule-groups/{pay_schedule_group_id}': 'updatePayScheduleGroup',
  'GET /audit-events': 'listAuditEvents',
  'GET /time-records': 'listTimeRecords',
  'POST /time-records': 'createTimeRecord',
  'GET /time-records/{time_record_id}': 'getTimeRecord',
  'PATCH /time-records/{time_record_id}': 'updateTimeRecord',
  'DELETE /time-records/{time_record_id}': 'deleteTimeRecord',
  'GET /time-records/{time_record_id}/history': 'getTimeRecordHistory',
  'POST /time-records/clock-in': 'clockInEmployee',
  'POST /time-records/clock-out': 'clockOutEmployee',
  'GET /payrolls/period-options': 'listPayrollPeriodOptions',
  'POST /payrolls/initialize': 'initializePayroll',
  'POST /payrolls': 'createPayroll',
  'GET /payrolls': 'listPayrolls',
  'GET /payrolls/{payroll_id}': 'getPayroll',
  'PUT /payrolls/{payroll_id}': 'replacePayroll',
  'DELETE /payrolls/{payroll_id}': 'deletePayroll',
  'GET /payrolls/{payroll_id}/preview': 'previewPayroll',
  'GET /payrolls/{payroll_id}/paychecks': 'listPaychecks',
  'PATCH /payrolls/{payroll_id}/paychecks/{employee_id}': 'updatePaycheck',
  'GET /payrolls/{payroll_id}/paychecks/{employee_id}': 'getPaycheck',
  'POST /payrolls/{payroll_id}/approve': 'approvePayroll',
  'POST /payrolls/{payroll_id}/reopen': 'reopenPayroll',
  'POST /payrolls/{payroll_id}/simulate/advance': 'advancePayrollSimulation',
  'GET /reports/payroll-journal': 'getPayrollJournalReport',
  'GET /reports/tax-liability': 'getTaxLiabilityReport',
  'GET /reports/job-costing': 'getJobCostingReport',
  'GET /reports/hours': 'getHoursReport',
  'GET /reports/employee-ytd': 'getEmployeeYtdReport',
  'GET /employees/{employee_id}/bank-accounts': 'listBankAccounts',
  'POST /employees/{employee_id}/bank-accounts': 'createBankAccount',
  'DELETE /employees/{employee_id}/bank-accounts/{bank_account_id}': 'deleteBankAccount',
  'POST /webhook-endpoints': 'createWebhookEndpoint',
  'GET /webhook-endpoints': 'listWebhookEndpoints',
  'GET /webhook-endpoints/{webhook_endpoint_id}': 'getWebhookEndpoint',
  'PATCH /webhook-endpoints/{webhook_endpoint_id}': 'updateWebhookEndpoint',
  'DELETE /webhook-endpoints/{webhook_endpoint_id}': 'deleteWebhookEndpoint',
  'POST /webhook-endpoints/{webhook_endpoint_id}/rotate-secret': 'rotateWebhookEndpointSecret',
  'POST /webhook-endpoints/{webhook_endpoint_id}/ping': 'pingWebhookEndpoint',
  'GET /webhook-endpoints/{webhook_endpoint_id}/deliveries': 'listWebhookDeliveries',
  'GET /events': 'listEvents',
  'GET /events/{event_id}': 'getEvent',
  'POST /events/{event_id}/redeliver': 'redeliverEvent',
  'GET /time-off-policies': 'listTimeOffPolicies',
  'POST /time-off-policies': 'createTimeOffPolicy',
  'GET /time-off-policies/{time_off_policy_id}': 'getTimeOffPolicy',
  'PATCH /time-off-policies/{time_off_policy_id}': 'updateTimeOffPolicy',
  'POST /time-off-policies/{time_off_policy_id}/enrollments': 'enrollTimeOffPolicyEmployees',
  'POST /time-off-policies/{time_off_policy_id}/year-end': 'closeTimeOffPolicyYear',
  'GET /employees/{employee_id}/time-off-balances': 'listTimeOffBalances',
  'POST /employees/{employee_id}/time-off-adjustments': 'adjustTimeOffBalance',
  'GET /employees/{employee_id}/termination-payout': 'getTerminationPayout',
  'GET /time-off-requests': 'listTimeOffRequests',
  'POST /time-off-requests': 'createTimeOffRequest',
  'GET /time-off-requests/{time_off_request_id}': 'getTimeOffRequest',
  'POST /time-off-requests/{time_off_request_id}/approve': 'approveTimeOffRequest',
  'POST /time-off-requests/{time_off_request_id}/deny': 'denyTimeOffRequest',
  'POST /time-off-requests/{time_off_request_id}/cancel': 'cancelTimeOffRequest',
  'GET /time-off-holidays': 'listTimeOffHolidays',
  'PUT /time-off-holidays/{year}': 'replaceTimeOffHolidays',
  'POST /historical-payrolls': 'createHistoricalPayroll',
  'GET /historical-payrolls': 'listHistoricalPayrolls',
  'GET /historical-payrolls/{payroll_id}': 'getHistoricalPayroll',
  'DELETE /historical-payrolls/{payroll_id}': 'deleteHistoricalPayroll',
  'GET /employees/{employee_id}/w2s/{year}': 'getW2',
  'GET /companies/w3': 'getW3',
  'PUT /companies/tax-ids': 'replaceCompanyTaxIds',
  'GET /payment-settings': 'getPaymentSettings',
  'PUT /payment-settings': 'replacePaymentSettings',
  'GET /payrolls/{payroll_id}/payment-file': 'getPayrollPaymentFile',
  'GET /payrolls/{payroll_id}/payments': 'listPayrollPayments',
  'POST /payrolls/{payroll_id}/settle': 'settlePayroll',
  'POST /payrolls/{payroll_id}/paychecks/{employee_id}/returns': 'returnPaycheckPayment',
  'POST /payment-returns': 'createPaymentReturns',
  'POST /payrolls/{payroll_id}/paychecks/{employee_id}/checks': 'issuePaycheckCheck',
  'GET /checks': 'listChecks',
  'GET /checks/positive-pay': 'getPositivePayFile',
};

/** Verbs an operation id may start with (checked by test/http/operations.test.ts). */
export const OPERATION_VERBS = [
  'list',
  'get',
  'create',
  'update',
  'replace',
  'delete',
  'invite',
  'clock',
  'initialize',
  'preview',
  'approve',
  'reopen',
  'advance',
  'rotate',
  'ping',
  'redeliver',
  'enroll',
  'close',
  'adjust',
  'deny',
  'cancel',
  'settle',
  'return',
  'issue',
  'notify',
] as const;

/** `time-records` → `TimeRecords`. */
function pascal(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** `TimeRecords` → `TimeRecord`, `Policies` → `Policy` (the plural forms of this API's nouns). */
function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('sses') || noun.endsWith('xes')) return noun.slice(0, -2);
  if (noun.endsWith('s') && !noun.endsWith('ss')) return noun.slice(0, -1);
  return noun;
}

/**
 * The fallback id of a route missing from {@link OPERATION_IDS}: `GET` of a collection →
 * `list<Nouns>`, of one item → `get<Noun>`; `POST` → `create<Noun>`; `PUT` → `replace<Noun>`;
 * `PATCH` → `update<Noun>`; `DELETE` → `delete<Noun>` — the nouns being the path's static segments,
 * e.g. `GET /employees/{employee_id}/pay-statements` → `listEmployeesPayStatements`.
 */
export function derivedOperationId(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s.length > 0);
  const nouns =
    segments
      .filter((s) => !s.startsWith('{'))
      .map(pascal)
      .join('') || 'Root';
  const byId = segments.length > 0 && segments[segments.length - 1]!.startsWith('{');
  const m = method.toLowerCase();
  if (m === 'get') return byId ? `get${singular(nouns)}` : `list${nouns}`;
  const verb = { post: 'create', put: 'replace', patch: 'update', delete: 'delete' }[m] ?? m;
  return `${verb}${singular(nouns)}`;
}

/**
 * The operation id of `METHOD path` (the full path; `basePath` is cut off first): its name in
 * {@link OPERATION_IDS}, else {@link derivedOperationId}.
 */
export function operationIdFor(method: string, path: string, basePath: string): string {
  const rest = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  return OPERATION_IDS[`${method.toUpperCase()} ${rest}`] ?? derivedOperationId(method, rest);
}
