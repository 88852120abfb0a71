import { describe, expect, it } from 'vitest';
import { paperForLocale, reportDate } from '../../../src/domain/report/paper.ts';

describe('paperForLocale: US Letter where the region prints on it, A4 everywhere else', () => {
  it.each([
    ['en-US', 'letter'],
    ['es-MX', 'letter'],
    ['fr-CA', 'letter'],
    ['en-CA,en;q=0.9', 'letter'],
    ['es-CL', 'letter'],
    ['es-CO', 'letter'],
    ['fil-PH', 'letter'],
    ['es-PR', 'letter'],
    ['es-DO', 'letter'],
    ['en_us', 'letter'],
    ['zh-Hant-US', 'letter'],
    ['en, en-US;q=0.9, de;q=0.8', 'letter'],
    ['de-DE;q=0.5, en-US;q=0.9', 'letter'],
  ] as const)('%s → %s', (header, paper) => expect(paperForLocale(header)).toBe(paper));

  it.each([
    ['de-DE', 'a4'],
    ['en-GB', 'a4'],
    ['fr-FR,fr;q=0.9,en-US;q=0.8', 'a4'],
    ['es-ES', 'a4'],
    ['pt-BR', 'a4'],
    ['ja-JP', 'a4'],
    ['en', 'a4'],
    ['es-419', 'a4'],
    ['*', 'a4'],
    ['en-US;q=0', 'a4'],
    ['', 'a4'],
    [null, 'a4'],
    [undefined, 'a4'],
    ['not a language', 'a4'],
    ['en-US;q=abc, de-DE;q=0.5', 'letter'],
    ['x-private-US', 'a4'],
  ] as const)('%s → %s', (header, paper) => expect(paperForLocale(header)).toBe(paper));

  it('reads a bounded part of a hostile header and still answers', () => {
    expect(paperForLocale(`${'de-DE;q=0.1,'.repeat(100_000)}en-US`)).toBe('a4');
    expect(paperForLocale('-'.repeat(100_000))).toBe('a4');
    expect(paperForLocale(`${'a-'.repeat(50_000)}!`)).toBe('a4');
  });
});

describe('reportDate: the cover date as the paper’s readers write it, in UTC', () => {
  const at = Date.UTC(2026, 10, 28, 23, 59);
  it.each([
    ['letter', 'November 28, 2026'],
    ['a4', '28 November 2026'],
  ] as const)('%s → %s', (paper, date) => expect(reportDate(at, paper)).toBe(date));

  it('uses the UTC day, whatever the server’s zone', () => expect(reportDate(Date.UTC(2027, 0, 1, 0, 0), 'a4')).toBe('1 January 2027'));
});
