import { openDatabase } from '../../db/node.ts';
import { createApp, type App } from '../app.ts';
import { parseEnv } from '../env.ts';

let appPromise: Promise<App> | undefined;

/** The Node wiring: env parsed once, file database opened and migrated on first use. */
export function getApp(): Promise<App> {
  appPromise ??= (async () => {
    const env = parseEnv(process.env);
    const { db } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
    return createApp({ env, db });
  })();
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}
