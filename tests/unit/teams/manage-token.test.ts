import { describe, expect, it } from 'vitest';
import { isManageToken, manageToken } from '../../../functions/teams/manage-token.ts';

const SECRET = 'a-server-secret-of-at-least-32-chars';
const TEAM = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('manageToken', () => {
  it('is 256 bits, base64url, the same for the same team and secret', () => {
    expect(manageToken(SECRET, TEAM)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(manageToken(SECRET, TEAM)).toBe(manageToken(SECRET, TEAM));
  });

  it('differs per team and per secret', () => {
    expect(manageToken(SECRET, 'BBBBBBBBBBBBBBBBBBBBBB')).not.toBe(manageToken(SECRET, TEAM));
    expect(manageToken(`${SECRET}!`, TEAM)).not.toBe(manageToken(SECRET, TEAM));
  });
});

describe('isManageToken', () => {
  const good = manageToken(SECRET, TEAM);
  it.each([
    ['the team’s own token', good, true],
    ['another team’s token', manageToken(SECRET, 'BBBBBBBBBBBBBBBBBBBBBB'), false],
    ['the token with one character changed', `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`, false],
    ['a prefix of the token', good.slice(0, 20), false],
    ['an empty string', '', false],
    ['a very long string', good.repeat(100), false],
    ['not a string', 42, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, token, expected) => {
    expect(isManageToken(SECRET, TEAM, token)).toBe(expected);
  });
});
