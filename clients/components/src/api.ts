/**
 * The components' HTTP client: `fetch` with the component token as a bearer credential (never an
 * API key), JSON in and out, and problem+json errors as {@link ApiError} with the field errors the
 * forms show next to each field.
 */

/** One field error of a problem+json body. */
export interface FieldError {
  field: string;
  message: string;
}

/** A failed request: HTTP status, the problem's `code`, `detail` and field `errors`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
  ) {
    super(detail);
  }

  /** The message of `field` (exact, or the first error under it: `state.extra.x` under `state`). */
  fieldMessage(field: string): string | null {
    const hit = this.errors.find((e) => e.field === field) ?? null;
    return hit ? hit.message : null;
  }

  /** What to tell the person: expired and out-of-scope tokens get their own sentence. */
  get summary(): string {
    if (this.code === 'token_expired') return 'Your session has expired. Reload the page to continue.';
    if (this.status === 401) return 'You are not signed in (the access token is missing or not valid).';
    if (this.code === 'out_of_scope') return `You do not have access to this: ${this.detail}`;
    return this.detail;
  }
}

/** Where the API is and the token to call it with. */
export interface ApiTarget {
  /** API base URL, e.g. `https://payroll.example.com/partner/v1`. */
  base: string;
  /** Component token `pct_…`. */
  token: string;
}

/** The API base next to a component script served by payclock: `<origin of the script>/partner/v1`. */
export function defaultApiBase(scriptUrl: string): string {
  return new URL('/partner/v1', scriptUrl).href;
}

async function failure(res: Response): Promise<ApiError> {
  let body: { code?: string; detail?: string; title?: string; errors?: FieldError[] } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(
    res.status,
    body.code ?? `http_${res.status}`,
    body.detail ?? body.title ?? res.statusText,
    Array.isArray(body.errors) ? body.errors : [],
  );
}

/** Calls the API; resolves to the JSON body (null for 204). @throws ApiError */
export async function api<T>(
  target: ApiTarget,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${target.base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${target.token}`,
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/** Fetches a binary response (the pay stub PDF). @throws ApiError */
export async function apiBlob(target: ApiTarget, path: string, accept: string): Promise<Blob> {
  const res = await fetch(`${target.base}${path}`, {
    headers: { Authorization: `Bearer ${target.token}`, Accept: accept },
  });
  if (!res.ok) throw await failure(res);
  return res.blob();
}

/** GET /component-tokens/current. */
export interface Session {
  scope: 'employee' | 'admin' | 'api_key';
  employee_id: number | null;
  expires_at: string | null;
  company: { name: string; timezone: string; workweek_start: string; plan: string };
}
