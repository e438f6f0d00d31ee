/**
 * One error model. Domain code throws {@link DomainError} with a stable machine `code`; the single
 * HTTP error handler turns it into an RFC 9457 problem+json body:
 * `{ type: "urn:payclock:problem:<code>", title, status, code, detail, errors? }`.
 * The catalogue below is the complete list of codes (documented in OpenAPI and docs/errors.md).
 */

/** Every problem code the API can return, with its HTTP status and title. */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, title: 'The request is invalid' },
  malformed_json: { status: 400, title: 'The body is not valid JSON' },
  invalid_reference: { status: 400, title: 'A referenced resource does not exist or cannot be used' },
  disabled_reference: { status: 400, title: 'A referenced customer or project is disabled' },
  outside_geofence: { status: 400, title: 'The coordinates are outside the geofence' },
  employee_inactive: { status: 400, title: 'The employee is not active' },
  unauthorized: { status: 401, title: 'A valid API key is required' },
  token_expired: { status: 401, title: 'The component token has expired' },
  plan_required: { status: 403, title: 'The company plan does not include this operation' },
  out_of_scope: { status: 403, title: 'The component token does not reach this operation' },
  not_found: { status: 404, title: 'Resource not found' },
  route_not_found: { status: 404, title: 'No such route' },
  payroll_not_configured: { status: 404, title: 'Payroll is not configured for this company' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  already_clocked_in: { status: 409, title: 'The employee is already clocked in' },
  not_clocked_in: { status: 409, title: 'The employee is not clocked in' },
  overlapping_record: { status: 409, title: 'The time record overlaps another record' },
  period_locked: { status: 409, title: 'The pay period is locked by an approved payroll' },
  duplicate_email: { status: 409, title: 'The email is already used in this company' },
  duplicate_name: { status: 409, title: 'The name is already used' },
  frequency_locked: { status: 409, title: 'The pay frequency cannot change once payrolls exist' },
  payroll_not_draft: { status: 409, title: 'The payroll is not a draft' },
  period_already_has_payroll: { status: 409, title: 'The pay period already has a regular payroll' },
  reopen_deadline_passed: { status: 409, title: 'The payroll can no longer be reopened' },
  invalid_state: { status: 409, title: 'The resource is not in a state that allows this operation' },
  // time off (src/modules/time-off)
  insufficient_time_off_balance: { status: 409, title: 'The time-off balance is not enough' },
  time_off_waiting_period: { status: 409, title: 'The time off falls in the waiting period of the policy' },
  overlapping_time_off: {
    status: 409,
    title: 'The time off overlaps a time record or another time-off request',
  },
  payroll_not_approved: { status: 409, title: 'The payroll is not approved' },
  idempotency_request_in_progress: {
    status: 409,
    title: 'A request with this Idempotency-Key is still in progress',
  },
  payload_too_large: { status: 413, title: 'The body is too large' },
  uri_too_long: { status: 414, title: 'The request URI is too long' },
  headers_too_large: { status: 431, title: 'The request line and headers are too large' },
  request_timeout: { status: 408, title: 'The request was not received in time' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type' },
  not_acceptable: { status: 406, title: 'Not acceptable' },
  payment_settings_missing: { status: 422, title: 'The company has no ACH origination settings' },
  bank_account_invalid: { status: 422, title: 'A bank account of the payroll failed validation' },
  idempotency_key_reused: { status: 422, title: 'The Idempotency-Key was used with a different request' },
  missing_tax_information: { status: 422, title: 'A tax form lacks information it must show' },
  rate_limited: { status: 429, title: 'Too many requests' },
  clock_in_in_progress: { status: 429, title: 'Another clock-in for this employee is in progress' },
  internal_error: { status: 500, title: 'Internal error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const;

/** A stable problem code. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** A field-level validation message: `field` is a JSON path like `employees[0].earnings[1].hours`. */
export interface FieldError {
  field: string;
  message: string;
}

/** A client-visible error with a stable code; `detail` names the offending value. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.status = ERROR_CATALOGUE[code].status;
  }
}

/** 404 for a path id that does not exist in the caller's company. */
export function notFound(resource: string, id: string | number): DomainError {
  return new DomainError('not_found', `${resource} ${String(id)} was not found`);
}

/** 400 validation error on one field. */
export function invalid(field: string, message: string): DomainError {
  return new DomainError('validation_failed', `${field}: ${message}`, [{ field, message }]);
}
