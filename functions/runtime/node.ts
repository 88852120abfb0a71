import { openDatabase } from '../../db/node.ts';
import { createApp, servicesOf, type App } from '../app.ts';
import { withLocalAuthSecret } from '../auth/local-secret.ts';
import { createNodeAnalyzer } from '../analysis/node.ts';
import { parseEnv } from '../env.ts';
import { consoleLogger } from '../lib/errors.ts';
import { nodeBackgroundDeps, startBackgroundDelivery } from '../mail/node.ts';

let appPromise: Promise<App> | undefined;

/** The Node wiring: env parsed once, file database opened and migrated on first use. */
export function getApp(): Promise<App> {
  appPromise ??= (async () => {
    const env = withLocalAuthSecret(parseEnv(process.env));
    const { db } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
    const app = createApp({ env, db, analyzer: createNodeAnalyzer(env, consoleLogger), ...(await nodeBackgroundDeps(env, consoleLogger)) });
    startBackgroundDelivery(servicesOf(app));
    return app;
  })();
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}

/** The app's dependencies (auth, db, …) for on-demand pages. */
export async function getServices() {
  return servicesOf(await getApp());
}
