import { sql, type SQL } from 'drizzle-orm';
import { hubspotSync as h } from '../../db/hubspot-schema.ts';
import { DeliveryError, describeError, failureOf } from '../jobs/errors.ts';
import { INTERRUPTED } from '../jobs/store.ts';

/*
 * Whether HubSpot may hold a submission's contact. Only then does an erasure send a GDPR delete for its address:
 * a delete of an address HubSpot never received would put it on HubSpot's blocklist. HubSpot may hold it once a
 * sync succeeded, while one is in flight, and after an attempt whose outcome is unknown (a timeout or a dropped
 * connection, as opposed to an HTTP error answer, which HubSpot gives instead of taking the contact).
 */

/** The start of a `HubSpot unreachable: …` error (jobs/errors.ts unreachable()): no answer, so the outcome is unknown. */
const UNANSWERED = 'HubSpot unreachable:';

/** Put in front of a later failure's error, so an unknown outcome earlier is not forgotten when the last error changes. */
export const EARLIER_MAY_HAVE_REACHED = 'An earlier attempt may have reached HubSpot.';

/** Whether a sync whose last error is this may have reached HubSpot (a sync that succeeded is told by its synced_at). */
export function mayHaveReached(lastError: string | null): boolean {
  if (lastError === null) return false;
  return lastError.startsWith(UNANSWERED) || lastError.startsWith(EARLIER_MAY_HAVE_REACHED) || lastError === INTERRUPTED;
}

/**
 * A failed attempt's error as recorded: marked when an earlier attempt of the same sync may have reached HubSpot
 * and this error does not say so itself (an HTTP error answer now does not undo a timeout before).
 */
export function keepingReach(previousError: string | null, error: unknown): unknown {
  if (!mayHaveReached(previousError) || mayHaveReached(describeError(error))) return error;
  return new DeliveryError(`${EARLIER_MAY_HAVE_REACHED} ${describeError(error)}`, failureOf(error), { cause: error });
}

/** The same test in SQL, over hubspot_sync: succeeded once, in flight now, or an attempt with an unknown outcome. */
export const syncMayHaveReachedHubspot: SQL = sql`(${h.syncedAt} is not null or ${h.status} in ('synced', 'sending')
  or ${h.lastError} like ${`${UNANSWERED}%`} or ${h.lastError} like ${`${EARLIER_MAY_HAVE_REACHED}%`} or ${h.lastError} = ${INTERRUPTED})`;
