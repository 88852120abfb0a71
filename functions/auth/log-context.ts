import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../lib/logger.ts';

/**
 * The logger of the request better-auth is answering (it carries the request id). better-auth logs through one
 * function for the whole app, so the auth routes run its handler inside this store and that function reads it back.
 */
const requestLogger = new AsyncLocalStorage<Logger>();

export const withRequestLogger = <T>(logger: Logger, run: () => T): T => requestLogger.run(logger, run);

/** The logger of the request being answered, or `fallback` outside one (start-up, background work). */
export const currentLogger = (fallback: Logger): Logger => requestLogger.getStore() ?? fallback;
