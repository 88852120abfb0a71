import { z } from 'zod';
import { CLIENT_STEPS, MAX_EVENTS_PER_BEACON, PAGE_SESSION_PATTERN } from '../../src/domain/analytics/funnel.ts';
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
  session: z
    .string({ error: 'session: a page session id is required.' })
    .regex(PAGE_SESSION_PATTERN, 'session: 16 to 64 letters, digits, "-" or "_".')
    .describe(
      'A random id the page makes when it loads and keeps in memory only (never stored, never derived from the visitor); each step counts once per session.',
    ),
  source: visitSourceSchema.optional(),
  events: z
    .array(z.enum(CLIENT_STEPS))
    .min(1, 'events: at least one event is required.')
    .max(MAX_EVENTS_PER_BEACON, `events: at most ${MAX_EVENTS_PER_BEACON} per request.`)
    .refine((steps) => new Set(steps).size === steps.length, 'events: each step at most once per request.')
    .describe('Funnel steps seen by the page, in any order, each at most once; a step the session already counted is not counted again.'),
});
