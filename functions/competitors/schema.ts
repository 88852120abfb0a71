import { z } from 'zod';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { swatchSchema } from '../analysis/types.ts';
import { websiteField } from '../lib/fields.ts';
import { accessTokenSchema, submissionIdParams } from '../submissions/schema.ts';

/** A competitor's address is checked by the same rule as the quiz's website field ('rival.com' → https://rival.com/). */
export const addCompetitorSchema = accessTokenSchema.extend({
  url: z
    .string({ error: 'url is required.' })
    .max(2048, 'url is too long.')
    .pipe(websiteField)
    .describe('The competitor website; https:// is added when no scheme is given.'),
});

export const removeCompetitorSchema = accessTokenSchema;

export const competitorParams = submissionIdParams.extend({
  competitorId: z.string().min(1).max(64).describe('The competitor id from the add response.'),
});

export const competitorSchema = z.object({
  id: z.string().describe('The competitor id (UUID).'),
  url: z.string().describe('The address as analyzed (normalized).'),
  host: z.string().describe("The site's label: its host without 'www.'."),
  archetype: z.enum(ARCHETYPE_NAMES),
  subArchetype: z.string().describe("'' when the analysis named none."),
  confidence: z.number().min(0).max(1),
  palette: z.array(swatchSchema).max(3).describe('The top three palette colours, most prominent first.'),
  voice: z.string().describe("The brand voice in a few words ('' when the site gave none)."),
});

export const competitorResponseSchema = z.object({ competitor: competitorSchema });

/** A read has no body: the submission's secret travels as a bearer token, never in the address (logs keep those). */
export const accessTokenHeaders = z.object({
  authorization: z.string().max(256).optional().describe('Bearer {accessToken}: the secret the submission response gave.'),
});

export const competitorListSchema = z.object({
  competitors: z.array(competitorSchema).describe('The stored comparison, oldest first (at most 3).'),
});

export const removedSchema = z.object({
  removed: z.boolean().describe('false when the submission had no such competitor.'),
});
