// The Standard Webhooks scheme (standardwebhooks.com), so receivers verify with its libraries in any language.
// node:crypto, as functions/lib/tokens.ts: it is there on Node and on Workers (nodejs_compat).
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { secureRandomBytes } from '../lib/random.ts';

const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (the HMAC key). */
export function generateSecret(): string {
  return PREFIX + secureRandomBytes(32).toString('base64');
}

/** `v1,<base64 HMAC-SHA256>` of `${webhookId}.${timestamp}.${body}` under one secret. */
export function sign(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/**
 * The three headers of one attempt. Signed anew at every attempt (receivers refuse a timestamp more than five
 * minutes off); with a rotated secret still valid, both signatures go, space-separated, and either verifies.
 */
export function signatureHeaders(secrets: readonly string[], webhookId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => sign(secret, webhookId, timestampSeconds, body)).join(' '),
  };
}
