import type { Database } from '../../../db/client.ts';
import { websiteReadings, websiteWatches, type WebsiteReadingRow } from '../../../db/watch-schema.ts';
import type { WatchChange } from '../../../src/domain/watch/types.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A watch as the opt-in stores it (written directly: the engine and routes are built in parallel). */
export async function insertWatch(
  db: Database,
  submissionId: string,
  { url = 'https://acme.example/', since = Date.parse('2026-03-01T09:00:00Z') } = {},
) {
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 22);
  await db.insert(websiteWatches).values({
    id,
    submissionId,
    url,
    host: new URL(url).hostname,
    consentAt: since,
    nextAttemptAt: new Date(since + 30 * DAY),
    createdAt: new Date(since),
  });
  return { id, url, since };
}

/** A good reading of a watched site: every field filled, as the engine stores one. */
export function reading(watchId: string, readAt: number, fields: Partial<WebsiteReadingRow> = {}): WebsiteReadingRow {
  return {
    id: crypto.randomUUID(),
    watchId,
    readAt,
    error: null,
    archetype: 'The Hero',
    subArchetype: 'Champion',
    confidence: 0.72,
    runnerUp: 'The Ruler',
    palette: [{ name: 'Signal red', hex: '#d62828' }],
    headline: 'Win the day.',
    primaryCta: 'Start now',
    passages: [{ archetype: 'The Hero', passages: ['Rise to the challenge.'] }],
    alignment: 'aligned',
    changes: [] as WatchChange[],
    ...fields,
  };
}

export async function insertReadings(db: Database, ...rows: WebsiteReadingRow[]) {
  await db.insert(websiteReadings).values(rows);
  return rows;
}
