// npm run preview:cf: builds the Cloudflare target and serves it in workerd (wrangler dev, local mode, no account)
// on PORT (default 8787), against data/cf.db served over HTTP by the local libSQL server (a stand-in for Turso).
// Settings come from the environment as for `npm start` (EMAIL_API_URL, HUBSPOT_TOKEN, ANALYZER_ALLOW_PRIVATE_HOSTS…).
// Add --no-build to serve the last build.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { envSchema } from '../functions/env.ts';
import { randomToken } from '../functions/lib/tokens.ts';
import { startEdgePreview } from './edge/preview.ts';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build:cf'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The preview's own auth secret, kept beside its database so sessions survive restarts. */
function previewSecret(): string {
  const path = 'data/cf-auth-secret';
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync('data', { recursive: true });
    const secret = randomToken();
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

const names = new Set(Object.keys(envSchema.in.shape));
const passed = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      names.has(entry[0]) && entry[1] !== undefined && !['HOST', 'PORT', 'DATABASE_URL', 'SITE_URL'].includes(entry[0]),
  ),
);
const preview = await startEdgePreview({
  dbFile: process.env.PREVIEW_DATABASE || 'data/cf.db',
  port: Number(process.env.PORT || 8787),
  vars: { BETTER_AUTH_SECRET: previewSecret(), ...passed },
});
console.log(`Worker (workerd):      ${preview.url}`);
console.log(`libSQL (${process.env.PREVIEW_DATABASE || 'data/cf.db'}):   ${preview.databaseUrl}`);
console.log(`Cron trigger by hand:  curl "${preview.url}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*"`);
console.log(`Rows written so far:   curl ${preview.databaseUrl}/v1/stats`);
const shutdown = () => void preview.stop().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
