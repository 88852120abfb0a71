import { openDatabase } from '../../db/open-and-migrate.ts';
import { createNodeAnalyzer } from '../../functions/analysis/node-analyzer.ts';
import { createApp, type AppDeps } from '../../functions/app.ts';
import { parseEnv } from '../../functions/env.ts';
import { loadFontFilesNode } from '../../functions/pdf/fonts-node.ts';
import { inProcessPdfRenderer } from '../../functions/pdf/report/render.ts';
import { tempDatabaseUrl } from './temp-database.ts';
import type { Logger } from '../../functions/lib/logger.ts';

/** A logger that keeps what it was told, so tests can assert on it and stay quiet. */
export function memoryLogger(lines: string[] = [], context: Record<string, unknown> = {}): Logger & { lines: string[] } {
  const log = (m: string, d?: Record<string, unknown>) => {
    const data = { ...context, ...d };
    lines.push(Object.keys(data).length ? `${m} ${JSON.stringify(data)}` : m);
  };
  return { lines, info: log, warn: log, error: log, with: (more) => memoryLogger(lines, { ...context, ...more }) };
}

/** The real app over a real libSQL file database in a temp folder, migrated as at start-up. */
export async function createTestApp(envOverrides: Record<string, string> = {}, deps: Partial<AppDeps> = {}) {
  const temp = tempDatabaseUrl();
  const env = parseEnv({ DATABASE_URL: temp.url, NODE_ENV: 'test', ...envOverrides });
  const handle = await openDatabase(env.DATABASE_URL);
  const logger = memoryLogger();
  // Group commit and prepared write batches as the Node runtime wires them (functions/runtime/node.ts).
  const app = createApp({
    env,
    db: handle.db,
    logger,
    analyzer: createNodeAnalyzer(env, logger),
    groupCommit: setImmediate,
    writeBatch: handle.preparedWrites?.batch,
    renderPdf: inProcessPdfRenderer(loadFontFilesNode),
    ...deps,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      { clientAddress: headers['x-test-client'] ?? '203.0.113.7' },
    );
  return {
    app,
    db: handle.db,
    client: handle.client,
    env,
    logger,
    post,
    close() {
      handle.preparedWrites?.close();
      handle.client.close();
      temp.remove();
    },
  };
}
