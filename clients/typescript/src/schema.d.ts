/**
 * Generated from openapi.json by `npm run openapi:export` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/partner/v1/console-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a console sign-in link (12 hours)
         * @description Open `<server>` + `path` in a browser: the console at /console signs in with it (admin view of the company, and its employees). The link is a credential until `expires_at`.
         */
        post: operations["createConsoleLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/component-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a short-lived token for the embeddable components
         * @description Your backend calls this with its API key and hands the token to the browser. `scope: employee` reaches only that employee's components (onboarding, pay stubs, timesheet); `scope: admin` the company's admin components (people, timesheets, payroll run, reports). Lifetime 60–900 s.
         */
        post: operations["createComponentToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/component-tokens/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describe the presented component token */
        get: operations["getCurrentComponentToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/component-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the component settings (allowed origins) */
        get: operations["getComponentSettings"];
        /** Set the component settings (allowed origins, CORS) */
        put: operations["replaceComponentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/pay-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an employee's pay statements */
        get: operations["listPayStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/withholding-certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A state's withholding certificate definition */
        get: operations["listWithholdingCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/withholding-certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state withholding certificates of an employee's work and home states */
        get: operations["listEmployeeWithholdingCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness (database reachable) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the company of the API key */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update company settings */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/partner/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employees */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Invite an employee
         * @description Creates an employee, contractor or admin (and the first earning record). The same operation as `POST /employees/invite`.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an employee */
        get: operations["getEmployee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update or dismiss an employee */
        patch: operations["updateEmployee"];
        trace?: never;
    };
    "/partner/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["listCustomers"];
        put?: never;
        /** Create a customer */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer with its projects */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a customer */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/partner/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List projects */
        get: operations["listProjects"];
        put?: never;
        /** Create a project */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/projects/{project_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a project */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a project */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/partner/v1/workplaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List workplaces */
        get: operations["listWorkplaces"];
        put?: never;
        /** Create a workplace */
        post: operations["createWorkplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/workplaces/{workplace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a workplace */
        get: operations["getWorkplace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a workplace */
        patch: operations["updateWorkplace"];
        trace?: never;
    };
    "/partner/v1/employees/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite an employee (Friday path)
         * @description The path Friday's partner API gives the invite; the same handler, body and answers as `POST /employees`.
         */
        post: operations["inviteEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an earning record */
        post: operations["createEmployeeEarning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/tax-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the tax setup */
        get: operations["getEmployeeTaxSetup"];
        /** Replace the tax setup */
        put: operations["replaceEmployeeTaxSetup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefits */
        get: operations["listEmployeeBenefits"];
        put?: never;
        /** Add a benefit */
        post: operations["createEmployeeBenefit"];
        /** End all benefits */
        delete: operations["deleteEmployeeBenefits"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/benefits/{benefit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a benefit */
        delete: operations["deleteEmployeeBenefit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/deductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List deductions */
        get: operations["listEmployeeDeductions"];
        put?: never;
        /** Add a deduction */
        post: operations["createEmployeeDeduction"];
        /** End all deductions */
        delete: operations["deleteEmployeeDeductions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/deductions/{deduction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a deduction */
        delete: operations["deleteEmployeeDeduction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List departments */
        get: operations["listDepartments"];
        put?: never;
        /** Create a department */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/departments/{department_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a department */
        get: operations["getDepartment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/pay-schedule-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pay schedule groups */
        get: operations["listPayScheduleGroups"];
        put?: never;
        /** Create a pay schedule group */
        post: operations["createPayScheduleGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/pay-schedule-groups/{pay_schedule_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a pay schedule group */
        get: operations["getPayScheduleGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a pay schedule group */
        patch: operations["updatePayScheduleGroup"];
        trace?: never;
    };
    "/partner/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit events */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List time records */
        get: operations["listTimeRecords"];
        put?: never;
        /** Create a finished time record */
        post: operations["createTimeRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-records/{time_record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a time record */
        get: operations["getTimeRecord"];
        put?: never;
        post?: never;
        /** Delete a time record */
        delete: operations["deleteTimeRecord"];
        options?: never;
        head?: never;
        /** Change a time record */
        patch: operations["updateTimeRecord"];
        trace?: never;
    };
    "/partner/v1/time-records/{time_record_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit trail of a time record */
        get: operations["getTimeRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-records/clock-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock in */
        post: operations["clockInEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-records/clock-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock out */
        post: operations["clockOutEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/period-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay period options */
        get: operations["listPayrollPeriodOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Initialize a payroll */
        post: operations["initializePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payrolls */
        get: operations["listPayrolls"];
        put?: never;
        /** Create a draft payroll */
        post: operations["createPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payroll */
        get: operations["getPayroll"];
        /** Replace a draft payroll */
        put: operations["replacePayroll"];
        post?: never;
        /** Delete a draft payroll */
        delete: operations["deletePayroll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview a draft payroll (optionally one page of its people) */
        get: operations["previewPayroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/paychecks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the paychecks of a payroll (JSON, or the CSV register with Accept: text/csv) */
        get: operations["listPaychecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/paychecks/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a pay statement (JSON, or a PDF pay stub with Accept: application/pdf) */
        get: operations["getPaycheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit one paycheck of a draft payroll */
        patch: operations["updatePaycheck"];
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a draft payroll
         * @description The answer is the whole payroll (a Preview: every paycheck with its lines; ~3.8 kB a person). With `Prefer: return=minimal` it is the payroll's header, totals and counts only (a PayrollSummary, as `GET /payrolls` lists it) and the response carries `Preference-Applied: return=minimal`; the paychecks stay readable through `GET /payrolls/{payroll_id}` and `/paychecks`.
         */
        post: operations["approvePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen an approved payroll
         * @description The answer is the whole payroll (a Preview: every paycheck with its lines; ~3.8 kB a person). With `Prefer: return=minimal` it is the payroll's header, totals and counts only (a PayrollSummary, as `GET /payrolls` lists it) and the response carries `Preference-Applied: return=minimal`; the paychecks stay readable through `GET /payrolls/{payroll_id}` and `/paychecks`.
         */
        post: operations["reopenPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/simulate/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox: advance a payroll (pending → processing → paid | failed) */
        post: operations["advancePayrollSimulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/payroll-journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payroll journal (JSON, or CSV with Accept: text/csv) */
        get: operations["getPayrollJournalReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/tax-liability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax liability (JSON, or CSV of the lines with Accept: text/csv) */
        get: operations["getTaxLiabilityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/job-costing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job costing (JSON, or CSV with Accept: text/csv) */
        get: operations["getJobCostingReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hours by employee, day, customer and project (JSON, or CSV with Accept: text/csv) */
        get: operations["getHoursReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/employee-ytd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employee YTD (JSON, or CSV with Accept: text/csv) */
        get: operations["getEmployeeYtdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an employee's bank accounts */
        get: operations["listBankAccounts"];
        put?: never;
        /** Add a bank account for direct deposit */
        post: operations["createBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/bank-accounts/{bank_account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a bank account */
        delete: operations["deleteBankAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Create a webhook endpoint */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/webhook-endpoints/{webhook_endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Update a webhook endpoint */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/partner/v1/webhook-endpoints/{webhook_endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret of a webhook endpoint */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/webhook-endpoints/{webhook_endpoint_id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a ping event to a webhook endpoint */
        post: operations["pingWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/webhook-endpoints/{webhook_endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the deliveries of a webhook endpoint */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events (last 30 days) */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/events/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeliver an event */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List time-off policies */
        get: operations["listTimeOffPolicies"];
        put?: never;
        /** Create a time-off policy */
        post: operations["createTimeOffPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-policies/{time_off_policy_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a time-off policy */
        get: operations["getTimeOffPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a time-off policy */
        patch: operations["updateTimeOffPolicy"];
        trace?: never;
    };
    "/partner/v1/time-off-policies/{time_off_policy_id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enroll employees in a time-off policy */
        post: operations["enrollTimeOffPolicyEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-policies/{time_off_policy_id}/year-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a year of a time-off policy (carryover limit) */
        post: operations["closeTimeOffPolicyYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/time-off-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee's time-off balances */
        get: operations["listTimeOffBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/termination-payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dismissed employee's time-off payout */
        get: operations["getTerminationPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/time-off-adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a time-off balance */
        post: operations["adjustTimeOffBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List time-off requests */
        get: operations["listTimeOffRequests"];
        put?: never;
        /** Request time off */
        post: operations["createTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-requests/{time_off_request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a time-off request */
        get: operations["getTimeOffRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-requests/{time_off_request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a time-off request */
        post: operations["approveTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-requests/{time_off_request_id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a time-off request */
        post: operations["denyTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-requests/{time_off_request_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a time-off request */
        post: operations["cancelTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/time-off-liability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Time-off liability */
        get: operations["getTimeOffLiabilityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Holiday calendar of a year */
        get: operations["listTimeOffHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/time-off-holidays/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the holiday calendar of a year */
        put: operations["replaceTimeOffHolidays"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/historical-payrolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List historical payrolls */
        get: operations["listHistoricalPayrolls"];
        put?: never;
        /** Enter a payroll run elsewhere earlier in the year (historical payroll) */
        post: operations["createHistoricalPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/historical-payrolls/{payroll_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a historical payroll */
        get: operations["getHistoricalPayroll"];
        put?: never;
        post?: never;
        /** Delete a historical payroll */
        delete: operations["deleteHistoricalPayroll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/w2s/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form W-2 of an employee (JSON, or copies B, C and 2 as PDF with Accept: application/pdf) */
        get: operations["getW2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/w3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form W-3: totals of the W-2s of a year */
        get: operations["getW3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/w2-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SSA's electronic W-2 file (EFW2) for a year */
        get: operations["getW2File"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/contractors/{contractor_id}/1099-necs/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form 1099-NEC of a contractor (JSON, or Copy B as PDF with Accept: application/pdf) */
        get: operations["getForm1099Nec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/1096": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form 1096 totals of the 1099-NECs of a year */
        get: operations["getForm1096"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/reports/year-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Year-end reconciliation: paychecks, Forms 941, W-3 and 940 side by side */
        get: operations["getYearEndReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/941": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form 941 of a quarter (lines 1–12, line 16, Schedule B; a PDF with Accept: application/pdf) */
        get: operations["getForm941"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/940": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form 940 of a year (lines 1–17, Schedule A; a PDF with Accept: application/pdf) */
        get: operations["getForm940"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/state-wage-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A state's quarterly wage report (JSON, or CSV with Accept: text/csv) */
        get: operations["getStateWageReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/companies/tax-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the EIN and state employer account numbers the year-end forms carry */
        put: operations["replaceCompanyTaxIds"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ACH origination settings */
        get: operations["getPaymentSettings"];
        /** Set the ACH origination settings */
        put: operations["replacePaymentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/payment-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** NACHA ACH file of an approved payroll */
        get: operations["getPayrollPaymentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment status of the paychecks of a payroll */
        get: operations["listPayrollPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the settlement of the payment file */
        post: operations["settlePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/paychecks/{employee_id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a returned direct deposit */
        post: operations["returnPaycheckPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payment-returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a NACHA return file */
        post: operations["createPaymentReturns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/payrolls/{payroll_id}/paychecks/{employee_id}/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a manual check for a paycheck */
        post: operations["issuePaycheckCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check register */
        get: operations["listChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/checks/positive-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Positive-pay CSV of issued checks */
        get: operations["getPositivePayFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/tax-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax deposit calendar */
        get: operations["listTaxDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/tax-deposits/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announce tax deposits due soon (tax_deposit.due_soon) */
        post: operations["notifyTaxDepositsDueSoon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/v1/employees/{employee_id}/timesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employee's timesheet: hours per day, overtime by rule, locked days
         * @description The days of one person in the company time zone, classified by the payroll engine: regular, overtime (1.5×) and double overtime (2×) seconds, each overtime second under the rule that produced it (FLSA weekly 40 h; CA, AK, NV, CO daily rules; CA 7th consecutive day; see docs/overtime-rules.md), and whether an approved payroll locks the day (its punches cannot change).
         */
        get: operations["getEmployeeTimesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "employee.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.created
         * @description An employee was invited (POST /employees).
         */
        post: operations["webhook_employee_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.updated
         * @description An employee changed (PATCH /employees/{employee_id}), other than a dismissal.
         */
        post: operations["webhook_employee_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.terminated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.terminated
         * @description An employee was dismissed (PATCH with is_active false and dismissed_on).
         */
        post: operations["webhook_employee_terminated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "earning.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * earning.created
         * @description A new earning record (POST /employees/{employee_id}/earnings).
         */
        post: operations["webhook_earning_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.clock_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.clock_in
         * @description A work record opened by POST /time-records/clock-in (type work).
         */
        post: operations["webhook_time_record_clock_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.clock_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.clock_out
         * @description An active record was closed by a punch: POST /time-records/clock-out, or a clock-in that ended the active record (a break ends the work record, clocking in from a break ends the break, a switch ends the current record).
         */
        post: operations["webhook_time_record_clock_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.break_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.break_started
         * @description A break record opened by POST /time-records/clock-in (type break).
         */
        post: operations["webhook_time_record_break_started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.switched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.switched
         * @description A work record opened by a switch (POST /time-records/clock-in, type switch) for another customer or project.
         */
        post: operations["webhook_time_record_switched"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.auto_clocked_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.auto_clocked_out
         * @description An active record passed its expires_at (the daily cut-off) and was closed automatically.
         */
        post: operations["webhook_time_record_auto_clocked_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.created
         * @description A finished record was added by hand (POST /time-records).
         */
        post: operations["webhook_time_record_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.updated
         * @description A record was edited (PATCH /time-records/{time_record_id}).
         */
        post: operations["webhook_time_record_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_record.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_record.deleted
         * @description A record was deleted (DELETE /time-records/{time_record_id}); data is its last state.
         */
        post: operations["webhook_time_record_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.draft_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.draft_created
         * @description A draft payroll was created (POST /payrolls).
         */
        post: operations["webhook_payroll_draft_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.updated
         * @description A draft or reopened payroll changed (PUT /payrolls/{payroll_id}, PATCH of a paycheck).
         */
        post: operations["webhook_payroll_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.approved
         * @description A payroll was approved (status pending).
         */
        post: operations["webhook_payroll_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.reopened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.reopened
         * @description An approved payroll was reopened (status reopened).
         */
        post: operations["webhook_payroll_reopened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.processing
         * @description A payroll started processing (status processing).
         */
        post: operations["webhook_payroll_processing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.paid
         * @description A payroll was paid (status paid).
         */
        post: operations["webhook_payroll_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.failed
         * @description A payroll failed to process (status failed).
         */
        post: operations["webhook_payroll_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payroll.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payroll.deleted
         * @description A draft payroll was deleted; data is its last state.
         */
        post: operations["webhook_payroll_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "paycheck.payment_returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * paycheck.payment_returned
         * @description A direct deposit came back from the bank (POST /payrolls/{payroll_id}/paychecks/{employee_id}/returns or a return file, POST /payment-returns); data carries the NACHA return reason code.
         */
        post: operations["webhook_paycheck_payment_returned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tax_deposit.due_soon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tax_deposit.due_soon
         * @description A tax deposit is due within the next banking days (POST /tax-deposits/notify, run daily); once per deposit.
         */
        post: operations["webhook_tax_deposit_due_soon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * import.completed
         * @description A CSV import (payclock import …) committed its rows.
         */
        post: operations["webhook_import_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "company.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * company.updated
         * @description Company settings changed (PATCH /companies).
         */
        post: operations["webhook_company_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_off_request.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_off_request.created
         * @description A time-off request was made (POST /time-off-requests).
         */
        post: operations["webhook_time_off_request_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_off_request.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_off_request.approved
         * @description A time-off request was approved; its hours were taken from the balance.
         */
        post: operations["webhook_time_off_request_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_off_request.denied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_off_request.denied
         * @description A pending time-off request was denied.
         */
        post: operations["webhook_time_off_request_denied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_off_request.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_off_request.cancelled
         * @description A time-off request was cancelled (an approved one gives its hours back).
         */
        post: operations["webhook_time_off_request_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_off_balance.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * time_off_balance.changed
         * @description A time-off balance changed: accrual on payroll approval (or its reversal on reopen), a use, an adjustment, a year-end expiry or a payout.
         */
        post: operations["webhook_time_off_balance_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook_endpoint.disabled
         * @description An endpoint that had failed for 3 days was disabled (its pending deliveries failed).
         */
        post: operations["webhook_webhook_endpoint_disabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ping
         * @description Sent by POST /webhook-endpoints/{webhook_endpoint_id}/ping to that endpoint only.
         */
        post: operations["webhook_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem details */
        Problem: {
            /** @example urn:payclock:problem:not_found */
            type: string;
            title: string;
            status: number;
            /** @enum {string} */
            code: "validation_failed" | "malformed_json" | "invalid_reference" | "disabled_reference" | "outside_geofence" | "employee_inactive" | "unauthorized" | "token_expired" | "plan_required" | "out_of_scope" | "not_found" | "route_not_found" | "payroll_not_configured" | "method_not_allowed" | "already_clocked_in" | "not_clocked_in" | "overlapping_record" | "period_locked" | "duplicate_email" | "duplicate_name" | "frequency_locked" | "payroll_not_draft" | "period_already_has_payroll" | "reopen_deadline_passed" | "invalid_state" | "insufficient_time_off_balance" | "time_off_waiting_period" | "overlapping_time_off" | "payroll_not_approved" | "idempotency_request_in_progress" | "payload_too_large" | "uri_too_long" | "headers_too_large" | "request_timeout" | "unsupported_media_type" | "not_acceptable" | "payment_settings_missing" | "bank_account_invalid" | "idempotency_key_reused" | "missing_tax_information" | "rate_limited" | "clock_in_in_progress" | "internal_error" | "service_unavailable";
            detail: string;
            errors?: {
                field: string;
                message: string;
            }[];
        };
        Company: {
            company_id: number;
            name: string;
            email: string;
            phone: string | null;
            timezone: string | null;
            start_date: string | null;
            default_pay_period: string | null;
            address: {
                address_line_1: string;
                address_line_2: string | null;
                city: string;
                state: string;
                zip: string;
                /** @description Two-letter country code */
                country: string;
            } | null;
            plan_name: ("timetracking" | "payroll" | "premium") | null;
            /** @enum {string} */
            workweek_start: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
            /** @description Local HH:MM of the automatic clock-out */
            daily_cutoff: string;
            require_customer: boolean;
            require_project: boolean;
            /** @description Breaks shorter than this many minutes are paid time worked (29 CFR 785.18 rest periods; a bona fide meal period is ordinarily 30 minutes, 29 CFR 785.19(a)); longer ones are unpaid except paid_lunch_time. Default 30 */
            min_unpaid_break_minutes: number;
            /** @description Employer SUI rate per state, as a fraction (0.034 = 3.4%) */
            sui_rates: {
                [key: string]: number;
            };
        };
        Earning: {
            employee_earnings_id: number;
            /** @description Effective date (midnight UTC of the company-local date) */
            start_date: string;
            payment_unit: ("hour" | "salary" | "hourly_salary" | "yearly" | "weekly" | "biweekly" | "monthly") | null;
            salary_type: ("yearly" | "quarterly" | "monthly" | "semimonthly" | "weekly" | "biweekly") | null;
            payment_amount: number | null;
            salary: number | null;
            overtime_amount: number | null;
            default_hours: number | null;
            pto_payment_amount: number | null;
        };
        EmployeeListItem: {
            employee_id: number;
            first_name: string;
            last_name: string;
            middle_name: string | null;
            email: string;
            nickname: string | null;
            dob: string | null;
            is_active: boolean;
            status: string | null;
            /** @enum {string} */
            onboarding_status: "completed" | "needs_attention" | "blocking";
            start_date: string | null;
            employment_type: ("admin" | "employee" | "contractor") | null;
            timetrack_only: boolean | null;
            contractor_type: string | null;
            mobile_phone: string | null;
            home_phone: string | null;
            department: {
                department_id: number;
                name: string;
            } | null;
            pay_schedule_group: {
                pay_schedule_group_id: number;
                name: string;
            } | null;
            address: {
                address_line_1: string;
                address_line_2: string | null;
                city: string;
                state: string;
                zip: string;
                /** @description Two-letter country code */
                country: string;
            } | null;
            current_earning: components["schemas"]["Earning"] | null;
            workplace_id: string | null;
            dismissed_on: string | null;
            /** @enum {string} */
            payment_method: "direct_deposit" | "manual";
        };
        EmployeeDetail: {
            employee_id: number;
            first_name: string;
            last_name: string;
            middle_name: string | null;
            email: string;
            nickname: string | null;
            dob: string | null;
            is_active: boolean;
            status: string | null;
            /** @enum {string} */
            onboarding_status: "completed" | "needs_attention" | "blocking";
            start_date: string | null;
            employment_type: ("admin" | "employee" | "contractor") | null;
            timetrack_only: boolean | null;
            contractor_type: string | null;
            mobile_phone: string | null;
            home_phone: string | null;
            department: {
                department_id: number;
                name: string;
            } | null;
            pay_schedule_group: {
                pay_schedule_group_id: number;
                name: string;
            } | null;
            address: {
                address_line_1: string;
                address_line_2: string | null;
                city: string;
                state: string;
                zip: string;
                /** @description Two-letter country code */
                country: string;
            } | null;
            current_earning: components["schemas"]["Earning"] | null;
            workplace_id: string | null;
            dismissed_on: string | null;
            /** @enum {string} */
            payment_method: "direct_deposit" | "manual";
            recovery_email: string | null;
            ssn_last4: string | null;
            work_phone_ext: string | null;
            daily_time_limit: number | null;
            weekly_time_limit: number | null;
            paid_lunch_time: number | null;
            lunch_in_overtime: boolean | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            /** @description Newest first */
            earning_history: components["schemas"]["Earning"][];
            termination_payout?: components["schemas"]["TerminationPayout"];
        };
        Project: {
            project_id: number;
            name: string;
            customer_id: number | null;
            is_disabled: boolean;
            customer: {
                customer_id: number;
                name: string;
            } | null;
            latitude: number | null;
            longitude: number | null;
            radius_meters: number | null;
        };
        BankAccount: {
            bank_account_id: number;
            employee_id: number;
            routing_number_last4: string;
            account_number_last4: string;
            /** @enum {string} */
            account_type: "checking" | "savings";
            split_amount: number | null;
            split_percent: number | null;
            /** @description Receives what the other accounts leave (paid last) */
            remainder: boolean;
            created_at: string;
        };
        CustomerListItem: {
            customer_id: number;
            name: string;
            is_disabled: boolean;
            latitude: number | null;
            longitude: number | null;
            radius_meters: number | null;
        };
        CustomerDetail: {
            customer_id: number;
            name: string;
            is_disabled: boolean;
            latitude: number | null;
            longitude: number | null;
            radius_meters: number | null;
            projects: components["schemas"]["Project"][];
        };
        Workplace: {
            /** @description `wrk_` + 20 url-safe characters */
            workplace_id: string;
            line1: string;
            line2: string | null;
            city: string;
            /** @description Two-letter state code */
            state: string;
            postal_code: string;
            country: string;
            active: boolean;
            psd_code: string | null;
        };
        AuditEvent: {
            audit_event_id: number;
            resource_type: string;
            resource_id: string;
            action: string;
            /** @description `key:<api key prefix>` or `system` */
            actor: string;
            source: string | null;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            at: string;
        };
        TimeRecordListItem: {
            time_record_id: number;
            /** @enum {string} */
            type: "work" | "break";
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            start: string;
            end: string | null;
            missed_clockout: boolean;
            clockin_source: string | null;
            clockout_source: string | null;
            start_location: string;
            end_location: string | null;
            note: string | null;
            end_note: string | null;
            employee_id: number;
            customer_id: number | null;
            project_id: number | null;
            customer: {
                customer_id: number;
                name: string;
            } | null;
            project: {
                project_id: number;
                name: string;
            } | null;
        };
        TimeRecordDetail: {
            time_record_id: number;
            /** @enum {string} */
            type: "work" | "break";
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            start: string;
            end: string | null;
            missed_clockout: boolean;
            clockin_source: string | null;
            clockout_source: string | null;
            start_location: string;
            end_location: string | null;
            note: string | null;
            end_note: string | null;
            employee_id: number;
            customer_id: number | null;
            project_id: number | null;
            customer: {
                customer_id: number;
                name: string;
            } | null;
            project: {
                project_id: number;
                name: string;
            } | null;
            start_coordinates: string | null;
            end_coordinates: string | null;
            expires_at: string | null;
            note_img_url: string | null;
            end_note_img_url: string | null;
            employee: {
                employee_id: number;
                first_name: string;
                last_name: string;
            };
        };
        PeriodOptions: {
            regular: {
                pay_schedule_group_id: number;
                name: string;
                /** @enum {string} */
                pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                periods: {
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    end_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    payday: string;
                    /** @enum {string} */
                    status: "open" | "draft" | "pending" | "processing" | "paid" | "failed" | "reopened" | "skipped";
                    payroll_id: string | null;
                }[];
            }[];
            off_cycle: {
                allowed: boolean;
            };
        };
        InitializeResponse: {
            type: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            start_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            end_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            payday: string;
            /** @enum {string} */
            pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
            pay_schedule_group_id: number | null;
            employees: {
                employee_id: number;
                first_name?: string;
                last_name?: string;
                /** @enum {string} */
                payment_method?: "direct_deposit" | "manual";
                note?: string | null;
                payrollData?: {
                    earning?: {
                        employee_earnings_id: number;
                        /** @description Effective date (midnight UTC of the company-local date) */
                        start_date: string;
                        payment_unit: string | null;
                        salary_type: string | null;
                        payment_amount: number | null;
                        salary: number | null;
                        overtime_amount: number | null;
                        default_hours: number | null;
                        pto_payment_amount: number | null;
                    } | null;
                    time_totals?: {
                        /** @description Hours, ≤ 2 decimals */
                        regular_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        double_overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        paid_break_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        unpaid_break_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        total_hours: number;
                    };
                    earnings: {
                        /** @enum {string} */
                        type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                        hours?: number | null;
                        rate?: number | null;
                        amount?: number | null;
                        description?: string | null;
                    }[];
                    jobCostingData?: {
                        customer_id: number | null;
                        customer_name: string | null;
                        project_id: number | null;
                        project_name: string | null;
                        /** @description Hours, ≤ 2 decimals */
                        regular_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        double_overtime_hours: number;
                        /** @description Dollars, ≤ 2 decimals */
                        amount: number;
                    }[];
                    /** @description Dollars, ≤ 2 decimals */
                    gross_pay?: number;
                    time_record_ids?: number[];
                };
                splits?: {
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    end_date: string;
                    payrollData: {
                        earning?: {
                            employee_earnings_id: number;
                            /** @description Effective date (midnight UTC of the company-local date) */
                            start_date: string;
                            payment_unit: string | null;
                            salary_type: string | null;
                            payment_amount: number | null;
                            salary: number | null;
                            overtime_amount: number | null;
                            default_hours: number | null;
                            pto_payment_amount: number | null;
                        } | null;
                        time_totals?: {
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            paid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            unpaid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            total_hours: number;
                        };
                        earnings: {
                            /** @enum {string} */
                            type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                            hours?: number | null;
                            rate?: number | null;
                            amount?: number | null;
                            description?: string | null;
                        }[];
                        jobCostingData?: {
                            customer_id: number | null;
                            customer_name: string | null;
                            project_id: number | null;
                            project_name: string | null;
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Dollars, ≤ 2 decimals */
                            amount: number;
                        }[];
                        /** @description Dollars, ≤ 2 decimals */
                        gross_pay?: number;
                        time_record_ids?: number[];
                    };
                }[];
            }[];
            contractors: {
                employee_id: number;
                first_name?: string;
                last_name?: string;
                /** @enum {string} */
                payment_method?: "direct_deposit" | "manual";
                note?: string | null;
                payrollData?: {
                    earning?: {
                        employee_earnings_id: number;
                        /** @description Effective date (midnight UTC of the company-local date) */
                        start_date: string;
                        payment_unit: string | null;
                        salary_type: string | null;
                        payment_amount: number | null;
                        salary: number | null;
                        overtime_amount: number | null;
                        default_hours: number | null;
                        pto_payment_amount: number | null;
                    } | null;
                    time_totals?: {
                        /** @description Hours, ≤ 2 decimals */
                        regular_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        double_overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        paid_break_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        unpaid_break_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        total_hours: number;
                    };
                    earnings: {
                        /** @enum {string} */
                        type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                        hours?: number | null;
                        rate?: number | null;
                        amount?: number | null;
                        description?: string | null;
                    }[];
                    jobCostingData?: {
                        customer_id: number | null;
                        customer_name: string | null;
                        project_id: number | null;
                        project_name: string | null;
                        /** @description Hours, ≤ 2 decimals */
                        regular_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        overtime_hours: number;
                        /** @description Hours, ≤ 2 decimals */
                        double_overtime_hours: number;
                        /** @description Dollars, ≤ 2 decimals */
                        amount: number;
                    }[];
                    /** @description Dollars, ≤ 2 decimals */
                    gross_pay?: number;
                    time_record_ids?: number[];
                };
                splits?: {
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    end_date: string;
                    payrollData: {
                        earning?: {
                            employee_earnings_id: number;
                            /** @description Effective date (midnight UTC of the company-local date) */
                            start_date: string;
                            payment_unit: string | null;
                            salary_type: string | null;
                            payment_amount: number | null;
                            salary: number | null;
                            overtime_amount: number | null;
                            default_hours: number | null;
                            pto_payment_amount: number | null;
                        } | null;
                        time_totals?: {
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            paid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            unpaid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            total_hours: number;
                        };
                        earnings: {
                            /** @enum {string} */
                            type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                            hours?: number | null;
                            rate?: number | null;
                            amount?: number | null;
                            description?: string | null;
                        }[];
                        jobCostingData?: {
                            customer_id: number | null;
                            customer_name: string | null;
                            project_id: number | null;
                            project_name: string | null;
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Dollars, ≤ 2 decimals */
                            amount: number;
                        }[];
                        /** @description Dollars, ≤ 2 decimals */
                        gross_pay?: number;
                        time_record_ids?: number[];
                    };
                }[];
            }[];
            warnings: {
                code: string;
                message: string;
                employee_id: number | null;
                time_record_id: number | null;
            }[];
            actions: {
                create_draft: {
                    /** @enum {string} */
                    type: "regular" | "off_cycle";
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    end_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    payday: string;
                    pay_frequency?: ("weekly" | "biweekly" | "semimonthly" | "monthly") | null;
                    pay_schedule_group_id?: number | null;
                    off_cycle_options?: {
                        /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                        force_supplemental_withholding: boolean;
                        /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                        apply_benefits: boolean;
                        /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                        apply_post_tax_deductions: boolean;
                    } | null;
                    employees: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                    contractors?: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                };
            };
        };
        Preview: {
            payroll_id: string;
            status: string;
            type: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            start_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            end_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            payday: string;
            /** @enum {string} */
            pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
            pay_schedule_group_id: number | null;
            off_cycle_options: {
                /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                force_supplemental_withholding: boolean;
                /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                apply_benefits: boolean;
                /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                apply_post_tax_deductions: boolean;
            } | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            approved_at: string | null;
            engine_version: string;
            totals: {
                /** @description Dollars, ≤ 2 decimals */
                employee_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                post_tax_deductions: number;
                /** @description Dollars, ≤ 2 decimals */
                reimbursements: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_net: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_net: number;
                /** @description Dollars, ≤ 2 decimals */
                company_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                company_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                liability: number;
                /** @description Dollars, ≤ 2 decimals */
                cash_requirement: number;
            };
            employees: {
                employee_id: number;
                first_name: string;
                last_name: string;
                payment_method: string;
                note: string | null;
                workplace_id: string | null;
                /** @description Dollars, ≤ 2 decimals */
                gross_pay: number;
                earnings: {
                    type: string;
                    hours: number | null;
                    rate: number | null;
                    /** @description Dollars, ≤ 2 decimals */
                    amount: number;
                    description: string | null;
                }[];
                taxes: {
                    code: string;
                    description: string;
                    jurisdiction: string;
                    /** @enum {string} */
                    payer: "employee" | "company";
                    /** @description Dollars, ≤ 2 decimals */
                    taxable_wages: number;
                    rate: number | null;
                    /** @description Dollars, ≤ 2 decimals */
                    amount: number;
                    /** @description Why this line and how it was computed, with its source */
                    reason: string;
                }[];
                benefits: {
                    code: string;
                    description: string;
                    /** @description Dollars, ≤ 2 decimals */
                    employee_amount: number;
                    /** @description Dollars, ≤ 2 decimals */
                    company_amount: number;
                    pre_tax: boolean;
                    reason: string;
                }[];
                post_tax_deductions: {
                    code: string;
                    description: string;
                    /** @description Dollars, ≤ 2 decimals */
                    amount: number;
                    reason: string;
                }[];
                /** @description Dollars, ≤ 2 decimals */
                net_pay: number;
                /** @description The punches that produced the time-based earnings */
                time_record_ids: number[];
                warnings: {
                    code: string;
                    message: string;
                }[];
            }[];
            contractors: {
                employee_id: number;
                first_name: string;
                last_name: string;
                payment_method: string;
                note: string | null;
                /** @description Dollars, ≤ 2 decimals */
                gross_pay: number;
                earnings: {
                    type: string;
                    hours: number | null;
                    rate: number | null;
                    /** @description Dollars, ≤ 2 decimals */
                    amount: number;
                    description: string | null;
                }[];
                /** @description Dollars, ≤ 2 decimals */
                reimbursements: number;
                /** @description Dollars, ≤ 2 decimals */
                net_pay: number;
                time_record_ids: number[];
            }[];
            warnings: {
                code: string;
                message: string;
                employee_id: number | null;
            }[];
            actions: {
                approve: {
                    method: string;
                    path: string;
                } | null;
            };
            /** @description Only when `limit` was asked: this page of people; the totals are the whole payroll. */
            pagination?: {
                limit: number;
                next_cursor: string | null;
            };
        };
        PayrollSummary: {
            payroll_id: string;
            status: string;
            type: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            start_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            end_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            payday: string;
            /** @enum {string} */
            pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
            pay_schedule_group_id: number | null;
            off_cycle_options: {
                /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                force_supplemental_withholding: boolean;
                /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                apply_benefits: boolean;
                /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                apply_post_tax_deductions: boolean;
            } | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            approved_at: string | null;
            totals: {
                /** @description Dollars, ≤ 2 decimals */
                employee_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                post_tax_deductions: number;
                /** @description Dollars, ≤ 2 decimals */
                reimbursements: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_net: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_net: number;
                /** @description Dollars, ≤ 2 decimals */
                company_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                company_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                liability: number;
                /** @description Dollars, ≤ 2 decimals */
                cash_requirement: number;
            };
            employee_count: number;
            contractor_count: number;
        };
        PaycheckDeposit: {
            bank_account_id: number;
            /** @enum {string} */
            account_type: "checking" | "savings";
            account_number_last4: string;
            routing_number_last4: string;
            /** @description Dollars, ≤ 2 decimals */
            amount: number;
        };
        PaycheckSummary: {
            employee_id: number;
            first_name: string;
            last_name: string;
            is_contractor: boolean;
            payment_method: string;
            note: string | null;
            /** @description Dollars, ≤ 2 decimals */
            gross_pay: number;
            /** @description Dollars, ≤ 2 decimals */
            reimbursements: number;
            /** @description Dollars, ≤ 2 decimals */
            employee_taxes: number;
            /** @description Dollars, ≤ 2 decimals */
            company_taxes: number;
            /** @description Dollars, ≤ 2 decimals */
            employee_benefits: number;
            /** @description Dollars, ≤ 2 decimals */
            company_benefits: number;
            /** @description Dollars, ≤ 2 decimals */
            post_tax_deductions: number;
            /** @description Dollars, ≤ 2 decimals */
            net_pay: number;
            /** @description Direct deposit of the net pay: fixed and percentage splits first, the remainder account last (empty when paid manually) */
            deposits: components["schemas"]["PaycheckDeposit"][];
            warnings: {
                code: string;
                message: string;
            }[];
        };
        PaycheckPatchResponse: {
            payroll_id: string;
            paycheck: components["schemas"]["PaycheckSummary"];
            totals: {
                /** @description Dollars, ≤ 2 decimals */
                employee_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                post_tax_deductions: number;
                /** @description Dollars, ≤ 2 decimals */
                reimbursements: number;
                /** @description Dollars, ≤ 2 decimals */
                employee_net: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_gross: number;
                /** @description Dollars, ≤ 2 decimals */
                contractor_net: number;
                /** @description Dollars, ≤ 2 decimals */
                company_taxes: number;
                /** @description Dollars, ≤ 2 decimals */
                company_benefits: number;
                /** @description Dollars, ≤ 2 decimals */
                liability: number;
                /** @description Dollars, ≤ 2 decimals */
                cash_requirement: number;
            };
        };
        WebhookEndpoint: {
            webhook_endpoint_id: number;
            /** @description Where events are POSTed (https://) */
            url: string;
            /** @description Subscribed event types, or `["*"]` */
            event_types: string[];
            description: string | null;
            /** @description false: no new deliveries, pending ones wait */
            enabled: boolean;
            disabled_reason: string | null;
            failing_since: string | null;
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            updated_at: string;
        };
        WebhookEndpointWithSecret: {
            webhook_endpoint_id: number;
            /** @description Where events are POSTed (https://) */
            url: string;
            /** @description Subscribed event types, or `["*"]` */
            event_types: string[];
            description: string | null;
            /** @description false: no new deliveries, pending ones wait */
            enabled: boolean;
            disabled_reason: string | null;
            failing_since: string | null;
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            updated_at: string;
            /** @description Signing secret `whsec_…` (Standard Webhooks); store it now, it is not shown again */
            secret: string;
        };
        Delivery: {
            delivery_id: number;
            webhook_endpoint_id: number;
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "retrying" | "delivered" | "failed";
            /** @description Created by POST /events/{event_id}/redeliver or a ping */
            redelivery: boolean;
            attempt_count: number;
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            delivered_at: string | null;
            failed_at: string | null;
            attempts: {
                /** @description 1, 2, … */
                attempt: number;
                /**
                 * Format: date-time
                 * @description ISO-8601 UTC timestamp with milliseconds
                 * @example 2026-03-05T09:00:00.000Z
                 */
                started_at: string;
                finished_at: string | null;
                response_status: number | null;
                latency_ms: number | null;
                response_body: string | null;
                error: string | null;
            }[];
        };
        Event: {
            /** @description `evt_` + 20 url-safe characters */
            id: string;
            /** @description An event type of the catalogue, or `ping` */
            type: string;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            company_id: number;
            /** @description The resource as the API returns it */
            data: {
                [key: string]: unknown;
            };
            /** @description On updates: the changed fields with their earlier values */
            previous_attributes?: {
                [key: string]: unknown;
            };
        };
        EarningEventData: {
            employee_id: number;
            employee_earnings_id: number;
            /** @description Effective date (midnight UTC of the company-local date) */
            start_date: string;
            payment_unit: ("hour" | "salary" | "hourly_salary" | "yearly" | "weekly" | "biweekly" | "monthly") | null;
            salary_type: ("yearly" | "quarterly" | "monthly" | "semimonthly" | "weekly" | "biweekly") | null;
            payment_amount: number | null;
            salary: number | null;
            overtime_amount: number | null;
            default_hours: number | null;
            pto_payment_amount: number | null;
        };
        ImportCompleted: {
            /** @enum {string} */
            kind: "employees" | "customers" | "projects" | "time-records";
            /** @description Rows imported (one resource each) */
            imported: number;
            /** @description `csv_import` */
            source: string;
        };
        PingData: {
            webhook_endpoint_id: number;
            message: string;
        };
        TimeOffPolicy: {
            time_off_policy_id: number;
            name: string;
            /** @enum {string} */
            kind: "pto" | "vacation" | "sick" | "holiday" | "unpaid";
            /**
             * @description per_hour_worked: accrual_hours per per_hours_worked hours worked (posted when a payroll is approved); per_pay_period: accrual_hours per approved regular payroll; annual_front_load: accrual_hours once a year (front_load_on); none: no accrual (holiday, unpaid, adjustments only)
             * @enum {string}
             */
            accrual_method: "per_hour_worked" | "per_pay_period" | "annual_front_load" | "none";
            accrual_hours: number;
            per_hours_worked: number | null;
            front_load_on: string | null;
            accrual_rounding: string;
            max_balance_hours: number | null;
            max_accrued_per_year_hours: number | null;
            max_used_per_year_hours: number | null;
            carryover_limit_hours: number | null;
            waiting_period_days: number;
            overtime_accrues: boolean;
            allow_negative: boolean;
            payout_on_termination: boolean;
            auto_enroll: boolean;
            is_archived: boolean;
            enrolled_count: number;
            warnings: {
                code: string;
                /** @description State code, or a city such as NY-NYC */
                jurisdiction: string;
                /** @description The law, e.g. "CA Labor Code §246(b)(1)" */
                rule: string;
                message: string;
            }[];
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            updated_at: string;
        };
        TimeOffBalance: {
            time_off_policy_id: number;
            name: string;
            /** @enum {string} */
            kind: "pto" | "vacation" | "sick" | "holiday" | "unpaid";
            /** @description Accruals (net of reversals) up to as_of */
            accrued_hours: number;
            /** @description Approved requests (uses) up to as_of, positive */
            used_hours: number;
            /** @description Adjustments, expiries and payouts up to as_of (signed) */
            adjusted_hours: number;
            /** @description Sum of every entry up to as_of */
            available_hours: number;
            /** @description Hours of pending requests */
            pending_hours: number;
        };
        TimeOffRequest: {
            time_off_request_id: number;
            employee_id: number;
            time_off_policy_id: number;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            start_date: string;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            end_date: string;
            hours_per_day: number;
            include_weekends: boolean;
            total_hours: number;
            /** @enum {string} */
            status: "pending" | "approved" | "denied" | "cancelled";
            note: string | null;
            paid_payroll_id: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC timestamp with milliseconds
             * @example 2026-03-05T09:00:00.000Z
             */
            created_at: string;
            decided_at: string | null;
        };
        TimeOffBalanceChange: {
            time_off_policy_id: number;
            /** @description accrual | use | adjustment | expiry | payout */
            entry_kind: string;
            /** @description Signed change of the balance, hours */
            change_hours: number;
            /** @description Balance after the change (every entry), hours */
            available_hours: number;
        };
        /**
         * @example {
         *       "employee_id": 5,
         *       "payroll_id": "prl_8c1f2e9a",
         *       "time_off_request_id": null,
         *       "balances": [
         *         {
         *           "time_off_policy_id": 1,
         *           "entry_kind": "accrual",
         *           "change_hours": 2.8833,
         *           "available_hours": 12.8833
         *         },
         *         {
         *           "time_off_policy_id": 2,
         *           "entry_kind": "accrual",
         *           "change_hours": 2.67,
         *           "available_hours": 30.67
         *         }
         *       ]
         *     }
         */
        TimeOffBalanceChanged: {
            employee_id: number;
            payroll_id: string | null;
            time_off_request_id: number | null;
            /** @description Per policy whose balance the posting changed, in policy order of the posting */
            balances: components["schemas"]["TimeOffBalanceChange"][];
        };
        TerminationPayout: {
            employee_id: number;
            /**
             * Format: date
             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
             * @example 2026-11-21
             */
            dismissed_on: string;
            /** @description One per policy marked payout_on_termination with a positive balance */
            lines: {
                time_off_policy_id: number;
                policy: string;
                kind: string;
                /** @description The whole balance, hours (4 decimals) */
                balance_hours: number;
                /** @description Hours paid: the balance to 2 decimals, half-up */
                hours: number;
                /** @description Dollars per hour: pto_payment_amount, else the hourly rate */
                rate: number;
                /** @description hours × rate, dollars, rounded half-up to the cent */
                amount: number;
            }[];
            /** @description Sum of the lines, dollars */
            total_amount: number;
            warnings: {
                code: string;
                message: string;
            }[];
            options: {
                off_cycle: {
                    method: string;
                    path: string;
                    body: {
                        [key: string]: unknown;
                    };
                } | null;
                next_regular: {
                    pay_schedule_group_id: number;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    end_date: string;
                    /**
                     * Format: date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                     * @example 2026-11-21
                     */
                    payday: string;
                    payroll_id: string | null;
                    /** @description open (no payroll yet), draft or reopened */
                    status: string;
                } | null;
            };
        };
        PaymentSettings: {
            odfi_routing_number: string;
            immediate_destination: string;
            immediate_destination_name: string;
            immediate_origin: string;
            immediate_origin_name: string;
            company_name: string;
            company_identification_last4: string;
            entry_description: string;
            balanced: boolean;
            offset_routing_number: string | null;
            offset_account_number_last4: string | null;
            offset_account_type: string | null;
            prenote_days: number;
            next_check_number: number;
            updated_at: string;
        };
        PaycheckPaymentEvent: {
            payroll_id: string;
            employee_id: number;
            /** @description Dollars */
            net_pay: number;
            /** @enum {string} */
            method: "direct_deposit" | "check";
            /** @enum {string} */
            status: "pending" | "sent" | "settled" | "returned" | "check_issued";
            return_code: string | null;
        };
        Check: {
            check_number: number;
            payroll_id: string;
            employee_id: number;
            payee_name: string;
            /** @description Dollars */
            amount: number;
            /** @description YYYY-MM-DD */
            issued_on: string;
            /** @enum {string} */
            reason: "manual_payment" | "reissue" | "prenote_pending";
            void: boolean;
        };
        PayrollPayments: {
            payroll_id: string;
            payroll_status: string;
            payday: string;
            file: {
                file_id: number;
                file_date: string;
                file_id_modifier: string;
                effective_entry_date: string;
                entry_count: number;
                total_credit: number;
                total_debit: number;
            } | null;
            paychecks: {
                employee_id: number;
                name: string;
                /** @description Dollars */
                net_pay: number;
                /** @enum {string} */
                method: "direct_deposit" | "check";
                /** @enum {string} */
                status: "pending" | "sent" | "settled" | "returned" | "check_issued";
                return_code: string | null;
                warning: string | null;
                entries: {
                    trace_number: string;
                    /** @enum {string} */
                    kind: "credit" | "prenote" | "offset";
                    transaction_code: number;
                    amount: number;
                    account_number_last4: string | null;
                    /** @enum {string} */
                    status: "sent" | "settled" | "returned";
                    return_code: string | null;
                }[];
                checks: components["schemas"]["Check"][];
            }[];
        };
        TaxDeposit: {
            /** @description YYYY-MM-DD, moved to the next business day */
            due_date: string;
            /** @enum {string} */
            tax: "federal_941" | "futa" | "state_withholding" | "state_unemployment";
            /** @description US or a state code */
            jurisdiction: string;
            /** @description Dollars */
            amount: number;
            payroll_ids: string[];
            /** @description The deposit period (dates, month or quarter) */
            period: string;
            /** @description monthly, semiweekly, next_day, quarterly, or the state rule kind */
            rule: string;
            /** @description Publication of the rule */
            source: string;
            /** @description Whether the rule was confirmed from the agency text */
            verified: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createConsoleLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        path: string;
                        /** @description UTC instant */
                        expires_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createComponentToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `employee`: one employee's components (needs employee_id); `admin`: the company's admin components
                     * @enum {string}
                     */
                    scope: "employee" | "admin";
                    employee_id?: number;
                    /** @description Seconds the token lives (60–900; default 900 = 15 min) */
                    lifetime_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Bearer token for the browser: `Authorization: Bearer pct_…` */
                        token: string;
                        /** @enum {string} */
                        scope: "employee" | "admin";
                        employee_id: number | null;
                        /** @description UTC instant */
                        expires_at: string;
                        /** @description Seconds until expires_at */
                        expires_in: number;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCurrentComponentToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        scope: "employee" | "admin" | "api_key";
                        employee_id: number | null;
                        expires_at: string | null;
                        company: {
                            name: string;
                            /** @description IANA time zone of the company (workweeks, local dates) */
                            timezone: string;
                            workweek_start: string;
                            plan: string;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getComponentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Browser origins (https://app.example.com) allowed to call the API with component tokens */
                        allowed_origins: string[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceComponentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Browser origins (https://app.example.com) allowed to call the API with component tokens */
                    allowed_origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Browser origins (https://app.example.com) allowed to call the API with component tokens */
                        allowed_origins: string[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayStatements: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            payroll_id: string;
                            payday: string;
                            start_date: string;
                            end_date: string;
                            type: string;
                            status: string;
                            /** @description Dollars */
                            gross_pay: number;
                            /** @description Dollars */
                            employee_taxes: number;
                            /** @description Dollars */
                            net_pay: number;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWithholdingCertificates: {
        parameters: {
            query: {
                /** @description Two-letter state code */
                state: string;
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        state: string;
                        year: number;
                        /** @description false: the state has no wage tax or no form in the tables */
                        has_certificate: boolean;
                        form: string | null;
                        filing_statuses: string[];
                        default_filing_status: string | null;
                        allowances: string | null;
                        additional_allowances: string | null;
                        extra: {
                            [key: string]: {
                                /** @enum {string} */
                                type: "enum" | "integer" | "boolean" | "dollars" | "pattern";
                                description: string;
                                required: boolean;
                                values?: string[];
                                min?: number;
                                max?: number;
                                pattern?: string;
                            };
                        };
                        no_certificate: string | null;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEmployeeWithholdingCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        work_state: string | null;
                        home_state: string | null;
                        work: {
                            state: string;
                            year: number;
                            /** @description false: the state has no wage tax or no form in the tables */
                            has_certificate: boolean;
                            form: string | null;
                            filing_statuses: string[];
                            default_filing_status: string | null;
                            allowances: string | null;
                            additional_allowances: string | null;
                            extra: {
                                [key: string]: {
                                    /** @enum {string} */
                                    type: "enum" | "integer" | "boolean" | "dollars" | "pattern";
                                    description: string;
                                    required: boolean;
                                    values?: string[];
                                    min?: number;
                                    max?: number;
                                    pattern?: string;
                                };
                            };
                            no_certificate: string | null;
                        } | null;
                        home: {
                            state: string;
                            year: number;
                            /** @description false: the state has no wage tax or no form in the tables */
                            has_certificate: boolean;
                            form: string | null;
                            filing_statuses: string[];
                            default_filing_status: string | null;
                            allowances: string | null;
                            additional_allowances: string | null;
                            extra: {
                                [key: string]: {
                                    /** @enum {string} */
                                    type: "enum" | "integer" | "boolean" | "dollars" | "pattern";
                                    description: string;
                                    required: boolean;
                                    values?: string[];
                                    min?: number;
                                    max?: number;
                                    pattern?: string;
                                };
                            };
                            no_certificate: string | null;
                        } | null;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description RFC 9457 problem details */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    phone?: string | null;
                    address?: {
                        address_line_1: string;
                        address_line_2?: string | null;
                        city: string;
                        /** @description Two-letter US state (50 states + DC) */
                        state: string;
                        /** @description 12345 or 12345-6789 */
                        zip: string;
                        /** @description Two-letter country code; only "US" */
                        country?: string;
                    } | null;
                    /** @description IANA time zone */
                    timezone?: string;
                    /** @enum {string} */
                    workweek_start?: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                    /** @description Local HH:MM of the automatic clock-out */
                    daily_cutoff?: string;
                    default_pay_period?: ("weekly" | "biweekly" | "semimonthly" | "monthly") | null;
                    require_customer?: boolean;
                    require_project?: boolean;
                    /** @description Breaks shorter than this many minutes are paid time worked; 20–120 (below 20 would leave rest periods unpaid, 29 CFR 785.18). Default 30 */
                    min_unpaid_break_minutes?: number;
                    /** @description State → employer SUI rate as a fraction 0–0.2 (0.034 = 3.4%); null removes the state */
                    sui_rates?: {
                        [key: string]: number | null;
                    };
                    /**
                     * @description Not writable through the API: any value is a 400 naming `plan`
                     * @enum {string}
                     */
                    plan?: "timetracking" | "payroll" | "premium";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                is_active?: boolean;
                employment_type?: "admin" | "employee" | "contractor";
                department_id?: number;
                pay_schedule_group_id?: number;
                workplace_id?: string;
                /** @description Case-insensitive search in name and email */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employees */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "employee_id": 1,
                     *           "first_name": "Ana",
                     *           "last_name": "Lopez",
                     *           "middle_name": null,
                     *           "email": "ana.lopez@acme.example",
                     *           "nickname": null,
                     *           "dob": null,
                     *           "is_active": true,
                     *           "status": "active",
                     *           "onboarding_status": "completed",
                     *           "start_date": "2024-01-01T00:00:00.000Z",
                     *           "employment_type": "employee",
                     *           "timetrack_only": false,
                     *           "contractor_type": null,
                     *           "mobile_phone": null,
                     *           "home_phone": null,
                     *           "department": null,
                     *           "pay_schedule_group": {
                     *             "pay_schedule_group_id": 1,
                     *             "name": "Hourly"
                     *           },
                     *           "address": null,
                     *           "current_earning": {
                     *             "employee_earnings_id": 1,
                     *             "start_date": "2025-01-01T00:00:00.000Z",
                     *             "payment_unit": "hour",
                     *             "salary_type": null,
                     *             "payment_amount": 20,
                     *             "salary": null,
                     *             "overtime_amount": 1.5,
                     *             "default_hours": 40,
                     *             "pto_payment_amount": 20
                     *           },
                     *           "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *           "dismissed_on": null,
                     *           "payment_method": "direct_deposit"
                     *         },
                     *         {
                     *           "employee_id": 2,
                     *           "first_name": "Jane",
                     *           "last_name": "Smith",
                     *           "middle_name": null,
                     *           "email": "jane.smith@acme.example",
                     *           "nickname": null,
                     *           "dob": null,
                     *           "is_active": true,
                     *           "status": "active",
                     *           "onboarding_status": "completed",
                     *           "start_date": "2026-11-02T00:00:00.000Z",
                     *           "employment_type": "employee",
                     *           "timetrack_only": false,
                     *           "contractor_type": null,
                     *           "mobile_phone": null,
                     *           "home_phone": null,
                     *           "department": null,
                     *           "pay_schedule_group": {
                     *             "pay_schedule_group_id": 1,
                     *             "name": "Hourly"
                     *           },
                     *           "address": null,
                     *           "current_earning": {
                     *             "employee_earnings_id": 2,
                     *             "start_date": "2026-11-02T00:00:00.000Z",
                     *             "payment_unit": "hour",
                     *             "salary_type": null,
                     *             "payment_amount": 24.5,
                     *             "salary": null,
                     *             "overtime_amount": 1.5,
                     *             "default_hours": 40,
                     *             "pto_payment_amount": null
                     *           },
                     *           "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *           "dismissed_on": null,
                     *           "payment_method": "direct_deposit"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 2,
                     *         "next_cursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EmployeeListItem"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Jane",
                 *       "last_name": "Smith",
                 *       "email": "jane.smith@acme.example",
                 *       "employment_type": "employee",
                 *       "start_date": "2026-11-02T00:00:00.000Z",
                 *       "workplace": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                 *       "pay_schedule_group_id": 1,
                 *       "payment_unit": "hour",
                 *       "payment_amount": 24.5,
                 *       "overtime_amount": 1.5,
                 *       "default_hours": 40
                 *     }
                 */
                "application/json": {
                    first_name: string;
                    last_name: string;
                    /** @description Stored lower-case */
                    email: string;
                    /** @enum {string} */
                    employment_type: "admin" | "employee" | "contractor";
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    middle_name?: string | null;
                    nickname?: string | null;
                    dob?: string | null;
                    mobile_phone?: string | null;
                    home_phone?: string | null;
                    work_phone_ext?: string | null;
                    recovery_email?: string | null;
                    address?: {
                        address_line_1: string;
                        address_line_2?: string | null;
                        city: string;
                        /** @description Two-letter US state (50 states + DC) */
                        state: string;
                        /** @description 12345 or 12345-6789 */
                        zip: string;
                        /** @description Two-letter country code; only "US" */
                        country?: string;
                    } | null;
                    department_id?: number | null;
                    pay_schedule_group_id?: number | null;
                    workplace_id?: string | null;
                    contractor_type?: ("individual" | "business") | null;
                    timetrack_only?: boolean | null;
                    daily_time_limit?: number | null;
                    weekly_time_limit?: number | null;
                    paid_lunch_time?: number | null;
                    lunch_in_overtime?: boolean | null;
                    payment_method?: ("direct_deposit" | "manual") | null;
                    workplace?: string | null;
                    /** @enum {string} */
                    payment_unit?: "hour" | "salary" | "hourly_salary" | "yearly" | "weekly" | "biweekly" | "monthly";
                    salary_type?: ("yearly" | "quarterly" | "monthly" | "semimonthly" | "weekly" | "biweekly") | null;
                    payment_amount?: number | null;
                    salary?: number | null;
                    overtime_amount?: number | null;
                    default_hours?: number | null;
                    pto_payment_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Created: the employee detail */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee_id": 2,
                     *       "first_name": "Jane",
                     *       "last_name": "Smith",
                     *       "middle_name": null,
                     *       "email": "jane.smith@acme.example",
                     *       "nickname": null,
                     *       "dob": null,
                     *       "is_active": true,
                     *       "status": "active",
                     *       "onboarding_status": "completed",
                     *       "start_date": "2026-11-02T00:00:00.000Z",
                     *       "employment_type": "employee",
                     *       "timetrack_only": false,
                     *       "contractor_type": null,
                     *       "mobile_phone": null,
                     *       "home_phone": null,
                     *       "department": null,
                     *       "pay_schedule_group": {
                     *         "pay_schedule_group_id": 1,
                     *         "name": "Hourly"
                     *       },
                     *       "address": null,
                     *       "current_earning": {
                     *         "employee_earnings_id": 2,
                     *         "start_date": "2026-11-02T00:00:00.000Z",
                     *         "payment_unit": "hour",
                     *         "salary_type": null,
                     *         "payment_amount": 24.5,
                     *         "salary": null,
                     *         "overtime_amount": 1.5,
                     *         "default_hours": 40,
                     *         "pto_payment_amount": null
                     *       },
                     *       "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *       "dismissed_on": null,
                     *       "payment_method": "direct_deposit",
                     *       "recovery_email": null,
                     *       "ssn_last4": null,
                     *       "work_phone_ext": null,
                     *       "daily_time_limit": null,
                     *       "weekly_time_limit": null,
                     *       "paid_lunch_time": null,
                     *       "lunch_in_overtime": null,
                     *       "created_at": "2026-11-24T18:00:00.000Z",
                     *       "earning_history": [
                     *         {
                     *           "employee_earnings_id": 2,
                     *           "start_date": "2026-11-02T00:00:00.000Z",
                     *           "payment_unit": "hour",
                     *           "salary_type": null,
                     *           "payment_amount": 24.5,
                     *           "salary": null,
                     *           "overtime_amount": 1.5,
                     *           "default_hours": 40,
                     *           "pto_payment_amount": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    /** @description Stored lower-case */
                    email?: string;
                    middle_name?: string | null;
                    nickname?: string | null;
                    dob?: string | null;
                    mobile_phone?: string | null;
                    home_phone?: string | null;
                    work_phone_ext?: string | null;
                    recovery_email?: string | null;
                    address?: {
                        address_line_1: string;
                        address_line_2?: string | null;
                        city: string;
                        /** @description Two-letter US state (50 states + DC) */
                        state: string;
                        /** @description 12345 or 12345-6789 */
                        zip: string;
                        /** @description Two-letter country code; only "US" */
                        country?: string;
                    } | null;
                    department_id?: number | null;
                    pay_schedule_group_id?: number | null;
                    workplace_id?: string | null;
                    contractor_type?: ("individual" | "business") | null;
                    timetrack_only?: boolean | null;
                    daily_time_limit?: number | null;
                    weekly_time_limit?: number | null;
                    paid_lunch_time?: number | null;
                    lunch_in_overtime?: boolean | null;
                    payment_method?: ("direct_deposit" | "manual") | null;
                    /** @description false dismisses (needs dismissed_on); true reactivates */
                    is_active?: boolean;
                    dismissed_on?: string | null;
                    ssn?: string | null;
                    ein?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                is_disabled?: boolean;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomerListItem"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    is_disabled?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    radius_meters?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListItem"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    is_disabled?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    radius_meters?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListItem"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                customer_id?: number;
                is_disabled?: boolean;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of projects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Project"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    customer_id?: number | null;
                    is_disabled?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    radius_meters?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                project_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    customer_id?: number | null;
                    is_disabled?: boolean;
                    latitude?: number | null;
                    longitude?: number | null;
                    radius_meters?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWorkplaces: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workplaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workplace"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWorkplace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line1: string;
                    line2?: string | null;
                    city: string;
                    state: string;
                    postal_code: string;
                    /** @description Only "US" */
                    country?: string;
                    active?: boolean;
                    psd_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWorkplace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWorkplace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line1?: string;
                    line2?: string | null;
                    city?: string;
                    state?: string;
                    postal_code?: string;
                    country?: string;
                    active?: boolean;
                    psd_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    inviteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Jane",
                 *       "last_name": "Smith",
                 *       "email": "jane.smith@acme.example",
                 *       "employment_type": "employee",
                 *       "start_date": "2026-11-02T00:00:00.000Z",
                 *       "workplace": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                 *       "pay_schedule_group_id": 1,
                 *       "payment_unit": "hour",
                 *       "payment_amount": 24.5,
                 *       "overtime_amount": 1.5,
                 *       "default_hours": 40
                 *     }
                 */
                "application/json": {
                    first_name: string;
                    last_name: string;
                    /** @description Stored lower-case */
                    email: string;
                    /** @enum {string} */
                    employment_type: "admin" | "employee" | "contractor";
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    middle_name?: string | null;
                    nickname?: string | null;
                    dob?: string | null;
                    mobile_phone?: string | null;
                    home_phone?: string | null;
                    work_phone_ext?: string | null;
                    recovery_email?: string | null;
                    address?: {
                        address_line_1: string;
                        address_line_2?: string | null;
                        city: string;
                        /** @description Two-letter US state (50 states + DC) */
                        state: string;
                        /** @description 12345 or 12345-6789 */
                        zip: string;
                        /** @description Two-letter country code; only "US" */
                        country?: string;
                    } | null;
                    department_id?: number | null;
                    pay_schedule_group_id?: number | null;
                    workplace_id?: string | null;
                    contractor_type?: ("individual" | "business") | null;
                    timetrack_only?: boolean | null;
                    daily_time_limit?: number | null;
                    weekly_time_limit?: number | null;
                    paid_lunch_time?: number | null;
                    lunch_in_overtime?: boolean | null;
                    payment_method?: ("direct_deposit" | "manual") | null;
                    workplace?: string | null;
                    /** @enum {string} */
                    payment_unit?: "hour" | "salary" | "hourly_salary" | "yearly" | "weekly" | "biweekly" | "monthly";
                    salary_type?: ("yearly" | "quarterly" | "monthly" | "semimonthly" | "weekly" | "biweekly") | null;
                    payment_amount?: number | null;
                    salary?: number | null;
                    overtime_amount?: number | null;
                    default_hours?: number | null;
                    pto_payment_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Created: the employee detail */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee_id": 2,
                     *       "first_name": "Jane",
                     *       "last_name": "Smith",
                     *       "middle_name": null,
                     *       "email": "jane.smith@acme.example",
                     *       "nickname": null,
                     *       "dob": null,
                     *       "is_active": true,
                     *       "status": "active",
                     *       "onboarding_status": "completed",
                     *       "start_date": "2026-11-02T00:00:00.000Z",
                     *       "employment_type": "employee",
                     *       "timetrack_only": false,
                     *       "contractor_type": null,
                     *       "mobile_phone": null,
                     *       "home_phone": null,
                     *       "department": null,
                     *       "pay_schedule_group": {
                     *         "pay_schedule_group_id": 1,
                     *         "name": "Hourly"
                     *       },
                     *       "address": null,
                     *       "current_earning": {
                     *         "employee_earnings_id": 2,
                     *         "start_date": "2026-11-02T00:00:00.000Z",
                     *         "payment_unit": "hour",
                     *         "salary_type": null,
                     *         "payment_amount": 24.5,
                     *         "salary": null,
                     *         "overtime_amount": 1.5,
                     *         "default_hours": 40,
                     *         "pto_payment_amount": null
                     *       },
                     *       "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *       "dismissed_on": null,
                     *       "payment_method": "direct_deposit",
                     *       "recovery_email": null,
                     *       "ssn_last4": null,
                     *       "work_phone_ext": null,
                     *       "daily_time_limit": null,
                     *       "weekly_time_limit": null,
                     *       "paid_lunch_time": null,
                     *       "lunch_in_overtime": null,
                     *       "created_at": "2026-11-24T18:00:00.000Z",
                     *       "earning_history": [
                     *         {
                     *           "employee_earnings_id": 2,
                     *           "start_date": "2026-11-02T00:00:00.000Z",
                     *           "payment_unit": "hour",
                     *           "salary_type": null,
                     *           "payment_amount": 24.5,
                     *           "salary": null,
                     *           "overtime_amount": 1.5,
                     *           "default_hours": 40,
                     *           "pto_payment_amount": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmployeeEarning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    /** @enum {string} */
                    payment_unit: "hour" | "salary" | "hourly_salary" | "yearly" | "weekly" | "biweekly" | "monthly";
                    salary_type?: ("yearly" | "quarterly" | "monthly" | "semimonthly" | "weekly" | "biweekly") | null;
                    payment_amount?: number | null;
                    salary?: number | null;
                    overtime_amount?: number | null;
                    default_hours?: number | null;
                    pto_payment_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Earning"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmployeeTaxSetup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee_id: number;
                        /** @description false: no W-4 on file; federal then reads as single with no adjustments */
                        w4_on_file: boolean;
                        federal: {
                            /** @enum {string} */
                            w4_version: "2020" | "pre2020";
                            /** @enum {string} */
                            filing_status: "single" | "married_jointly" | "married_separately" | "head_of_household";
                            /** @description Step 2 checkbox (2020+ form) */
                            multiple_jobs: boolean;
                            /** @description Step 3, annual dollars */
                            dependents_amount: number;
                            /** @description Step 4(a), annual dollars */
                            other_income: number;
                            /** @description Step 4(b), annual dollars */
                            deductions: number;
                            /** @description Step 4(c), dollars per pay period */
                            extra_withholding: number;
                            /** @description Pre-2020 form only */
                            allowances: number;
                            nonresident_alien: boolean;
                            exempt: boolean;
                        };
                        state: {
                            /** @description Two-letter state code */
                            state: string;
                            /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                            filing_status: string;
                            allowances: number;
                            /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                            additional_allowances: number;
                            /** @description Dollars per pay period */
                            additional_withholding: number;
                            exempt: boolean;
                            /** @description The employee filed the work state's certificate of non-residence under a reciprocity agreement (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, REV-419, …; tax-tables reciprocity.json): only the resident state is withheld. Default false */
                            nonresidence_certificate: boolean;
                            /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                            extra?: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description The resident (home address) state's certificate */
                            resident_certificate?: {
                                /** @description Two-letter state code */
                                state: string;
                                /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                                filing_status: string;
                                allowances: number;
                                /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                                additional_allowances: number;
                                /** @description Dollars per pay period */
                                additional_withholding: number;
                                exempt: boolean;
                                /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                                extra?: {
                                    [key: string]: string | number | boolean;
                                };
                            };
                        } | null;
                        updated_at: string | null;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceEmployeeTaxSetup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    federal?: {
                        /** @enum {string} */
                        w4_version: "2020" | "pre2020";
                        /** @enum {string} */
                        filing_status: "single" | "married_jointly" | "married_separately" | "head_of_household";
                        /** @description Step 2 checkbox (2020+ form) */
                        multiple_jobs?: boolean;
                        /** @description Step 3, annual dollars */
                        dependents_amount?: number;
                        /** @description Step 4(a), annual dollars */
                        other_income?: number;
                        /** @description Step 4(b), annual dollars */
                        deductions?: number;
                        /** @description Step 4(c), dollars per pay period */
                        extra_withholding?: number;
                        /** @description Pre-2020 form only */
                        allowances?: number;
                        nonresident_alien?: boolean;
                        exempt?: boolean;
                    } | null;
                    state?: {
                        /** @description Two-letter state code */
                        state: string;
                        /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                        filing_status?: string;
                        allowances?: number;
                        /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                        additional_allowances?: number;
                        /** @description Dollars per pay period */
                        additional_withholding?: number;
                        exempt?: boolean;
                        /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                        extra?: {
                            [key: string]: string | number | boolean;
                        };
                        /** @description The employee filed the work state's certificate of non-residence under a reciprocity agreement (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, REV-419, …; tax-tables reciprocity.json): only the resident state is withheld. Default false */
                        nonresidence_certificate?: boolean;
                        /** @description The resident (home address) state's certificate when the employee lives in another state than the workplace; validated per state like `state` */
                        resident_certificate?: {
                            /** @description Two-letter state code */
                            state: string;
                            /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                            filing_status?: string;
                            allowances?: number;
                            /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                            additional_allowances?: number;
                            /** @description Dollars per pay period */
                            additional_withholding?: number;
                            exempt?: boolean;
                            /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                            extra?: {
                                [key: string]: string | number | boolean;
                            };
                        };
                    } | null;
                    /** @description Optional; must equal (federal is not null) */
                    w4_on_file?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee_id: number;
                        /** @description false: no W-4 on file; federal then reads as single with no adjustments */
                        w4_on_file: boolean;
                        federal: {
                            /** @enum {string} */
                            w4_version: "2020" | "pre2020";
                            /** @enum {string} */
                            filing_status: "single" | "married_jointly" | "married_separately" | "head_of_household";
                            /** @description Step 2 checkbox (2020+ form) */
                            multiple_jobs: boolean;
                            /** @description Step 3, annual dollars */
                            dependents_amount: number;
                            /** @description Step 4(a), annual dollars */
                            other_income: number;
                            /** @description Step 4(b), annual dollars */
                            deductions: number;
                            /** @description Step 4(c), dollars per pay period */
                            extra_withholding: number;
                            /** @description Pre-2020 form only */
                            allowances: number;
                            nonresident_alien: boolean;
                            exempt: boolean;
                        };
                        state: {
                            /** @description Two-letter state code */
                            state: string;
                            /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                            filing_status: string;
                            allowances: number;
                            /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                            additional_allowances: number;
                            /** @description Dollars per pay period */
                            additional_withholding: number;
                            exempt: boolean;
                            /** @description The employee filed the work state's certificate of non-residence under a reciprocity agreement (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, REV-419, …; tax-tables reciprocity.json): only the resident state is withheld. Default false */
                            nonresidence_certificate: boolean;
                            /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                            extra?: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description The resident (home address) state's certificate */
                            resident_certificate?: {
                                /** @description Two-letter state code */
                                state: string;
                                /** @description As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default */
                                filing_status: string;
                                allowances: number;
                                /** @description CA estimated-deduction allowances, IL line 2, GA line 5 */
                                additional_allowances: number;
                                /** @description Dollars per pay period */
                                additional_withholding: number;
                                exempt: boolean;
                                /** @description State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones. */
                                extra?: {
                                    [key: string]: string | number | boolean;
                                };
                            };
                        } | null;
                        updated_at: string | null;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEmployeeBenefits: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of benefits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            benefit_id: number;
                            employee_id: number;
                            /** @enum {string} */
                            code: "401k" | "403b" | "roth_401k" | "section125_medical" | "section125_dental" | "section125_vision" | "hsa";
                            description: string;
                            /** @description false for Roth 401(k) */
                            pre_tax: boolean;
                            employee_amount: number | null;
                            employee_percent: number | null;
                            company_amount: number | null;
                            company_percent: number | null;
                            annual_limit: number | null;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            end_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC timestamp with milliseconds
                             * @example 2026-03-05T09:00:00.000Z
                             */
                            created_at: string;
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    code: "401k" | "403b" | "roth_401k" | "section125_medical" | "section125_dental" | "section125_vision" | "hsa";
                    description?: string;
                    employee_amount?: number | null;
                    employee_percent?: number | null;
                    company_amount?: number | null;
                    company_percent?: number | null;
                    annual_limit?: number | null;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date?: string;
                    end_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        benefit_id: number;
                        employee_id: number;
                        /** @enum {string} */
                        code: "401k" | "403b" | "roth_401k" | "section125_medical" | "section125_dental" | "section125_vision" | "hsa";
                        description: string;
                        /** @description false for Roth 401(k) */
                        pre_tax: boolean;
                        employee_amount: number | null;
                        employee_percent: number | null;
                        company_amount: number | null;
                        company_percent: number | null;
                        annual_limit: number | null;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        start_date: string;
                        end_date: string | null;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteEmployeeBenefits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
                benefit_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEmployeeDeductions: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deductions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deduction_id: number;
                            employee_id: number;
                            /** @enum {string} */
                            code: "child_support" | "garnishment" | "loan_repayment" | "other";
                            description: string;
                            amount: number | null;
                            percent: number | null;
                            per_period_cap: number | null;
                            total_cap: number | null;
                            /** @description child_support: supports a second family (CCPA 50%) */
                            supports_second_family: boolean;
                            /** @description child_support: arrears older than 12 weeks (CCPA +5%) */
                            arrears_over_12_weeks: boolean;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            end_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC timestamp with milliseconds
                             * @example 2026-03-05T09:00:00.000Z
                             */
                            created_at: string;
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmployeeDeduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    code: "child_support" | "garnishment" | "loan_repayment" | "other";
                    description?: string;
                    amount?: number | null;
                    percent?: number | null;
                    per_period_cap?: number | null;
                    total_cap?: number | null;
                    /** @description child_support only: the employee supports a second spouse or child — CCPA limit 50% of disposable earnings instead of 60% (15 U.S.C. §1673(b)(2)); default false */
                    supports_second_family?: boolean;
                    /** @description child_support only: the order is for arrears older than 12 weeks — the CCPA limit rises by 5% of disposable earnings; default false */
                    arrears_over_12_weeks?: boolean;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date?: string;
                    end_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deduction_id: number;
                        employee_id: number;
                        /** @enum {string} */
                        code: "child_support" | "garnishment" | "loan_repayment" | "other";
                        description: string;
                        amount: number | null;
                        percent: number | null;
                        per_period_cap: number | null;
                        total_cap: number | null;
                        /** @description child_support: supports a second family (CCPA 50%) */
                        supports_second_family: boolean;
                        /** @description child_support: arrears older than 12 weeks (CCPA +5%) */
                        arrears_over_12_weeks: boolean;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        start_date: string;
                        end_date: string | null;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteEmployeeDeductions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteEmployeeDeduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
                deduction_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDepartments: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of departments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            department_id: number;
                            name: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC timestamp with milliseconds
                             * @example 2026-03-05T09:00:00.000Z
                             */
                            created_at: string;
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        department_id: number;
                        name: string;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                department_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        department_id: number;
                        name: string;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayScheduleGroups: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pay schedule groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pay_schedule_group_id: number;
                            name: string;
                            /** @enum {string} */
                            pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                            anchor_start_date: string | null;
                            /** @description Payday = period end + this many days */
                            payday_offset_days: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC timestamp with milliseconds
                             * @example 2026-03-05T09:00:00.000Z
                             */
                            created_at: string;
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPayScheduleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                    anchor_start_date?: string | null;
                    /** @default 5 */
                    payday_offset_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pay_schedule_group_id: number;
                        name: string;
                        /** @enum {string} */
                        pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                        anchor_start_date: string | null;
                        /** @description Payday = period end + this many days */
                        payday_offset_days: number;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayScheduleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pay_schedule_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pay_schedule_group_id: number;
                        name: string;
                        /** @enum {string} */
                        pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                        anchor_start_date: string | null;
                        /** @description Payday = period end + this many days */
                        payday_offset_days: number;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePayScheduleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pay_schedule_group_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    pay_frequency?: "weekly" | "biweekly" | "semimonthly" | "monthly";
                    anchor_start_date?: string | null;
                    payday_offset_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pay_schedule_group_id: number;
                        name: string;
                        /** @enum {string} */
                        pay_frequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
                        anchor_start_date: string | null;
                        /** @description Payday = period end + this many days */
                        payday_offset_days: number;
                        /**
                         * Format: date-time
                         * @description ISO-8601 UTC timestamp with milliseconds
                         * @example 2026-03-05T09:00:00.000Z
                         */
                        created_at: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                /** @description e.g. employee, earning, tax_setup, benefit, workplace, company */
                resource_type?: string;
                resource_id?: string;
                /** @description ISO-8601 instant (1900–2199); events at or after it */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTimeRecords: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                employee_id?: number;
                customer_id?: number;
                project_id?: number;
                type?: "work" | "break";
                /** @description true = still clocked in (end is null) */
                active?: boolean;
                /** @description Inclusive: YYYY-MM-DD (start of that company-local day) or an instant */
                start_from?: string;
                /** @description Inclusive: YYYY-MM-DD (the whole company-local day) or an instant */
                start_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of time records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TimeRecordListItem"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTimeRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_id: number;
                    /** @enum {string} */
                    type: "work" | "break";
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    start: string;
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    end: string;
                    note?: string | null;
                    end_note?: string | null;
                    note_img_url?: string | null;
                    end_note_img_url?: string | null;
                    customer_id?: number | null;
                    project_id?: number | null;
                    start_location?: string;
                    end_location?: string | null;
                    start_coordinates?: string | null;
                    end_coordinates?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeRecordDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTimeRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_record_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeRecordDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteTimeRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_record_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateTimeRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_record_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "work" | "break";
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    start?: string;
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    end?: string;
                    note?: string | null;
                    end_note?: string | null;
                    note_img_url?: string | null;
                    end_note_img_url?: string | null;
                    customer_id?: number | null;
                    project_id?: number | null;
                    start_location?: string;
                    end_location?: string | null;
                    start_coordinates?: string | null;
                    end_coordinates?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeRecordDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTimeRecordHistory: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                time_record_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    clockInEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employee_id": 1,
                 *       "type": "work",
                 *       "note": "Starting morning shift",
                 *       "start_location": "Congress Ave site",
                 *       "start_coordinates": "30.2672,-97.7431"
                 *     }
                 */
                "application/json": {
                    employee_id: number;
                    /**
                     * @default work
                     * @enum {string}
                     */
                    type?: "work" | "break" | "switch";
                    note?: string | null;
                    note_img_url?: string | null;
                    customer_id?: number | null;
                    project_id?: number | null;
                    start_coordinates?: string | null;
                    start_location?: string;
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    timestamp?: string;
                };
            };
        };
        responses: {
            /** @description Clocked in: the new active record */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "time_record_id": 11,
                     *       "type": "work",
                     *       "start": "2026-11-24T15:00:00.000Z",
                     *       "end": null,
                     *       "missed_clockout": false,
                     *       "clockin_source": "partner_api",
                     *       "clockout_source": null,
                     *       "start_location": "Congress Ave site",
                     *       "end_location": null,
                     *       "note": "Starting morning shift",
                     *       "end_note": null,
                     *       "employee_id": 1,
                     *       "customer_id": null,
                     *       "project_id": null,
                     *       "customer": null,
                     *       "project": null,
                     *       "start_coordinates": "30.2672,-97.7431",
                     *       "end_coordinates": null,
                     *       "expires_at": "2026-11-25T12:00:00.000Z",
                     *       "note_img_url": null,
                     *       "end_note_img_url": null,
                     *       "employee": {
                     *         "employee_id": 1,
                     *         "first_name": "Ana",
                     *         "last_name": "Lopez"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TimeRecordDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    clockOutEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employee_id": 1,
                 *       "end_note": "done"
                 *     }
                 */
                "application/json": {
                    employee_id: number;
                    end_note?: string | null;
                    end_note_img_url?: string | null;
                    end_coordinates?: string | null;
                    end_location?: string | null;
                    /**
                     * Format: date-time
                     * @description ISO-8601 instant with Z or an offset, a real calendar time in 1900–2199
                     */
                    timestamp?: string;
                };
            };
        };
        responses: {
            /** @description Clocked out: the closed record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "time_record_id": 11,
                     *       "type": "work",
                     *       "start": "2026-11-24T15:00:00.000Z",
                     *       "end": "2026-11-24T18:00:00.000Z",
                     *       "missed_clockout": false,
                     *       "clockin_source": "partner_api",
                     *       "clockout_source": "partner_api",
                     *       "start_location": "Congress Ave site",
                     *       "end_location": null,
                     *       "note": "Starting morning shift",
                     *       "end_note": "done",
                     *       "employee_id": 1,
                     *       "customer_id": null,
                     *       "project_id": null,
                     *       "customer": null,
                     *       "project": null,
                     *       "start_coordinates": "30.2672,-97.7431",
                     *       "end_coordinates": null,
                     *       "expires_at": "2026-11-25T12:00:00.000Z",
                     *       "note_img_url": null,
                     *       "end_note_img_url": null,
                     *       "employee": {
                     *         "employee_id": 1,
                     *         "first_name": "Ana",
                     *         "last_name": "Lopez"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TimeRecordDetail"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayrollPeriodOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Periods per pay schedule group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "regular": [
                     *         {
                     *           "pay_schedule_group_id": 1,
                     *           "name": "Hourly",
                     *           "pay_frequency": "biweekly",
                     *           "periods": [
                     *             {
                     *               "start_date": "2026-10-25",
                     *               "end_date": "2026-11-07",
                     *               "payday": "2026-11-12",
                     *               "status": "open",
                     *               "payroll_id": null
                     *             },
                     *             {
                     *               "start_date": "2026-11-08",
                     *               "end_date": "2026-11-21",
                     *               "payday": "2026-11-26",
                     *               "status": "open",
                     *               "payroll_id": null
                     *             },
                     *             {
                     *               "start_date": "2026-11-22",
                     *               "end_date": "2026-12-05",
                     *               "payday": "2026-12-10",
                     *               "status": "open",
                     *               "payroll_id": null
                     *             },
                     *             {
                     *               "start_date": "2026-12-06",
                     *               "end_date": "2026-12-19",
                     *               "payday": "2026-12-24",
                     *               "status": "open",
                     *               "payroll_id": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "off_cycle": {
                     *         "allowed": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodOptions"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    initializePayroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "regular",
                 *       "pay_schedule_group_id": 1,
                 *       "start_date": "2026-11-08",
                 *       "end_date": "2026-11-21"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "regular" | "off_cycle";
                    payroll_id?: string | null;
                    start_date?: string | null;
                    end_date?: string | null;
                    payday?: string | null;
                    pay_frequency?: ("weekly" | "biweekly" | "semimonthly" | "monthly") | null;
                    pay_schedule_group_id?: number | null;
                    employee_ids?: number[] | null;
                    off_cycle_options?: {
                        /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                        force_supplemental_withholding: boolean;
                        /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                        apply_benefits: boolean;
                        /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                        apply_post_tax_deductions: boolean;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Entries per person and actions.create_draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "regular",
                     *       "start_date": "2026-11-08",
                     *       "end_date": "2026-11-21",
                     *       "payday": "2026-11-26",
                     *       "pay_frequency": "biweekly",
                     *       "pay_schedule_group_id": 1,
                     *       "employees": [
                     *         {
                     *           "employee_id": 1,
                     *           "first_name": "Ana",
                     *           "last_name": "Lopez",
                     *           "payment_method": "direct_deposit",
                     *           "note": null,
                     *           "payrollData": {
                     *             "earnings": [
                     *               {
                     *                 "type": "regular",
                     *                 "hours": 80,
                     *                 "rate": 20,
                     *                 "amount": 1600,
                     *                 "description": "Regular 80.00 h × $20.00"
                     *               }
                     *             ],
                     *             "earning": {
                     *               "employee_earnings_id": 1,
                     *               "start_date": "2025-01-01T00:00:00.000Z",
                     *               "payment_unit": "hour",
                     *               "salary_type": null,
                     *               "payment_amount": 20,
                     *               "salary": null,
                     *               "overtime_amount": 1.5,
                     *               "default_hours": 40,
                     *               "pto_payment_amount": 20
                     *             },
                     *             "time_totals": {
                     *               "regular_hours": 80,
                     *               "overtime_hours": 0,
                     *               "double_overtime_hours": 0,
                     *               "paid_break_hours": 0,
                     *               "unpaid_break_hours": 0,
                     *               "total_hours": 80
                     *             },
                     *             "jobCostingData": [
                     *               {
                     *                 "customer_id": null,
                     *                 "customer_name": null,
                     *                 "project_id": null,
                     *                 "project_name": null,
                     *                 "regular_hours": 80,
                     *                 "overtime_hours": 0,
                     *                 "double_overtime_hours": 0,
                     *                 "amount": 1600
                     *               }
                     *             ],
                     *             "gross_pay": 1600,
                     *             "time_record_ids": [
                     *               1,
                     *               2,
                     *               3,
                     *               4,
                     *               5,
                     *               6,
                     *               7,
                     *               8,
                     *               9,
                     *               10
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "contractors": [],
                     *       "warnings": [
                     *         {
                     *           "code": "no_w4",
                     *           "message": "Ana Lopez has no W-4 on file: federal withholding uses single with no adjustments",
                     *           "employee_id": 1,
                     *           "time_record_id": null
                     *         }
                     *       ],
                     *       "actions": {
                     *         "create_draft": {
                     *           "type": "regular",
                     *           "start_date": "2026-11-08",
                     *           "end_date": "2026-11-21",
                     *           "payday": "2026-11-26",
                     *           "pay_frequency": "biweekly",
                     *           "employees": [
                     *             {
                     *               "employee_id": 1,
                     *               "first_name": "Ana",
                     *               "last_name": "Lopez",
                     *               "payment_method": "direct_deposit",
                     *               "note": null,
                     *               "payrollData": {
                     *                 "earnings": [
                     *                   {
                     *                     "type": "regular",
                     *                     "hours": 80,
                     *                     "rate": 20,
                     *                     "amount": 1600,
                     *                     "description": "Regular 80.00 h × $20.00"
                     *                   }
                     *                 ],
                     *                 "earning": {
                     *                   "employee_earnings_id": 1,
                     *                   "start_date": "2025-01-01T00:00:00.000Z",
                     *                   "payment_unit": "hour",
                     *                   "salary_type": null,
                     *                   "payment_amount": 20,
                     *                   "salary": null,
                     *                   "overtime_amount": 1.5,
                     *                   "default_hours": 40,
                     *                   "pto_payment_amount": 20
                     *                 },
                     *                 "time_totals": {
                     *                   "regular_hours": 80,
                     *                   "overtime_hours": 0,
                     *                   "double_overtime_hours": 0,
                     *                   "paid_break_hours": 0,
                     *                   "unpaid_break_hours": 0,
                     *                   "total_hours": 80
                     *                 },
                     *                 "jobCostingData": [
                     *                   {
                     *                     "customer_id": null,
                     *                     "customer_name": null,
                     *                     "project_id": null,
                     *                     "project_name": null,
                     *                     "regular_hours": 80,
                     *                     "overtime_hours": 0,
                     *                     "double_overtime_hours": 0,
                     *                     "amount": 1600
                     *                   }
                     *                 ],
                     *                 "gross_pay": 1600,
                     *                 "time_record_ids": [
                     *                   1,
                     *                   2,
                     *                   3,
                     *                   4,
                     *                   5,
                     *                   6,
                     *                   7,
                     *                   8,
                     *                   9,
                     *                   10
                     *                 ]
                     *               }
                     *             }
                     *           ],
                     *           "pay_schedule_group_id": 1,
                     *           "contractors": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InitializeResponse"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayrolls: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                status?: "draft" | "pending" | "processing" | "paid" | "failed" | "reopened" | "skipped";
                type?: "regular" | "off_cycle" | "historical";
                pay_schedule_group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payrolls */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollSummary"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPayroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "regular",
                 *       "start_date": "2026-11-08",
                 *       "end_date": "2026-11-21",
                 *       "payday": "2026-11-26",
                 *       "pay_frequency": "biweekly",
                 *       "employees": [
                 *         {
                 *           "employee_id": 1,
                 *           "first_name": "Ana",
                 *           "last_name": "Lopez",
                 *           "payment_method": "direct_deposit",
                 *           "note": null,
                 *           "payrollData": {
                 *             "earnings": [
                 *               {
                 *                 "type": "regular",
                 *                 "hours": 80,
                 *                 "rate": 20,
                 *                 "amount": 1600,
                 *                 "description": "Regular 80.00 h × $20.00"
                 *               }
                 *             ],
                 *             "earning": {
                 *               "employee_earnings_id": 1,
                 *               "start_date": "2025-01-01T00:00:00.000Z",
                 *               "payment_unit": "hour",
                 *               "salary_type": null,
                 *               "payment_amount": 20,
                 *               "salary": null,
                 *               "overtime_amount": 1.5,
                 *               "default_hours": 40,
                 *               "pto_payment_amount": 20
                 *             },
                 *             "time_totals": {
                 *               "regular_hours": 80,
                 *               "overtime_hours": 0,
                 *               "double_overtime_hours": 0,
                 *               "paid_break_hours": 0,
                 *               "unpaid_break_hours": 0,
                 *               "total_hours": 80
                 *             },
                 *             "jobCostingData": [
                 *               {
                 *                 "customer_id": null,
                 *                 "customer_name": null,
                 *                 "project_id": null,
                 *                 "project_name": null,
                 *                 "regular_hours": 80,
                 *                 "overtime_hours": 0,
                 *                 "double_overtime_hours": 0,
                 *                 "amount": 1600
                 *               }
                 *             ],
                 *             "gross_pay": 1600,
                 *             "time_record_ids": [
                 *               1,
                 *               2,
                 *               3,
                 *               4,
                 *               5,
                 *               6,
                 *               7,
                 *               8,
                 *               9,
                 *               10
                 *             ]
                 *           }
                 *         }
                 *       ],
                 *       "pay_schedule_group_id": 1,
                 *       "contractors": []
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "regular" | "off_cycle";
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    end_date: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    payday: string;
                    pay_frequency?: ("weekly" | "biweekly" | "semimonthly" | "monthly") | null;
                    pay_schedule_group_id?: number | null;
                    off_cycle_options?: {
                        /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                        force_supplemental_withholding: boolean;
                        /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                        apply_benefits: boolean;
                        /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                        apply_post_tax_deductions: boolean;
                    } | null;
                    employees: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            start_date: string;
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                    contractors?: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            start_date: string;
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Created: the draft and its preview */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payroll_id": "pay_09ANj6_3LpYrj1BoTqXb",
                     *       "status": "draft",
                     *       "type": "regular",
                     *       "start_date": "2026-11-08",
                     *       "end_date": "2026-11-21",
                     *       "payday": "2026-11-26",
                     *       "pay_frequency": "biweekly",
                     *       "pay_schedule_group_id": 1,
                     *       "off_cycle_options": null,
                     *       "created_at": "2026-11-24T18:00:00.000Z",
                     *       "approved_at": null,
                     *       "engine_version": "pay 2026.2.0; tax 2026.3",
                     *       "totals": {
                     *         "employee_gross": 1600,
                     *         "employee_taxes": 230.55,
                     *         "employee_benefits": 0,
                     *         "post_tax_deductions": 0,
                     *         "reimbursements": 0,
                     *         "employee_net": 1369.45,
                     *         "contractor_gross": 0,
                     *         "contractor_net": 0,
                     *         "company_taxes": 175.2,
                     *         "company_benefits": 0,
                     *         "liability": 1775.2,
                     *         "cash_requirement": 405.75
                     *       },
                     *       "employees": [
                     *         {
                     *           "employee_id": 1,
                     *           "first_name": "Ana",
                     *           "last_name": "Lopez",
                     *           "payment_method": "manual",
                     *           "note": null,
                     *           "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *           "gross_pay": 1600,
                     *           "earnings": [
                     *             {
                     *               "type": "regular",
                     *               "hours": 80,
                     *               "rate": 20,
                     *               "amount": 1600,
                     *               "description": "Regular 80.00 h × $20.00"
                     *             }
                     *           ],
                     *           "taxes": [
                     *             {
                     *               "code": "federal_income_tax",
                     *               "description": "Federal income tax",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": null,
                     *               "amount": 108.15,
                     *               "reason": "Pub 15-T 2026 Worksheet 1A (W-4 2020+), single or married filing separately standard schedule: annualized $41,600.00 − $8,600.00 = $33,000.00; $1,240.00 + 12% over $19,900.00 = $2,812.00/yr; ÷ 26 = $108.15"
                     *             },
                     *             {
                     *               "code": "social_security",
                     *               "description": "Social Security",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.062,
                     *               "amount": 99.2,
                     *               "reason": "6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "social_security",
                     *               "description": "Social Security (employer)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.062,
                     *               "amount": 99.2,
                     *               "reason": "6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "medicare",
                     *               "description": "Medicare",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.0145,
                     *               "amount": 23.2,
                     *               "reason": "1.45% of $1,600.00 Medicare wages (no wage cap)"
                     *             },
                     *             {
                     *               "code": "medicare",
                     *               "description": "Medicare (employer)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.0145,
                     *               "amount": 23.2,
                     *               "reason": "1.45% of $1,600.00 Medicare wages (no wage cap)"
                     *             },
                     *             {
                     *               "code": "futa",
                     *               "description": "Federal unemployment (FUTA)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.006,
                     *               "amount": 9.6,
                     *               "reason": "0.6% net FUTA on $1,600.00 (first $7,000.00 per year; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "state_unemployment",
                     *               "description": "TX unemployment insurance (employer)",
                     *               "jurisdiction": "TX",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.027,
                     *               "amount": 43.2,
                     *               "reason": "2.7% company rate × $1,600.00 (2026 TX wage base $9,000.00; $0.00 taxed YTD)"
                     *             }
                     *           ],
                     *           "benefits": [],
                     *           "post_tax_deductions": [],
                     *           "net_pay": 1369.45,
                     *           "time_record_ids": [
                     *             1,
                     *             2,
                     *             3,
                     *             4,
                     *             5,
                     *             6,
                     *             7,
                     *             8,
                     *             9,
                     *             10
                     *           ],
                     *           "warnings": [
                     *             {
                     *               "code": "no_w4",
                     *               "message": "No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)"
                     *             },
                     *             {
                     *               "code": "no_bank_account",
                     *               "message": "Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "contractors": [],
                     *       "warnings": [
                     *         {
                     *           "code": "no_w4",
                     *           "message": "No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)",
                     *           "employee_id": 1
                     *         },
                     *         {
                     *           "code": "no_bank_account",
                     *           "message": "Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)",
                     *           "employee_id": 1
                     *         }
                     *       ],
                     *       "actions": {
                     *         "approve": {
                     *           "method": "POST",
                     *           "path": "/partner/v1/payrolls/pay_09ANj6_3LpYrj1BoTqXb/approve"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replacePayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "regular" | "off_cycle";
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    end_date: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    payday: string;
                    pay_frequency?: ("weekly" | "biweekly" | "semimonthly" | "monthly") | null;
                    pay_schedule_group_id?: number | null;
                    off_cycle_options?: {
                        /** @description true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission */
                        force_supplemental_withholding: boolean;
                        /** @description true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll */
                        apply_benefits: boolean;
                        /** @description true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll */
                        apply_post_tax_deductions: boolean;
                    } | null;
                    employees: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            start_date: string;
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                    contractors?: {
                        employee_id: number;
                        first_name?: string;
                        last_name?: string;
                        /** @enum {string} */
                        payment_method?: "direct_deposit" | "manual";
                        note?: string | null;
                        payrollData?: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                        splits?: {
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            start_date: string;
                            /**
                             * Format: calendar-date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                             * @example 2026-11-21
                             * @example 2026-11-21T00:00:00.000Z
                             */
                            end_date: string;
                            payrollData: {
                                earning?: {
                                    employee_earnings_id: number;
                                    /** @description Effective date (midnight UTC of the company-local date) */
                                    start_date: string;
                                    payment_unit: string | null;
                                    salary_type: string | null;
                                    payment_amount: number | null;
                                    salary: number | null;
                                    overtime_amount: number | null;
                                    default_hours: number | null;
                                    pto_payment_amount: number | null;
                                } | null;
                                time_totals?: {
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    paid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    unpaid_break_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    total_hours: number;
                                };
                                earnings: {
                                    /** @enum {string} */
                                    type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                    hours?: number | null;
                                    rate?: number | null;
                                    amount?: number | null;
                                    description?: string | null;
                                }[];
                                jobCostingData?: {
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    project_id: number | null;
                                    project_name: string | null;
                                    /** @description Hours, ≤ 2 decimals */
                                    regular_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    overtime_hours: number;
                                    /** @description Hours, ≤ 2 decimals */
                                    double_overtime_hours: number;
                                    /** @description Dollars, ≤ 2 decimals */
                                    amount: number;
                                }[];
                                /** @description Dollars, ≤ 2 decimals */
                                gross_pay?: number;
                                time_record_ids?: number[];
                            };
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    previewPayroll: {
        parameters: {
            query?: {
                /** @description People per page (1–1000); all when omitted. */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPaychecks: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaycheckSummary"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPaycheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payroll: {
                            payroll_id: string;
                            status: string;
                            type: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            end_date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            payday: string;
                            pay_frequency: string;
                        };
                        company: {
                            company_id: number;
                            name: string;
                            address: {
                                address_line_1: string;
                                address_line_2: string | null;
                                city: string;
                                state: string;
                                zip: string;
                                /** @description Two-letter country code */
                                country: string;
                            } | null;
                        };
                        employee: {
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            is_contractor: boolean;
                            payment_method: string;
                            note: string | null;
                            workplace_id: string | null;
                            workplace_state: string | null;
                            department_id: number | null;
                        };
                        /** @description YTD = approved payrolls (pending, processing, paid) with payday in the same calendar year up to and including this payday, plus this payroll whatever its status */
                        ytd: {
                            year: number;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            through: string;
                            /** @description True for a draft or reopened payroll: its own amounts are added to the approved ones */
                            includes_this_payroll_unapproved: boolean;
                        };
                        /** @description One row per earning type */
                        earnings: {
                            type: string;
                            description: string | null;
                            hours: number | null;
                            rate: number | null;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            ytd_hours: number | null;
                            /** @description Dollars, 2 decimals */
                            ytd_amount: number;
                        }[];
                        taxes: {
                            code: string;
                            description: string | null;
                            jurisdiction: string | null;
                            /** @enum {string} */
                            payer: "employee" | "company";
                            /** @description Dollars, 2 decimals */
                            taxable_wages: number;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            reason: string | null;
                            /** @description Dollars, 2 decimals */
                            ytd_taxable_wages: number;
                            /** @description Dollars, 2 decimals */
                            ytd_amount: number;
                        }[];
                        benefits: {
                            code: string;
                            description: string | null;
                            pre_tax: boolean;
                            /** @description Dollars, 2 decimals */
                            employee_amount: number;
                            /** @description Dollars, 2 decimals */
                            company_amount: number;
                            /** @description Dollars, 2 decimals */
                            ytd_employee_amount: number;
                            /** @description Dollars, 2 decimals */
                            ytd_company_amount: number;
                        }[];
                        post_tax_deductions: {
                            code: string;
                            description: string | null;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            /** @description Dollars, 2 decimals */
                            ytd_amount: number;
                        }[];
                        reimbursements: {
                            code: string;
                            description: string | null;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            /** @description Dollars, 2 decimals */
                            ytd_amount: number;
                        }[];
                        totals: {
                            gross_pay: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            employee_taxes: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            employer_taxes: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            employee_benefits: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            company_benefits: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            post_tax_deductions: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            reimbursements: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                            net_pay: {
                                /** @description Dollars, 2 decimals */
                                current: number;
                                /** @description Dollars, 2 decimals */
                                ytd: number;
                            };
                        };
                        /** @description Where the net pay goes: direct deposit splits in deposit order (empty when paid manually, by check) */
                        deposits: components["schemas"]["PaycheckDeposit"][];
                        warnings: {
                            code: string;
                            message: string;
                        }[];
                        /** @description Per time-off policy the person is enrolled in: hours accrued by this payroll, used in the period, available at its end (docs/time-off.md) */
                        time_off: {
                            time_off_policy_id: number;
                            name: string;
                            kind: string;
                            /** @description Accrued by this payroll (posted on approval) */
                            accrued_hours: number;
                            /** @description Used in the pay period (approved requests) */
                            used_hours: number;
                            /** @description Balance at the end of the pay period */
                            available_hours: number;
                        }[];
                    };
                    "application/pdf": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePaycheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payrollData?: {
                        earning?: {
                            employee_earnings_id: number;
                            /** @description Effective date (midnight UTC of the company-local date) */
                            start_date: string;
                            payment_unit: string | null;
                            salary_type: string | null;
                            payment_amount: number | null;
                            salary: number | null;
                            overtime_amount: number | null;
                            default_hours: number | null;
                            pto_payment_amount: number | null;
                        } | null;
                        time_totals?: {
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            paid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            unpaid_break_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            total_hours: number;
                        };
                        earnings: {
                            /** @enum {string} */
                            type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                            hours?: number | null;
                            rate?: number | null;
                            amount?: number | null;
                            description?: string | null;
                        }[];
                        jobCostingData?: {
                            customer_id: number | null;
                            customer_name: string | null;
                            project_id: number | null;
                            project_name: string | null;
                            /** @description Hours, ≤ 2 decimals */
                            regular_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            overtime_hours: number;
                            /** @description Hours, ≤ 2 decimals */
                            double_overtime_hours: number;
                            /** @description Dollars, ≤ 2 decimals */
                            amount: number;
                        }[];
                        /** @description Dollars, ≤ 2 decimals */
                        gross_pay?: number;
                        time_record_ids?: number[];
                    };
                    splits?: {
                        /**
                         * Format: calendar-date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                         * @example 2026-11-21
                         * @example 2026-11-21T00:00:00.000Z
                         */
                        start_date: string;
                        /**
                         * Format: calendar-date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                         * @example 2026-11-21
                         * @example 2026-11-21T00:00:00.000Z
                         */
                        end_date: string;
                        payrollData: {
                            earning?: {
                                employee_earnings_id: number;
                                /** @description Effective date (midnight UTC of the company-local date) */
                                start_date: string;
                                payment_unit: string | null;
                                salary_type: string | null;
                                payment_amount: number | null;
                                salary: number | null;
                                overtime_amount: number | null;
                                default_hours: number | null;
                                pto_payment_amount: number | null;
                            } | null;
                            time_totals?: {
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                paid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                unpaid_break_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                total_hours: number;
                            };
                            earnings: {
                                /** @enum {string} */
                                type: "regular" | "overtime" | "double_overtime" | "salary" | "pto" | "sick" | "holiday" | "bonus" | "commission" | "reimbursement";
                                hours?: number | null;
                                rate?: number | null;
                                amount?: number | null;
                                description?: string | null;
                            }[];
                            jobCostingData?: {
                                customer_id: number | null;
                                customer_name: string | null;
                                project_id: number | null;
                                project_name: string | null;
                                /** @description Hours, ≤ 2 decimals */
                                regular_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                overtime_hours: number;
                                /** @description Hours, ≤ 2 decimals */
                                double_overtime_hours: number;
                                /** @description Dollars, ≤ 2 decimals */
                                amount: number;
                            }[];
                            /** @description Dollars, ≤ 2 decimals */
                            gross_pay?: number;
                            time_record_ids?: number[];
                        };
                    }[];
                    /** @enum {string} */
                    payment_method?: "direct_deposit" | "manual";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaycheckPatchResponse"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approvePayroll: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal` (RFC 7240 §4.2): answer the payroll's header, totals and counts (a PayrollSummary) instead of every paycheck; any other preference is ignored */
                prefer?: string;
            };
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved: the payroll, now pending (a Preview; a PayrollSummary under `Prefer: return=minimal`) */
            200: {
                headers: {
                    /** @description Present when `Prefer: return=minimal` was honoured */
                    "Preference-Applied"?: "return=minimal";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payroll_id": "pay_09ANj6_3LpYrj1BoTqXb",
                     *       "status": "pending",
                     *       "type": "regular",
                     *       "start_date": "2026-11-08",
                     *       "end_date": "2026-11-21",
                     *       "payday": "2026-11-26",
                     *       "pay_frequency": "biweekly",
                     *       "pay_schedule_group_id": 1,
                     *       "off_cycle_options": null,
                     *       "created_at": "2026-11-24T18:00:00.000Z",
                     *       "approved_at": "2026-11-24T18:00:00.000Z",
                     *       "engine_version": "pay 2026.2.0; tax 2026.3",
                     *       "totals": {
                     *         "employee_gross": 1600,
                     *         "employee_taxes": 230.55,
                     *         "employee_benefits": 0,
                     *         "post_tax_deductions": 0,
                     *         "reimbursements": 0,
                     *         "employee_net": 1369.45,
                     *         "contractor_gross": 0,
                     *         "contractor_net": 0,
                     *         "company_taxes": 175.2,
                     *         "company_benefits": 0,
                     *         "liability": 1775.2,
                     *         "cash_requirement": 405.75
                     *       },
                     *       "employees": [
                     *         {
                     *           "employee_id": 1,
                     *           "first_name": "Ana",
                     *           "last_name": "Lopez",
                     *           "payment_method": "manual",
                     *           "note": null,
                     *           "workplace_id": "wrk_9fJ2kQ4mZp1xLc7vB0aT",
                     *           "gross_pay": 1600,
                     *           "earnings": [
                     *             {
                     *               "type": "regular",
                     *               "hours": 80,
                     *               "rate": 20,
                     *               "amount": 1600,
                     *               "description": "Regular 80.00 h × $20.00"
                     *             }
                     *           ],
                     *           "taxes": [
                     *             {
                     *               "code": "federal_income_tax",
                     *               "description": "Federal income tax",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": null,
                     *               "amount": 108.15,
                     *               "reason": "Pub 15-T 2026 Worksheet 1A (W-4 2020+), single or married filing separately standard schedule: annualized $41,600.00 − $8,600.00 = $33,000.00; $1,240.00 + 12% over $19,900.00 = $2,812.00/yr; ÷ 26 = $108.15"
                     *             },
                     *             {
                     *               "code": "social_security",
                     *               "description": "Social Security",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.062,
                     *               "amount": 99.2,
                     *               "reason": "6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "social_security",
                     *               "description": "Social Security (employer)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.062,
                     *               "amount": 99.2,
                     *               "reason": "6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "medicare",
                     *               "description": "Medicare",
                     *               "jurisdiction": "US",
                     *               "payer": "employee",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.0145,
                     *               "amount": 23.2,
                     *               "reason": "1.45% of $1,600.00 Medicare wages (no wage cap)"
                     *             },
                     *             {
                     *               "code": "medicare",
                     *               "description": "Medicare (employer)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.0145,
                     *               "amount": 23.2,
                     *               "reason": "1.45% of $1,600.00 Medicare wages (no wage cap)"
                     *             },
                     *             {
                     *               "code": "futa",
                     *               "description": "Federal unemployment (FUTA)",
                     *               "jurisdiction": "US",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.006,
                     *               "amount": 9.6,
                     *               "reason": "0.6% net FUTA on $1,600.00 (first $7,000.00 per year; $0.00 taxed YTD)"
                     *             },
                     *             {
                     *               "code": "state_unemployment",
                     *               "description": "TX unemployment insurance (employer)",
                     *               "jurisdiction": "TX",
                     *               "payer": "company",
                     *               "taxable_wages": 1600,
                     *               "rate": 0.027,
                     *               "amount": 43.2,
                     *               "reason": "2.7% company rate × $1,600.00 (2026 TX wage base $9,000.00; $0.00 taxed YTD)"
                     *             }
                     *           ],
                     *           "benefits": [],
                     *           "post_tax_deductions": [],
                     *           "net_pay": 1369.45,
                     *           "time_record_ids": [
                     *             1,
                     *             2,
                     *             3,
                     *             4,
                     *             5,
                     *             6,
                     *             7,
                     *             8,
                     *             9,
                     *             10
                     *           ],
                     *           "warnings": [
                     *             {
                     *               "code": "no_w4",
                     *               "message": "No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)"
                     *             },
                     *             {
                     *               "code": "no_bank_account",
                     *               "message": "Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "contractors": [],
                     *       "warnings": [
                     *         {
                     *           "code": "no_w4",
                     *           "message": "No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)",
                     *           "employee_id": 1
                     *         },
                     *         {
                     *           "code": "no_bank_account",
                     *           "message": "Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)",
                     *           "employee_id": 1
                     *         }
                     *       ],
                     *       "actions": {
                     *         "approve": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Preview"] | components["schemas"]["PayrollSummary"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reopenPayroll: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal` (RFC 7240 §4.2): answer the payroll's header, totals and counts (a PayrollSummary) instead of every paycheck; any other preference is ignored */
                prefer?: string;
            };
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reopened: the payroll (a Preview; a PayrollSummary under `Prefer: return=minimal`) */
            200: {
                headers: {
                    /** @description Present when `Prefer: return=minimal` was honoured */
                    "Preference-Applied"?: "return=minimal";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"] | components["schemas"]["PayrollSummary"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    advancePayrollSimulation: {
        parameters: {
            query?: {
                /** @description How a processing payroll ends */
                outcome?: "paid" | "failed";
            };
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payroll_id: string;
                        status: string;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayrollJournalReport: {
        parameters: {
            query: {
                /** @description First date of the range (inclusive), YYYY-MM-DD. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Last date of the range (inclusive, at most 5 years after start_date). Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                /** @description `paycheck`: one row per paycheck; `line`: one row per pay line */
                level?: "paycheck" | "line";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            payday: string;
                            payroll_id: string;
                            payroll_type: string;
                            status: string;
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            is_contractor: boolean;
                            department_id: number | null;
                            workplace_state: string | null;
                            payment_method: string;
                            /** @description Dollars, 2 decimals */
                            gross_pay: number;
                            /** @description Dollars, 2 decimals */
                            reimbursements: number;
                            /** @description Dollars, 2 decimals */
                            employee_taxes: number;
                            /** @description Dollars, 2 decimals */
                            employer_taxes: number;
                            /** @description Dollars, 2 decimals */
                            employee_benefits: number;
                            /** @description Dollars, 2 decimals */
                            company_benefits: number;
                            /** @description Dollars, 2 decimals */
                            post_tax_deductions: number;
                            /** @description Dollars, 2 decimals */
                            net_pay: number;
                        } | {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            payday: string;
                            payroll_id: string;
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            line_no: number;
                            /** @enum {string} */
                            kind: "earning" | "tax" | "benefit" | "deduction" | "reimbursement";
                            code: string;
                            description: string | null;
                            jurisdiction: string | null;
                            /** @enum {string} */
                            payer: "employee" | "company";
                            hours: number | null;
                            rate: number | null;
                            taxable_wages: number | null;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            customer_id: number | null;
                            project_id: number | null;
                        })[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTaxLiabilityReport: {
        parameters: {
            query: {
                /** @description First date of the range (inclusive), YYYY-MM-DD. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Last date of the range (inclusive, at most 5 years after start_date). Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
                /** @description Payday month or quarter */
                group_by?: "month" | "quarter";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        end_date: string;
                        group_by: string;
                        lines: {
                            /** @description `YYYY-MM` or `YYYY-Qn` of the payday */
                            period: string;
                            code: string;
                            /** @description `US`, a state code or a locality */
                            jurisdiction: string;
                            /** @enum {string} */
                            payer: "employee" | "company";
                            /** @description Dollars, 2 decimals */
                            taxable_wages: number;
                            /** @description Dollars, 2 decimals */
                            amount: number;
                            /** @description Number of pay lines summed */
                            lines: number;
                        }[];
                        /** @description Form 941 figures per payday quarter (lines 1, 2, 3, 5a, 5c, 5d, 10) */
                        form_941: {
                            /** @description `YYYY-Qn` */
                            quarter: string;
                            employees_paid: number;
                            /** @description Dollars, 2 decimals */
                            wages: number;
                            /** @description Dollars, 2 decimals */
                            federal_income_tax_withheld: number;
                            /** @description Dollars, 2 decimals */
                            social_security_wages: number;
                            /** @description Dollars, 2 decimals */
                            social_security_tax: number;
                            /** @description Dollars, 2 decimals */
                            medicare_wages: number;
                            /** @description Dollars, 2 decimals */
                            medicare_tax: number;
                            /** @description Dollars, 2 decimals */
                            additional_medicare_wages: number;
                            /** @description Dollars, 2 decimals */
                            additional_medicare_tax: number;
                            /** @description Dollars, 2 decimals */
                            total_taxes: number;
                        }[];
                        /** @description Form 940 figures per payday year (line 7 taxable FUTA wages; FUTA tax) */
                        form_940: {
                            year: number;
                            /** @description Dollars, 2 decimals */
                            futa_taxable_wages: number;
                            /** @description Dollars, 2 decimals */
                            futa_tax: number;
                        }[];
                        /** @description State return figures per payday quarter and state */
                        state: {
                            quarter: string;
                            state: string;
                            /** @description Dollars, 2 decimals */
                            income_tax_wages: number;
                            /** @description Dollars, 2 decimals */
                            income_tax_withheld: number;
                            /** @description Dollars, 2 decimals */
                            sui_taxable_wages: number;
                            /** @description Dollars, 2 decimals */
                            sui_tax: number;
                            other: {
                                code: string;
                                payer: string;
                                /** @description Dollars, 2 decimals */
                                amount: number;
                            }[];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getJobCostingReport: {
        parameters: {
            query: {
                /** @description First date of the range (inclusive), YYYY-MM-DD. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Last date of the range (inclusive, at most 5 years after start_date). Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        end_date: string;
                        data: {
                            customer_id: number | null;
                            customer_name: string | null;
                            project_id: number | null;
                            project_name: string | null;
                            department_id: number | null;
                            department_name: string | null;
                            /** @description Hours, 2 decimals (from integer seconds) */
                            hours: number;
                            /** @description Dollars, 2 decimals */
                            gross_pay: number;
                            /** @description Dollars, 2 decimals */
                            employer_taxes: number;
                            /** @description Dollars, 2 decimals */
                            labor_cost: number;
                        }[];
                        totals: {
                            /** @description Hours, 2 decimals (from integer seconds) */
                            hours: number;
                            /** @description Dollars, 2 decimals */
                            gross_pay: number;
                            /** @description Dollars, 2 decimals */
                            employer_taxes: number;
                            /** @description Dollars, 2 decimals */
                            labor_cost: number;
                            /** @description Dollars, 2 decimals */
                            unallocated_employer_taxes: number;
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHoursReport: {
        parameters: {
            query: {
                /** @description First date of the range (inclusive), YYYY-MM-DD. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Last date of the range (inclusive, at most 5 years after start_date). Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            day: string;
                            customer_id: number | null;
                            customer_name: string | null;
                            project_id: number | null;
                            project_name: string | null;
                            /** @description Hours, 2 decimals (from integer seconds) */
                            work_hours: number;
                            /** @description Hours, 2 decimals (from integer seconds) */
                            break_hours: number;
                            work_seconds: number;
                            break_seconds: number;
                            /** @description Time-record pieces on that day */
                            records: number;
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmployeeYtdReport: {
        parameters: {
            query: {
                /** @description Payday calendar year */
                year: number;
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            is_contractor: boolean;
                            paychecks: number;
                            /** @description Dollars, 2 decimals */
                            gross_pay: number;
                            /** @description Dollars, 2 decimals */
                            reimbursements: number;
                            /** @description Dollars, 2 decimals */
                            employee_taxes: number;
                            /** @description Dollars, 2 decimals */
                            employer_taxes: number;
                            /** @description Dollars, 2 decimals */
                            employee_benefits: number;
                            /** @description Dollars, 2 decimals */
                            company_benefits: number;
                            /** @description Dollars, 2 decimals */
                            post_tax_deductions: number;
                            /** @description Dollars, 2 decimals */
                            net_pay: number;
                            taxes: {
                                code: string;
                                jurisdiction: string;
                                payer: string;
                                /** @description Dollars, 2 decimals */
                                amount: number;
                            }[];
                            /** @description Per time-off policy the person is enrolled in: hours accrued and used in the calendar year, and available on December 31 or today (company-local), whichever is earlier */
                            time_off: {
                                time_off_policy_id: number;
                                name: string;
                                kind: string;
                                /** @description Accruals dated in the year, net of reversals (hours) */
                                accrued_hours: number;
                                /** @description Uses (paid requests) dated in the year, positive (hours) */
                                used_hours: number;
                                /** @description Balance on available_as_of (hours) */
                                available_hours: number;
                                /**
                                 * Format: date
                                 * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                                 * @example 2026-11-21
                                 */
                                available_as_of: string;
                            }[];
                        }[];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BankAccount"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ABA routing number (checksum validated) */
                    routing_number: string;
                    /** @description 4–17 digits; write-only */
                    account_number: string;
                    /** @enum {string} */
                    account_type: "checking" | "savings";
                    /** @description Dollars per paycheck */
                    split_amount?: number;
                    /** @description Percent of net pay (≤ 4 decimals) */
                    split_percent?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
                bank_account_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https:// URL */
                    url: string;
                    event_types: ("employee.created" | "employee.updated" | "employee.terminated" | "earning.created" | "time_record.clock_in" | "time_record.clock_out" | "time_record.break_started" | "time_record.switched" | "time_record.auto_clocked_out" | "time_record.created" | "time_record.updated" | "time_record.deleted" | "payroll.draft_created" | "payroll.updated" | "payroll.approved" | "payroll.reopened" | "payroll.processing" | "payroll.paid" | "payroll.failed" | "payroll.deleted" | "paycheck.payment_returned" | "tax_deposit.due_soon" | "import.completed" | "company.updated" | "time_off_request.created" | "time_off_request.approved" | "time_off_request.denied" | "time_off_request.cancelled" | "time_off_balance.changed" | "webhook_endpoint.disabled" | "*")[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https:// URL */
                    url?: string;
                    event_types?: ("employee.created" | "employee.updated" | "employee.terminated" | "earning.created" | "time_record.clock_in" | "time_record.clock_out" | "time_record.break_started" | "time_record.switched" | "time_record.auto_clocked_out" | "time_record.created" | "time_record.updated" | "time_record.deleted" | "payroll.draft_created" | "payroll.updated" | "payroll.approved" | "payroll.reopened" | "payroll.processing" | "payroll.paid" | "payroll.failed" | "payroll.deleted" | "paycheck.payment_returned" | "tax_deposit.due_soon" | "import.completed" | "company.updated" | "time_off_request.created" | "time_off_request.approved" | "time_off_request.denied" | "time_off_request.cancelled" | "time_off_balance.changed" | "webhook_endpoint.disabled" | "*")[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pingWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                status?: "pending" | "retrying" | "delivered" | "failed";
                /** @description `evt_` + 20 url-safe characters */
                event_id?: string;
            };
            header?: never;
            path: {
                webhook_endpoint_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
                /** @description Comma-separated event types (e.g. `time_record.clock_in,ping`) */
                type?: string;
                /** @description Events at or after this instant (within 30 days) */
                created_from?: string;
                /** @description Events at or before this instant */
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `evt_` + 20 url-safe characters */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `evt_` + 20 url-safe characters */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this endpoint */
                    webhook_endpoint_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTimeOffPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_off_policies: components["schemas"]["TimeOffPolicy"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTimeOffPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "pto" | "vacation" | "sick" | "holiday" | "unpaid";
                    /**
                     * @description per_hour_worked: accrual_hours per per_hours_worked hours worked (posted when a payroll is approved); per_pay_period: accrual_hours per approved regular payroll; annual_front_load: accrual_hours once a year (front_load_on); none: no accrual (holiday, unpaid, adjustments only)
                     * @enum {string}
                     */
                    accrual_method: "per_hour_worked" | "per_pay_period" | "annual_front_load" | "none";
                    /** @description Hours accrued per per_hours_worked, per pay period or per year; hours, ≤ 4 decimals */
                    accrual_hours?: number;
                    per_hours_worked?: number | null;
                    front_load_on?: ("january_1" | "anniversary") | null;
                    /**
                     * @description Each posting rounded half-up to the second (default), 0.01 h or 0.25 h
                     * @enum {string}
                     */
                    accrual_rounding?: "second" | "hundredth_hour" | "quarter_hour";
                    max_balance_hours?: number | null;
                    max_accrued_per_year_hours?: number | null;
                    max_used_per_year_hours?: number | null;
                    carryover_limit_hours?: number | null;
                    /** @description Days of employment before time off can be used (from start_date) */
                    waiting_period_days?: number;
                    /** @description Overtime hours accrue too (default true) */
                    overtime_accrues?: boolean;
                    /** @description Requests may take the balance below 0 */
                    allow_negative?: boolean;
                    /** @description The balance is paid in the final pay when the person is dismissed */
                    payout_on_termination?: boolean;
                    /** @description Every employee (not contractors) is enrolled (default true) */
                    auto_enroll?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffPolicy"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTimeOffPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_policy_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffPolicy"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateTimeOffPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_policy_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Hours accrued per per_hours_worked, per pay period or per year; hours, ≤ 4 decimals */
                    accrual_hours?: number;
                    per_hours_worked?: number | null;
                    front_load_on?: ("january_1" | "anniversary") | null;
                    /**
                     * @description Each posting rounded half-up to the second (default), 0.01 h or 0.25 h
                     * @enum {string}
                     */
                    accrual_rounding?: "second" | "hundredth_hour" | "quarter_hour";
                    max_balance_hours?: number | null;
                    max_accrued_per_year_hours?: number | null;
                    max_used_per_year_hours?: number | null;
                    carryover_limit_hours?: number | null;
                    /** @description Days of employment before time off can be used (from start_date) */
                    waiting_period_days?: number;
                    /** @description Overtime hours accrue too (default true) */
                    overtime_accrues?: boolean;
                    /** @description Requests may take the balance below 0 */
                    allow_negative?: boolean;
                    /** @description The balance is paid in the final pay when the person is dismissed */
                    payout_on_termination?: boolean;
                    /** @description Every employee (not contractors) is enrolled (default true) */
                    auto_enroll?: boolean;
                    is_archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffPolicy"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrollTimeOffPolicyEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_policy_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffPolicy"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    closeTimeOffPolicyYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_policy_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_off_policy_id: number;
                        year: number;
                        /** @description People whose excess expired in this call */
                        expired: number;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTimeOffBalances: {
        parameters: {
            query?: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                as_of?: string;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee_id: number;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        as_of: string;
                        balances: components["schemas"]["TimeOffBalance"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTerminationPayout: {
        parameters: {
            query?: {
                /**
                 * @description Payday of the offered off-cycle payroll, YYYY-MM-DD (default: the later of the dismissal date and today). Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                 * @example 2026-11-02T00:00:00.000Z
                 */
                payday?: string;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee_id": 12,
                     *       "dismissed_on": "2026-11-21",
                     *       "lines": [
                     *         {
                     *           "time_off_policy_id": 3,
                     *           "policy": "PTO",
                     *           "kind": "pto",
                     *           "balance_hours": 12.5,
                     *           "hours": 12.5,
                     *           "rate": 15,
                     *           "amount": 187.5
                     *         }
                     *       ],
                     *       "total_amount": 187.5,
                     *       "warnings": [],
                     *       "options": {
                     *         "off_cycle": {
                     *           "method": "POST",
                     *           "path": "/partner/v1/payrolls",
                     *           "body": {
                     *             "type": "off_cycle",
                     *             "start_date": "2026-11-21",
                     *             "end_date": "2026-11-21",
                     *             "payday": "2026-11-23",
                     *             "off_cycle_options": {
                     *               "force_supplemental_withholding": true,
                     *               "apply_benefits": false,
                     *               "apply_post_tax_deductions": false
                     *             },
                     *             "employees": [
                     *               {
                     *                 "employee_id": 12,
                     *                 "payrollData": {
                     *                   "earnings": [
                     *                     {
                     *                       "type": "pto",
                     *                       "hours": 12.5,
                     *                       "rate": 15,
                     *                       "amount": 187.5,
                     *                       "description": "Final pay: PTO balance 12.5 h × $15"
                     *                     }
                     *                   ]
                     *                 }
                     *               }
                     *             ],
                     *             "contractors": []
                     *           }
                     *         },
                     *         "next_regular": {
                     *           "pay_schedule_group_id": 1,
                     *           "start_date": "2026-11-08",
                     *           "end_date": "2026-11-21",
                     *           "payday": "2026-11-26",
                     *           "payroll_id": null,
                     *           "status": "open"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TerminationPayout"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    adjustTimeOffBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    time_off_policy_id: number;
                    /** @description Signed: positive adds, negative removes; hours, ≤ 4 decimals */
                    hours: number;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    effective_date?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee_id: number;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        as_of: string;
                        balances: components["schemas"]["TimeOffBalance"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTimeOffRequests: {
        parameters: {
            query?: {
                employee_id?: number;
                status?: "pending" | "approved" | "denied" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_off_requests: components["schemas"]["TimeOffRequest"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_id: number;
                    time_off_policy_id: number;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    end_date: string;
                    /** @description Hours taken on each counted day, more than 0 and at most 24; hours, ≤ 4 decimals */
                    hours_per_day: number;
                    /** @description Count Saturdays and Sundays too (default: Monday–Friday only) */
                    include_weekends?: boolean;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    denyTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time_off_request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTimeOffLiabilityReport: {
        parameters: {
            query?: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                as_of?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        as_of: string;
                        lines: {
                            employee_id: number;
                            first_name: string;
                            last_name: string;
                            time_off_policy_id: number;
                            policy: string;
                            kind: string;
                            available_hours: number;
                            rate: number | null;
                            amount: number | null;
                        }[];
                        total_hours: number;
                        /** @description Dollars: sum of the lines with a rate */
                        total_amount: number;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTimeOffHolidays: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        /** @enum {string} */
                        source: "federal" | "company";
                        holidays: {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            date: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceTimeOffHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holidays: {
                        /**
                         * Format: calendar-date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                         * @example 2026-11-21
                         * @example 2026-11-21T00:00:00.000Z
                         */
                        date: string;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        /** @enum {string} */
                        source: "federal" | "company";
                        holidays: {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            date: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listHistoricalPayrolls: {
        parameters: {
            query?: {
                /** @description Page size (1–200). */
                limit?: number;
                /** @description Opaque cursor from `pagination.next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of historical payrolls */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollSummary"][];
                        pagination: {
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createHistoricalPayroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    payday: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    end_date?: string;
                    /** @enum {string} */
                    pay_frequency?: "weekly" | "biweekly" | "semimonthly" | "monthly";
                    employees: {
                        employee_id: number;
                        earnings: {
                            /** @description Earning type: regular, overtime, double_overtime, salary, pto, sick, holiday, bonus, commission (supplemental wages) or reimbursement (not wages) */
                            type: string;
                            /** @description Amount paid, ≥ 0, dollars (≤ 2 decimals) */
                            amount: number;
                            /** @description Hours, ≤ 2 decimals */
                            hours?: number;
                        }[];
                        taxes?: {
                            /** @description federal_income_tax, social_security, medicare, additional_medicare, futa, state_income_tax, state_unemployment, state_disability, state_family_leave, state_transit, state_paid_leave, local_income_tax, local_services_tax, local_occupational_tax */
                            code: string;
                            /** @description `US` (federal), a two-letter state, or a local jurisdiction (NYC, PA-700102, …) */
                            jurisdiction: string;
                            /** @enum {string} */
                            payer: "employee" | "company";
                            /** @description Wages subject to the tax, ≤ the gross pay, dollars (≤ 2 decimals) */
                            taxable_wages: number;
                            /** @description Tax withheld (employee) or owed (company), ≤ the taxable wages, dollars (≤ 2 decimals) */
                            amount: number;
                        }[];
                        benefits?: {
                            /** @description 401k, 403b, roth_401k, section125_medical, section125_dental, section125_vision or hsa */
                            code: string;
                            /** @description Employee contribution, dollars (≤ 2 decimals) */
                            employee_amount: number;
                            /** @description Company contribution, dollars (≤ 2 decimals) */
                            company_amount?: number;
                        }[];
                        deductions?: {
                            /** @description child_support, garnishment, loan_repayment or other */
                            code: string;
                            /** @description Amount deducted, dollars (≤ 2 decimals) */
                            amount: number;
                        }[];
                    }[];
                    contractors?: {
                        employee_id: number;
                        /** @description Amount paid, dollars (≤ 2 decimals) */
                        amount: number;
                        /** @description Federal backup withholding (Form 1099-NEC box 4), dollars (≤ 2 decimals) */
                        backup_withholding?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHistoricalPayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteHistoricalPayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getW2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: number;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        employee_id: number;
                        employer: {
                            ein: string | null;
                            name: string;
                            address: {
                                address_line_1: string;
                                address_line_2: string | null;
                                city: string;
                                state: string;
                                zip: string;
                            } | null;
                        };
                        employee: {
                            first_name: string;
                            middle_initial: string | null;
                            last_name: string;
                            ssn: string | null;
                            address: {
                                address_line_1: string;
                                address_line_2: string | null;
                                city: string;
                                state: string;
                                zip: string;
                            } | null;
                        };
                        /** @description Wages, tips, other compensation, dollars */
                        box1_wages: number;
                        /** @description Federal income tax withheld, dollars */
                        box2_federal_income_tax_withheld: number;
                        /** @description Social security wages, dollars */
                        box3_social_security_wages: number;
                        /** @description Social security tax withheld, dollars */
                        box4_social_security_tax_withheld: number;
                        /** @description Medicare wages and tips, dollars */
                        box5_medicare_wages: number;
                        /** @description Medicare tax withheld (with Additional Medicare Tax), dollars */
                        box6_medicare_tax_withheld: number;
                        /** @description Social security tips, dollars */
                        box7_social_security_tips: number;
                        /** @description Allocated tips, dollars */
                        box8_allocated_tips: number;
                        /** @description Dependent care benefits, dollars */
                        box10_dependent_care_benefits: number;
                        /** @description Nonqualified plans, dollars */
                        box11_nonqualified_plans: number;
                        box12: {
                            code: string;
                            /** @description Amount, dollars */
                            amount: number;
                        }[];
                        box13: {
                            statutory_employee: boolean;
                            retirement_plan: boolean;
                            third_party_sick_pay: boolean;
                        };
                        box14: {
                            label: string;
                            /** @description Amount, dollars */
                            amount: number;
                        }[];
                        states: {
                            box15_state: string;
                            box15_employer_state_id: string | null;
                            /** @description State wages, dollars */
                            box16_state_wages: number;
                            /** @description State income tax, dollars */
                            box17_state_income_tax: number;
                            localities: {
                                /** @description Local wages, dollars */
                                box18_local_wages: number;
                                /** @description Local income tax, dollars */
                                box19_local_income_tax: number;
                                box20_locality_name: string;
                            }[];
                        }[];
                    };
                    "application/pdf": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getW3: {
        parameters: {
            query: {
                /** @description Calendar year (by payday) */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        box_a_control_number: string | null;
                        box_b_kind_of_payer: string;
                        box_b_kind_of_employer: string;
                        box_c_total_forms_w2: number;
                        box_e_ein: string | null;
                        box_f_employer_name: string;
                        box_g_employer_address: {
                            address_line_1: string;
                            address_line_2: string | null;
                            city: string;
                            state: string;
                            zip: string;
                        } | null;
                        /** @description Wages, tips, other compensation, dollars */
                        box1_wages: number;
                        /** @description Federal income tax withheld, dollars */
                        box2_federal_income_tax_withheld: number;
                        /** @description Social security wages, dollars */
                        box3_social_security_wages: number;
                        /** @description Social security tax withheld, dollars */
                        box4_social_security_tax_withheld: number;
                        /** @description Medicare wages and tips, dollars */
                        box5_medicare_wages: number;
                        /** @description Medicare tax withheld, dollars */
                        box6_medicare_tax_withheld: number;
                        /** @description Deferred compensation (codes D, E, AA), dollars */
                        box12a_deferred_compensation: number;
                        states: {
                            box15_state: string;
                            box15_employer_state_id: string | null;
                            /** @description State wages, dollars */
                            box16_state_wages: number;
                            /** @description State income tax, dollars */
                            box17_state_income_tax: number;
                        }[];
                        /** @description Local wages, dollars */
                        box18_local_wages: number;
                        /** @description Local income tax, dollars */
                        box19_local_income_tax: number;
                        blocking: {
                            employee_id: number | null;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getW2File: {
        parameters: {
            query: {
                /** @description Tax year (by payday) */
                year: number;
                /** @description BSO User ID of the person attesting the file (RA record positions 12–19) */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description EFW2 file: 512-character records separated by CR LF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getForm1099Nec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contractor_id: number;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        contractor_id: number;
                        payer: {
                            tin: string | null;
                            name: string;
                            address: {
                                address_line_1: string;
                                address_line_2: string | null;
                                city: string;
                                state: string;
                                zip: string;
                            } | null;
                        };
                        recipient: {
                            /** @description Truncated: XXX-XX-1234 (an SSN) or XX-XXX1234 (an EIN) */
                            tin: string;
                            /**
                             * @description What the recipient's TIN is
                             * @enum {string}
                             */
                            tin_type: "ssn" | "ein";
                            name: string;
                            address: {
                                address_line_1: string;
                                address_line_2: string | null;
                                city: string;
                                state: string;
                                zip: string;
                            } | null;
                        };
                        /** @description Nonemployee compensation, dollars */
                        box1_nonemployee_compensation: number;
                        box2_direct_sales_over_5000: boolean;
                        /** @description Federal income tax withheld (backup withholding), dollars */
                        box4_federal_income_tax_withheld: number;
                        /** @description Boxes 5–7, one entry per state */
                        states: {
                            /** @description Workplace state of the payments */
                            state: string;
                            /** @description Box 5: state tax withheld, dollars */
                            box5_state_tax_withheld: number;
                            payer_state_id: string | null;
                            /** @description Box 7: state income, dollars */
                            state_income: number;
                        }[];
                    };
                    "application/pdf": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getForm1096: {
        parameters: {
            query: {
                /** @description Calendar year (by payday) */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        form_type: string;
                        total_forms: number;
                        /** @description Total of box 1, dollars */
                        total_amount_reported: number;
                        /** @description Total of box 4, dollars */
                        federal_income_tax_withheld: number;
                        blocking: {
                            employee_id: number | null;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getYearEndReport: {
        parameters: {
            query: {
                /** @description Calendar year (by payday) */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        quarters: {
                            quarter: string;
                            form_941: {
                                measure: string;
                                /** @description Sum of the paychecks, dollars */
                                paychecks: number;
                                /** @description The form, dollars */
                                form: number;
                                /** @description paychecks − form; must be 0.00, dollars */
                                difference: number;
                            }[];
                        }[];
                        year_totals: {
                            form_941_vs_w3: {
                                measure: string;
                                /** @description Sum of the paychecks, dollars */
                                paychecks: number;
                                /** @description The form, dollars */
                                form: number;
                                /** @description paychecks − form; must be 0.00, dollars */
                                difference: number;
                            }[];
                            paychecks_vs_w3: {
                                measure: string;
                                /** @description Sum of the paychecks, dollars */
                                paychecks: number;
                                /** @description The form, dollars */
                                form: number;
                                /** @description paychecks − form; must be 0.00, dollars */
                                difference: number;
                            }[];
                            paychecks_vs_940: {
                                measure: string;
                                /** @description Sum of the paychecks, dollars */
                                paychecks: number;
                                /** @description The form, dollars */
                                form: number;
                                /** @description paychecks − form; must be 0.00, dollars */
                                difference: number;
                            }[];
                            /** @description Per state: gross and SUI taxable wages of the paychecks vs the four quarterly wage reports */
                            paychecks_vs_state_wage_reports: {
                                measure: string;
                                /** @description Sum of the paychecks, dollars */
                                paychecks: number;
                                /** @description The form, dollars */
                                form: number;
                                /** @description paychecks − form; must be 0.00, dollars */
                                difference: number;
                            }[];
                        };
                        /** @description Every difference is 0.00 */
                        balanced: boolean;
                        blocking: {
                            employee_id: number | null;
                            field: string;
                            message: string;
                        }[];
                        ready_to_file: boolean;
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getForm941: {
        parameters: {
            query: {
                year: number;
                quarter: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        quarter: number;
                        line1_employees: number;
                        /** @description Line 2, dollars */
                        line2_wages: number;
                        /** @description Line 3, dollars */
                        line3_federal_income_tax_withheld: number;
                        /** @description Line 5a column 1, dollars */
                        line5a_social_security_wages: number;
                        /** @description Line 5a column 2, dollars */
                        line5a_tax: number;
                        /** @description Line 5b column 1, dollars */
                        line5b_social_security_tips: number;
                        /** @description Line 5b column 2, dollars */
                        line5b_tax: number;
                        /** @description Line 5c column 1, dollars */
                        line5c_medicare_wages: number;
                        /** @description Line 5c column 2, dollars */
                        line5c_tax: number;
                        /** @description Line 5d column 1, dollars */
                        line5d_additional_medicare_wages: number;
                        /** @description Line 5d column 2, dollars */
                        line5d_tax: number;
                        /** @description Line 5e, dollars */
                        line5e_total_social_security_and_medicare: number;
                        /** @description Line 6, dollars */
                        line6_total_taxes_before_adjustments: number;
                        /** @description Line 7, dollars */
                        line7_fractions_of_cents: number;
                        /** @description Line 10, dollars */
                        line10_total_taxes_after_adjustments: number;
                        /** @description Line 11, dollars */
                        line11_credits: number;
                        /** @description Line 12, dollars */
                        line12_total_taxes_after_credits: number;
                        line16_monthly_liability: {
                            /** @description Month 1, dollars */
                            month1: number;
                            /** @description Month 2, dollars */
                            month2: number;
                            /** @description Month 3, dollars */
                            month3: number;
                            /** @description Total, dollars */
                            total: number;
                        };
                        schedule_b: {
                            date: string;
                            /** @description Liability of the day, dollars */
                            liability: number;
                        }[];
                        /** @description The depositor type and the line 16 box (read from the payments module) */
                        depositor: {
                            /**
                             * @description Deposit schedule from the lookback period (GET /tax-deposits; IRS Publication 15 §11)
                             * @enum {string}
                             */
                            lookback_schedule: "monthly" | "semiweekly";
                            /** @description Form 941 taxes of the lookback period, dollars */
                            lookback_taxes: number;
                            /**
                             * @description The line 16 box that applies: line 12 under $2,500 (this or the prior quarter, no next-day deposit), monthly depositor for the whole quarter (line 16 months), or semiweekly for any part of it (Schedule B)
                             * @enum {string}
                             */
                            line16: "less_than_2500" | "monthly" | "semiweekly";
                            /** @description A $100,000 next-day deposit obligation arose in the quarter */
                            next_day_deposit_in_quarter: boolean;
                            semiweekly_since: string | null;
                        };
                    };
                    "application/pdf": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getForm940: {
        parameters: {
            query: {
                /** @description Calendar year (by payday) */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        line1a_state: string | null;
                        /** @description Line 1b: wages in more than one state (Schedule A) */
                        line1b_multi_state: boolean;
                        /** @description Workplace states of the FUTA wages */
                        states: string[];
                        /** @description Line 3, dollars */
                        line3_total_payments_to_employees: number;
                        /** @description Line 4, dollars */
                        line4_exempt_payments: number;
                        /** @description Line 5, dollars */
                        line5_payments_over_7000: number;
                        /** @description Line 6 (4 + 5), dollars */
                        line6_subtotal: number;
                        /** @description Line 7 (3 − 6), dollars */
                        line7_futa_taxable_wages: number;
                        /** @description Line 8 (7 × 0.006), dollars */
                        line8_futa_before_adjustments: number;
                        /** @description Line 9, dollars */
                        line9_excluded_wages_adjustment: number;
                        /** @description Line 10, dollars */
                        line10_late_state_payment_adjustment: number;
                        /** @description Line 11 (Schedule A total), dollars */
                        line11_credit_reduction: number;
                        /** @description Line 12, dollars */
                        line12_total_futa_after_adjustments: number;
                        /** @description Line 13 (the FUTA the paychecks recorded), dollars */
                        line13_futa_deposited: number;
                        /** @description Line 14, dollars */
                        line14_balance_due: number;
                        /** @description Line 15, dollars */
                        line15_overpayment: number;
                        line16_quarterly_liability: {
                            /** @description Line 16a, dollars */
                            q1: number;
                            /** @description Line 16b, dollars */
                            q2: number;
                            /** @description Line 16c, dollars */
                            q3: number;
                            /** @description Line 16d, dollars */
                            q4: number;
                        };
                        /** @description Line 17, dollars */
                        line17_total_liability: number;
                        schedule_a: {
                            state: string;
                            /** @description FUTA taxable wages paid in the state, dollars */
                            taxable_wages: number;
                            /** @description Credit reduction rate (decimal) */
                            rate: string;
                            /** @description Credit reduction, dollars */
                            credit_reduction: number;
                        }[];
                    };
                    "application/pdf": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStateWageReport: {
        parameters: {
            query: {
                year: number;
                quarter: number;
                /** @description Two-letter US state code */
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        quarter: number;
                        state: string;
                        employer_account_number: string | null;
                        employees: {
                            employee_id: number;
                            last_name: string;
                            first_name: string;
                            ssn: string | null;
                            /** @description Gross wages paid in the state in the quarter, dollars */
                            gross_wages: number;
                            /** @description SUI taxable wages, dollars */
                            sui_taxable_wages: number;
                            /** @description State income tax withheld, dollars */
                            state_income_tax_withheld: number;
                        }[];
                        totals: {
                            employees: number;
                            /** @description Total gross wages, dollars */
                            gross_wages: number;
                            /** @description Total SUI taxable wages, dollars */
                            sui_taxable_wages: number;
                            /** @description Total state income tax withheld, dollars */
                            state_income_tax_withheld: number;
                        };
                        blocking: {
                            employee_id: number;
                            field: string;
                            message: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceCompanyTaxIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ein?: string | null;
                    /** @description State employer account numbers by state code (W-2 box 15) */
                    state_tax_ids?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ein: string | null;
                        state_tax_ids: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettings"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replacePaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The originating bank's (ODFI) ABA routing number; its first 8 digits start every trace number */
                    odfi_routing_number: string;
                    /** @description Routing number of the receiving point (file header positions 04–13), usually the ODFI */
                    immediate_destination: string;
                    immediate_destination_name: string;
                    /** @description Sending point, 10 characters as the bank assigns it (often 1 + EIN) */
                    immediate_origin: string;
                    immediate_origin_name: string;
                    /** @description Shown on statements (16) */
                    company_name: string;
                    /** @description Company identification (10, often 1 + EIN); sealed at rest, write-only */
                    company_identification: string;
                    /** @default PAYROLL */
                    entry_description?: string;
                    /**
                     * @description Add the company's offsetting debit to each file
                     * @default false
                     */
                    balanced?: boolean;
                    offset_routing_number?: string;
                    /** @description The company account debited; write-only */
                    offset_account_number?: string;
                    /** @enum {string} */
                    offset_account_type?: "checking" | "savings";
                    /**
                     * @description Banking days after a prenote before an account receives live credits (0 = at once)
                     * @default 3
                     */
                    prenote_days?: number;
                    next_check_number?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettings"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayrollPaymentFile: {
        parameters: {
            query?: {
                /** @description Write the same entries again under the next file ID modifier (the earlier file is superseded: send only one) */
                resubmit?: boolean;
            };
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NACHA file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayrollPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollPayments"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    settlePayroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollPayments"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    returnPaycheckPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description NACHA return reason code R01–R85 */
                    return_code: string;
                    /** @description Only this credit (default: every credit of the paycheck) */
                    trace_number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollPayments"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPaymentReturns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bank's NACHA return file */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        returns: {
                            trace_number: string;
                            return_code: string;
                            kind: string;
                            payroll_id: string;
                            employee_id: number;
                            amount: number;
                        }[];
                        /** @description Original trace numbers not found (or already returned) */
                        unmatched: string[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    issuePaycheckCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `pay_` + 20 url-safe characters */
                payroll_id: string;
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check_number?: number;
                    /**
                     * Format: calendar-date
                     * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400.
                     * @example 2026-11-21
                     * @example 2026-11-21T00:00:00.000Z
                     */
                    issued_on?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listChecks: {
        parameters: {
            query: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Check"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPositivePayFile: {
        parameters: {
            query: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTaxDeposits: {
        parameters: {
            query: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date: string;
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schedule: {
                            year: number;
                            /** @enum {string} */
                            federal_schedule: "monthly" | "semiweekly";
                            lookback_start: string;
                            lookback_end: string;
                            /** @description Form 941 taxes of the lookback period, dollars */
                            lookback_taxes: number;
                            source: string;
                        };
                        data: components["schemas"]["TaxDeposit"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    notifyTaxDepositsDueSoon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Banking days ahead
                     * @default 2
                     */
                    days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxDeposit"][];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmployeeTimesheet: {
        parameters: {
            query?: {
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                start_date?: string;
                /** @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199. Also accepted as an ISO date-time at midnight, e.g. `2026-11-02T00:00:00.000Z` (as responses render `start_date`), meaning the date written in it; a date-time with a time of day is a 400. */
                end_date?: string;
            };
            header?: never;
            path: {
                employee_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee_id": 5,
                     *       "start_date": "2026-10-11",
                     *       "end_date": "2026-10-17",
                     *       "timezone": "America/Los_Angeles",
                     *       "workweek_start": "sunday",
                     *       "workplace_state": "CA",
                     *       "days": [
                     *         {
                     *           "date": "2026-10-12",
                     *           "workweek_start": "2026-10-11",
                     *           "regular_seconds": 28800,
                     *           "overtime_seconds": 7200,
                     *           "double_overtime_seconds": 0,
                     *           "paid_break_seconds": 0,
                     *           "unpaid_break_seconds": 1800,
                     *           "overtime": [
                     *             {
                     *               "rule": "ca_daily_8",
                     *               "multiplier": "1.5",
                     *               "seconds": 7200,
                     *               "description": "over 8 h in the workday, CA Labor Code §510"
                     *             }
                     *           ],
                     *           "locked_by_payroll_id": null
                     *         }
                     *       ],
                     *       "totals": {
                     *         "regular_seconds": 28800,
                     *         "overtime_seconds": 7200,
                     *         "double_overtime_seconds": 0
                     *       },
                     *       "locked_periods": [],
                     *       "warnings": []
                     *     }
                     */
                    "application/json": {
                        employee_id: number;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                         * @example 2026-11-21
                         */
                        end_date: string;
                        /** @description Company IANA time zone: days and workweeks are local to it */
                        timezone: string;
                        workweek_start: string;
                        workplace_state: string | null;
                        days: {
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            workweek_start: string;
                            /** @description Regular hours; seconds */
                            regular_seconds: number;
                            /** @description Overtime (1.5×); seconds */
                            overtime_seconds: number;
                            /** @description Double overtime (2×); seconds */
                            double_overtime_seconds: number;
                            /** @description Short breaks and paid lunch, already in the hours above; seconds */
                            paid_break_seconds: number;
                            /** @description Unpaid meal periods; seconds */
                            unpaid_break_seconds: number;
                            /** @description Overtime and double overtime by rule */
                            overtime: {
                                /**
                                 * @description flsa_weekly_40: over 40 h in the workweek (29 CFR 778.107); ca_daily_8 / ak_daily_8 / nv_daily_8 / co_daily_12: the workplace state’s daily rule; ca_seventh_day: first 8 h of the 7th consecutive workday; ca_daily_12_double, ca_seventh_day_over_8_double: CA double time (Labor Code §510)
                                 * @enum {string}
                                 */
                                rule: "flsa_weekly_40" | "ca_daily_8" | "ak_daily_8" | "nv_daily_8" | "co_daily_12" | "ca_seventh_day" | "ca_daily_12_double" | "ca_seventh_day_over_8_double";
                                /**
                                 * @description Times the regular rate
                                 * @enum {string}
                                 */
                                multiplier: "1.5" | "2";
                                /** @description Overtime hours of the day under this rule; seconds */
                                seconds: number;
                                /** @description The rule in words with its source */
                                description: string;
                            }[];
                            locked_by_payroll_id: string | null;
                        }[];
                        totals: {
                            regular_seconds: number;
                            overtime_seconds: number;
                            double_overtime_seconds: number;
                        };
                        /** @description Periods of approved payrolls that paid the person and overlap the days */
                        locked_periods: {
                            payroll_id: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            start_date: string;
                            /**
                             * Format: date
                             * @description Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199
                             * @example 2026-11-21
                             */
                            end_date: string;
                        }[];
                        warnings: {
                            code: string;
                            message: string;
                            time_record_id: number | null;
                        }[];
                    };
                };
            };
            /** @description RFC 9457 problem details */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RFC 9457 problem details */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    webhook_employee_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "employee.created";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["EmployeeDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_employee_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "employee.updated";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["EmployeeDetail"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_employee_terminated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "employee.terminated";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["EmployeeDetail"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_earning_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "earning.created";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["EarningEventData"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_clock_in: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.clock_in";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_clock_out: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.clock_out";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_break_started: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.break_started";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_switched: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.switched";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_auto_clocked_out: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.auto_clocked_out";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.created";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.updated";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_record_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_record.deleted";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeRecordDetail"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_draft_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.draft_created";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.updated";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.approved";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_reopened: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.reopened";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_processing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.processing";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.paid";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.failed";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payroll_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "payroll.deleted";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PayrollSummary"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_paycheck_payment_returned: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "paycheck.payment_returned";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PaycheckPaymentEvent"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tax_deposit_due_soon: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "tax_deposit.due_soon";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TaxDeposit"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_import_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "import.completed";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["ImportCompleted"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_company_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "company.updated";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["Company"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_off_request_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_off_request.created";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_off_request_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_off_request.approved";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_off_request_denied: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_off_request.denied";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_off_request_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_off_request.cancelled";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_off_balance_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "time_off_balance.changed";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["TimeOffBalanceChanged"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_endpoint_disabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "webhook_endpoint.disabled";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["WebhookEndpoint"];
                    /** @description The fields of `data` that changed, with their earlier values */
                    previous_attributes?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_ping: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject messages older than 5 minutes */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    type: "ping";
                    /** Format: date-time */
                    created_at: string;
                    company_id: number;
                    data: components["schemas"]["PingData"];
                };
            };
        };
        responses: {
            /** @description Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
