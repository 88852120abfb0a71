import { z } from 'zod';
import { accessTokenSchema } from '../submissions/schema.ts';

/** Sharing needs the submission's secret; the company's archetype is shown only when asked for. */
export const createShareSchema = accessTokenSchema.extend({
  includeCompany: z.boolean({ error: 'includeCompany must be true or false.' }),
});

export const revokeShareSchema = accessTokenSchema;

export const shareSchema = z.object({
  shareId: z.string().describe('22 base64url characters (128 random bits), unrelated to the submission id and its secret.'),
  url: z.string().describe('The public page, absolute: {SITE_URL}/r/{shareId}.'),
  includeCompany: z.boolean().describe("Whether the page shows the company's archetype."),
});

export const revokedSchema = z.object({
  revoked: z.boolean().describe('false when the submission had no share.'),
});
