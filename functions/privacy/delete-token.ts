// node:crypto (nodejs_compat on Workers), as functions/lib/tokens.ts: HMAC here must be synchronous and cheap.
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { DELETE_LINK_TTL_DAYS } from '../../src/domain/privacy/notice.ts';
import { ApiError } from '../lib/errors.ts';
import { safeEqual } from '../lib/tokens.ts';

/**
 * The "Delete my data" link's token: `<payload>.<mac>`, both base64url. The payload names the submission and
 * when the link stops working; the MAC (HMAC-SHA-256 with the server secret, 256 bits) makes it unforgeable.
 * Nothing is stored: the link is single use because the submission it names is gone once it has been used.
 */
export interface DeleteClaim {
  submissionId: string;
  /** Epoch milliseconds (whole seconds). */
  expiresAt: number;
}

/** Longer input is refused before any work; a real token is about 110 characters. */
export const MAX_DELETE_TOKEN_LENGTH = 256;
const DAY_MS = 24 * 60 * 60 * 1000;
// Purpose label in the MAC, so no other HMAC of the same secret (derived access tokens) can pass as this one.
const PURPOSE = 'delete-my-data\0';
// One class each side of the one dot: nothing to backtrack over. 43 characters = 32 bytes of MAC.
const SHAPE = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;
const PAYLOAD = /^(\d{1,12}):([^:\s]{1,100})$/;

export const INVALID_LINK = 'This link is not valid. Please open it exactly as it appears in your report email.';
export const EXPIRED_LINK = `This link has expired: links work for ${DELETE_LINK_TTL_DAYS} days. To have your data deleted, email privacy@thebrandcompany.com from the address you used in the quiz.`;
export const USED_LINK = 'This link has already been used: the data it pointed to has been deleted.';

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');

export function signDeleteToken(secret: string, { submissionId, expiresAt }: DeleteClaim): string {
  const payload = Buffer.from(`${Math.floor(expiresAt / 1000)}:${submissionId}`, 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** A new link's token for a submission, valid DELETE_LINK_TTL_DAYS from `now`. */
export function issueDeleteToken(secret: string, submissionId: string, now: number): DeleteClaim & { token: string } {
  const expiresAt = Math.floor((now + DELETE_LINK_TTL_DAYS * DAY_MS) / 1000) * 1000;
  return { token: signDeleteToken(secret, { submissionId, expiresAt }), submissionId, expiresAt };
}

/** The claim of a genuine, unexpired token; anything else is an ApiError saying which (invalid or expired). */
export function verifyDeleteToken(secret: string, token: unknown, now: number): DeleteClaim {
  if (typeof token !== 'string' || token.length > MAX_DELETE_TOKEN_LENGTH || !SHAPE.test(token)) throw invalidLink();
  const [payload, signature] = token.split('.') as [string, string];
  if (!safeEqual(signature, mac(secret, payload))) throw invalidLink();
  const match = PAYLOAD.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) throw invalidLink();
  const expiresAt = Number(match[1]) * 1000;
  if (now >= expiresAt) throw new ApiError('forbidden', EXPIRED_LINK);
  return { submissionId: match[2]!, expiresAt };
}

const invalidLink = () => new ApiError('invalid_request', INVALID_LINK);

/** The answer for a genuine link whose submission no longer exists: it was used (or the data was erased otherwise). */
export const usedLink = () => new ApiError('gone', USED_LINK);

/** The link as the report email carries it: the token in the fragment, so it never reaches a server log or a Referer. */
export const deleteLinkUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/delete-my-data#token=${token}`;
