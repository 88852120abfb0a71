import { describe, expect, it } from 'vitest';
import { dayNumber, dayOf, lastDays, rangeDays, rangeMs, resolveRange } from '../../../src/domain/analytics/range.ts';

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['2024-02-29', 19782],
    ['2025-01-01', 20089],
    ['2025-02-29', undefined], // not a leap year
    ['2025-02-30', undefined],
    ['2025-13-01', undefined],
    ['2025-1-1', undefined],
    ['20250101', undefined],
    ['2025-01-01T00:00:00Z', undefined],
    ['', undefined],
  ])('%s is day %s', (day, n) => {
    expect(dayNumber(day)).toBe(n);
    if (n !== undefined) expect(dayOf(n)).toBe(day);
  });

  it('counts both ends of a range and spans whole UTC days', () => {
    expect(rangeDays({ from: '2025-01-01', to: '2025-01-01' })).toBe(1);
    expect(rangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(rangeMs({ from: '2025-01-01', to: '2025-01-02' })).toEqual([Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 3)]);
    expect(lastDays(7, '2025-03-03')).toEqual({ from: '2025-02-25', to: '2025-03-03' });
  });
});

describe('the range a request asks for', () => {
  const today = '2025-06-30';
  it.each([
    ['nothing: the last 30 days', undefined, undefined, { from: '2025-06-01', to: '2025-06-30' }],
    ['only to: the 30 days before it', undefined, '2025-03-31', { from: '2025-03-02', to: '2025-03-31' }],
    ['only from: up to today', '2025-06-20', undefined, { from: '2025-06-20', to: '2025-06-30' }],
    ['one day', '2025-05-05', '2025-05-05', { from: '2025-05-05', to: '2025-05-05' }],
    ['400 days', '2024-05-27', '2025-06-30', { from: '2024-05-27', to: '2025-06-30' }],
  ])('%s', (_, from, to, range) => {
    expect(resolveRange(from, to, today)).toEqual({ range });
  });

  it.each([
    ['from is not a date', '2025-02-30', '2025-03-01', 'from', 'from: not a date; use YYYY-MM-DD.'],
    ['to is not a date', undefined, 'yesterday', 'to', 'to: not a date; use YYYY-MM-DD.'],
    ['from is after to', '2025-03-02', '2025-03-01', 'order', 'from: must not be after to.'],
    ['from is after today and no to', '2025-07-01', undefined, 'order', 'from: must not be after to.'],
    ['401 days', '2024-05-26', '2025-06-30', 'length', 'The range is longer than 400 days; choose a shorter one.'],
  ])('is refused when %s', (_, from, to, problem, error) => {
    expect(resolveRange(from, to, today)).toEqual({ error, problem });
  });
});
