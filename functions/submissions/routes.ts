import { Hono } from 'hono';
import type { AppEnv } from '../app.ts';
import { syncSubmissionAfterResponse } from '../hubspot/sync.ts';
import { jsonBody } from '../lib/validate.ts';
import { createSubmissionSchema } from './schema.ts';
import { createSubmission } from './service.ts';

export const submissionRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await jsonBody(c, createSubmissionSchema);
  const created = await createSubmission(c.var.deps.writeSubmission, input);
  syncSubmissionAfterResponse(c, created.id);
  return c.json(created, 201);
});
