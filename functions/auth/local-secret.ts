// Node only (uses the file system): imported by functions/runtime/node.ts, never by the app itself.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { filePathOf } from '../../db/open-and-migrate.ts';
import type { Env } from '../env.ts';
import { randomToken } from '../lib/tokens.ts';

/** Next to a file database; under ./data for a remote one. */
export function localSecretPath(databaseUrl: string): string {
  const dbPath = filePathOf(databaseUrl);
  const dir = dbPath && dbPath !== ':memory:' ? dirname(resolve(dbPath)) : resolve('data');
  return join(dir, 'auth-secret');
}

/**
 * The env with BETTER_AUTH_SECRET filled in: as set, or a random secret generated on first start
 * and kept (mode 0600) so sessions survive restarts, and `npm start` needs no setup.
 */
export function withLocalAuthSecret(env: Env, log: (message: string) => void = console.info): Env {
  if (env.BETTER_AUTH_SECRET) return env;
  const path = localSecretPath(env.DATABASE_URL);
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dirname(path), { recursive: true });
    try {
      // 'wx': when two processes start at once, one writes and the other reads the winner's secret.
      writeFileSync(path, `${randomToken()}\n`, { mode: 0o600, flag: 'wx' });
      log(`Generated an auth secret in ${path}; set BETTER_AUTH_SECRET to manage it yourself.`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = readFileSync(path, 'utf8').trim();
  }
  if (secret.length < 32) throw new Error(`${path} holds a secret shorter than 32 characters; delete it or set BETTER_AUTH_SECRET.`);
  return { ...env, BETTER_AUTH_SECRET: secret };
}
