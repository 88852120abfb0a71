import { createRouter } from '../lib/router.ts';
import type { RateLimiter } from '../lib/rate-limit.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';
import type { CompanyUrlRules } from './schema.ts';

/** POST /submissions and POST /submissions/{id}/company-analysis; companyUrl is checked by the analysis guard's rules. */
export const submissionsRouter = (
  limits: { submissions: RateLimiter; analysis: RateLimiter },
  companyUrl: CompanyUrlRules = { allowPrivateHosts: false },
) =>
  createRouter()
    .openapi(routes.createFor(companyUrl), handlers.create(limits.submissions))
    .openapi(routes.companyAnalysis, handlers.companyAnalysis(limits.analysis));
