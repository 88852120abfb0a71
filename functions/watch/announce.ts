import { eq } from 'drizzle-orm';
import type { WebsiteReadingRow } from '../../db/watch-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import type { WatchChange } from '../../src/domain/watch/types.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../env.ts';
import type { HubspotSync } from '../hubspot/sync.ts';
import type { Logger } from '../lib/logger.ts';
import type { Webhooks } from '../webhooks/service.ts';
import { describeError } from '../jobs/errors.ts';
import { websiteChanged } from '../webhooks/payloads.ts';

export interface AnnouncedChange {
  watchId: string;
  submissionId: string;
  url: string;
  previous: WebsiteReadingRow;
  current: WebsiteReadingRow;
  changes: WatchChange[];
}

/**
 * Tells the business that a watched site's reading changed something: the website.changed webhook event, and the
 * HubSpot contact (and company) re-synced, whose company_archetype then comes from this newest reading
 * (functions/hubspot/watched.ts). HubSpot only with consent on record, as for every lead. Never throws: a failure
 * here must not undo the reading, which is stored already; it is logged.
 */
export async function announceWatchChange(
  deps: { db: Database; webhooks: Pick<Webhooks, 'emit'>; hubspot: Pick<HubspotSync, 'request'>; env: Pick<Env, 'SITE_URL'>; logger: Logger },
  change: AnnouncedChange,
): Promise<void> {
  const { db, webhooks, hubspot, env, logger } = deps;
  try {
    const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, change.submissionId));
    // Erased meanwhile: the watch went with it, nobody to tell.
    if (!row) return;
    const event = websiteChanged(row, change, env.SITE_URL);
    await Promise.all([event ? webhooks.emit(event) : undefined, row.consentVersion !== null ? hubspot.request(row.id) : undefined]);
  } catch (error) {
    logger.error('Website change not announced', { watchId: change.watchId, error: describeError(error) });
  }
}
