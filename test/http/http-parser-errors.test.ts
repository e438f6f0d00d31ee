/**
 * Errors of Node's HTTP parser (issue 26) — raised before Fastify sees a request, so `inject`
 * cannot reach them — answered as problem+json like every other error, through the app listening
 * on 127.0.0.1: a URL over 16 KiB (Node's default `--max-http-header-size` of 16,384 bytes for the
 * request line plus headers) → 431 `headers_too_large`; bytes that are not HTTP → 400.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { BACKEND } from '../helpers/db.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes and resolves with everything the server writes before it closes. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString()));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

describe(`HTTP parser errors on ${BACKEND}`, () => {
  it('a URL over 16 KiB gets 431 as problem+json', async () => {
    // 17,000 characters of query: over the 16,384-byte limit on its own.
    const res = await fetch(`http://127.0.0.1:${port}/partner/v1/employees?q=${'a'.repeat(17_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 431,
      code: 'headers_too_large',
      type: 'urn:payclock:problem:headers_too_large',
    });
    expect(body.detail).toContain('16 KiB');
  });

  it('a URL just under the limit still reaches the app (401 without a key, not 431)', async () => {
    // 15,000 characters: request line + fetch's few headers stay under 16,384 bytes.
    const res = await fetch(`http://127.0.0.1:${port}/partner/v1/employees?q=${'a'.repeat(15_000)}`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  });

  it('bytes that are not HTTP get 400 as problem+json and the connection is closed', async () => {
    const out = await raw('NOT HTTP AT ALL\r\n\r\n');
    const [head, body] = out.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toContain('Content-Type: application/problem+json; charset=utf-8');
    expect(JSON.parse(body!)).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
