import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverSecret } from '../../functions/auth/auth.ts';
import { envSchema, parseEnv } from '../../functions/env.ts';

describe('env: the paths the Node server loads from the working directory', () => {
  it('default to the analysis worker and the migrations of this checkout', () => {
    const env = parseEnv({});
    expect(env.ANALYZER_WORKER_ENTRY).toBe('functions/analysis/worker/entry.ts');
    expect(env.MIGRATIONS_DIR).toBe('db/migrations');
    expect(existsSync(env.ANALYZER_WORKER_ENTRY)).toBe(true);
    expect(existsSync(join(env.MIGRATIONS_DIR, 'meta', '_journal.json'))).toBe(true);
  });

  it('take another path, trimmed', () => {
    const env = parseEnv({ ANALYZER_WORKER_ENTRY: ' /srv/app/entry.ts ', MIGRATIONS_DIR: 'release/migrations' });
    expect(env.ANALYZER_WORKER_ENTRY).toBe('/srv/app/entry.ts');
    expect(env.MIGRATIONS_DIR).toBe('release/migrations');
  });

  it('read an empty value as unset, like every other setting', () => {
    const env = parseEnv({ ANALYZER_WORKER_ENTRY: '', MIGRATIONS_DIR: '  ' });
    expect(env.ANALYZER_WORKER_ENTRY).toBe('functions/analysis/worker/entry.ts');
    expect(env.MIGRATIONS_DIR).toBe('db/migrations');
  });
});

describe('env: SMTP_URL', () => {
  it.each(['smtp://127.0.0.1:2525', 'smtps://user:p%40ss@mail.example.com:465', ' smtp://mail.example.com '])('takes %s', (value) => {
    expect(parseEnv({ SMTP_URL: value }).SMTP_URL).toBe(value.trim());
  });

  it.each(['', '   '])('reads %j as unset: mail waits in the outbox', (value) => {
    expect(parseEnv({ SMTP_URL: value }).SMTP_URL).toBeUndefined();
  });

  it.each(['not a url', 'mail.example.com:587', 'http://mail.example.com', 'smtp://', 'smtp:///nohost'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => parseEnv({ SMTP_URL: value })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/);
    },
  );
});

describe('.env.example', () => {
  it('lists every setting env.ts parses (NODE_ENV aside: the tools set it)', () => {
    const listed = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const unlisted = Object.keys(envSchema.in.shape).filter((name) => name !== 'NODE_ENV' && !listed.has(name));
    expect(unlisted).toEqual([]);
  });
});

describe('the server secret', () => {
  it('is the one set, whatever NODE_ENV says', () => {
    const secret = 'x'.repeat(40);
    expect(serverSecret(parseEnv({ BETTER_AUTH_SECRET: secret, NODE_ENV: 'test' }))).toBe(secret);
    expect(serverSecret(parseEnv({ BETTER_AUTH_SECRET: secret }))).toBe(secret);
  });

  it('unset, is a fixed one only for tests on a local file database', () => {
    expect(serverSecret(parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'file:/tmp/t.db' }))).toMatch(/.{32,}/);
    for (const env of [{ NODE_ENV: 'test', DATABASE_URL: 'libsql://app.turso.io' }, { NODE_ENV: 'production' }, {}]) {
      expect(() => serverSecret(parseEnv(env))).toThrow(/BETTER_AUTH_SECRET is not set/);
    }
  });
});
