/**
 * The event catalogue (docs/webhooks.md): every event type a company's endpoints can subscribe to,
 * the component schema of its `data` (the resource as the API returns it), what triggers it, and
 * its ordering key — events with the same key reach one endpoint in the order they happened.
 * `ping` is not subscribable: it goes only to the endpoint that asked for it.
 */

/** One catalogue entry. */
export interface EventTypeInfo {
  /** Component schema of `data` (components.schemas in openapi.json). */
  readonly schema: string;
  /** When the event is emitted. */
  readonly description: string;
  /** Whether the event carries `previous_attributes` (the changed fields' earlier values). */
  readonly previous: boolean;
}

const tr = (description: string, previous = false): EventTypeInfo => ({
  schema: 'TimeRecordDetail',
  description,
  previous,
});
const pay = (description: string, previous = true): EventTypeInfo => ({
  schema: 'PayrollSummary',
  description,
  previous,
});

/** Every subscribable event type. */
export const EVENT_TYPES = {
  'employee.created': {
    schema: 'EmployeeDetail',
    description: 'An employee was invited (POST /employees).',
    previous: false,
  },
  'employee.updated': {
    schema: 'EmployeeDetail',
    description: 'An employee changed (PATCH /employees/{employee_id}), other than a dismissal.',
    previous: true,
  },
  'employee.terminated': {
    schema: 'EmployeeDetail',
    description: 'An employee was dismissed (PATCH with is_active false and dismissed_on).',
    previous: true,
  },
  'earning.created': {
    schema: 'EarningEventData',
    description: 'A new earning record (POST /employees/{employee_id}/earnings).',
    previous: false,
  },
  'time_record.clock_in': tr('A work record opened by POST /time-records/clock-in (type work).'),
  'time_record.clock_out': tr(
    'An active record was closed by a punch: POST /time-records/clock-out, or a clock-in that ended the ' +
      'active record (a break ends the work record, clocking in from a break ends the break, a switch ends ' +
      'the current record).',
    true,
  ),
  'time_record.break_started': tr('A break record opened by POST /time-records/clock-in (type break).'),
  'time_record.switched': tr(
    'A work record opened by a switch (POST /time-records/clock-in, type switch) for another customer or project.',
  ),
  'time_record.auto_clocked_out': tr(
    'An active record passed its expires_at (the daily cut-off) and was closed automatically.',
    true,
  ),
  'time_record.created': tr('A finished record was added by hand (POST /time-records).'),
  'time_record.updated': tr('A record was edited (PATCH /time-records/{time_record_id}).', true),
  'time_record.deleted': tr(
    'A record was deleted (DELETE /time-records/{time_record_id}); data is its last state.',
  ),
  'payroll.draft_created': pay('A draft payroll was created (POST /payrolls).', false),
  'payroll.updated': pay(
    'A draft or reopened payroll changed (PUT /payrolls/{payroll_id}, PATCH of a paycheck).',
  ),
  'payroll.approved': pay('A payroll was approved (status pending).'),
  'payroll.reopened': pay('An approved payroll was reopened (status reopened).'),
  'payroll.processing': pay('A payroll started processing (status processing).'),
  'payroll.paid': pay('A payroll was paid (status paid).'),
  'payroll.failed': pay('A payroll failed to process (status failed).'),
  'payroll.deleted': pay('A draft payroll was deleted; data is its last state.', false),
  'paycheck.payment_returned': {
    schema: 'PaycheckPaymentEvent',
    description:
      'A direct deposit came back from the bank (POST /payrolls/{payroll_id}/paychecks/{employee_id}/returns or a ' +
      'return file, POST /payment-returns); data carries the NACHA return reason code.',
    previous: false,
  },
  'tax_deposit.due_soon': {
    schema: 'TaxDeposit',
    description:
      'A tax deposit is due within the next banking days (POST /tax-deposits/notify, run daily); once per deposit.',
    previous: false,
  },
  'import.completed': {
    schema: 'ImportCompleted',
    description: 'A CSV import (payclock import …) committed its rows.',
    previous: false,
  },
  'company.updated': {
    schema: 'Company',
    description: 'Company settings changed (PATCH /companies).',
    previous: true,
  },
  // time off (src/modules/time-off, docs/time-off.md)
  'time_off_request.created': {
    schema: 'TimeOffRequest',
    description: 'A time-off request was made (POST /time-off-requests).',
    previous: false,
  },
  'time_off_request.approved': {
    schema: 'TimeOffRequest',
    description: 'A time-off request was approved; its hours were taken from the balance.',
    previous: false,
  },
  'time_off_request.denied': {
    schema: 'TimeOffRequest',
    description: 'A pending time-off request was denied.',
    previous: false,
  },
  'time_off_request.cancelled': {
    schema: 'TimeOffRequest',
    description: 'A time-off request was cancelled (an approved one gives its hours back).',
    previous: false,
  },
  'time_off_balance.changed': {
    schema: 'TimeOffBalanceChanged',
    description:
      'A time-off balance changed: accrual on payroll approval (or its reversal on reopen), a use, an adjustment, a year-end expiry or a payout.',
    previous: false,
  },
  'webhook_endpoint.disabled': {
    schema: 'WebhookEndpoint',
    description: 'An endpoint that had failed for 3 days was disabled (its pending deliveries failed).',
    previous: true,
  },
} as const satisfies Record<string, EventTypeInfo>;

/** A subscribable event type. */
export type EventType = keyof typeof EVENT_TYPES;

/** Every event type, including `ping`. */
export type AnyEventType = EventType | 'ping';

/** Subscribable types, in catalogue order. */
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];

/** Whether `t` names a subscribable event type. */
export function isEventType(t: string): t is EventType {
  return Object.hasOwn(EVENT_TYPES, t);
}
