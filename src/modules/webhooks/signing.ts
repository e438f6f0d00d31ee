/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, the `standardwebhooks` package):
 * `webhook-signature` is `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`
 * under the endpoint's secret; during the 24 h after a rotation the header carries two signatures,
 * one per secret, separated by a space, and a receiver accepts the message when one verifies.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (256 bits). */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The three Standard Webhooks headers of one attempt. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `body` as message `msgId` at `at` (whole seconds) under every secret given (current first).
 * @returns the headers to send.
 */
export function signPayload(
  secrets: readonly string[],
  msgId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const ts = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(ts.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(msgId, ts, body)).join(' '),
  };
}
