/**
 * `<payclock-time-off token="pct_…" [employee-id="5"]>`: an employee's time-off balances per policy
 * (accrued, used, available, pending hours — `GET /employees/:id/time-off-balances` as of today —
 * and the approved hours not yet taken, which leave the balance on the request's first day) and requests
 * (`/time-off-requests`): a new request for a date range at some hours a day, cancelling a pending
 * one, and — with an admin token — approving or denying it. The server's problem+json field errors
 * (`start_date`, `end_date`, `hours_per_day`, `time_off_policy_id`, …) show next to their field.
 * An employee token shows its own employee; an admin token needs `employee-id`.
 */
import { css, html, nothing } from 'lit';
import { ApiError } from './api.ts';
import { baseStyles, PayclockElement, quietly } from './base.ts';

interface Balance {
  time_off_policy_id: number;
  name: string;
  kind: string;
  accrued_hours: number;
  used_hours: number;
  adjusted_hours: number;
  available_hours: number;
  pending_hours: number;
}

interface TimeOffRequest {
  time_off_request_id: number;
  time_off_policy_id: number;
  start_date: string;
  end_date: string;
  hours_per_day: number;
  total_hours: number;
  status: 'pending' | 'approved' | 'denied' | 'cancelled';
  note: string | null;
}

/** The fields of the request form, in order (the field names the API's errors use). */
const FIELDS = ['time_off_policy_id', 'start_date', 'end_date', 'hours_per_day', 'include_weekends', 'note'];

/** Hours with up to 2 decimals (`7.5` → `7.50`). */
const h = (v: number) => v.toFixed(2);

/** The time-off component. */
export class PayclockTimeOff extends PayclockElement {
  static override properties = {
    ...PayclockElement.properties,
    employeeId: { type: Number, attribute: 'employee-id' },
    balances: { state: true },
    requests: { state: true },
    formError: { state: true },
    notice: { state: true },
    asOf: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      form {
        margin-top: 1em;
        max-width: 32em;
      }
      .status-pending {
        font-weight: 600;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
    `,
  ];

  declare employeeId: number | null;
  declare balances: Balance[] | null;
  declare requests: TimeOffRequest[] | null;
  declare formError: ApiError | null;
  declare notice: string;
  declare asOf: string;

  constructor() {
    super();
    this.employeeId = null;
    this.balances = null;
    this.requests = null;
    this.formError = null;
    this.notice = '';
    this.asOf = '';
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('token') || changed.has('employeeId')) quietly(this.load());
  }

  private get employee(): number | null {
    return this.employeeId ?? this.session?.employee_id ?? null;
  }

  private get admin(): boolean {
    return this.session?.scope === 'admin' || this.session?.scope === 'api_key';
  }

  private async load(): Promise<void> {
    this.failure = null;
    if (!this.session && !(await this.loadSession())) return;
    const id = this.employee;
    if (id === null) {
      this.failure = new ApiError(
        400,
        'employee_id',
        'Set the employee-id attribute (an admin token shows any employee).',
      );
      return;
    }
    const [b, r] = await Promise.all([
      this.call<{ as_of: string; balances: Balance[] }>('GET', `/employees/${id}/time-off-balances`),
      this.call<{ time_off_requests: TimeOffRequest[] }>('GET', `/time-off-requests?employee_id=${id}`),
    ]);
    this.asOf = b.as_of;
    this.balances = b.balances;
    this.requests = r.time_off_requests;
  }

  private async create(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const hoursText = String(data.get('hours_per_day') ?? '');
    const body: Record<string, unknown> = {
      employee_id: this.employee,
      time_off_policy_id: Number(data.get('time_off_policy_id')),
      start_date: String(data.get('start_date') ?? ''),
      end_date: String(data.get('end_date') ?? ''),
      hours_per_day: hoursText === '' ? NaN : Number(hoursText),
      include_weekends: data.get('include_weekends') === 'on',
    };
    const note = String(data.get('note') ?? '').trim();
    if (note) body.note = note;
    const missing = FIELDS.filter((f) => f !== 'note' && f !== 'include_weekends').filter((f) => {
      const v = body[f];
      return v === '' || (typeof v === 'number' && !Number.isFinite(v));
    });
    if (missing.length > 0) {
      this.formError = new ApiError(
        400,
        'validation_failed',
        'Fill in the highlighted fields',
        missing.map((field) => ({ field, message: 'This field is required' })),
      );
      return;
    }
    try {
      await this.call('POST', '/time-off-requests', body);
      this.formError = null;
      this.failure = null;
      this.notice = `Requested ${body.start_date as string} – ${body.end_date as string}: pending approval.`;
      form.reset();
      await this.load();
    } catch (err) {
      this.failure = null;
      if (err instanceof ApiError) this.formError = err;
    }
  }

  private async act(r: TimeOffRequest, action: 'approve' | 'deny' | 'cancel'): Promise<void> {
    try {
      await this.call('POST', `/time-off-requests/${r.time_off_request_id}/${action}`);
      const done = { approve: 'approved', deny: 'denied', cancel: 'cancelled' }[action];
      this.notice = `Request ${r.start_date} – ${r.end_date} ${done}.`;
      await this.load();
    } catch {
      // shown through `failure`
    }
  }

  override render() {
    return html`<section aria-labelledby="to-heading">
      <h2 id="to-heading">Time off</h2>
      ${this.renderFailure()} ${this.notice ? html`<p role="status">${this.notice}</p>` : nothing}
      ${this.balances === null ? html`<p class="muted">Loading…</p>` : this.renderBalances(this.balances)}
      ${this.requests === null ? nothing : this.renderRequests(this.requests)}
      ${this.balances && this.balances.length > 0 ? this.renderForm(this.balances) : nothing}
    </section>`;
  }

  private renderBalances(list: Balance[]) {
    if (list.length === 0) return html`<p>Not enrolled in any time-off policy.</p>`;
    // Approved requests starting after as_of: their hours leave the balance on their first day.
    const upcoming = (policy: number) =>
      (this.requests ?? [])
        .filter((r) => r.time_off_policy_id === policy && r.status === 'approved' && r.start_date > this.asOf)
        .reduce((s, r) => s + r.total_hours, 0);
    return html`<table>
      <caption class="muted">
        Balances in hours as of ${this.asOf}
      </caption>
      <thead>
        <tr>
          <th scope="col">Policy</th>
          <th scope="col" class="num">Accrued</th>
          <th scope="col" class="num">Used</th>
          <th scope="col" class="num">Available</th>
          <th scope="col" class="num">Pending</th>
          <th scope="col" class="num">Approved, not yet taken</th>
        </tr>
      </thead>
      <tbody>
        ${list.map(
          (b) =>
            html`<tr>
              <th scope="row">${b.name}</th>
              <td class="num">${h(b.accrued_hours)}</td>
              <td class="num">${h(b.used_hours)}</td>
              <td class="num"><strong>${h(b.available_hours)}</strong></td>
              <td class="num">${h(b.pending_hours)}</td>
              <td class="num">${h(upcoming(b.time_off_policy_id))}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderRequests(list: TimeOffRequest[]) {
    const names = new Map((this.balances ?? []).map((b) => [b.time_off_policy_id, b.name]));
    if (list.length === 0) return html`<p>No time-off requests yet.</p>`;
    return html`<table>
      <caption class="muted">
        Requests, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Dates</th>
          <th scope="col">Policy</th>
          <th scope="col" class="num">Hours a day</th>
          <th scope="col" class="num">Total hours</th>
          <th scope="col">Status</th>
          <th scope="col"><span class="muted">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        ${list.map((r) => {
          const label = `${r.start_date} – ${r.end_date}`;
          return html`<tr>
            <td>${label}</td>
            <td>${names.get(r.time_off_policy_id) ?? `Policy ${r.time_off_policy_id}`}</td>
            <td class="num">${h(r.hours_per_day)}</td>
            <td class="num">${h(r.total_hours)}</td>
            <td class="status-${r.status}">${r.status}</td>
            <td>
              ${
                r.status === 'pending'
                  ? html`<div class="row">
                      ${
                        this.admin
                          ? html`<button @click=${() => quietly(this.act(r, 'approve'))}>
                                Approve <span class="visually-hidden">${label}</span>
                              </button>
                              <button class="secondary" @click=${() => quietly(this.act(r, 'deny'))}>
                                Deny <span class="visually-hidden">${label}</span>
                              </button>`
                          : nothing
                      }
                      <button class="secondary" @click=${() => quietly(this.act(r, 'cancel'))}>
                        Cancel <span class="visually-hidden">${label}</span>
                      </button>
                    </div>`
                  : nothing
              }
            </td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private renderForm(list: Balance[]) {
    const err = this.formError;
    const known = new Set(FIELDS);
    const msg = (field: string) => {
      const m = err?.fieldMessage(field);
      return m ? html`<div class="error" id="to-err-${field}">${m}</div>` : nothing;
    };
    const invalid = (field: string) => (err?.fieldMessage(field) ? 'true' : 'false');
    const general = err && !err.errors.some((e) => known.has(e.field));
    return html`<form
      @submit=${(e: SubmitEvent) => quietly(this.create(e))}
      aria-labelledby="to-form-heading"
      novalidate
    >
      <h3 id="to-form-heading">Request time off</h3>
      ${general ? html`<div class="alert" role="alert">${err.summary}</div>` : nothing}
      <label for="to-policy">Policy</label>
      <select
        id="to-policy"
        name="time_off_policy_id"
        aria-describedby="to-err-time_off_policy_id"
        aria-invalid=${invalid('time_off_policy_id')}
      >
        ${list.map(
          (b) =>
            html`<option value=${b.time_off_policy_id}>
              ${b.name} (${h(b.available_hours)} h available)
            </option>`,
        )}
      </select>
      ${msg('time_off_policy_id')}
      <label for="to-start">First day</label>
      <input
        id="to-start"
        name="start_date"
        type="date"
        required
        aria-describedby="to-err-start_date"
        aria-invalid=${invalid('start_date')}
      />
      ${msg('start_date')}
      <label for="to-end">Last day</label>
      <input
        id="to-end"
        name="end_date"
        type="date"
        required
        aria-describedby="to-err-end_date"
        aria-invalid=${invalid('end_date')}
      />
      ${msg('end_date')}
      <label for="to-hours">Hours per day</label>
      <input
        id="to-hours"
        name="hours_per_day"
        type="number"
        min="0.25"
        max="24"
        step="0.25"
        inputmode="decimal"
        required
        aria-describedby="to-err-hours_per_day"
        aria-invalid=${invalid('hours_per_day')}
      />
      ${msg('hours_per_day')}
      <label for="to-weekends"
        ><input
          id="to-weekends"
          name="include_weekends"
          type="checkbox"
          aria-describedby="to-err-include_weekends"
        />
        Count Saturdays and Sundays too</label
      >
      ${msg('include_weekends')}
      <label for="to-note">Note (optional)</label>
      <textarea id="to-note" name="note" maxlength="500" aria-describedby="to-err-note"></textarea>
      ${msg('note')}
      <div class="row"><button type="submit">Request time off</button></div>
    </form>`;
  }
}

if (!customElements.get('payclock-time-off')) customElements.define('payclock-time-off', PayclockTimeOff);
