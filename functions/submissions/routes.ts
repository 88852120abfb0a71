import { Hono } from 'hono';
import type { AppEnv } from '../app.ts';
import { syncSubmissionAfterResponse } from '../hubspot/sync.ts';
import { clientAddress, tooManyRequests, type RateLimiter } from '../lib/rate-limit.ts';
import { jsonBody } from '../lib/validate.ts';
import { parseIdempotencyKey } from './idempotency.ts';
import { createSubmissionSchema } from './schema.ts';
import { createSubmission, replayOf } from './service.ts';

export const TOO_MANY_SUBMISSIONS = 'Too many quiz submissions from your network. Please wait a few minutes and try again.';

/**
 * POST /api/submissions. Validated first (a bad request costs no budget), then counted per client (null: no limit).
 * A retry with the same Idempotency-Key and body answers with the first submission, and never counts twice
 * against a client that has reached its limit.
 */
export function submissionRoutes(limiter: RateLimiter | null) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const key = parseIdempotencyKey(c.req.header('idempotency-key'));
    const input = await jsonBody(c, createSubmissionSchema);
    const deps = c.var.deps;
    if (limiter) {
      const decision = await limiter.hit(clientAddress(c));
      if (!decision.ok) {
        const replay = key === undefined ? undefined : await replayOf(deps, input, key);
        if (!replay) return tooManyRequests(c, decision, TOO_MANY_SUBMISSIONS);
        c.header('Idempotent-Replayed', 'true');
        return c.json(replay, 201);
      }
    }
    const { created, replayed } = await createSubmission(deps, input, key);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    else syncSubmissionAfterResponse(c, created.id);
    return c.json(created, 201);
  });
}
