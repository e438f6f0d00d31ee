/**
 * A real webhook receiver for the tests: an HTTP server on 127.0.0.1 that records every request
 * and verifies its signature with the `standardwebhooks` package — the library a partner uses —
 * against each secret it is given, at the test clock's "now" (the package checks the timestamp
 * against `Date.now()`, so Date is pointed at the injected clock for the check). Its answers are
 * scripted: a status per request, or `hang` (never answer).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

/** One request the receiver got. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Parsed body. */
  event: {
    id: string;
    type: string;
    data: any;
    previous_attributes?: any;
    company_id: number;
    created_at: string;
  };
  /** Indexes (into `secrets()`) of the secrets whose signature verified. */
  verifiedBy: number[];
  /** The test clock when it arrived. */
  at: Date;
}

/** What to answer: a status, or never answer. */
export type Answer = number | 'hang';

/** A running receiver. */
export interface Receiver {
  url: string;
  received: Received[];
  /** Queues answers for the next requests (then 200). */
  answer(...answers: Answer[]): void;
  /** Requests of one event. */
  of(eventId: string): Received[];
  /** Forgets what was received and the answers not yet given. */
  reset(): void;
  /** Answers every request `ms` later (a receiver that takes its time). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** Starts a receiver; `secrets()` are tried in order, `now()` is the test clock. */
export async function startReceiver(secrets: () => string[], now: () => Date): Promise<Receiver> {
  const received: Received[] = [];
  const queue: Answer[] = [];
  const hung: http.ServerResponse[] = [];
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verifiedBy: number[] = [];
      const headers = req.headers as Record<string, string>;
      secrets().forEach((s, i) => {
        vi.setSystemTime(now());
        try {
          new Webhook(s).verify(body, headers);
          verifiedBy.push(i);
        } catch {
          // not signed with this secret
        } finally {
          vi.useRealTimers();
        }
      });
      received.push({ headers: req.headers, body, event: JSON.parse(body), verifiedBy, at: now() });
      const a = queue.shift() ?? 200;
      if (a === 'hang') {
        hung.push(res);
        return;
      }
      setTimeout(() => {
        res.writeHead(a, { 'content-type': 'text/plain' });
        res.end(`answer ${a}`);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...a) => queue.push(...a),
    of: (id) => received.filter((r) => r.event.id === id),
    delay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      received.length = 0;
      queue.length = 0;
    },
    close: async () => {
      for (const r of hung) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
