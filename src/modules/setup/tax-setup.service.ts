/**
 * Employee tax setup: the federal Form W-4 and the state withholding certificate
 * (GET|PUT /employees/:id/tax-setup), and {@link loadTaxSetups} for the payroll engine.
 *
 * Storage (employee_tax_setups.federal / .state, jsonb) keeps the demo seed's format: dollar
 * amounts as JSON numbers of dollars, e.g.
 * `{"w4_version":"2020","filing_status":"single","multiple_jobs":false,"dependents_amount":0,
 *   "other_income":0,"deductions":0,"extra_withholding":0,"allowances":0,"nonresident_alien":false,"exempt":false}`
 * and `{"state":"CA","filing_status":"single","allowances":1,"additional_allowances":0,
 *   "additional_withholding":0,"exempt":false,"extra":{…}}`.
 * No W-4 on file reads as single with no adjustments (`w4_on_file: false`).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { notFound } from '../../shared/errors.js';
import { dollarsToCents } from '../../shared/money.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { employeeExists, findTaxSetup, findTaxSetups, upsertTaxSetup } from './tax-setup.repository.js';
import { Checker, show } from './validation.js';
import { checkCertificate } from './tax-setup.certificate.js';
import { stateCertificate } from '@payclock/tax-engine';

/** Federal W-4 as sent and returned (dollars). */
export interface FederalJson {
  w4_version: '2020' | 'pre2020';
  filing_status: 'single' | 'married_jointly' | 'married_separately' | 'head_of_household';
  multiple_jobs: boolean;
  /** Step 3, annual dollars. */
  dependents_amount: number;
  /** Step 4(a), annual dollars. */
  other_income: number;
  /** Step 4(b), annual dollars. */
  deductions: number;
  /** Step 4(c), dollars per pay period. */
  extra_withholding: number;
  /** Pre-2020 allowances (0–99). */
  allowances: number;
  nonresident_alien: boolean;
  exempt: boolean;
}

/** State certificate as sent and returned (dollars). */
export interface StateJson {
  state: string;
  filing_status: string;
  allowances: number;
  additional_allowances: number;
  /** Dollars per pay period. */
  additional_withholding: number;
  exempt: boolean;
  /** State-form fields (per state: the `certificate.extra` section of its table file). */
  extra?: Record<string, string | number | boolean>;
  /** The employee filed this (work) state's non-residence certificate under a reciprocity agreement. */
  nonresidence_certificate: boolean;
  /** The resident (home) state's certificate, when the employee lives in another state. */
  resident_certificate?: ResidentJson;
}

/** The resident state's certificate (same fields, no nesting). */
export type ResidentJson = Omit<StateJson, 'nonresidence_certificate' | 'resident_certificate'>;

/** Federal W-4 for the payroll engine (cents); structurally the engine's `FederalW4`. */
export interface ParsedFederalW4 {
  w4Version: '2020' | 'pre2020';
  filingStatus: FederalJson['filing_status'];
  multipleJobs: boolean;
  dependentsAmountCents: number;
  otherIncomeCents: number;
  deductionsCents: number;
  extraWithholdingCents: number;
  allowances: number;
  nonresidentAlien: boolean;
  exempt: boolean;
}

/** State certificate for the payroll engine (cents); structurally the engine's `StateWithholding`. */
export interface ParsedStateWithholding {
  state: string;
  filingStatus: string;
  allowances: number;
  additionalAllowances: number;
  additionalWithholdingCents: number;
  exempt: boolean;
  extra?: Record<string, string | number | boolean>;
  nonresidenceCertificate?: boolean;
  /** The resident state's certificate (engine `residentState`). */
  resident?: ParsedStateWithholding;
}

/** One employee's parsed setup; `federal` null = no W-4 on file (engine default: single, no adjustments). */
export interface EmployeeTaxSetup {
  federal: ParsedFederalW4 | null;
  state: ParsedStateWithholding | null;
  w4OnFile: boolean;
}

/**
 * Engine names of the state-form fields that the NY, CO, MA and Detroit calculators read under
 * camelCase names (`dollars` values arrive in cents). Which fields each state accepts is the
 * `certificate.extra` section of its table file (see tax-setup.certificate.ts); other fields reach
 * the engine under their API name, `dollars` fields in cents.
 */
const ENGINE_NAMES: Record<string, string> = {
  nyc_allowances: 'nycAllowances',
  nyc_additional_withholding: 'nycAdditionalCents',
  yonkers_additional_withholding: 'yonkersAdditionalCents',
  annual_allowance: 'annualAllowanceCents',
  head_of_household: 'headOfHousehold',
  blind: 'blind',
  city_exemptions: 'cityExemptions',
};

/** The federal W-4 read when none is on file. */
export const DEFAULT_FEDERAL: FederalJson = {
  w4_version: '2020',
  filing_status: 'single',
  multiple_jobs: false,
  dependents_amount: 0,
  other_income: 0,
  deductions: 0,
  extra_withholding: 0,
  allowances: 0,
  nonresident_alien: false,
  exempt: false,
};

/** PUT body types. */
export type FederalInput = Partial<FederalJson> & Pick<FederalJson, 'w4_version' | 'filing_status'>;
/** PUT body types. */
export type ResidentInput = Partial<ResidentJson> & Pick<ResidentJson, 'state'>;
/** PUT body types. */
export type StateInput = Partial<Omit<StateJson, 'resident_certificate'>> &
  Pick<StateJson, 'state'> & { resident_certificate?: ResidentInput };

const cents = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  if (!Number.isFinite(n)) return 0;
  try {
    return dollarsToCents(n);
  } catch {
    return Math.round(n * 100);
  }
};
const int = (v: unknown): number => (Number.isFinite(Number(v)) ? Math.trunc(Number(v)) : 0);

/** Stored federal jsonb → API shape (missing keys take the defaults). */
function federalJson(raw: Record<string, unknown>): FederalJson {
  return {
    w4_version: raw.w4_version === 'pre2020' ? 'pre2020' : '2020',
    filing_status: (['single', 'married_jointly', 'married_separately', 'head_of_household'].includes(
      String(raw.filing_status),
    )
      ? raw.filing_status
      : 'single') as FederalJson['filing_status'],
    multiple_jobs: raw.multiple_jobs === true,
    dependents_amount: Number(raw.dependents_amount ?? 0),
    other_income: Number(raw.other_income ?? 0),
    deductions: Number(raw.deductions ?? 0),
    extra_withholding: Number(raw.extra_withholding ?? 0),
    allowances: int(raw.allowances),
    nonresident_alien: raw.nonresident_alien === true,
    exempt: raw.exempt === true,
  };
}

/** Stored certificate jsonb → API shape (without the work-state-only keys). */
function residentJson(raw: Record<string, unknown>): ResidentJson {
  const extra =
    raw.extra && typeof raw.extra === 'object'
      ? (raw.extra as Record<string, string | number | boolean>)
      : undefined;
  return {
    state: String(raw.state ?? ''),
    filing_status: String(raw.filing_status ?? 'single'),
    allowances: int(raw.allowances),
    additional_allowances: int(raw.additional_allowances),
    additional_withholding: Number(raw.additional_withholding ?? 0),
    exempt: raw.exempt === true,
    ...(extra ? { extra } : {}),
  };
}

/** Stored state jsonb → API shape. */
function stateJson(raw: Record<string, unknown>): StateJson {
  const r = raw.resident_certificate;
  return {
    ...residentJson(raw),
    nonresidence_certificate: raw.nonresidence_certificate === true,
    ...(r && typeof r === 'object'
      ? { resident_certificate: residentJson(r as Record<string, unknown>) }
      : {}),
  };
}

/** API federal → engine input (cents). */
export function parseFederal(f: FederalJson): ParsedFederalW4 {
  return {
    w4Version: f.w4_version,
    filingStatus: f.filing_status,
    multipleJobs: f.multiple_jobs,
    dependentsAmountCents: cents(f.dependents_amount),
    otherIncomeCents: cents(f.other_income),
    deductionsCents: cents(f.deductions),
    extraWithholdingCents: cents(f.extra_withholding),
    allowances: f.allowances,
    nonresidentAlien: f.nonresident_alien,
    exempt: f.exempt,
  };
}

/** API state → engine input (cents; extra fields renamed per {@link ENGINE_NAMES}, dollars → cents). */
export function parseState(s: StateJson | ResidentJson, year: number): ParsedStateWithholding {
  const out: ParsedStateWithholding = {
    state: s.state,
    filingStatus: s.filing_status,
    allowances: s.allowances,
    additionalAllowances: s.additional_allowances,
    additionalWithholdingCents: cents(s.additional_withholding),
    exempt: s.exempt,
  };
  if (s.extra) {
    const spec = stateCertificate(s.state, year);
    out.extra = Object.fromEntries(
      Object.entries(s.extra).map(([k, v]) => [
        ENGINE_NAMES[k] ?? k,
        spec?.extra[k]?.type === 'dollars' ? cents(v) : v,
      ]),
    );
  }
  if ('nonresidence_certificate' in s && s.nonresidence_certificate) out.nonresidenceCertificate = true;
  if ('resident_certificate' in s && s.resident_certificate) {
    out.resident = parseState(s.resident_certificate, year);
  }
  return out;
}

/**
 * Tax setups of `employeeIds` (company-scoped), parsed for the payroll engine with cents. Every
 * requested id gets an entry; an employee without a row has `{ federal: null, state: null,
 * w4OnFile: false }` (the engine then applies single / no adjustments and the state default).
 */
export async function loadTaxSetups(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: readonly number[],
  year: number,
): Promise<Map<number, EmployeeTaxSetup>> {
  const out = new Map<number, EmployeeTaxSetup>();
  for (const id of employeeIds) out.set(id, { federal: null, state: null, w4OnFile: false });
  if (employeeIds.length === 0) return out;
  const rows = await findTaxSetups(db, companyId, employeeIds);
  for (const r of rows) {
    const federal = r.federal ? parseFederal(federalJson(r.federal)) : null;
    const state = r.state ? parseState(stateJson(r.state), year) : null;
    out.set(toInt(r.employee_id), { federal, state, w4OnFile: federal !== null });
  }
  return out;
}

/** Validates a federal W-4 body; returns the stored/API shape. */
export function checkFederal(c: Checker, f: FederalInput): FederalJson {
  const out: FederalJson = { ...DEFAULT_FEDERAL, ...f };
  for (const k of ['dependents_amount', 'other_income', 'deductions', 'extra_withholding'] as const) {
    c.dollars(`federal.${k}`, out[k]);
  }
  if (f.w4_version === '2020' && out.allowances !== 0) {
    c.add(
      'federal.allowances',
      `${show(out.allowances)}: allowances only exist on the pre-2020 W-4 (w4_version "pre2020")`,
    );
  }
  if (f.w4_version === 'pre2020') {
    if (out.multiple_jobs) {
      c.add('federal.multiple_jobs', 'is a 2020+ W-4 field (Step 2); not on the pre-2020 form');
    }
    for (const k of ['dependents_amount', 'other_income', 'deductions'] as const) {
      if (out[k] !== 0) {
        c.add(`federal.${k}`, `${show(out[k])}: a 2020+ W-4 field; must be 0 on the pre-2020 form`);
      }
    }
  }
  return out;
}

function checkOne(c: Checker, s: ResidentInput, year: number, at: string): ResidentJson {
  c.state(`${at}.state`, s.state);
  const filing = checkCertificate(c, s, stateCertificate(s.state, year), at);
  const out: ResidentJson = {
    state: s.state,
    filing_status: filing,
    allowances: s.allowances ?? 0,
    additional_allowances: s.additional_allowances ?? 0,
    additional_withholding: s.additional_withholding ?? 0,
    exempt: s.exempt ?? false,
  };
  c.dollars(`${at}.additional_withholding`, out.additional_withholding);
  if (s.extra !== undefined) out.extra = s.extra;
  return out;
}

/**
 * Validates a state certificate body (and its resident-state certificate) against each state's
 * certificate fields for tax year `year` (tax-setup.certificate.ts); returns the stored/API shape.
 */
export function checkState(c: Checker, s: StateInput, year: number): StateJson {
  const out: StateJson = {
    ...checkOne(c, s, year, 'state'),
    nonresidence_certificate: s.nonresidence_certificate ?? false,
  };
  if (s.resident_certificate) {
    if (s.resident_certificate.state === s.state) {
      c.add(
        'state.resident_certificate.state',
        `${show(s.state)} is the work state; the resident certificate is for the home state`,
      );
    }
    out.resident_certificate = checkOne(c, s.resident_certificate, year, 'state.resident_certificate');
  }
  return out;
}

/** Tax setup use cases. */
export class TaxSetupService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private async read(db: Kysely<DB>, companyId: number, employeeId: number) {
    if (!(await employeeExists(db, companyId, employeeId))) throw notFound('Employee', employeeId);
    const r = await findTaxSetup(db, companyId, employeeId);
    return {
      employee_id: employeeId,
      w4_on_file: Boolean(r?.federal),
      federal: r?.federal ? federalJson(r.federal) : DEFAULT_FEDERAL,
      state: r?.state ? stateJson(r.state) : null,
      updated_at: r?.updated_at ?? null,
    };
  }

  /** GET: the setup (federal defaults when no W-4 is on file). @throws 404. */
  async get(auth: AuthContext, employeeId: number) {
    return this.read(this.db, auth.companyId, employeeId);
  }

  /**
   * PUT: replaces the setup. `federal` null/omitted = no W-4 on file; `state` null/omitted = no
   * state certificate. @throws 404, 400 validation_failed.
   */
  async put(
    auth: AuthContext,
    employeeId: number,
    b: { federal?: FederalInput | null; state?: StateInput | null; w4_on_file?: boolean },
  ) {
    const c = new Checker();
    const federal = b.federal ? checkFederal(c, b.federal) : null;
    const state = b.state ? checkState(c, b.state, this.clock.now().getUTCFullYear()) : null;
    if (b.w4_on_file !== undefined && b.w4_on_file !== (federal !== null)) {
      c.add(
        'w4_on_file',
        `${show(b.w4_on_file)} contradicts federal (${federal ? 'sent' : 'null'}); w4_on_file is true exactly when a federal W-4 is sent`,
      );
    }
    c.throwIfAny();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const before = await this.read(trx, auth.companyId, employeeId);
      await upsertTaxSetup(trx, auth.companyId, employeeId, federal, state, now);
      const after = await this.read(trx, auth.companyId, employeeId);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'tax_setup',
        resourceId: employeeId,
        action: before.updated_at === null ? 'create' : 'update',
        actor: actorOf(auth),
        source: 'api',
        before: before.updated_at === null ? null : before,
        after,
        at: new Date(now),
      });
      return after;
    });
  }
}
