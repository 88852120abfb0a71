import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { createRouter } from '../lib/router.ts';
import { registerWebhooks } from '../webhooks/openapi.ts';
import { DOCS_CSP, DOCS_HTML } from './docs.ts';
import * as routes from './routes.ts';

export const systemRouter = () => createRouter().openapi(routes.health, (c) => c.json({ ok: true as const }, 200));

/** GET /api/openapi.json (OpenAPI 3.1, built from the routes themselves) and the reference page at GET /api/docs. */
export function serveContract(app: OpenAPIHono<AppEnv>, version: string) {
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Brand Archetype API',
      version,
      description:
        'The quiz, the website analysis and the admin area. Every error answer is { error, code, requestId } with an X-Request-Id header; 429 and 503 carry Retry-After.',
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The admin session cookie set by POST /api/auth/sign-in/email.',
  });
  registerWebhooks(app.openAPIRegistry);
  app.get('/docs', (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(DOCS_HTML);
  });
}
