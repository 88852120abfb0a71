import { describe, expect, it } from 'vitest';
import { stopToken, stopUrl, verifyStopToken } from '../../../functions/watch/stop-token.ts';

const SECRET = 'a-server-secret-of-enough-length-000000';

describe('the stop link', () => {
  it('verifies for the watch it was made for', () => {
    expect(verifyStopToken(SECRET, 'watch-a', stopToken(SECRET, 'watch-a'))).toBe(true);
  });

  it.each([
    ['another watch', () => stopToken(SECRET, 'watch-b')],
    ['another secret', () => stopToken(`${SECRET}x`, 'watch-a')],
    ['a tampered token', () => stopToken(SECRET, 'watch-a').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))],
    ['nothing', () => undefined],
    ['an overlong token', () => 'A'.repeat(5000)],
  ])('refuses a token for %s', (_, token) => {
    expect(verifyStopToken(SECRET, 'watch-a', token())).toBe(false);
  });

  it('is the page /w/{id}/stop with the token, on the site address', () => {
    expect(stopUrl('https://example.com/', SECRET, 'watch-a')).toBe(`https://example.com/w/watch-a/stop?token=${stopToken(SECRET, 'watch-a')}`);
  });
});
