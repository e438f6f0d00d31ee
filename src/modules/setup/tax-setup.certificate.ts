/**
 * Per-state validation of the state withholding certificate of `PUT /employees/:id/tax-setup`,
 * against the `certificate` section of the state's table file (`tax-tables/<year>/<st>.json`):
 * `filing_status` among the form's statuses, `allowances` / `additional_allowances` only where the
 * form has them, and `extra` fields by type, enum values and range. Each problem is one 400 field
 * error naming the field and the allowed values. Accepted fields per state: docs/tax-coverage.md.
 */
import type { CertificateSpec, ExtraFieldSpec } from '@payclock/tax-engine';
import { type Checker, show } from './validation.js';

/** The certificate fields checked here, as sent (the rest of the body is checked by the caller). */
export interface CertificateFields {
  state: string;
  filing_status?: string;
  allowances?: number;
  additional_allowances?: number;
  extra?: Record<string, string | number | boolean>;
}

function checkExtra(c: Checker, field: string, spec: ExtraFieldSpec, v: string | number | boolean): void {
  switch (spec.type) {
    case 'enum':
      if (typeof v !== 'string' || !spec.values.includes(v)) {
        c.add(field, `${show(v)} is not allowed (allowed: ${spec.values.join(', ')}): ${spec.description}`);
      }
      return;
    case 'integer':
      if (typeof v !== 'number' || !Number.isInteger(v) || v < spec.min || v > spec.max) {
        c.add(field, `${show(v)} must be an integer from ${spec.min} to ${spec.max}: ${spec.description}`);
      }
      return;
    case 'boolean':
      if (typeof v !== 'boolean') c.add(field, `${show(v)} must be true or false: ${spec.description}`);
      return;
    case 'dollars':
      if (typeof v !== 'number') c.add(field, `${show(v)} must be a number of dollars: ${spec.description}`);
      else c.dollars(field, v);
      return;
    case 'pattern':
      if (typeof v !== 'string' || !new RegExp(spec.pattern).test(v)) {
        c.add(field, `${show(v)} must be a string matching ${spec.pattern}: ${spec.description}`);
      }
  }
}

/**
 * Local-tax fields every state's certificate accepts (locals/local-place.ts): the place code(s) of
 * the workplace and of the home where a ZIP spans several places (`OH-COLUMBUS`, comma-separated),
 * and the opt-in / opt-out of withholding for annual-threshold locals (Metro SHS, Multnomah PFA).
 */
export const LOCAL_FIELDS: Readonly<Record<string, ExtraFieldSpec>> = {
  local_work_code: {
    type: 'pattern',
    pattern: '^[A-Z]{2}-[A-Z0-9-]{1,30}(,[A-Z]{2}-[A-Z0-9-]{1,30})*$',
    description:
      'local tax place code(s) of the workplace (tax-tables locals-<st>.json, docs/tax-coverage.md)',
    required: false,
  },
  local_resident_code: {
    type: 'pattern',
    pattern: '^[A-Z]{2}-[A-Z0-9-]{1,30}(,[A-Z]{2}-[A-Z0-9-]{1,30})*$',
    description: 'local tax place code(s) of the home (tax-tables locals-<st>.json, docs/tax-coverage.md)',
    required: false,
  },
  local_withholding_election: {
    type: 'enum',
    values: ['opt_in', 'opt_out'],
    description: 'withholding of annual-threshold local taxes (Metro SHS / Multnomah PFA opt-in/opt-out)',
    required: false,
  },
};

/**
 * Checks the certificate against `spec` (null: the state has no certificate section — no wage tax
 * or not covered — then only an empty `extra` is accepted). Returns the filing status to store
 * (the form's default when none is sent).
 */
export function checkCertificate(
  c: Checker,
  s: CertificateFields,
  spec: CertificateSpec | null,
  at = 'state',
): string {
  if (!spec) {
    for (const [k, v] of Object.entries(s.extra ?? {})) {
      const lf = LOCAL_FIELDS[k];
      if (lf) checkExtra(c, `${at}.extra.${k}`, lf, v);
      else {
        c.add(
          `${at}.extra.${k}`,
          `${s.state} has no state-form fields in the tax tables (allowed: ${Object.keys(LOCAL_FIELDS).join(', ')})`,
        );
      }
    }
    return s.filing_status ?? 'single';
  }
  const fs = s.filing_status;
  if (fs !== undefined) {
    if (spec.filingStatuses.length === 0) {
      if (fs !== spec.defaultFilingStatus) {
        c.add(`${at}.filing_status`, `${show(fs)}: ${spec.form} has no filing status; omit filing_status`);
      }
    } else if (!spec.filingStatuses.includes(fs)) {
      c.add(
        `${at}.filing_status`,
        `${show(fs)} is not a filing status of ${spec.form} (allowed: ${spec.filingStatuses.join(', ')})`,
      );
    }
  }
  if ((s.allowances ?? 0) !== 0 && spec.allowances === null) {
    c.add(`${at}.allowances`, `${show(s.allowances)}: ${spec.form} has no allowances; send 0 or omit it`);
  }
  if ((s.additional_allowances ?? 0) !== 0 && spec.additionalAllowances === null) {
    c.add(
      `${at}.additional_allowances`,
      `${show(s.additional_allowances)}: ${spec.form} has no additional allowances; send 0 or omit it`,
    );
  }
  const known = [...Object.keys(spec.extra), ...Object.keys(LOCAL_FIELDS)];
  const extra = s.extra ?? {};
  for (const [k, v] of Object.entries(extra)) {
    const f = spec.extra[k] ?? LOCAL_FIELDS[k];
    if (!f) {
      c.add(
        `${at}.extra.${k}`,
        `is not a ${spec.form} field (allowed: ${known.length > 0 ? known.join(', ') : 'none'})`,
      );
    } else checkExtra(c, `${at}.extra.${k}`, f, v);
  }
  for (const [k, f] of Object.entries(spec.extra)) {
    if (f.required && extra[k] === undefined) {
      c.add(`${at}.extra.${k}`, `is required on ${spec.form}: ${f.description}`);
    }
  }
  return fs ?? spec.defaultFilingStatus;
}
