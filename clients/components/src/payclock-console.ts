/**
 * `<payclock-console>`: the console served at /console (issue 23), built from the components. It
 * signs in with the link `npm start` prints (`/console#link=…`, kept in sessionStorage and removed
 * from the address bar), trades it for component tokens (`POST /console/session`, renewed a minute
 * before they expire) and shows the admin view — payroll run, people (onboarding), timesheets,
 * time off, reports with two charts (hours per workweek, taxes by quarter) — and an employee view
 * (pay stubs, timesheet and time off with that employee's own token). The token comes with its
 * session, handed to the components so the first screen waits on one request before its own.
 */
import { css, html, LitElement, nothing, svg } from 'lit';
import { api, ApiError, type ApiTarget, type Session } from './api.ts';
import { baseStyles } from './base.ts';
import { addDays, localDate, money, workweekStart } from './format.ts';
import './payclock-payroll-run.ts';
import './payclock-pay-stubs.ts';
import './payclock-timesheet.ts';
import './payclock-employee-onboarding.ts';
import './payclock-time-off.ts';

type View = 'payroll' | 'people' | 'timesheets' | 'time-off' | 'reports' | 'employee';
const VIEWS: Array<[View, string]> = [
  ['payroll', 'Run payroll'],
  ['people', 'People'],
  ['timesheets', 'Timesheets'],
  ['time-off', 'Time off'],
  ['reports', 'Reports'],
  ['employee', 'Employee view'],
];
interface Person {
  employee_id: number;
  first_name: string;
  last_name: string;
  employment_type: string;
  status: string;
}
interface Bar {
  label: string;
  value: number;
}
const LINK_KEY = 'payclock-console-link';

/** A bar chart as SVG (no third-party code): `bars` left to right, values labelled. */
function barChart(title: string, bars: Bar[], format: (v: number) => string) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const w = 60;
  const h = 160;
  return html`<figure>
    <figcaption><strong>${title}</strong></figcaption>
    <svg
      role="img"
      aria-label=${`${title}: ${bars.map((b) => `${b.label} ${format(b.value)}`).join(', ')}`}
      viewBox="0 0 ${bars.length * w + 10} ${h + 40}"
      width=${Math.min(900, bars.length * w + 10)}
    >
      ${bars.map((b, i) => {
        const bh = Math.round((b.value / max) * h);
        return svg`<rect x=${i * w + 10} y=${h - bh + 15} width=${w - 14} height=${bh} fill="#1d4ed8"></rect>
          <text x=${i * w + 10 + (w - 14) / 2} y=${h - bh + 10} font-size="10" text-anchor="middle" fill="#1f2933">${format(b.value)}</text>
          <text x=${i * w + 10 + (w - 14) / 2} y=${h + 30} font-size="10" text-anchor="middle" fill="#1f2933">${b.label}</text>`;
      })}
    </svg>
  </figure>`;
}

/** The console. */
export class PayclockConsole extends LitElement {
  static override properties = {
    token: { state: true },
    tokenSession: { state: true },
    employeeSession: { state: true },
    view: { state: true },
    people: { state: true },
    selected: { state: true },
    employeeToken: { state: true },
    charts: { state: true },
    failure: { state: true },
    company: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      nav {
        display: flex;
        gap: 0.5em;
        flex-wrap: wrap;
        margin: 0.5em 0 1em;
      }
      nav button[aria-pressed='true'] {
        background: var(--payclock-accent, #1d4ed8);
        color: var(--payclock-accent-text, #ffffff);
      }
      figure {
        margin: 1em 0;
      }
    `,
  ];

  declare token: string;
  /** The admin token's session (from POST /console/session), handed to the components. */
  declare tokenSession: Session | null;
  declare employeeSession: Session | null;
  declare view: View;
  declare people: Person[];
  declare selected: number | null;
  declare employeeToken: string;
  declare charts: { hours: Bar[]; taxes: Bar[] } | null;
  declare failure: string | null;
  declare company: string;
  private link = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.token = '';
    this.tokenSession = null;
    this.employeeSession = null;
    this.view = 'payroll';
    this.people = [];
    this.selected = null;
    this.employeeToken = '';
    this.charts = null;
    this.failure = null;
    this.company = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const m = /[#&]link=([^&]+)/.exec(location.hash);
    if (m) {
      sessionStorage.setItem(LINK_KEY, decodeURIComponent(m[1]!));
      history.replaceState(null, '', location.pathname);
    }
    this.link = sessionStorage.getItem(LINK_KEY) ?? '';
    if (this.link) void this.signIn();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  private get target(): ApiTarget {
    return { base: new URL('/partner/v1', import.meta.url).href, token: this.token };
  }

  /** A token from the link: admin, or one employee's. */
  private async session(
    employeeId?: number,
  ): Promise<{ token: string; expires_in: number; session: Session }> {
    const res = await fetch(new URL('/console/session', import.meta.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(
        employeeId === undefined ? { link: this.link } : { link: this.link, employee_id: employeeId },
      ),
    });
    const body = (await res.json()) as {
      token: string;
      expires_in: number;
      session: Session;
      detail?: string;
      code?: string;
    };
    if (!res.ok) throw new ApiError(res.status, body.code ?? 'error', body.detail ?? res.statusText);
    return body;
  }

  /**
   * Signs in: one request (POST /console/session) before the first screen — the token comes with
   * its session, which the components get with it, and the people list is loaded only for the
   * views that need it (so the payroll run's first query does not queue behind it).
   */
  private async signIn(): Promise<void> {
    try {
      const s = await this.session();
      this.token = s.token;
      this.tokenSession = s.session;
      this.company = s.session.company.name;
      this.failure = null;
      this.peopleLoaded = null;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.signIn(), Math.max(30, s.expires_in - 60) * 1000);
      if (this.view !== 'payroll' && this.view !== 'reports') await this.loadPeople();
      if (this.selected !== null) await this.pickEmployee(this.selected);
    } catch (e) {
      this.failure = e instanceof ApiError ? e.summary : String(e);
    }
  }

  private peopleLoaded: Promise<void> | null = null;

  /** The company's people (once per token), for the views with an employee picker. */
  private loadPeople(): Promise<void> {
    this.peopleLoaded ??= api<{ data: Person[] }>(this.target, 'GET', '/employees?limit=100').then(
      (list) => {
        this.people = list.data;
      },
      (e: unknown) => {
        this.peopleLoaded = null;
        this.failure = e instanceof ApiError ? e.summary : String(e);
      },
    );
    return this.peopleLoaded;
  }

  private async pickEmployee(id: number): Promise<void> {
    this.selected = id;
    if (this.view === 'employee') {
      const s = await this.session(id);
      this.employeeToken = s.token;
      this.employeeSession = s.session;
    }
  }

  private async show(view: View): Promise<void> {
    this.view = view;
    if (view !== 'payroll' && view !== 'reports' && this.token) await this.loadPeople();
    if (view === 'reports' && !this.charts) await this.loadCharts();
    if (view === 'employee' && this.selected !== null) await this.pickEmployee(this.selected);
  }

  private async loadCharts(): Promise<void> {
    try {
      const today = localDate(Date.now(), 'America/Los_Angeles');
      const first = workweekStart(addDays(today, -49), 'sunday');
      const hours = new Map<string, number>();
      for (let w = 0; w < 8; w++) hours.set(addDays(first, 7 * w), 0);
      let cursor: string | null = null;
      do {
        const q: string = `/reports/hours?start_date=${first}&end_date=${addDays(first, 55)}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await api<{
          data: Array<{ day: string; work_seconds: number }>;
          pagination: { next_cursor: string | null };
        }>(this.target, 'GET', q);
        for (const r of page.data) {
          const wk = workweekStart(r.day, 'sunday');
          if (hours.has(wk)) hours.set(wk, hours.get(wk)! + r.work_seconds);
        }
        cursor = page.pagination.next_cursor;
      } while (cursor);
      const year = today.slice(0, 4);
      const tax = await api<{ lines: Array<{ period: string; amount: number }> }>(
        this.target,
        'GET',
        `/reports/tax-liability?start_date=${year}-01-01&end_date=${year}-12-31&group_by=quarter`,
      );
      const byQuarter = new Map<string, number>();
      for (const l of tax.lines) {
        byQuarter.set(l.period, (byQuarter.get(l.period) ?? 0) + Math.round(l.amount * 100));
      }
      this.charts = {
        hours: [...hours].map(([wk, s]) => ({ label: wk.slice(5), value: Math.round(s / 36) / 100 })),
        taxes: [...byQuarter].sort().map(([q, c]) => ({ label: q, value: c / 100 })),
      };
    } catch (e) {
      this.failure = e instanceof ApiError ? e.summary : String(e);
    }
  }

  override render() {
    if (!this.link) {
      return html`<h1>payclock console</h1>
        <p>
          Open the console link <code>npm start</code> printed (or create one with
          <code>POST /console-links</code>).
        </p>`;
    }
    return html`<h1>payclock console${this.company ? html` — ${this.company}` : nothing}</h1>
      ${this.failure ? html`<div class="alert" role="alert">${this.failure}</div>` : nothing}
      <nav aria-label="Console">
        ${VIEWS.map(
          ([v, label]) =>
            html`<button
              class="secondary"
              aria-pressed=${this.view === v ? 'true' : 'false'}
              @click=${() => void this.show(v)}
            >
              ${label}
            </button>`,
        )}
      </nav>
      ${this.token ? this.renderView() : html`<p class="muted">Signing in…</p>`}`;
  }

  private renderPicker() {
    return html`<label for="person">Employee</label>
      <select
        id="person"
        @change=${(e: Event) => void this.pickEmployee(Number((e.target as HTMLSelectElement).value))}
      >
        <option value="">Choose…</option>
        ${this.people.map(
          (p) =>
            html`<option value=${p.employee_id} ?selected=${p.employee_id === this.selected}>
              ${p.first_name} ${p.last_name}
            </option>`,
        )}
      </select>`;
  }

  private renderView() {
    switch (this.view) {
      case 'payroll':
        return html`<payclock-payroll-run
          .token=${this.token}
          .session=${this.tokenSession}
        ></payclock-payroll-run>`;
      case 'people':
        return html`<table>
            <caption class="muted">
              People
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col"><span class="muted">Onboarding</span></th>
              </tr>
            </thead>
            <tbody>
              ${this.people.map(
                (p) =>
                  html`<tr>
                    <td>${p.first_name} ${p.last_name}</td>
                    <td>${p.employment_type}</td>
                    <td>${p.status}</td>
                    <td>
                      <button class="secondary" @click=${() => (this.selected = p.employee_id)}>
                        Open <span class="muted">${p.first_name} ${p.last_name}</span>
                      </button>
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>
          ${
            this.selected !== null
              ? html`<payclock-employee-onboarding
                  .token=${this.token}
                  .session=${this.tokenSession}
                  .employeeId=${this.selected}
                ></payclock-employee-onboarding>`
              : nothing
          }`;
      case 'timesheets':
        return html`${this.renderPicker()}
        ${
          this.selected !== null
            ? html`<payclock-timesheet
                .token=${this.token}
                .session=${this.tokenSession}
                .employeeId=${this.selected}
              ></payclock-timesheet>`
            : nothing
        }`;
      case 'time-off':
        return html`${this.renderPicker()}
        ${
          this.selected !== null
            ? html`<payclock-time-off
                .token=${this.token}
                .session=${this.tokenSession}
                .employeeId=${this.selected}
              ></payclock-time-off>`
            : nothing
        }`;
      case 'reports':
        return this.charts
          ? html`${barChart('Hours worked per workweek', this.charts.hours, (v) => v.toFixed(0))}
            ${barChart('Taxes by quarter (employee and employer)', this.charts.taxes, (v) => money(v))}`
          : html`<p class="muted">Loading reports…</p>`;
      case 'employee':
        return html`<p class="muted">What an employee sees, with a token for that employee only.</p>
          ${this.renderPicker()}
          ${
            this.employeeToken
              ? html`<payclock-pay-stubs
                    .token=${this.employeeToken}
                    .session=${this.employeeSession}
                  ></payclock-pay-stubs>
                  <payclock-timesheet
                    .token=${this.employeeToken}
                    .session=${this.employeeSession}
                  ></payclock-timesheet>
                  <payclock-time-off
                    .token=${this.employeeToken}
                    .session=${this.employeeSession}
                  ></payclock-time-off>`
              : nothing
          }`;
    }
  }
}

if (!customElements.get('payclock-console')) customElements.define('payclock-console', PayclockConsole);
