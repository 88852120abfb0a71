import { describe, expect, it } from 'vitest';
import { formatConfidence, formatDate } from '../../src/components/admin/format.ts';
import { safeHttpUrl } from '../../src/domain/website-url.ts';

describe('safeHttpUrl: which stored company URLs become links', () => {
  it.each([
    ['https://acme.example/about', 'https://acme.example/about'],
    ['http://acme.example', 'http://acme.example/'],
    ['HTTPS://ACME.EXAMPLE', 'https://acme.example/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['//evil.example', null],
    ['acme.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeHttpUrl(value)).toBe(expected);
  });
});

describe('dashboard formats', () => {
  it('shows dates en-US with short month, day, year, hour and minute', () => {
    expect(formatDate('2025-01-05T15:07:00.000Z')).toMatch(/^Jan [4-6], 2025, \d{1,2}:07 [AP]M$/);
  });

  it.each([
    [0.826, '83%'],
    [0.5, '50%'],
    [1, '100%'],
    [0, '0%'],
    [null, '—'],
  ])('shows confidence %s as %s', (value, expected) => {
    expect(formatConfidence(value)).toBe(expected);
  });
});
