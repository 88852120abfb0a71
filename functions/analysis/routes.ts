import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema, errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { websiteAnalysisSchema } from './types.ts';
import { websiteUrlToAnalyze } from './url.ts';

export const analyzeRequestSchema = z.object({
  url: z
    .string({ error: 'url is required.' })
    .trim()
    .min(1, 'url is required.')
    .max(2048, 'url is too long.')
    .pipe(websiteUrlToAnalyze)
    .describe('The website; https:// is added when no scheme is given, and the address is normalised (the cache key).'),
});

export const analyzeResponseSchema = z.object({ success: z.literal(true), analysis: websiteAnalysisSchema });

/** The spec's failure shape, { success: false, error }, with the app's code and request id beside it. */
export const analyzeFailureSchema = errorEnvelopeSchema.and(z.object({ success: z.literal(false) }));

export const analyze = createRoute({
  method: 'post',
  path: '/analyze-website',
  tags: ['Website analysis'],
  summary: 'Quick Brand Analysis of a website',
  description:
    'Crawls the home page and up to four pages that carry the brand’s voice, under an SSRF guard, and classifies its archetype from words, colours and type. Results are cached for an hour per normalised URL.',
  middleware: [requireJson] as const,
  request: { body: jsonBody(analyzeRequestSchema) },
  responses: {
    200: jsonContent(analyzeResponseSchema, 'The analysis.'),
    ...errorResponses([400, 413, 415, 422, 429, 502, 503, 504], analyzeFailureSchema),
  },
});
