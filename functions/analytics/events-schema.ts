import { z } from 'zod';
import { CLIENT_STEPS, MAX_EVENTS_PER_BEACON } from '../../src/domain/analytics/funnel.ts';
import { cleanVisitSource } from '../../src/domain/analytics/source.ts';

const tag = z.string().max(400).nullish();

/** A visit's source as the quiz sends it; every field is cleaned (src/domain/analytics/source.ts), an unusable one dropped. */
export const visitSourceSchema = z
  .object({
    utmSource: tag,
    utmMedium: tag,
    utmCampaign: tag,
    referrerHost: tag,
    embedOrigin: z.string().max(2048).nullish(),
    embedName: tag,
  })
  .transform(cleanVisitSource)
  .describe('Where the visit came from: campaign tags of the landing URL, the referring host, or the embedding site.');

export const eventsBatchSchema = z.object({
  source: visitSourceSchema.optional(),
  events: z
    .array(z.enum(CLIENT_STEPS))
    .min(1, 'events: at least one event is required.')
    .max(MAX_EVENTS_PER_BEACON, `events: at most ${MAX_EVENTS_PER_BEACON} per request.`)
    .describe('Funnel steps seen by the page, in any order; each counts once.'),
});
