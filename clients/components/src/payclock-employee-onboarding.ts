/**
 * `<payclock-employee-onboarding token="pct_…" [employee-id="5"]>`: a new hire's personal details,
 * federal Form W-4 (2020 and later: Steps 1(c), 2, 3, 4(a)–(c), the exempt claim), the withholding
 * certificate of the work state — and of the home state when it differs — rendered from the
 * engine's certificate definitions (`GET /employees/:id/withholding-certificates`: form name such as
 * DE 4 or IT-2104, filing statuses, allowance lines and extra fields with their help text), and
 * direct-deposit accounts (ABA checksum checked as typed, splits by amount or percent). Saves
 * through the same API routes as any client; each field shows the server's message for it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from './api.ts';
import { baseStyles, PayclockElement, quietly } from './base.ts';
import { money } from './format.ts';

interface ExtraField {
  type: 'enum' | 'integer' | 'boolean' | 'dollars' | 'pattern';
  description: string;
  required: boolean;
  values?: string[];
  min?: number;
  max?: number;
  pattern?: string;
}
interface Certificate {
  state: string;
  has_certificate: boolean;
  form: string | null;
  filing_statuses: string[];
  default_filing_status: string | null;
  allowances: string | null;
  additional_allowances: string | null;
  extra: Record<string, ExtraField>;
  no_certificate: string | null;
}
interface Certificates {
  work_state: string | null;
  home_state: string | null;
  work: Certificate | null;
  home: Certificate | null;
}
interface Employee {
  employee_id: number;
  first_name: string;
  last_name: string;
  dob: string | null;
  mobile_phone: string | null;
  ssn_last4: string | null;
  address: { address_line_1: string; city: string; state: string; zip: string } | null;
}
interface BankAccount {
  bank_account_id: number;
  routing_number_last4: string;
  account_number_last4: string;
  account_type: string;
  split_amount: number | null;
  split_percent: number | null;
  remainder: boolean;
}

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function validRouting(r: string): boolean {
  if (!/^\d{9}$/.test(r)) return false;
  const d = [...r].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

const W4_STATUS: Array<[string, string]> = [
  ['single', 'Single or Married filing separately'],
  ['married_jointly', 'Married filing jointly or Qualifying surviving spouse'],
  ['head_of_household', 'Head of household'],
];

type Section = 'personal' | 'federal' | 'state' | 'bank';

/** The onboarding component. */
export class PayclockEmployeeOnboarding extends PayclockElement {
  static override properties = {
    ...PayclockElement.properties,
    employeeId: { type: Number, attribute: 'employee-id' },
    employee: { state: true },
    certificates: { state: true },
    accounts: { state: true },
    errors: { state: true },
    saved: { state: true },
  };
  static override styles = [baseStyles];

  declare employeeId: number | null;
  declare employee: Employee | null;
  declare certificates: Certificates | null;
  declare accounts: BankAccount[];
  /** The last failure of each section. */
  declare errors: Partial<Record<Section, ApiError>>;
  declare saved: Section | null;

  constructor() {
    super();
    this.employeeId = null;
    this.employee = null;
    this.certificates = null;
    this.accounts = [];
    this.errors = {};
    this.saved = null;
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('token') || changed.has('employeeId')) quietly(this.load());
  }

  private get employeeKey(): number | null {
    return this.employeeId ?? this.session?.employee_id ?? null;
  }

  private async load(): Promise<void> {
    if (!(await this.loadSession()) || this.employeeKey === null) return;
    const [e, c, b] = await Promise.all([
      this.call<Employee>('GET', `/employees/${this.employeeKey}`),
      this.call<Certificates>('GET', `/employees/${this.employeeKey}/withholding-certificates`),
      this.call<{ data: BankAccount[] }>('GET', `/employees/${this.employeeKey}/bank-accounts`),
    ]);
    this.employee = e;
    this.certificates = c;
    this.accounts = b.data;
  }

  /** Runs a save of one section, keeping its failure for the fields. */
  private async save(section: Section, fn: () => Promise<unknown>): Promise<void> {
    this.saved = null;
    try {
      await fn();
      this.errors = { ...this.errors, [section]: undefined };
      this.saved = section;
    } catch (e) {
      this.failure = null;
      if (e instanceof ApiError) this.errors = { ...this.errors, [section]: e };
    }
  }

  private fieldError(section: Section, field: string): TemplateResult | typeof nothing {
    const m = this.errors[section]?.fieldMessage(field);
    return m ? html`<div class="error" id="err-${field.replace(/[^a-z0-9]/gi, '-')}">${m}</div>` : nothing;
  }

  private sectionAlert(section: Section): TemplateResult | typeof nothing {
    const e = this.errors[section];
    if (e) return html`<div class="alert" role="alert">${e.summary}</div>`;
    return this.saved === section ? html`<p role="status">Saved.</p>` : nothing;
  }

  private input(section: Section, field: string, label: string, value: string, type = 'text', help = '') {
    const id = `f-${field.replace(/[^a-z0-9]/gi, '-')}`;
    return html`<label for=${id}>${label}</label>
      ${help ? html`<div class="muted" id="${id}-help">${help}</div>` : nothing}
      <input
        id=${id}
        name=${field}
        type=${type}
        step=${type === 'number' ? '0.01' : nothing}
        .value=${value}
        aria-describedby="${help ? `${id}-help ` : ''}err-${field.replace(/[^a-z0-9]/gi, '-')}"
      />
      ${this.fieldError(section, field)}`;
  }

  private savePersonal(e: SubmitEvent): void {
    e.preventDefault();
    const f = new FormData(e.target as HTMLFormElement);
    const s = (k: string) => String(f.get(k) ?? '').trim();
    const body: Record<string, unknown> = {
      first_name: s('first_name'),
      last_name: s('last_name'),
      dob: s('dob') || null,
      mobile_phone: s('mobile_phone') || null,
      address: s('address.address_line_1')
        ? {
            address_line_1: s('address.address_line_1'),
            city: s('address.city'),
            state: s('address.state').toUpperCase(),
            zip: s('address.zip'),
          }
        : null,
    };
    if (s('ssn')) body.ssn = s('ssn');
    quietly(
      this.save('personal', async () => {
        this.employee = await this.call<Employee>('PATCH', `/employees/${this.employeeKey}`, body);
        // The SSN is write-only: once saved, only its last four digits stay on the page.
        const ssn = (e.target as HTMLFormElement).elements.namedItem('ssn');
        if (ssn instanceof HTMLInputElement) ssn.value = '';
        this.certificates = await this.call<Certificates>(
          'GET',
          `/employees/${this.employeeKey}/withholding-certificates`,
        );
      }),
    );
  }

  private stateBody(f: FormData, c: Certificate, at: string): Record<string, unknown> {
    const n = (k: string) =>
      f.get(`${at}.${k}`) === null || f.get(`${at}.${k}`) === '' ? undefined : Number(f.get(`${at}.${k}`));
    const extra: Record<string, unknown> = {};
    for (const [k, spec] of Object.entries(c.extra)) {
      const v = f.get(`${at}.extra.${k}`);
      if (spec.type === 'boolean') extra[k] = v === 'on';
      else if (v !== null && v !== '') {
        extra[k] = spec.type === 'integer' || spec.type === 'dollars' ? Number(v) : String(v);
      }
    }
    const body: Record<string, unknown> = { state: c.state };
    if (c.filing_statuses.length > 0) body.filing_status = String(f.get(`${at}.filing_status`));
    if (c.allowances !== null && n('allowances') !== undefined) body.allowances = n('allowances');
    if (c.additional_allowances !== null && n('additional_allowances') !== undefined) {
      body.additional_allowances = n('additional_allowances');
    }
    if (n('additional_withholding') !== undefined) body.additional_withholding = n('additional_withholding');
    if (Object.keys(extra).length > 0) body.extra = extra;
    return body;
  }

  private saveTaxes(e: SubmitEvent): void {
    e.preventDefault();
    const f = new FormData(e.target as HTMLFormElement);
    const n = (k: string) => Number(f.get(k) || 0);
    const federal = {
      w4_version: '2020',
      filing_status: String(f.get('federal.filing_status') ?? 'single'),
      multiple_jobs: f.get('federal.multiple_jobs') === 'on',
      dependents_amount: n('federal.dependents_amount'),
      other_income: n('federal.other_income'),
      deductions: n('federal.deductions'),
      extra_withholding: n('federal.extra_withholding'),
      exempt: f.get('federal.exempt') === 'on',
    };
    const c = this.certificates;
    let state: Record<string, unknown> | null = null;
    if (c?.work?.has_certificate) {
      state = this.stateBody(f, c.work, 'state');
      if (c.home?.has_certificate) {
        state.resident_certificate = this.stateBody(f, c.home, 'state.resident_certificate');
      }
    }
    quietly(
      this.save('federal', () =>
        this.call('PUT', `/employees/${this.employeeKey}/tax-setup`, { federal, state }),
      ),
    );
  }

  private addAccount(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const f = new FormData(form);
    const routing = String(f.get('routing_number') ?? '').trim();
    if (!validRouting(routing)) {
      this.errors = {
        ...this.errors,
        bank: new ApiError(400, 'validation_failed', 'routing_number: not a valid ABA routing number', [
          {
            field: 'routing_number',
            message: 'Not a valid routing number: check the nine digits (ABA checksum)',
          },
        ]),
      };
      return;
    }
    const body: Record<string, unknown> = {
      routing_number: routing,
      account_number: String(f.get('account_number') ?? '').trim(),
      account_type: String(f.get('account_type')),
    };
    const split = String(f.get('split') ?? 'remainder');
    const value = Number(f.get('split_value') || 0);
    if (split === 'amount') body.split_amount = value;
    if (split === 'percent') body.split_percent = value;
    quietly(
      this.save('bank', async () => {
        await this.call('POST', `/employees/${this.employeeKey}/bank-accounts`, body);
        form.reset();
        this.accounts = (
          await this.call<{ data: BankAccount[] }>('GET', `/employees/${this.employeeKey}/bank-accounts`)
        ).data;
      }),
    );
  }

  private removeAccount(a: BankAccount): void {
    quietly(
      this.save('bank', async () => {
        await this.call('DELETE', `/employees/${this.employeeKey}/bank-accounts/${a.bank_account_id}`);
        this.accounts = this.accounts.filter((x) => x.bank_account_id !== a.bank_account_id);
      }),
    );
  }

  override render() {
    const e = this.employee;
    return html`<section aria-labelledby="ob-heading">
      <h2 id="ob-heading">Onboarding${e ? html`: ${e.first_name} ${e.last_name}` : nothing}</h2>
      ${this.renderFailure()} ${e ? [this.renderPersonal(e), this.renderTaxes(), this.renderBank()] : nothing}
    </section>`;
  }

  private renderPersonal(e: Employee) {
    const a = e.address;
    return html`<form
      @submit=${(ev: SubmitEvent) => this.savePersonal(ev)}
      aria-labelledby="personal-heading"
    >
      <h3 id="personal-heading">Personal details</h3>
      ${this.sectionAlert('personal')} ${this.input('personal', 'first_name', 'First name', e.first_name)}
      ${this.input('personal', 'last_name', 'Last name', e.last_name)}
      ${this.input('personal', 'dob', 'Date of birth', e.dob ?? '', 'date')}
      ${this.input('personal', 'mobile_phone', 'Mobile phone', e.mobile_phone ?? '', 'tel')}
      ${this.input('personal', 'address.address_line_1', 'Home address', a?.address_line_1 ?? '')}
      ${this.input('personal', 'address.city', 'City', a?.city ?? '')}
      ${this.input('personal', 'address.state', 'State (two letters)', a?.state ?? '')}
      ${this.input('personal', 'address.zip', 'ZIP code', a?.zip ?? '')}
      ${this.input(
        'personal',
        'ssn',
        'Social Security number',
        '',
        'text',
        e.ssn_last4
          ? `On file: ending ${e.ssn_last4}. Enter it only to change it.`
          : 'Nine digits; stored encrypted.',
      )}
      <div class="row"><button type="submit">Save personal details</button></div>
    </form>`;
  }

  private renderCertificate(c: Certificate, at: string, role: string) {
    if (!c.has_certificate) {
      return html`<p>
        ${c.state}: no state withholding certificate (${c.no_certificate ?? 'no wage tax'}).
      </p>`;
    }
    const id = (k: string) => `f-${`${at}.${k}`.replace(/[^a-z0-9]/gi, '-')}`;
    const err = (k: string) => this.fieldError('federal', `${at}.${k}`);
    return html`<fieldset>
      <legend>${c.form} (${c.state}, ${role})</legend>
      ${
        c.filing_statuses.length > 0
          ? html`<label for=${id('filing_status')}>Filing status</label>
              <select id=${id('filing_status')} name="${at}.filing_status">
                ${c.filing_statuses.map(
                  (s) =>
                    html`<option value=${s} ?selected=${s === c.default_filing_status}>
                      ${s.replace(/_/g, ' ')}
                    </option>`,
                )}
              </select>
              ${err('filing_status')}`
          : nothing
      }
      ${c.allowances !== null ? this.input('federal', `${at}.allowances`, c.allowances, '0', 'number') : nothing}
      ${
        c.additional_allowances !== null
          ? this.input('federal', `${at}.additional_allowances`, c.additional_allowances, '0', 'number')
          : nothing
      }
      ${this.input('federal', `${at}.additional_withholding`, 'Additional withholding per pay period (dollars)', '', 'number')}
      ${Object.entries(c.extra).map(([k, spec]) => {
        const field = `${at}.extra.${k}`;
        const fid = id(`extra.${k}`);
        if (spec.type === 'boolean') {
          return html`<label><input type="checkbox" id=${fid} name=${field} /> ${spec.description}</label
            >${err(`extra.${k}`)}`;
        }
        if (spec.type === 'enum') {
          return html`<label for=${fid}>${k.replace(/_/g, ' ')}</label>
            <div class="muted">${spec.description}</div>
            <select id=${fid} name=${field}>
              ${spec.required ? nothing : html`<option value="">—</option>`}
              ${(spec.values ?? []).map((v) => html`<option value=${v}>${v}</option>`)}
            </select>
            ${err(`extra.${k}`)}`;
        }
        return this.input(
          'federal',
          field,
          k.replace(/_/g, ' '),
          '',
          spec.type === 'pattern' ? 'text' : 'number',
          spec.description,
        );
      })}
      <p class="muted">Without this form: ${c.no_certificate}</p>
    </fieldset>`;
  }

  private renderTaxes() {
    const c = this.certificates;
    const err = (k: string) => this.fieldError('federal', k);
    return html`<form @submit=${(ev: SubmitEvent) => this.saveTaxes(ev)} aria-labelledby="tax-heading">
      <h3 id="tax-heading">Tax withholding</h3>
      ${this.sectionAlert('federal')}
      <fieldset>
        <legend>Federal Form W-4 (2020 or later)</legend>
        <fieldset>
          <legend>Step 1(c): filing status</legend>
          ${W4_STATUS.map(
            ([v, label], i) =>
              html`<label
                ><input type="radio" name="federal.filing_status" value=${v} ?checked=${i === 0} />
                ${label}</label
              >`,
          )}
          ${err('federal.filing_status')}
        </fieldset>
        <label
          ><input type="checkbox" name="federal.multiple_jobs" /> Step 2(c): two jobs total, or married filing
          jointly and your spouse works</label
        >
        ${this.input('federal', 'federal.dependents_amount', 'Step 3: claim dependent and other credits (dollars a year)', '0', 'number')}
        ${this.input('federal', 'federal.other_income', 'Step 4(a): other income, not from jobs (dollars a year)', '0', 'number')}
        ${this.input('federal', 'federal.deductions', 'Step 4(b): deductions beyond the standard deduction (dollars a year)', '0', 'number')}
        ${this.input('federal', 'federal.extra_withholding', 'Step 4(c): extra withholding (dollars per pay period)', '0', 'number')}
        <label
          ><input type="checkbox" name="federal.exempt" /> I claim exemption from withholding (no tax
          liability last year and none expected this year)</label
        >
      </fieldset>
      ${c?.work ? this.renderCertificate(c.work, 'state', 'work state') : html`<p class="muted">No workplace on file: the state form appears once one is set.</p>`}
      ${c?.home ? this.renderCertificate(c.home, 'state.resident_certificate', 'home state') : nothing}
      <div class="row"><button type="submit">Save tax withholding</button></div>
    </form>`;
  }

  private renderBank() {
    return html`<form @submit=${(ev: SubmitEvent) => this.addAccount(ev)} aria-labelledby="bank-heading">
      <h3 id="bank-heading">Direct deposit</h3>
      ${this.sectionAlert('bank')}
      ${
        this.accounts.length > 0
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Type</th>
                  <th scope="col">Deposit</th>
                  <th scope="col"><span class="muted">Remove</span></th>
                </tr>
              </thead>
              <tbody>
                ${this.accounts.map(
                  (a) =>
                    html`<tr>
                      <td>•••• ${a.account_number_last4} (routing •••• ${a.routing_number_last4})</td>
                      <td>${a.account_type}</td>
                      <td>
                        ${a.remainder ? 'the rest of net pay' : a.split_amount !== null ? money(a.split_amount) : `${a.split_percent}%`}
                      </td>
                      <td>
                        <button type="button" class="secondary" @click=${() => this.removeAccount(a)}>
                          Remove <span class="muted">account ending ${a.account_number_last4}</span>
                        </button>
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>No account yet: pay is by check until one is added.</p>`
      }
      ${this.input('bank', 'routing_number', 'Routing number', '', 'text', 'Nine digits, bottom left of a check.')}
      ${this.input('bank', 'account_number', 'Account number', '', 'text')}
      <label for="f-account_type">Account type</label>
      <select id="f-account_type" name="account_type">
        <option value="checking">Checking</option>
        <option value="savings">Savings</option>
      </select>
      <fieldset>
        <legend>How much goes to this account</legend>
        <label><input type="radio" name="split" value="remainder" checked /> The rest of my net pay</label>
        <label><input type="radio" name="split" value="amount" /> A fixed amount (dollars)</label>
        <label><input type="radio" name="split" value="percent" /> A percentage of net pay</label>
        ${this.input('bank', 'split_value', 'Amount or percentage', '', 'number')}
        ${this.fieldError('bank', 'split_amount')} ${this.fieldError('bank', 'split_percent')}
      </fieldset>
      <div class="row"><button type="submit">Add account</button></div>
    </form>`;
  }
}

if (!customElements.get('payclock-employee-onboarding')) {
  customElements.define('payclock-employee-onboarding', PayclockEmployeeOnboarding);
}
