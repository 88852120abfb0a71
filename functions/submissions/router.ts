import { createRouter } from '../lib/router.ts';
import type { RateLimiter } from '../lib/rate-limit.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions and POST /submissions/{id}/company-analysis. */
export const submissionsRouter = (limits: { submissions: RateLimiter; analysis: RateLimiter }) =>
  createRouter()
    .openapi(routes.create, handlers.create(limits.submissions))
    .openapi(routes.companyAnalysis, handlers.companyAnalysis(limits.analysis));
