/**
 * The types every route and the app share. Kept apart from app.ts (which imports every route) so
 * that no route depends on the module that assembles it.
 */
import type { Database, WriteBatch } from '../db/client.ts';
import type { WebsiteAnalyzer } from './analysis/service.ts';
import type { Auth } from './auth/auth.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { RateLimiterFactory } from './lib/rate-limit.ts';
import type { BackgroundDeps, BackgroundServices } from './services.ts';
import type { GroupCommitScheduler, SubmissionWriter } from './submissions/writer.ts';
import type { VoiceWriter } from './voice/writer.ts';

/** Everything the API needs from the outside world; nothing reads process.env below this line. */
export interface AppDeps extends BackgroundDeps {
  env: Env;
  db: Database;
  logger?: Logger;
  /** better-auth; built from env + db when not given. */
  auth?: Auth;
  /** The website analyzer, built by the runtime (DNS and fetch differ); without it analysis answers 503. */
  analyzer?: WebsiteAnalyzer | null;
  /**
   * Node passes setImmediate: submissions arriving in the same event-loop turn share one transaction. Without it
   * (Workers, where a promise must not be settled from another request's context) each commits alone.
   */
  groupCommit?: GroupCommitScheduler;
  /** Node passes a file database's prepared-statement connection (db/prepared-batches.ts); default: the client's batch. */
  writeBatch?: WriteBatch;
  /** Default: in memory, exact for one Node process. Workers pass database-backed limiters shared by every isolate. */
  rateLimiters?: RateLimiterFactory;
  /** Voice rewrites; default: the rules alone. The runtime passes one with the optional model. */
  voiceWriter?: VoiceWriter;
}

/** The deps routes see: every default filled in, the mailer and HubSpot sync built (see services.ts). */
export type ResolvedDeps = Required<Omit<AppDeps, keyof BackgroundDeps | 'analyzer' | 'groupCommit' | 'writeBatch' | 'rateLimiters'>> &
  BackgroundServices & { analyzer: WebsiteAnalyzer | null; writeSubmission: SubmissionWriter; secret: string };

/** Per-request bindings: the runtime puts the client address here. */
export interface AppBindings {
  clientAddress?: string;
}

export type AppEnv = {
  Bindings: AppBindings;
  Variables: {
    deps: ResolvedDeps;
    requestId: string;
    /** The app's logger with this request's id on every line. */
    logger: Logger;
  };
};
