import { env as bindings } from 'cloudflare:workers';
import { connectDatabase } from '../../db/client.ts';
import { createApp, type App } from '../app.ts';
import { parseEnv } from '../env.ts';

let app: App | undefined;

/** The Workers wiring: Turso over HTTP; migrations are applied at deploy time with drizzle-kit. */
export async function getApp(): Promise<App> {
  if (!app) {
    const vars = Object.fromEntries(
      Object.entries(bindings as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    const env = parseEnv(vars);
    const { db } = connectDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
    app = createApp({ env, db });
  }
  return app;
}
