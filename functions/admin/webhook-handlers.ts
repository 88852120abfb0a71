import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { runAfterResponse } from '../lib/background.ts';
import type { Limit } from '../lib/limits.ts';
import { consume } from '../lib/rate-limit.ts';
import * as endpoints from '../webhooks/endpoints.ts';
import type { AdminEnv } from './require-admin.ts';
import type * as routes from './webhook-routes.ts';

type Handler<R extends RouteConfig> = RouteHandler<R, AdminEnv>;

export interface WebhookLimits {
  /** Adding, changing, pausing, rotating, deleting and redelivering, per admin. */
  writes: Limit;
  /** "Send test event", per admin: each one is a request to the outside world. */
  tests: Limit;
}

const deps = (c: Context<AdminEnv>) => ({ db: c.var.deps.db, now: c.var.deps.now });

/** The address check at save time, with the runtime's resolver (the drain checks again at every send: DNS may change). */
const checkUrl = (c: Context<AdminEnv>) => (input: string) => c.var.deps.webhooks.checkUrl(input);

const written = (c: Context<AdminEnv>, limit: Limit) =>
  consume(limit, c.var.admin.id, `At most ${limit.count} webhook changes an hour. Please try again later.`);

/** Starts a delivery pass after the answer (the test event or a redelivery is due now). */
const kick = (c: Context<AdminEnv>) => runAfterResponse(c, c.var.deps.webhooks.kick(), c.var.logger, 'Webhook delivery');

export const list: Handler<typeof routes.list> = async (c) =>
  c.json(
    {
      endpoints: await endpoints.listEndpoints(deps(c)),
      maxEndpoints: endpoints.MAX_ENDPOINTS,
      hubspotConnected: Boolean(c.var.deps.env.HUBSPOT_TOKEN),
    },
    200,
  );

export const create =
  (limits: WebhookLimits): Handler<typeof routes.create> =>
  async (c) => {
    await written(c, limits.writes);
    const { id, email } = c.var.admin;
    return c.json(await endpoints.createEndpoint(deps(c), checkUrl(c), c.req.valid('json'), { id, email }), 201);
  };

export const update =
  (limits: WebhookLimits): Handler<typeof routes.update> =>
  async (c) => {
    await written(c, limits.writes);
    return c.json(await endpoints.updateEndpoint(deps(c), c.req.valid('param').id, c.req.valid('json')), 200);
  };

export const remove =
  (limits: WebhookLimits): Handler<typeof routes.remove> =>
  async (c) => {
    await written(c, limits.writes);
    await endpoints.deleteEndpoint(deps(c), c.req.valid('param').id);
    return c.json({ deleted: true as const }, 200);
  };

export const pause =
  (limits: WebhookLimits): Handler<typeof routes.pause> =>
  async (c) => {
    await written(c, limits.writes);
    return c.json(await endpoints.pauseEndpoint(deps(c), c.req.valid('param').id), 200);
  };

export const resume =
  (limits: WebhookLimits): Handler<typeof routes.resume> =>
  async (c) => {
    await written(c, limits.writes);
    const resumed = await endpoints.resumeEndpoint(deps(c), c.req.valid('param').id);
    kick(c); // what waited while it was paused is due now
    return c.json(resumed, 200);
  };

export const rotate =
  (limits: WebhookLimits): Handler<typeof routes.rotate> =>
  async (c) => {
    await written(c, limits.writes);
    return c.json(await endpoints.rotateSecret(deps(c), c.req.valid('param').id), 200);
  };

export const test =
  (limits: WebhookLimits): Handler<typeof routes.test> =>
  async (c) => {
    await consume(limits.tests, c.var.admin.id, `At most ${limits.tests.count} test events an hour. Please try again later.`);
    const queued = await endpoints.sendTestEvent(deps(c), c.req.valid('param').id);
    kick(c);
    return c.json(queued, 202);
  };

export const deliveries: Handler<typeof routes.deliveries> = async (c) =>
  c.json(await endpoints.listDeliveries(deps(c), c.req.valid('param').id, c.req.valid('query').page), 200);

export const redeliver =
  (limits: WebhookLimits): Handler<typeof routes.redeliver> =>
  async (c) => {
    await written(c, limits.writes);
    const { id, deliveryId } = c.req.valid('param');
    const delivery = await endpoints.redeliver(deps(c), id, deliveryId);
    kick(c);
    return c.json(delivery, 200);
  };
