/**
 * `<payclock-payroll-run token="pct_…(admin)">`: the payroll run in five steps — period options →
 * initialize → edit hours and amounts → draft → review (totals, per person earnings, taxes and net,
 * warnings) → approve. A progress bar runs while the server works (large payrolls take seconds);
 * each step's problem+json `errors` are shown next to the input whose path they name
 * (`employees[0].payrollData.earnings[1].hours`), the rest above the form.
 */
import { css, html, nothing } from 'lit';
import { baseStyles, PayclockElement, quietly } from './base.ts';
import { money } from './format.ts';

interface Period {
  start_date: string;
  end_date: string;
  payday: string;
  status: string;
  payroll_id: string | null;
}
interface Group {
  pay_schedule_group_id: number;
  name: string;
  pay_frequency: string;
  periods: Period[];
}
interface EarningLine {
  type: string;
  hours?: number;
  rate?: number;
  amount?: number;
  description?: string;
}
interface DraftEntry {
  employee_id: number;
  payrollData?: { earnings: EarningLine[] };
  splits?: Array<{ payrollData: { earnings: EarningLine[] } }>;
}
interface DraftBody {
  employees: DraftEntry[];
  [k: string]: unknown;
}
interface Preview {
  payroll_id: string;
  status: string;
  start_date: string;
  end_date: string;
  payday: string;
  totals: Record<string, number>;
  employees: Array<{
    employee_id: number;
    first_name: string;
    last_name: string;
    gross_pay: number;
    net_pay: number;
    taxes: Array<{ payer: string; amount: number }>;
  }>;
  warnings: Array<{ code: string; message: string; employee_id: number | null }>;
}

type Step = 'period' | 'edit' | 'review' | 'approved';
const STEPS: Array<[Step, string]> = [
  ['period', 'Pay period'],
  ['edit', 'Hours and amounts'],
  ['review', 'Review'],
  ['approved', 'Approved'],
];

/** The payroll run component (admin token). */
export class PayclockPayrollRun extends PayclockElement {
  static override properties = {
    ...PayclockElement.properties,
    step: { state: true },
    groups: { state: true },
    draft: { state: true },
    names: { state: true },
    preview: { state: true },
    busy: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      ol.steps {
        display: flex;
        gap: 1em;
        list-style: none;
        padding: 0;
      }
      ol.steps li[aria-current='step'] {
        font-weight: 700;
        text-decoration: underline;
      }
      input.num {
        width: 6em;
      }
      dl.totals {
        display: grid;
        grid-template-columns: max-content max-content;
        gap: 0.2em 1em;
      }
      dl.totals dd {
        margin: 0;
        text-align: right;
      }
    `,
  ];

  declare step: Step;
  declare groups: Group[] | null;
  declare draft: DraftBody | null;
  declare names: Map<number, string>;
  declare preview: Preview | null;
  declare busy: string | null;

  constructor() {
    super();
    this.step = 'period';
    this.groups = null;
    this.draft = null;
    this.names = new Map();
    this.preview = null;
    this.busy = null;
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('token')) quietly(this.start());
  }

  private async work<T>(label: string, fn: () => Promise<T>): Promise<T> {
    this.busy = label;
    this.failure = null;
    try {
      return await fn();
    } finally {
      this.busy = null;
    }
  }

  private async start(): Promise<void> {
    if (!(await this.loadSession())) return;
    const r = await this.work('Loading pay periods…', () =>
      this.call<{ regular: Group[] }>('GET', '/payrolls/period-options'),
    );
    this.groups = r.regular;
  }

  private async initialize(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const [gid, start, end] = String(new FormData(e.target as HTMLFormElement).get('period')).split('|');
    const r = await this.work('Collecting hours and earnings…', () =>
      this.call<{
        employees: Array<{ employee_id: number; first_name: string; last_name: string }>;
        actions: { create_draft: DraftBody };
      }>('POST', '/payrolls/initialize', {
        type: 'regular',
        pay_schedule_group_id: Number(gid),
        start_date: start,
        end_date: end,
      }),
    );
    this.names = new Map(r.employees.map((p) => [p.employee_id, `${p.first_name} ${p.last_name}`]));
    this.draft = r.actions.create_draft;
    this.step = 'edit';
  }

  /** The earnings lines of an entry and the path prefix of each (payrollData or the last split). */
  private lines(entry: DraftEntry, i: number): { lines: EarningLine[]; at: string } {
    if (entry.payrollData) {
      return { lines: entry.payrollData.earnings, at: `employees[${i}].payrollData.earnings` };
    }
    const k = (entry.splits?.length ?? 1) - 1;
    return {
      lines: entry.splits?.[k]?.payrollData.earnings ?? [],
      at: `employees[${i}].splits[${k}].payrollData.earnings`,
    };
  }

  private edit(line: EarningLine, field: 'hours' | 'amount', value: string): void {
    const n = value === '' ? undefined : Number(value);
    if (field === 'hours') {
      line.hours = n;
      // Hours changed: pay hours × rate (an amount would win over the hours).
      if (line.rate !== undefined) delete line.amount;
    } else {
      line.amount = n;
    }
  }

  private async createDraft(): Promise<void> {
    const body = this.draft!;
    try {
      this.preview = await this.work('Calculating pay, taxes and net for everyone…', () =>
        this.preview && this.preview.status === 'draft'
          ? this.call<Preview>('PUT', `/payrolls/${this.preview.payroll_id}`, body)
          : this.call<Preview>('POST', '/payrolls', body),
      );
      this.step = 'review';
    } catch {
      this.requestUpdate();
    }
  }

  private async approve(): Promise<void> {
    this.preview = await this.work('Approving…', () =>
      this.call<Preview>('POST', `/payrolls/${this.preview!.payroll_id}/approve`),
    );
    this.step = 'approved';
  }

  override render() {
    const current = STEPS.findIndex(([s]) => s === this.step);
    return html`<section aria-labelledby="run-heading">
      <h2 id="run-heading">Run payroll</h2>
      <ol class="steps" aria-label="Steps">
        ${STEPS.map(
          ([s, label], i) =>
            html`<li aria-current=${s === this.step ? 'step' : 'false'}>
              ${i + 1}. ${label}${i < current ? ' ✓' : ''}
            </li>`,
        )}
      </ol>
      ${
        this.busy
          ? html`<div role="status"><progress aria-label=${this.busy}></progress> ${this.busy}</div>`
          : nothing
      }
      ${this.renderErrors()} ${this.step === 'period' ? this.renderPeriods() : nothing}
      ${this.step === 'edit' ? this.renderEdit() : nothing}
      ${this.step === 'review' || this.step === 'approved' ? this.renderReview() : nothing}
    </section>`;
  }

  /** The failure's detail and the errors no input claims. */
  private renderErrors() {
    const f = this.failure;
    if (!f) return nothing;
    const shown = f.errors.filter((e) => !this.hasInput(e.field));
    return html`<div class="alert" role="alert">
      ${f.summary}
      ${
        shown.length > 0
          ? html`<ul>
              ${shown.map((e) => html`<li>${e.field}: ${e.message}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
  }

  private hasInput(field: string): boolean {
    return (
      this.step === 'edit' &&
      /^employees\[\d+\]\.(payrollData|splits\[\d+\]\.payrollData)\.earnings\[\d+\]\.(hours|amount)$/.test(
        field,
      )
    );
  }

  private renderPeriods() {
    if (!this.groups) return nothing;
    const options = this.groups.flatMap((g) =>
      g.periods
        .filter((p) => p.status === 'open' || p.status === 'draft')
        .map((p) => ({ g, p, value: `${g.pay_schedule_group_id}|${p.start_date}|${p.end_date}` })),
    );
    if (options.length === 0) return html`<p>No open pay period.</p>`;
    return html`<form @submit=${(e: SubmitEvent) => quietly(this.initialize(e))}>
      <label for="period">Pay period</label>
      <select id="period" name="period">
        ${options.map(
          (o) =>
            html`<option value=${o.value}>
              ${o.g.name}: ${o.p.start_date} – ${o.p.end_date}, payday ${o.p.payday} (${o.p.status})
            </option>`,
        )}
      </select>
      <div class="row"><button type="submit" ?disabled=${this.busy !== null}>Start payroll</button></div>
    </form>`;
  }

  private renderEdit() {
    const d = this.draft!;
    const err = (field: string) => this.failure?.fieldMessage(field) ?? null;
    return html`<form
      @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        quietly(this.createDraft());
      }}
    >
      <table>
        <caption class="muted">
          Earnings per person: change hours (paid hours × rate) or amounts
        </caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Earning</th>
            <th scope="col" class="num">Hours</th>
            <th scope="col" class="num">Rate</th>
            <th scope="col" class="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${d.employees.flatMap((entry, i) => {
            const { lines, at } = this.lines(entry, i);
            const who = this.names.get(entry.employee_id) ?? `Employee ${entry.employee_id}`;
            return lines.map((line, j) => {
              const path = `${at}[${j}]`;
              const hid = `h-${i}-${j}`;
              const aid = `a-${i}-${j}`;
              const hErr = err(`${path}.hours`);
              const aErr = err(`${path}.amount`);
              return html`<tr>
                <td>${j === 0 ? who : ''}</td>
                <td>${line.description ?? line.type}</td>
                <td class="num">
                  ${
                    line.hours !== undefined || line.rate !== undefined
                      ? html`<input
                            class="num"
                            id=${hid}
                            type="number"
                            step="0.01"
                            aria-label="${who} ${line.type} hours"
                            aria-invalid=${hErr ? 'true' : 'false'}
                            aria-describedby="${hid}-err"
                            .value=${line.hours === undefined ? '' : String(line.hours)}
                            @change=${(e: Event) => this.edit(line, 'hours', (e.target as HTMLInputElement).value)}
                          />
                          ${hErr ? html`<div class="error" id="${hid}-err">${hErr}</div>` : nothing}`
                      : nothing
                  }
                </td>
                <td class="num">${line.rate !== undefined ? money(line.rate) : ''}</td>
                <td class="num">
                  <input
                    class="num"
                    id=${aid}
                    type="number"
                    step="0.01"
                    aria-label="${who} ${line.type} amount"
                    aria-invalid=${aErr ? 'true' : 'false'}
                    aria-describedby="${aid}-err"
                    placeholder=${line.rate !== undefined ? 'hours × rate' : ''}
                    .value=${line.amount === undefined ? '' : String(line.amount)}
                    @change=${(e: Event) => this.edit(line, 'amount', (e.target as HTMLInputElement).value)}
                  />
                  ${aErr ? html`<div class="error" id="${aid}-err">${aErr}</div>` : nothing}
                </td>
              </tr>`;
            });
          })}
        </tbody>
      </table>
      <div class="row"><button type="submit" ?disabled=${this.busy !== null}>Calculate draft</button></div>
    </form>`;
  }

  private renderReview() {
    const p = this.preview!;
    const t = p.totals;
    const approved = this.step === 'approved';
    return html`<h3>Payroll ${p.start_date} – ${p.end_date}, payday ${p.payday}: ${p.status}</h3>
      <dl class="totals" aria-label="Totals">
        <dt>Gross pay</dt>
        <dd>${money(t.employee_gross)}</dd>
        <dt>Employee taxes</dt>
        <dd>${money(t.employee_taxes)}</dd>
        <dt>Net pay</dt>
        <dd>${money(t.employee_net)}</dd>
        <dt>Employer taxes</dt>
        <dd>${money(t.company_taxes)}</dd>
        <dt>Cash requirement</dt>
        <dd>${money(t.cash_requirement)}</dd>
      </dl>
      ${
        p.warnings.length > 0
          ? html`<h4>Warnings</h4>
              <ul>
                ${p.warnings.map((w) => html`<li>${w.message}</li>`)}
              </ul>`
          : nothing
      }
      <table>
        <caption class="muted">
          Per person
        </caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col" class="num">Gross pay</th>
            <th scope="col" class="num">Taxes</th>
            <th scope="col" class="num">Net pay</th>
          </tr>
        </thead>
        <tbody>
          ${p.employees.map(
            (e) =>
              html`<tr>
                <td>${e.first_name} ${e.last_name}</td>
                <td class="num">${money(e.gross_pay)}</td>
                <td class="num">
                  ${money(e.taxes.filter((x) => x.payer === 'employee').reduce((s, x) => s + Math.round(x.amount * 100), 0) / 100)}
                </td>
                <td class="num">${money(e.net_pay)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        approved
          ? html`<p role="status">Approved: the payroll is ${p.status}; its time records are locked.</p>`
          : html`<div class="row">
              <button @click=${() => quietly(this.approve())} ?disabled=${this.busy !== null}>
                Approve payroll
              </button>
              <button class="secondary" @click=${() => (this.step = 'edit')}>
                Back to hours and amounts
              </button>
            </div>`
      }`;
  }
}

if (!customElements.get('payclock-payroll-run')) {
  customElements.define('payclock-payroll-run', PayclockPayrollRun);
}
