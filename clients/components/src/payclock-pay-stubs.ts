/**
 * `<payclock-pay-stubs token="pct_…" [employee-id="5"]>`: an employee's pay statements (approved
 * payrolls, newest first), one statement with current and year-to-date amounts per line, and its PDF.
 * An employee token shows its own employee; an admin token needs `employee-id`.
 */
import { css, html, nothing } from 'lit';
import { apiBlob, ApiError } from './api.ts';
import { baseStyles, PayclockElement, quietly } from './base.ts';
import { money } from './format.ts';

interface Summary {
  payroll_id: string;
  payday: string;
  start_date: string;
  end_date: string;
  type: string;
  status: string;
  gross_pay: number;
  employee_taxes: number;
  net_pay: number;
}

interface Statement {
  payroll: { payroll_id: string; payday: string; start_date: string; end_date: string; status: string };
  company: { name: string };
  employee: { employee_id: number; first_name: string; last_name: string };
  earnings: Array<{
    type: string;
    description: string | null;
    hours: number | null;
    rate: number | null;
    amount: number;
    ytd_amount: number;
  }>;
  taxes: Array<{
    code: string;
    description: string | null;
    jurisdiction: string | null;
    payer: string;
    taxable_wages: number;
    amount: number;
    /** How this paycheck's tax was computed, with its source. */
    reason: string | null;
    ytd_amount: number;
  }>;
  benefits: Array<{
    code: string;
    description: string | null;
    employee_amount: number;
    ytd_employee_amount: number;
  }>;
  post_tax_deductions: Array<{
    code: string;
    description: string | null;
    amount: number;
    ytd_amount: number;
  }>;
  reimbursements: Array<{ code: string; description: string | null; amount: number; ytd_amount: number }>;
  totals: Record<string, { current: number; ytd: number }>;
}

const TOTALS: Array<[string, string]> = [
  ['gross_pay', 'Gross pay'],
  ['employee_taxes', 'Taxes withheld'],
  ['employee_benefits', 'Benefits (your share)'],
  ['post_tax_deductions', 'Post-tax deductions'],
  ['reimbursements', 'Reimbursements'],
  ['net_pay', 'Net pay'],
];

/** The pay stubs component. */
export class PayclockPayStubs extends PayclockElement {
  static override properties = {
    ...PayclockElement.properties,
    employeeId: { type: Number, attribute: 'employee-id' },
    statements: { state: true },
    open: { state: true },
    pdfUrl: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      .stub {
        margin-top: 1em;
      }
    `,
  ];

  /** The employee (default: the token's). */
  declare employeeId: number | null;
  declare statements: Summary[] | null;
  declare open: Statement | null;
  declare pdfUrl: string | null;

  constructor() {
    super();
    this.employeeId = null;
    this.statements = null;
    this.open = null;
    this.pdfUrl = null;
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('token') || changed.has('employeeId')) quietly(this.load());
  }

  private get employee(): number | null {
    return this.employeeId ?? this.session?.employee_id ?? null;
  }

  private async load(): Promise<void> {
    this.failure = null;
    this.open = null;
    if (!(await this.loadSession())) return;
    if (this.employee === null) {
      this.failure = new ApiError(
        400,
        'employee_id',
        'Set the employee-id attribute (an admin token shows any employee).',
      );
      return;
    }
    const r = await this.call<{ data: Summary[] }>('GET', `/employees/${this.employee}/pay-statements`);
    this.statements = r.data;
  }

  private async show(payrollId: string): Promise<void> {
    this.failure = null;
    if (this.pdfUrl) URL.revokeObjectURL(this.pdfUrl);
    this.pdfUrl = null;
    this.open = await this.call<Statement>('GET', `/payrolls/${payrollId}/paychecks/${this.employee}`);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#statement-heading')?.focus();
  }

  private async pdf(): Promise<void> {
    if (!this.open) return;
    try {
      const blob = await apiBlob(
        this.target,
        `/payrolls/${this.open.payroll.payroll_id}/paychecks/${this.employee}`,
        'application/pdf',
      );
      this.pdfUrl = URL.createObjectURL(blob);
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLAnchorElement>('#pdf-link')?.click();
    } catch (e) {
      if (e instanceof ApiError) this.failure = e;
    }
  }

  override render() {
    return html`
      <section aria-labelledby="stubs-heading">
        <h2 id="stubs-heading">Pay stubs</h2>
        ${this.renderFailure()}
        ${this.statements === null ? html`<p class="muted">Loading…</p>` : this.renderList()}
        ${this.open ? this.renderStatement(this.open) : nothing}
      </section>
    `;
  }

  private renderList() {
    if (this.statements!.length === 0) return html`<p>No pay stubs yet.</p>`;
    return html`<table>
      <caption class="muted">
        Approved payrolls, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Payday</th>
          <th scope="col">Pay period</th>
          <th scope="col" class="num">Gross pay</th>
          <th scope="col" class="num">Taxes</th>
          <th scope="col" class="num">Net pay</th>
          <th scope="col"><span class="muted">Statement</span></th>
        </tr>
      </thead>
      <tbody>
        ${this.statements!.map(
          (s) =>
            html`<tr>
              <td>${s.payday}</td>
              <td>${s.start_date} – ${s.end_date}</td>
              <td class="num">${money(s.gross_pay)}</td>
              <td class="num">${money(s.employee_taxes)}</td>
              <td class="num">${money(s.net_pay)}</td>
              <td>
                <button class="secondary" @click=${() => quietly(this.show(s.payroll_id))}>
                  View <span class="muted">stub of ${s.payday}</span>
                </button>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderStatement(s: Statement) {
    const row = (label: string, current: number, ytd: number, extra: unknown = '') =>
      html`<tr>
        <th scope="row">${label}</th>
        <td>${extra}</td>
        <td class="num">${money(current)}</td>
        <td class="num">${money(ytd)}</td>
      </tr>`;
    const table = (title: string, rows: unknown[]) =>
      rows.length === 0
        ? nothing
        : html`<table>
            <caption>
              ${title}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col"><span class="muted">Detail</span></th>
                <th scope="col" class="num">Current</th>
                <th scope="col" class="num">Year to date</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`;
    return html`<article class="stub" aria-labelledby="statement-heading">
      <h3 id="statement-heading" tabindex="-1">
        ${s.company.name} — ${s.employee.first_name} ${s.employee.last_name}, payday ${s.payroll.payday}
      </h3>
      <p class="muted">Pay period ${s.payroll.start_date} – ${s.payroll.end_date} (${s.payroll.status})</p>
      <div class="row">
        <button @click=${() => quietly(this.pdf())}>Download PDF</button>
        ${
          this.pdfUrl
            ? html`<a id="pdf-link" href=${this.pdfUrl} download="pay-stub-${s.payroll.payday}.pdf"
                >PDF ready: save it</a
              >`
            : nothing
        }
      </div>
      ${table(
        'Earnings',
        s.earnings.map((e) =>
          row(
            e.description ?? e.type,
            e.amount,
            e.ytd_amount,
            e.hours !== null ? `${e.hours} h${e.rate !== null ? ` × ${money(e.rate)}` : ''}` : '',
          ),
        ),
      )}
      ${table(
        'Taxes withheld',
        s.taxes
          .filter((x) => x.payer === 'employee')
          .map((x) =>
            row(
              x.description ?? x.code,
              x.amount,
              x.ytd_amount,
              html`${x.jurisdiction ?? 'federal'}, on ${money(x.taxable_wages)}
              ${
                x.reason
                  ? html`<details>
                      <summary>Why this amount</summary>
                      ${x.reason}
                    </details>`
                  : nothing
              }`,
            ),
          ),
      )}
      ${table('Benefits, deductions, reimbursements', [
        ...s.benefits.map((b) => row(b.description ?? b.code, b.employee_amount, b.ytd_employee_amount)),
        ...s.post_tax_deductions.map((d) => row(d.description ?? d.code, d.amount, d.ytd_amount)),
        ...s.reimbursements.map((d) => row(d.description ?? d.code, d.amount, d.ytd_amount)),
      ])}
      ${table(
        'Totals',
        TOTALS.filter(([k]) => s.totals[k]).map(([k, label]) =>
          row(label, s.totals[k]!.current, s.totals[k]!.ytd),
        ),
      )}
    </article>`;
  }
}

if (!customElements.get('payclock-pay-stubs')) customElements.define('payclock-pay-stubs', PayclockPayStubs);
