import handler from '@astrojs/cloudflare/entrypoints/server';
import { handleScheduled } from './cloudflare.ts';

/**
 * The Worker (wrangler.jsonc `main`): Astro answers every request; the cron trigger, every minute, delivers due
 * mail and HubSpot jobs and sweeps expired rows, so background work never waits for the next visitor.
 */
export default {
  fetch: handler.fetch,
  scheduled(_controller: unknown, _env: unknown, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    ctx.waitUntil(handleScheduled());
  },
};
