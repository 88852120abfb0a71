import type { APIRoute } from 'astro';
import { getApp } from '#runtime';

export const prerender = false;

/** Every /api/* request goes to the one Hono app, on Node and on Workers alike. */
export const ALL: APIRoute = async ({ request, clientAddress, locals }) => {
  const app = await getApp();
  const cfContext = (locals as { cfContext?: ExecutionContextLike }).cfContext;
  return app.fetch(request, { clientAddress }, cfContext ?? nodeContext);
};

interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
  props: unknown;
}

const nodeContext: ExecutionContextLike = {
  waitUntil: (p) => void p.catch((err) => console.error('Background task failed', err)),
  passThroughOnException: () => {},
  props: {},
};
