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
  headlines: z
    .array(z.string())
    .max(3)
    .describe(
      'Up to three headlines in the archetype’s voice, never the site’s own text. Rules leave a headline out rather than write it oddly: none when the site’s headline names no subject they can build on.',
    ),
  ctas: z
    .array(z.string())
    .max(3)
    .describe(
      'Up to three calls to action that keep the site’s offer. None when the site has none, or when none of the voice’s verbs fits its offer.',
    ),
  guide: z
    .object({
      use: z.array(z.string()).describe('Words that carry the voice.'),
      avoid: z.array(z.string()).describe('Words that break it.'),
      shapes: z.array(z.string()).describe('Sentence shapes with the subject left open, e.g. "[What you offer], without the rules."'),
      example: z.string().describe('One shape written on the site’s own subject.'),
    })
    .describe('How to write in this voice yourself: what stands in for any line the rules could not write.'),
});

export const rewrite = createRoute({
  method: 'post',
  path: '/voice-rewrites',
  tags: ['Website analysis'],
  summary: "A site's headline and call to action rewritten in an archetype's voice",
  description:
    'A headline and call to action in the chosen archetype’s voice, with a voice guide: from the archetype’s voice profile (only lines that read naturally; the guide covers the rest), or by the optional model (validated; the rules stand in when it fails).',
  middleware: [requireJson] as const,
  request: { body: jsonBody(voiceRewriteRequestSchema) },
  responses: {
    200: jsonContent(voiceRewriteResponseSchema, 'The rewrites.'),
    ...errorResponses([400, 413, 415, 429]),
  },
});
