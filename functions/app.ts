import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from '../db/client.ts';
import type { Env } from './env.ts';
import { consoleLogger, errorResponse, type Logger } from './lib/errors.ts';
import { submissionRoutes } from './submissions/routes.ts';

/** Everything the API needs from the outside world; nothing reads process.env below this line. */
export interface AppDeps {
  env: Env;
  db: Database;
  logger?: Logger;
}

/** Per-request bindings: the runtime puts the client address here. */
export interface AppBindings {
  clientAddress?: string;
}

export type AppEnv = {
  Bindings: AppBindings;
  Variables: { deps: Required<AppDeps> };
};

export function createApp(deps: AppDeps) {
  const full: Required<AppDeps> = { logger: consoleLogger, ...deps };
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use(async (c, next) => {
    c.set('deps', full);
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    bodyLimit({
      maxSize: full.env.MAX_BODY_BYTES,
      onError: (c) => c.json({ error: `Request body is too large (limit ${full.env.MAX_BODY_BYTES} bytes).` }, 413),
    }),
  );

  app.route('/submissions', submissionRoutes);
  app.get('/health', (c) => c.json({ ok: true }));

  app.notFound((c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((err, c) => errorResponse(c, err, full.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
