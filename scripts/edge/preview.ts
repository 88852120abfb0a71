// The Cloudflare build in workerd (wrangler dev, local mode: no account) against a local libSQL server that
// stands in for Turso. Used by `npm run preview:cf`, the workerd smoke test and the Playwright edge project.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { startLibsqlServer, type LibsqlServer } from '../libsql-server.ts';

export interface EdgePreviewOptions {
  /** The libSQL file; migrations are applied to it first. */
  dbFile: string;
  port: number;
  /** Worker variables (--var), beside DATABASE_URL and SITE_URL, which the preview sets. */
  vars?: Record<string, string>;
  /** Where wrangler's output goes; default: errors only, to this process's stderr. */
  logLevel?: 'error' | 'warn' | 'info';
}

export interface EdgePreview {
  url: string;
  databaseUrl: string;
  /**
   * How long the first API request took, timed once workerd already serves static assets (so wrangler's own
   * start-up is not in it): the Worker building the app (env, database client, auth) on first use, then answering.
   */
  coldRequestMs: number;
  /** wrangler dev's process id; workerd runs below it. */
  pid: number | undefined;
  /** Statements run and rows written by the libSQL server so far (what Turso bills as row writes). */
  databaseStats(): { queryCount: number; rowsWritten: number };
  /** Runs the Worker's scheduled handler, as the cron trigger does. */
  runCron(): Promise<void>;
  stop(): Promise<void>;
}

const BUILT_CONFIG = 'dist-cf/server/wrangler.json';
const PREVIEW_CONFIG = 'dist-cf/server/wrangler.preview.json';

export async function startEdgePreview(options: EdgePreviewOptions): Promise<EdgePreview> {
  const migrated = await openDatabase(`file:${options.dbFile}`);
  migrated.client.close();
  const database: LibsqlServer = await startLibsqlServer({ file: options.dbFile, port: 0, host: '127.0.0.1' });

  // Remote-only bindings (Workers AI, Images) need an account: dropped from a copy of the generated config.
  const config = JSON.parse(readFileSync(BUILT_CONFIG, 'utf8'));
  delete config.ai;
  delete config.images;
  delete config.previews;
  writeFileSync(PREVIEW_CONFIG, JSON.stringify(config));

  const url = `http://127.0.0.1:${options.port}`;
  const vars = { ...options.vars, DATABASE_URL: database.url, SITE_URL: url };
  const wrangler: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'dev',
      '--config',
      PREVIEW_CONFIG,
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(options.port + 1000),
      '--test-scheduled',
      '--log-level',
      options.logLevel ?? 'error',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', options.logLevel === 'info' ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => wrangler.once('exit', () => resolve()));

  const stop = async () => {
    wrangler.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    await database.close();
  };
  let coldRequestMs: number;
  try {
    await waitFor(`${url}/favicon.svg`, 90_000, exited);
    coldRequestMs = await waitFor(`${url}/api/health`, 10_000, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    coldRequestMs,
    databaseUrl: database.url,
    pid: wrangler.pid,
    databaseStats: () => database.stats(),
    // --test-scheduled's /__scheduled is a middleware wrangler bundles in, and Astro's build is not bundled again
    // (it answers 404); the trigger route of wrangler dev's runtime works for any Worker.
    async runCron() {
      const res = await fetch(`${url}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`the scheduled handler answered ${res.status}`);
    },
    stop,
  };
}

/** Polls until the URL answers; returns how long the answering request took. */
async function waitFor(url: string, timeoutMs: number, exited: Promise<void>): Promise<number> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error('wrangler dev exited before it answered');
    const started = performance.now();
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
