// node:crypto (nodejs_compat on Workers), as functions/privacy/delete-token.ts: synchronous and cheap.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/tokens.ts';

/** A real token is 43 characters (32 bytes, base64url); anything much longer is refused before any work. */
const MAX_TOKEN_LENGTH = 100;
// Purpose label in the MAC, so no other HMAC of the same secret (delete links, derived access tokens) can pass as this.
const PURPOSE = 'team-manage:';

/**
 * The owner's secret for managing a team: HMAC-SHA-256 of the team id under the server secret. Never stored, so the
 * owner's emails can carry it again, and rotating the server secret revokes every one.
 */
export function manageToken(secret: string, teamId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + teamId)
    .digest('base64url');
}

/** Whether `token` manages this team (constant-time comparison). */
export function isManageToken(secret: string, teamId: string, token: unknown): boolean {
  return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH && safeEqual(token, manageToken(secret, teamId));
}
