import { describe, expect, it } from 'vitest';
import { secureRandomBytes } from '../../functions/lib/random.ts';
import { randomToken, safeEqual, sha256Hex } from '../../functions/lib/tokens.ts';

describe('submission secrets', () => {
  it('randomToken gives 256 URL-safe random bits, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, randomToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['café', '850f7dc43910ff890f8879c0ed26fe697c93a067ad93a7d50f466a7028a9bf4e'],
  ])('sha256Hex(%j) is the standard digest', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', '', true],
    ['é', 'ab', false], // same length in characters, not in bytes
  ])('safeEqual(%j, %j) is %s', (a, b, equal) => {
    expect(safeEqual(a, b)).toBe(equal);
  });
});

describe('secureRandomBytes', () => {
  it('never hands out the same bytes twice, across many pool refills', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => secureRandomBytes(16).toString('hex')));
    expect(seen.size).toBe(2000);
  });

  it.each([1, 32, 4096, 10_000])('returns exactly %i bytes', (size) => {
    expect(secureRandomBytes(size)).toHaveLength(size);
  });
});
