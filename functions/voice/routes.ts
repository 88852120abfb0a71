import { createRoute, z } from '@hono/zod-openapi';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';

export const voiceRewriteRequestSchema = z.object({
  archetype: z.enum(ARCHETYPE_NAMES, { error: 'archetype must be one of the twelve archetypes.' }).describe('The voice to write in.'),
  headline: z
    .string({ error: 'headline is required.' })
    .trim()
    .min(1, 'headline is required.')
    .max(200, 'headline is too long (200 characters at most).'),
  cta: z.string().trim().max(80, 'cta is too long (80 characters at most).').optional().describe("The site's primary call to action."),
  brandKeywords: z.array(z.string().trim().max(60)).max(12).optional().describe("The site's key terms, most telling first."),
});

export const voiceRewriteResponseSchema = z.object({
  archetype: z.enum(ARCHETYPE_NAMES),
  source: z.enum(['rules', 'model']).describe('rules: built from the archetype’s voice profile; model: written by the configured model.'),
  rewrites: z
    .array(z.object({ headline: z.string(), cta: z.string() }))
    .describe('Three suggestions in the archetype’s voice; never the site’s own text.'),
});

export const rewrite = createRoute({
  method: 'post',
  path: '/voice-rewrites',
  tags: ['Website analysis'],
  summary: "A site's headline and call to action rewritten in an archetype's voice",
  description:
    'Three rewrites of a headline and call to action in the chosen archetype’s voice: from the archetype’s voice profile, or by the optional model (validated; the rules stand in when it fails).',
  middleware: [requireJson] as const,
  request: { body: jsonBody(voiceRewriteRequestSchema) },
  responses: {
    200: jsonContent(voiceRewriteResponseSchema, 'The rewrites.'),
    ...errorResponses([400, 413, 415, 429]),
  },
});
