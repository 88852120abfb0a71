import { describe, expect, it } from 'vitest';
import { dailyOffsetMs, firstReadingAt, HOST_GAP_MS, nextReadingAt, RETRY_FAILED_READING_MS } from '../../../src/domain/watch/schedule.ts';
import { newWatchId } from '../../../functions/watch/service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INTERVAL = 30 * DAY;

describe('when a watched website is read', () => {
  it.each([
    ['the first reading', 'abc', 0],
    ['a later watch', 'Zm9vYmFyYmF6cXV4cXV1dXU', Date.UTC(2026, 5, 1)],
  ])('%s falls one interval after it began, within the following day', (_, id, createdAt) => {
    const at = firstReadingAt(id, createdAt, INTERVAL);
    expect(at).toBeGreaterThanOrEqual(createdAt + INTERVAL);
    expect(at).toBeLessThan(createdAt + INTERVAL + DAY);
  });

  it('gives the same watch the same time of day, every time', () => {
    expect(firstReadingAt('same-id', 0, INTERVAL)).toBe(firstReadingAt('same-id', 0, INTERVAL));
  });

  it('keeps the time of day from one reading to the next', () => {
    expect(nextReadingAt(1_000, INTERVAL)).toBe(1_000 + INTERVAL);
  });

  it('spreads 1,000 watches begun at the same moment over the whole day', () => {
    const hours = new Array<number>(24).fill(0);
    for (let i = 0; i < 1000; i++) hours[Math.floor(dailyOffsetMs(newWatchId()) / HOUR)]!++;
    // Even spread is ~42 an hour; no hour is empty and none takes a crowd.
    expect(Math.min(...hours)).toBeGreaterThan(10);
    expect(Math.max(...hours)).toBeLessThan(90);
  });

  it('waits an hour between crawls of one host, and a day before trying a failed reading again', () => {
    expect(HOST_GAP_MS).toBe(HOUR);
    expect(RETRY_FAILED_READING_MS).toBe(DAY);
  });
});
