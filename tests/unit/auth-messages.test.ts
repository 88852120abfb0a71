import { describe, expect, it } from 'vitest';
import { authMessage, signInMessage } from '../../src/lib/auth-client.ts';

describe('signInMessage', () => {
  it.each([
    [
      'an unconfirmed email (sign-in has just mailed a fresh link)',
      { status: 403, message: 'Email not verified' },
      "Email not verified. We've just sent a new confirmation link to ada@example.com; open it to finish signing in.",
    ],
    ['a wrong password', { status: 401, message: 'Invalid email or password' }, 'Invalid email or password'],
    [
      'the rate limit',
      { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ],
    ['another 403', { status: 403, message: 'Forbidden' }, 'Forbidden'],
    ['no message', { status: 500, statusText: 'Internal Server Error' }, 'Internal Server Error'],
  ])('%s', (_, error, expected) => {
    expect(signInMessage(error, 'ada@example.com')).toBe(expected);
  });

  it('falls back to a plain sentence when the service said nothing', () => {
    expect(authMessage({})).toBe('Something went wrong. Please try again.');
  });
});
