/**
 * The `certificate` section of a state table file: which fields the state's withholding certificate
 * (VA-4, NJ-W4, IT-4, MW507, WH-4, …) asks, validated per state by `PUT /employees/:id/tax-setup`
 * and read by the calculators. Shape: docs/tax-coverage.md ("State certificates").
 */
import type { Ctx } from '../schema.ts';

/** One state-form field stored in the certificate's `extra` object. */
export type ExtraFieldSpec =
  | { type: 'enum'; values: string[]; description: string; required: boolean }
  | { type: 'integer'; min: number; max: number; description: string; required: boolean }
  | { type: 'boolean'; description: string; required: boolean }
  /** A code written as a string matching `pattern` (e.g. a six-digit PSD code). */
  | { type: 'pattern'; pattern: string; description: string; required: boolean }
  /** Dollars in the API; the engine receives cents under the same key. */
  | { type: 'dollars'; description: string; required: boolean };

/** Parsed `certificate` section. */
export interface CertificateSpec {
  /** Form name, e.g. "VA-4". */
  form: string;
  /** Accepted `filing_status` values; empty when the form has none. */
  filingStatuses: string[];
  /** Filing status stored and used when none is given (or the form has none). */
  defaultFilingStatus: string;
  /** What `allowances` means on the form, or null when the form has no such line. */
  allowances: string | null;
  /** What `additional_allowances` means, or null when unused. */
  additionalAllowances: string | null;
  /** Other form fields by API name. */
  extra: Record<string, ExtraFieldSpec>;
  /** What the employer withholds when no certificate is on file (the publication's default). */
  noCertificate: string;
}

const nullableStr = (c: Ctx, v: unknown, p: string): string | null => (v === null ? null : c.str(v, p));

function wholeNumber(c: Ctx, v: unknown, p: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) c.fail(p, 'expected a whole number ≥ 0');
  return v;
}

/** Validates one `extra` field spec. */
function parseExtraField(c: Ctx, v: unknown, p: string): ExtraFieldSpec {
  const o = c.obj(v, p);
  const description = c.str(o.description, `${p}.description`);
  const required = o.required === undefined ? false : c.bool(o.required, `${p}.required`);
  const type = c.str(o.type, `${p}.type`);
  switch (type) {
    case 'enum': {
      const values = c.strList(o.values, `${p}.values`);
      if (values.length === 0) c.fail(`${p}.values`, 'expected at least one value');
      return { type, values, description, required };
    }
    case 'integer': {
      const min = wholeNumber(c, o.min ?? 0, `${p}.min`);
      const max = wholeNumber(c, o.max, `${p}.max`);
      if (max < min) c.fail(`${p}.max`, 'below min');
      return { type, min, max, description, required };
    }
    case 'boolean':
    case 'dollars':
      return { type, description, required };
    case 'pattern': {
      const pattern = c.str(o.pattern, `${p}.pattern`);
      try {
        new RegExp(pattern);
      } catch {
        c.fail(`${p}.pattern`, `"${pattern}" is not a regular expression`);
      }
      return { type, pattern, description, required };
    }
    default:
      return c.fail(`${p}.type`, `unknown field type "${type}" (enum, integer, boolean, dollars, pattern)`);
  }
}

/** Validates and parses a `certificate` section. */
export function parseCertificate(v: unknown, c: Ctx, path = 'certificate'): CertificateSpec {
  const o = c.obj(v, path);
  const filingStatuses = c
    .arr(o.filingStatuses, `${path}.filingStatuses`)
    .map((x, i) => c.str(x, `${path}.filingStatuses[${i}]`));
  const defaultFilingStatus = c.str(o.defaultFilingStatus, `${path}.defaultFilingStatus`);
  if (filingStatuses.length > 0 && !filingStatuses.includes(defaultFilingStatus)) {
    c.fail(`${path}.defaultFilingStatus`, `"${defaultFilingStatus}" is not one of filingStatuses`);
  }
  const extraObj = o.extra === undefined ? {} : c.obj(o.extra, `${path}.extra`);
  const extra: Record<string, ExtraFieldSpec> = {};
  for (const [k, x] of Object.entries(extraObj)) {
    if (!/^[a-z][a-z0-9_]*$/.test(k)) c.fail(`${path}.extra.${k}`, 'field names are snake_case');
    extra[k] = parseExtraField(c, x, `${path}.extra.${k}`);
  }
  return {
    form: c.str(o.form, `${path}.form`),
    filingStatuses,
    defaultFilingStatus,
    allowances: nullableStr(c, o.allowances, `${path}.allowances`),
    additionalAllowances: nullableStr(c, o.additionalAllowances, `${path}.additionalAllowances`),
    extra,
    noCertificate: c.str(o.noCertificate, `${path}.noCertificate`),
  };
}
