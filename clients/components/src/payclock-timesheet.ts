/**
 * `<payclock-timesheet token="pct_…" [employee-id="5"] [week="YYYY-MM-DD"]>`: an employee's punches
 * by workweek (company time zone and workweek start), breaks and jobs, and the hours that go to
 * payroll per day as the payroll engine classifies them (`GET /employees/:id/timesheet`): regular,
 * overtime and double overtime with the rule behind each overtime hour (FLSA weekly 40 h, the
 * workplace state's daily rule, CA 7th consecutive day). With an admin token each punch can be
 * edited: start, end and a required note (the API audits the change). Punches on days an approved
 * payroll locks are shown read-only up front (no edit button); the server refuses them too (409).
 */
import { css, html, nothing } from 'lit';
import { ApiError } from './api.ts';
import { baseStyles, PayclockElement, quietly } from './base.ts';
import {
  addDays,
  hours,
  localDate,
  localDateTime,
  localTime,
  workweekStart,
  zonedToInstant,
} from './format.ts';

interface TimeRecord {
  time_record_id: number;
  type: 'work' | 'break';
  start: string;
  end: string | null;
  note: string | null;
  customer: { customer_id: number; name: string } | null;
  project: { project_id: number; name: string } | null;
}

interface RuleSeconds {
  rule: string;
  multiplier: string;
  seconds: number;
  description: string;
}

interface Day {
  date: string;
  regular_seconds: number;
  overtime_seconds: number;
  double_overtime_seconds: number;
  paid_break_seconds: number;
  overtime: RuleSeconds[];
  locked_by_payroll_id: string | null;
}

interface Sheet {
  workplace_state: string | null;
  days: Day[];
  totals: { regular_seconds: number; overtime_seconds: number; double_overtime_seconds: number };
}

/** Seconds of a record (open records count up to `now`). */
function seconds(r: TimeRecord, now: number): number {
  return Math.max(0, Math.round(((r.end ? Date.parse(r.end) : now) - Date.parse(r.start)) / 1000));
}

/** The timesheet component. */
export class PayclockTimesheet extends PayclockElement {
  static override properties = {
    ...PayclockElement.properties,
    employeeId: { type: Number, attribute: 'employee-id' },
    week: { type: String },
    records: { state: true },
    sheet: { state: true },
    editing: { state: true },
    editError: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      ul.rules {
        margin: 0;
        padding-left: 1.1em;
      }
    `,
  ];

  declare employeeId: number | null;
  /** Any date of the week to show (company-local `YYYY-MM-DD`); default: this week. */
  declare week: string;
  declare records: TimeRecord[] | null;
  /** The engine's classification of the week's days. */
  declare sheet: Sheet | null;
  declare editing: TimeRecord | null;
  declare editError: ApiError | null;

  constructor() {
    super();
    this.employeeId = null;
    this.week = '';
    this.records = null;
    this.sheet = null;
    this.editing = null;
    this.editError = null;
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('token') || changed.has('employeeId') || changed.has('week')) quietly(this.load());
  }

  private get employee(): number | null {
    return this.employeeId ?? this.session?.employee_id ?? null;
  }

  private get tz(): string {
    return this.session?.company.timezone ?? 'UTC';
  }

  private get weekStart(): string {
    const day = this.week || localDate(Date.now(), this.tz);
    return workweekStart(day, this.session?.company.workweek_start ?? 'sunday');
  }

  private async load(): Promise<void> {
    this.failure = null;
    if (!this.session && !(await this.loadSession())) return;
    if (this.employee === null) {
      this.failure = new ApiError(
        400,
        'employee_id',
        'Set the employee-id attribute (an admin token shows any employee).',
      );
      return;
    }
    const from = this.weekStart;
    const q = `employee_id=${this.employee}&start_from=${from}&start_to=${addDays(from, 6)}&limit=200`;
    const [r, sheet] = await Promise.all([
      this.call<{ data: TimeRecord[] }>('GET', `/time-records?${q}`),
      this.call<Sheet>(
        'GET',
        `/employees/${this.employee}/timesheet?start_date=${from}&end_date=${addDays(from, 6)}`,
      ),
    ]);
    this.records = [...r.data].sort((a, b) => a.start.localeCompare(b.start));
    this.sheet = sheet;
  }

  private move(days: number): void {
    this.editing = null;
    this.week = addDays(this.weekStart, days);
  }

  private async save(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const rec = this.editing!;
    const form = new FormData(e.target as HTMLFormElement);
    const body: Record<string, string> = {
      start: zonedToInstant(String(form.get('start')), this.tz),
      note: String(form.get('note') ?? '').trim(),
    };
    const end = String(form.get('end') ?? '');
    if (end) body.end = zonedToInstant(end, this.tz);
    if (!body.note) {
      this.editError = new ApiError(400, 'validation_failed', 'note: a note is required for every edit', [
        { field: 'note', message: 'A note is required: say why the punch changes' },
      ]);
      return;
    }
    try {
      await this.call('PATCH', `/time-records/${rec.time_record_id}`, body);
      this.editing = null;
      this.editError = null;
      this.failure = null;
      await this.load();
    } catch (err) {
      this.failure = null;
      if (err instanceof ApiError) this.editError = err;
    }
  }

  override render() {
    const now = Date.now();
    const from = this.session ? this.weekStart : '';
    const recs = this.records ?? [];
    const breaks = recs.filter((r) => r.type === 'break').reduce((s, r) => s + seconds(r, now), 0);
    const t = this.sheet?.totals;
    const worked = t ? t.regular_seconds + t.overtime_seconds + t.double_overtime_seconds : 0;
    const paidBreaks = (this.sheet?.days ?? []).reduce((s, d) => s + d.paid_break_seconds, 0);
    return html`<section aria-labelledby="ts-heading">
      <h2 id="ts-heading">Timesheet</h2>
      ${this.renderFailure()}
      ${
        this.session
          ? html`<div class="row">
                <button class="secondary" @click=${() => this.move(-7)}>Previous week</button>
                <span aria-live="polite">Workweek ${from} – ${addDays(from, 6)} (${this.tz})</span>
                <button class="secondary" @click=${() => this.move(7)}>Next week</button>
              </div>
              ${this.records === null ? html`<p class="muted">Loading…</p>` : this.renderTable(recs, now)}
              ${
                t
                  ? html`<p>
                        Paid <strong>${hours(worked)} h</strong>: regular ${hours(t.regular_seconds)} h,
                        overtime ${hours(t.overtime_seconds)} h, double time
                        ${hours(t.double_overtime_seconds)} h. Breaks ${hours(breaks)} h (${hours(paidBreaks)}
                        h of them paid).
                      </p>
                      ${this.renderDays(this.sheet!)}`
                  : nothing
              }`
          : nothing
      }
      ${this.editing ? this.renderEdit(this.editing) : nothing}
    </section>`;
  }

  /** The payroll's view of each day: hours by class, overtime by rule, locked days. */
  private renderDays(sheet: Sheet) {
    const days = sheet.days.filter(
      (d) => d.regular_seconds + d.overtime_seconds + d.double_overtime_seconds > 0 || d.locked_by_payroll_id,
    );
    if (days.length === 0) return nothing;
    return html`<table aria-label="Hours that go to payroll">
      <caption class="muted">
        Hours that go to payroll${sheet.workplace_state ? ` (workplace in ${sheet.workplace_state})` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col" class="num">Regular</th>
          <th scope="col" class="num">Overtime</th>
          <th scope="col" class="num">Double time</th>
          <th scope="col">Overtime rule</th>
        </tr>
      </thead>
      <tbody>
        ${days.map(
          (d) =>
            html`<tr>
              <th scope="row">
                ${d.date}
                ${
                  d.locked_by_payroll_id
                    ? html`<br /><span class="muted">locked: payroll ${d.locked_by_payroll_id}</span>`
                    : nothing
                }
              </th>
              <td class="num">${hours(d.regular_seconds)}</td>
              <td class="num">${hours(d.overtime_seconds)}</td>
              <td class="num">${hours(d.double_overtime_seconds)}</td>
              <td>
                ${
                  d.overtime.length === 0
                    ? html`<span class="muted">none</span>`
                    : html`<ul class="rules">
                        ${d.overtime.map(
                          (o) =>
                            html`<li>
                              ${hours(o.seconds)} h at ${o.multiplier}×: ${o.description}
                              <span class="muted">(${o.rule})</span>
                            </li>`,
                        )}
                      </ul>`
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  /** The approved payroll that locks a punch (its start or end day), or null. */
  private lockOf(r: TimeRecord): string | null {
    const locked = new Map((this.sheet?.days ?? []).map((d) => [d.date, d.locked_by_payroll_id]));
    const days = [localDate(r.start, this.tz), ...(r.end ? [localDate(r.end, this.tz)] : [])];
    for (const d of days) {
      const id = locked.get(d);
      if (id) return id;
    }
    return null;
  }

  private renderTable(recs: TimeRecord[], now: number) {
    if (recs.length === 0) return html`<p>No punches this workweek.</p>`;
    const admin = this.session?.scope === 'admin' || this.session?.scope === 'api_key';
    return html`<table>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Type</th>
          <th scope="col">In</th>
          <th scope="col">Out</th>
          <th scope="col" class="num">Hours</th>
          <th scope="col">Job</th>
          <th scope="col">Note</th>
          ${admin ? html`<th scope="col"><span class="muted">Edit</span></th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${recs.map(
          (r) =>
            html`<tr>
              <td>${localDate(r.start, this.tz)}</td>
              <td>${r.type}</td>
              <td>${localTime(r.start, this.tz)}</td>
              <td>${r.end ? localTime(r.end, this.tz) : html`<em>clocked in</em>`}</td>
              <td class="num">${hours(seconds(r, now))}</td>
              <td>${[r.customer?.name, r.project?.name].filter(Boolean).join(' / ')}</td>
              <td>${r.note ?? ''}</td>
              ${
                admin && this.lockOf(r)
                  ? html`<td><span class="muted">Locked (payroll ${this.lockOf(r)})</span></td>`
                  : admin
                    ? html`<td>
                        <button
                          class="secondary"
                          @click=${() => {
                            this.editing = r;
                            this.editError = null;
                          }}
                        >
                          Edit <span class="muted">punch ${r.time_record_id}</span>
                        </button>
                      </td>`
                    : nothing
              }
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderEdit(r: TimeRecord) {
    const err = this.editError;
    const msg = (field: string) => {
      const m = err?.fieldMessage(field);
      return m ? html`<div class="error" id="err-${field}">${m}</div>` : nothing;
    };
    return html`<form @submit=${(e: SubmitEvent) => quietly(this.save(e))} aria-labelledby="edit-heading">
      <h3 id="edit-heading">Edit punch ${r.time_record_id}</h3>
      ${err && err.errors.length === 0 ? html`<div class="alert" role="alert">${err.summary}</div>` : nothing}
      <label for="start">In (${this.tz})</label>
      <input
        id="start"
        name="start"
        type="datetime-local"
        required
        .value=${localDateTime(r.start, this.tz)}
        aria-describedby="err-start"
      />
      ${msg('start')}
      <label for="end">Out (${this.tz})</label>
      <input
        id="end"
        name="end"
        type="datetime-local"
        .value=${r.end ? localDateTime(r.end, this.tz) : ''}
        aria-describedby="err-end"
      />
      ${msg('end')}
      <label for="note">Note (why the punch changes; kept in the audit trail)</label>
      <textarea
        id="note"
        name="note"
        aria-required="true"
        aria-describedby="err-note"
        .value=${r.note ?? ''}
      ></textarea>
      ${msg('note')}
      <div class="row">
        <button type="submit">Save</button>
        <button type="button" class="secondary" @click=${() => (this.editing = null)}>Cancel</button>
      </div>
    </form>`;
  }
}

if (!customElements.get('payclock-timesheet')) customElements.define('payclock-timesheet', PayclockTimesheet);
