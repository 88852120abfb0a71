import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deleteLinkUrl,
  EXPIRED_LINK,
  INVALID_LINK,
  issueDeleteToken,
  signDeleteToken,
  verifyDeleteToken,
} from '../../../functions/privacy/delete-token.ts';
import { ApiError } from '../../../functions/lib/errors.ts';
import { DELETE_LINK_TTL_DAYS } from '../../../src/domain/privacy/notice.ts';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** What verifying `token` throws: its code and message, or 'ok'. */
function outcome(token: unknown, now = NOW, secret = SECRET) {
  try {
    verifyDeleteToken(secret, token, now);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { code, status, message } = error as ApiError;
    return { code, status, message };
  }
}

const invalid = { code: 'invalid_request', status: 400, message: INVALID_LINK };
const expired = { code: 'forbidden', status: 403, message: EXPIRED_LINK };
const { token } = issueDeleteToken(SECRET, ID, NOW);
const [payload, mac] = token.split('.') as [string, string];
const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
/** A token correctly signed over a payload we choose: only the server can make these. */
const signedPayload = (text: string) => {
  const p = Buffer.from(text).toString('base64url');
  return `${p}.${createHmac('sha256', SECRET).update(`delete-my-data\0${p}`).digest('base64url')}`;
};

describe('the "Delete my data" token', () => {
  it(`names the submission and expires ${DELETE_LINK_TTL_DAYS} days after it is issued`, () => {
    const issued = issueDeleteToken(SECRET, ID, NOW);
    expect(issued.expiresAt).toBe(NOW + DELETE_LINK_TTL_DAYS * DAY);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDeleteToken(SECRET, issued.token, NOW)).toEqual({ submissionId: ID, expiresAt: issued.expiresAt });
  });

  it('is the same token for the same claim, and another for another submission or expiry', () => {
    const claim = { submissionId: ID, expiresAt: NOW + DAY };
    expect(signDeleteToken(SECRET, claim)).toBe(signDeleteToken(SECRET, claim));
    expect(signDeleteToken(SECRET, { ...claim, submissionId: `${ID.slice(0, -1)}c` })).not.toBe(signDeleteToken(SECRET, claim));
    expect(signDeleteToken(SECRET, { ...claim, expiresAt: NOW + 2 * DAY })).not.toBe(signDeleteToken(SECRET, claim));
  });

  it.each([
    ['a second before it expires', NOW + DELETE_LINK_TTL_DAYS * DAY - 1000, 'ok'],
    ['the moment it expires', NOW + DELETE_LINK_TTL_DAYS * DAY, expired],
    ['a year later', NOW + 365 * DAY, expired],
  ])('checked %s: %j', (_when, now, expected) => {
    expect(outcome(token, now)).toEqual(expected);
  });

  it.each([
    ['another server secret', token, 'another-secret-of-at-least-thirty-two-characters!'],
    ['a changed payload', `${flip(payload, 3)}.${mac}`, SECRET],
    ['a changed signature', `${payload}.${flip(mac, 10)}`, SECRET],
    ['a later expiry, re-encoded', `${Buffer.from(`9999999999:${ID}`).toString('base64url')}.${mac}`, SECRET],
    [
      'another submission, re-encoded',
      `${Buffer.from(`${Math.floor((NOW + 30 * DAY) / 1000)}:x${ID.slice(1)}`).toString('base64url')}.${mac}`,
      SECRET,
    ],
    [
      'a token of another purpose (the HMAC without the label)',
      `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`,
      SECRET,
    ],
  ])('refuses %s as invalid', (_what, forged, secret) => {
    expect(outcome(forged, NOW, secret)).toEqual(invalid);
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['empty', ''],
    ['without a signature', payload],
    ['with a short signature', `${payload}.${mac.slice(1)}`],
    ['with a third part', `${token}.x`],
    ['with characters outside base64url', `${payload}+.${mac}`],
    ['padded', `${payload}=.${mac}`],
    ['with spaces', ` ${token}`],
    ['oversized', `${'A'.repeat(300)}.${mac}`],
    ['huge', 'A'.repeat(1_000_000)],
    ['a signed payload without an expiry', signedPayload(ID)],
    ['a signed payload with a bad expiry', signedPayload(`soon:${ID}`)],
    ['a signed payload with an empty id', signedPayload('1800000000:')],
  ])('refuses a token %s as invalid', (_what, value) => {
    expect(outcome(value)).toEqual(invalid);
  });

  it('refuses a long run of almost-matching input (the shape check has nothing to backtrack over)', () => {
    expect(outcome(`${'A'.repeat(200)}.${'A'.repeat(42)}!`)).toEqual(invalid);
  });

  it('goes in the fragment of the delete page on the site, so it never reaches a server log', () => {
    expect(deleteLinkUrl('https://archetypes.example.com/', token)).toBe(`https://archetypes.example.com/delete-my-data#token=${token}`);
    expect(deleteLinkUrl('http://127.0.0.1:4431', 'abc.def')).toBe('http://127.0.0.1:4431/delete-my-data#token=abc.def');
  });
});
