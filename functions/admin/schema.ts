import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/admin/types.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { badRequest } from '../lib/errors.ts';

export const filterSchema = z.object({
  q: z.string().trim().max(200, 'q: the search is too long.').default(''),
  archetype: z
    .union([z.enum(ARCHETYPE_NAMES), z.literal('')], { error: 'archetype: not one of the twelve archetypes.' })
    .default(''),
});

export const listSchema = filterSchema.extend({
  page: z.coerce.number({ error: 'page: must be a number.' }).int('page: must be a whole number.').min(1, 'page: starts at 1.').max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize: must be a number.' })
    .int('pageSize: must be a whole number.')
    .min(1, 'pageSize: at least 1.')
    .max(MAX_PAGE_SIZE, `pageSize: at most ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE),
});

export type ListQuery = z.infer<typeof listSchema>;

/** Validates the query string; a bad parameter is a 400 naming it. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

/** Submission ids are UUIDs; anything else cannot exist. */
export const isSubmissionId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
