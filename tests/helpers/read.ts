import { z } from 'zod';
import type { ErrorEnvelope } from '../../functions/lib/error-handler.ts';
import { errorEnvelopeSchema } from '../../functions/lib/router.ts';

/**
 * Reading API answers in tests through the routes' own response schemas: an answer that drifts from its contract
 * (not JSON, a field missing or of another type, a field the schema does not document) fails the test that reads it,
 * with the answer's body in the message.
 */

/** A fetch Response (app.request, fetch) or Playwright's APIResponse (e2e). */
type Answer = Response | { status(): number; headers(): Record<string, string>; text(): Promise<string> };

/** better-auth's errors as functions/auth/router.ts re-shapes them: the envelope, with better-auth's `message` kept beside it. */
export const authErrorSchema = errorEnvelopeSchema.and(z.object({ message: z.string() }));

/** GET /api/openapi.json, as far as tests read it: each path's operations, their parameters and their answers by status. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({
        parameters: z.array(z.looseObject({ name: z.string() })).optional(),
        responses: z.record(z.string(), z.looseObject({ content: z.record(z.string(), z.unknown()).optional() })),
      }),
    ),
  ),
});

const LIMIT = 2000;
const clip = (text: string) => (text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text);

function statusAndType(answer: Answer): [number, string] {
  // Not `instanceof Response`: @hono/node-server replaces the global Response, so answers of fetch() are not instances of it.
  if (typeof answer.status === 'number') return [answer.status, (answer as Response).headers.get('content-type') ?? ''];
  const playwright = answer as Exclude<Answer, Response>;
  return [playwright.status(), playwright.headers()['content-type'] ?? ''];
}

/** Paths of fields in `raw` that parsing dropped: fields the schema does not document. */
function undocumented(raw: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => undocumented(item, parsed[i], `${path}[${i}]`));
  if (raw === null || parsed === null || typeof raw !== 'object' || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(raw).flatMap(([key, value]) =>
    key in parsed ? undocumented(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/** The JSON body of an answer, parsed with `schema`; throws (with the body) when it is not JSON or does not match exactly. */
export async function readJson<S extends z.ZodType>(answer: Answer, schema: S): Promise<z.output<S>> {
  const [status, type] = statusAndType(answer);
  const text = await answer.text();
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(mediaType)) {
    throw new Error(`The ${status} answer is not JSON (Content-Type: ${type || 'none'}): ${clip(text)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`The ${status} answer is not valid JSON: ${clip(text)}`);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`The ${status} answer does not match its schema:\n${z.prettifyError(result.error)}\nBody: ${clip(text)}`);
  const extra = undocumented(body, result.data);
  if (extra.length > 0) throw new Error(`The ${status} answer has fields its schema does not document: ${extra.join(', ')}\nBody: ${clip(text)}`);
  return result.data;
}

/** An error answer (4xx/5xx) in the one envelope { error, code, requestId }, or in a route's own error schema that extends it. */
export async function readError<S extends z.ZodType<ErrorEnvelope> = typeof errorEnvelopeSchema>(
  answer: Answer,
  schema: S = errorEnvelopeSchema as S,
): Promise<z.output<S>> {
  const [status] = statusAndType(answer);
  if (status < 400) throw new Error(`Expected an error answer, got ${status}: ${clip(await answer.text())}`);
  return readJson(answer, schema);
}
