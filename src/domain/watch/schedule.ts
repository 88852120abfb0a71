const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** However many people watch a site, its host is crawled at most once in this long. */
export const HOST_GAP_MS = HOUR_MS;

/** A reading that failed is tried again a day later; this many failures in a row end the watch. */
export const RETRY_FAILED_READING_MS = DAY_MS;
export const MAX_CONSECUTIVE_FAILURES = 3;

/** FNV-1a (32 bits): a stable, well-spread number from an id; nothing secret rides on it. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Where in the day a watch's readings fall, in [0, 24 h): spread by id so 1,000 watches do not all read at once. */
export function dailyOffsetMs(watchId: string): number {
  return Math.floor((hash32(watchId) / 2 ** 32) * DAY_MS);
}

/** The first reading: one interval after the watch began, at the watch's own time of day. */
export function firstReadingAt(watchId: string, createdAt: number, intervalMs: number): number {
  return createdAt + intervalMs + dailyOffsetMs(watchId);
}

/** The reading after one done at `readAt`: its time of day is kept, so the spread over the day lasts. */
export function nextReadingAt(readAt: number, intervalMs: number): number {
  return readAt + intervalMs;
}
