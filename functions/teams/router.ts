import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** /teams and /invites: team mode (src/domain/team). Writes are counted per client address. */
export const teamsRouter = (limiters: handlers.TeamLimiters) =>
  createRouter()
    .openapi(routes.create, handlers.create(limiters))
    .openapi(routes.invite, handlers.invite)
    .openapi(routes.join, handlers.join(limiters))
    .openapi(routes.view, handlers.view)
    .openapi(routes.leave, handlers.leave(limiters))
    .openapi(routes.manage, handlers.manage(limiters))
    .openapi(routes.removeMember, handlers.removeMember(limiters))
    .openapi(routes.links, handlers.links(limiters));
