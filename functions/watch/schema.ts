import { z } from 'zod';

/**
 * The watch id travels as given: an ill-formed one gets the same 404 as an unknown one (the handler checks the
 * form), so the answer never tells a guess apart from a stale link.
 */
export const watchIdParams = z.object({ watchId: z.string().describe('The watch id (22 base64url characters).') });

export const createWatchSchema = z.object({
  consent: z
    .literal(true, { error: 'consent must be true: the visitor agreed to the consent line.' })
    .describe('The visitor agreed to the consent line: what is stored and how often the site is read.'),
});

export const createdWatchSchema = z.object({
  watchId: z.string().describe('The watch id: the key of its history page and of its stop link.'),
  url: z.string().describe("The history page's path, /w/{watchId}."),
  nextReadingAt: z.string().describe('When the site is read next (ISO 8601).'),
  intervalDays: z.number().describe('How often the site is read, in days (WATCH_INTERVAL_DAYS).'),
});

export const watchSettingsSchema = z.object({
  intervalDays: z.number().describe('How often a watched site is read, in days (WATCH_INTERVAL_DAYS): the consent line states it.'),
});

export const stopQuery = z.object({
  token: z.string().max(512).optional().describe("The email stop link's signed token; when given it must be valid."),
});

export const stoppedSchema = z.object({
  watchId: z.string(),
  ended: z.literal(true).describe('The watch has ended: no further readings, no further emails.'),
});
