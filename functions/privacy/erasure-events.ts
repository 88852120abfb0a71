import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client.ts';
import { quizSubmissions as s } from '../../db/schema.ts';
import { webhookDeliveries as d, webhookEndpoints as e } from '../../db/webhook-schema.ts';
import { submissionErased, type ErasureReason } from '../webhooks/payloads.ts';
import { eventBody, eventId } from '../webhooks/queue.ts';

const TYPE = 'submission.erased';

/**
 * submission.erased for each of these submissions that still exists, for every active endpoint subscribed to it:
 * one statement of the erasure's own db.batch, placed before the submissions are deleted, so an id already erased
 * (a second use of the link, a racing sweep) or unknown announces nothing. Its deliveries name no submission:
 * they must outlive it, while its other deliveries go with it (ON DELETE CASCADE), personal data and all.
 */
export function erasedEventsStatement(db: Database, ids: readonly string[], reason: ErasureReason, now: number): BatchItem<'sqlite'> {
  const events = ids.map((submissionId) => {
    const id = eventId(now);
    return { submissionId, id, body: eventBody(id, TYPE, submissionErased(submissionId, now, reason).data, now) };
  });
  const field = (name: string) => sql`json_extract(ev.value, ${`$.${name}`})`;
  return db.run(sql`
    insert into ${d} (id, endpoint_id, event_id, event_type, body, submission_id, test, status, attempts, next_attempt_at, version, queued_at, created_at)
    select 'msg_' || lower(hex(randomblob(16))), ${e.id}, ${field('id')}, ${TYPE}, ${field('body')}, null, 0, 'pending', 0, ${now}, 1, ${now}, ${now}
    from json_each(${JSON.stringify(events)}) as ev
    join ${s} on ${s.id} = ${field('submissionId')}
    join ${e} on ${e.pausedAt} is null and exists (select 1 from json_each(${e.events}) where value = ${TYPE})`);
}
