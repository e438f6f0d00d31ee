/**
 * The base of every payclock component: the `token` and `api-base` attributes, the session
 * (`GET /component-tokens/current`: scope, employee, company time zone), the theme (CSS custom
 * properties, below) and one way of showing a failed request (`role="alert"`).
 *
 * Theme: set on the element or any ancestor —
 * `--payclock-font`, `--payclock-text`, `--payclock-muted`, `--payclock-surface`,
 * `--payclock-border`, `--payclock-accent`, `--payclock-accent-text`, `--payclock-error`,
 * `--payclock-radius`. The defaults meet WCAG 2.1 AA contrast on white.
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { api, ApiError, defaultApiBase, type ApiTarget, type Session } from './api.ts';

/** Shared styles (theme variables with AA-contrast defaults). */
export const baseStyles = css`
  :host {
    display: block;
    font-family: var(--payclock-font, system-ui, sans-serif);
    color: var(--payclock-text, #1f2933);
    background: var(--payclock-surface, #ffffff);
    line-height: 1.4;
  }
  h2,
  h3 {
    margin: 0.5em 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.35em 0.5em;
    border-bottom: 1px solid var(--payclock-border, #9aa5b1);
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  button {
    font: inherit;
    padding: 0.35em 0.9em;
    border-radius: var(--payclock-radius, 4px);
    border: 1px solid var(--payclock-accent, #1d4ed8);
    background: var(--payclock-accent, #1d4ed8);
    color: var(--payclock-accent-text, #ffffff);
    cursor: pointer;
  }
  button.secondary {
    background: transparent;
    color: var(--payclock-accent, #1d4ed8);
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  :focus-visible {
    outline: 3px solid var(--payclock-accent, #1d4ed8);
    outline-offset: 2px;
  }
  label {
    display: block;
    font-weight: 600;
    margin-top: 0.6em;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 0.3em;
    border: 1px solid var(--payclock-border, #7b8794);
    border-radius: var(--payclock-radius, 4px);
  }
  .muted {
    color: var(--payclock-muted, #52606d);
  }
  .error {
    color: var(--payclock-error, #b91c1c);
  }
  .alert {
    border: 1px solid var(--payclock-error, #b91c1c);
    color: var(--payclock-error, #b91c1c);
    padding: 0.5em;
    border-radius: var(--payclock-radius, 4px);
    margin: 0.5em 0;
  }
  .row {
    display: flex;
    gap: 0.5em;
    align-items: center;
    flex-wrap: wrap;
  }
`;

/** A payclock custom element: token, API base, session and error display. */
export class PayclockElement extends LitElement {
  static override properties = {
    token: { type: String },
    apiBase: { type: String, attribute: 'api-base' },
    session: { state: true },
    failure: { state: true },
  };

  /** Component token (`pct_…`) from the partner's server. */
  declare token: string;
  /** API base URL; default: `/partner/v1` on the server that served the script. */
  declare apiBase: string;
  /** The token's session once loaded. */
  declare session: Session | null;
  /** The last failed request, shown by {@link renderFailure}. */
  declare failure: ApiError | null;

  constructor() {
    super();
    this.token = '';
    this.apiBase = '';
    this.session = null;
    this.failure = null;
  }

  /** Where requests go. */
  protected get target(): ApiTarget {
    return { base: this.apiBase || defaultApiBase(import.meta.url), token: this.token };
  }

  /** Calls the API; a failure is kept in `failure` and rethrown. */
  protected async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await api<T>(this.target, method, path, body);
    } catch (e) {
      this.failure = e instanceof ApiError ? e : new ApiError(0, 'network', String(e));
      throw e;
    }
  }

  /**
   * A new token drops the session unless the same update sets one (the console hands its
   * components the session it got with the token, saving a request on the first screen).
   */
  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('token') && !changed.has('session')) {
      this.session = null;
    }
  }

  /** Loads the session (once per token; a session already set for the token is kept). */
  protected async loadSession(): Promise<Session | null> {
    if (!this.token) return null;
    if (this.session) return this.session;
    try {
      this.session = await this.call<Session>('GET', '/component-tokens/current');
      return this.session;
    } catch {
      return null;
    }
  }

  /** The failure as an alert, or nothing. */
  protected renderFailure(): TemplateResult | typeof nothing {
    if (!this.failure) return nothing;
    return html`<div class="alert" role="alert">${this.failure.summary}</div>`;
  }
}

/** Runs `fn`, ignoring its rejection (already shown through `failure`). */
export function quietly(p: Promise<unknown>): void {
  p.catch(() => undefined);
}
