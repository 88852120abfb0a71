import { createRouter } from '../lib/router.ts';
import type { EventLimits } from './events-handlers.ts';
import * as handlers from './events-handlers.ts';
import * as routes from './events-routes.ts';
import { DEFAULT_BEACON_CAPS, type BeaconCaps } from './sessions.ts';

/** POST /events: the funnel beacon. */
export const eventsRouter = (limits: EventLimits, caps: BeaconCaps = DEFAULT_BEACON_CAPS) =>
  createRouter().openapi(routes.record, handlers.record(limits, caps));
