import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Reads and validates a JSON body; every failure is a 400 with a message a person can act on. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
    throw badRequest('Send the request body as JSON (Content-Type: application/json).');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue.message}`);
  }
  return result.data;
}
