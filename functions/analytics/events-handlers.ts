import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { countedSource, sourceLabel } from '../../src/domain/analytics/source.ts';
import { countSteps, utcDay } from './counters.ts';
import type * as routes from './events-routes.ts';
import { databaseSessions, type BeaconCaps } from './sessions.ts';

export interface EventLimits {
  /** Beacons per client and hour. */
  beacons: RateLimiter;
  /** New page sessions per client and day. */
  sessions: RateLimiter;
}

/**
 * A beacon counts each of its steps that its page session has not counted yet, under the source the session
 * started with. A new session needs room in its client's day (429 past it) and in its source's day (counted
 * nothing past it). The limiters count a keyed hash of the address that changes daily, so even the rate-limit
 * table (shared by Workers isolates) never holds a visitor's address next to their events; the session table holds
 * a keyed hash of the page's random id and no address.
 */
export const record =
  (limits: EventLimits, caps: BeaconCaps): RouteHandler<typeof routes.record, AppEnv> =>
  async (c) => {
    const { db, now, secret } = c.var.deps;
    const { session, source, events } = c.req.valid('json');
    const at = now();
    const day = utcDay(at);
    const client = sha256Hex(`${secret}\u0000events\u0000${day}\u0000${clientAddress(c)}`).slice(0, 32);
    await consume(limits.beacons, client, 'Too many analytics events from your network. Please try again later.');

    const store = databaseSessions(db, caps);
    const id = sha256Hex(`${secret}\u0000page-session\u0000${session}`).slice(0, 32);
    let opened = await store.find(id);
    if (!opened) {
      await consume(limits.sessions, client, 'Too many quiz visits counted from your network today. Please try again tomorrow.');
      opened = await store.open(id, countedSource(sourceLabel(source ?? {})), day, at);
    }
    if (opened) await countSteps(db, opened.source, await store.claim(id, events), at);
    return c.body(null, 204);
  };
