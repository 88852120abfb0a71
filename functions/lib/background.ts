import type { Context } from 'hono';
import type { Logger } from './logger.ts';

/**
 * Runs `task` after the response: through the execution context's waitUntil where the runtime has one
 * (Workers keep the isolate alive for it), else as a logged floating promise (Node, and app.request in tests).
 */
export function runAfterResponse(c: Context, task: Promise<unknown>, logger: Logger, label: string): void {
  const guarded = task.catch((err: unknown) => {
    logger.error(`${label} failed`, { error: err instanceof Error ? err.message : String(err) });
  });
  let ctx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined; // Hono throws when no execution context was passed.
  }
  ctx?.waitUntil(guarded);
}
