// node:crypto (nodejs_compat on Workers), as functions/privacy/delete-token.ts: synchronous and cheap.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/tokens.ts';

// Purpose label in the MAC, so no other HMAC of the same secret can pass as a stop link.
const PURPOSE = 'stop-website-watch\0';
// 43 characters = 32 bytes of MAC, base64url.
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a watch's one-click stop link: HMAC-SHA-256 of its id with the server secret. Nothing is stored and
 * nothing expires: the link does one thing, end that watch, and does nothing more once it has.
 */
export function stopToken(secret: string, watchId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + watchId)
    .digest('base64url');
}

export function verifyStopToken(secret: string, watchId: string, token: unknown): boolean {
  return typeof token === 'string' && SHAPE.test(token) && safeEqual(token, stopToken(secret, watchId));
}

/** The stop link every watch email carries: a page, since email scanners open links; its button stops. */
export const stopUrl = (siteUrl: string, secret: string, watchId: string) => signedStopUrl(siteUrl, '/w', secret, watchId);

/**
 * The address of the drift email's List-Unsubscribe header: mail clients POST `List-Unsubscribe=One-Click` to it
 * (RFC 8058), which stops at once; a GET (a client that opens it in a browser) is sent on to the stop page.
 */
export const oneClickStopUrl = (siteUrl: string, secret: string, watchId: string) => signedStopUrl(siteUrl, '/api/watches', secret, watchId);

const signedStopUrl = (siteUrl: string, under: string, secret: string, watchId: string) =>
  `${siteUrl.replace(/\/+$/, '')}${under}/${encodeURIComponent(watchId)}/stop?token=${stopToken(secret, watchId)}`;
