import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { websiteWatches } from '../../db/watch-schema.ts';
import { firstReadingAt } from '../../src/domain/watch/schedule.ts';
import { normalizeWebsiteUrl } from '../analysis/url.ts';
import { secureRandomBytes } from '../lib/random.ts';

export interface NewWatch {
  submissionId: string;
  /** The submission's website. */
  url: string;
  /** When the visitor agreed to the consent line (epoch ms). */
  consentAt: number;
  now: number;
  /** WATCH_INTERVAL_DAYS in ms. */
  intervalMs: number;
}

/** 128 random bits, base64url (22 characters): the key of the private page /w/{id}. */
export const newWatchId = () => secureRandomBytes(16).toString('base64url');

/**
 * Starts watching the submission's website: the first reading one interval from now, at the watch's own time of
 * day. One watch per submission: asking again returns the active one; a watch that had ended starts over.
 */
export async function createWatch(db: Database, { submissionId, url, consentAt, now, intervalMs }: NewWatch): Promise<{ id: string }> {
  const normalized = normalizeWebsiteUrl(url);
  const host = new URL(normalized).hostname.toLowerCase();
  const id = newWatchId();
  const [inserted] = await db
    .insert(websiteWatches)
    .values({
      id,
      submissionId,
      url: normalized,
      host,
      consentAt,
      nextAttemptAt: new Date(firstReadingAt(id, now, intervalMs)),
      queuedAt: new Date(now),
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: websiteWatches.id });
  if (inserted) return inserted;
  const [existing] = await db.select().from(websiteWatches).where(eq(websiteWatches.submissionId, submissionId));
  if (!existing) throw new Error('The watch was neither created nor found.');
  if (existing.status !== 'ended') return { id: existing.id };
  // Opted in again after it ended: the same page, a fresh schedule and consent.
  await db
    .update(websiteWatches)
    .set({
      url: normalized,
      host,
      consentAt,
      status: 'pending',
      attempts: 0,
      lastError: null,
      leaseToken: null,
      consecutiveFailures: 0,
      endedAt: null,
      endReason: null,
      closedAt: null,
      nextAttemptAt: new Date(firstReadingAt(existing.id, now, intervalMs)),
      queuedAt: new Date(now),
    })
    .where(and(eq(websiteWatches.id, existing.id), eq(websiteWatches.status, 'ended')));
  return { id: existing.id };
}

/** Ends the watch (the stop link): no reading after this. True if it was still running. */
export async function stopWatch(db: Database, watchId: string, now: number): Promise<boolean> {
  const ended = await db
    .update(websiteWatches)
    .set({ status: 'ended', endReason: 'stopped', endedAt: now, closedAt: new Date(now), leaseToken: null })
    .where(and(eq(websiteWatches.id, watchId), ne(websiteWatches.status, 'ended')))
    .returning({ id: websiteWatches.id });
  return ended.length > 0;
}
