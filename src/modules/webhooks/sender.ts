/**
 * One HTTP POST of a webhook (docs/webhooks.md, "Delivery" and "Safety"): a 10 s limit on the whole
 * exchange, no redirects followed (a 3xx is a failed attempt), any 2xx is delivered, and the first
 * 1 kB of the response body is kept for the delivery log. The host name is resolved at connection
 * time and every address is checked by `request-filtering-agent` (a loopback, private, link-local or
 * unspecified address is refused unless private addresses are allowed), so a name that resolves to
 * a public address at registration and to a private one later (DNS rebinding) is still refused.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** The time a receiver has to answer, headers and body: 10 s. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Bytes of the response body kept in the delivery log. */
export const RESPONSE_BODY_BYTES = 1024;

/** What one attempt gave. */
export interface SendResult {
  /** HTTP status, or null when no response arrived (timeout, refused, blocked address). */
  status: number | null;
  latencyMs: number;
  /** First 1 kB of the body (UTF-8; NUL replaced), or null. */
  body: string | null;
  /** Why the attempt failed without a response, or null. */
  error: string | null;
}

/** Options of {@link Sender}. */
export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** DNS lookup used to connect (tests resolve made-up names); default `dns.lookup`. */
  lookup?: LookupFunction;
}

/** Sends webhooks over keep-alive agents that refuse non-public addresses. */
export class Sender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly timeoutMs: number;

  constructor(private readonly opts: SenderOptions) {
    const filter = { allowPrivateIPAddress: opts.allowPrivate, keepAlive: true, maxSockets: 50 };
    this.httpAgent = new RequestFilteringHttpAgent(filter);
    this.httpsAgent = new RequestFilteringHttpsAgent(filter);
    this.timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  /** POSTs `body` to `url` with `headers`; never throws. `signal` aborts (graceful shutdown). */
  send(
    url: string,
    body: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const done = (r: Omit<SendResult, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve({ ...r, latencyMs: elapsed() });
      };
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        resolve({ status: null, body: null, error: 'invalid URL', latencyMs: 0 });
        return;
      }
      if (u.protocol !== 'https:' && !(this.opts.allowPrivate && u.protocol === 'http:')) {
        resolve({
          status: null,
          body: null,
          error: `${u.protocol}// is not allowed (https only)`,
          latencyMs: 0,
        });
        return;
      }
      const mod = u.protocol === 'https:' ? https : http;
      const req = mod.request(u, {
        method: 'POST',
        agent: u.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'payclock-webhooks/1',
        },
        ...(this.opts.lookup ? { lookup: this.opts.lookup } : {}),
      });
      // Set once the status line has arrived: a body still streaming at the limit is cut, the status counts.
      let cutBody: (() => void) | null = null;
      const timer = setTimeout(() => {
        if (cutBody) cutBody();
        else req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`));
      }, this.timeoutMs);
      const onAbort = () => req.destroy(new Error('interrupted: the server is shutting down'));
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (err) => done({ status: null, body: null, error: describe(err) }));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES).toString('utf8');
          done({ status: res.statusCode ?? null, body: text.replace(/\u0000/g, '\uFFFD'), error: null });
        };
        cutBody = () => {
          finish();
          res.destroy();
        };
        res.on('data', (c: Buffer) => {
          if (size < RESPONSE_BODY_BYTES) chunks.push(c);
          size += c.length;
          // Enough for the log: stop reading a long body (the socket is not reused).
          if (size >= RESPONSE_BODY_BYTES) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
      });
      req.end(body);
    });
  }

  /** Closes idle keep-alive sockets. */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/** A short, secret-free description of a connection error. */
function describe(err: Error & { code?: string }): string {
  const msg = err.message.replace(/\s+/g, ' ').slice(0, 300);
  return err.code && !msg.includes(err.code) ? `${err.code}: ${msg}` : msg;
}
