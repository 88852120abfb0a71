import type { ErrorCode } from '../../lib/errors.ts';
import type { CrawlLimits, SiteReading } from '../pipeline.ts';

/** Messages between the analysis pool and its worker threads (structured-cloned plain data). */
export interface WorkerSetup {
  allowPrivateHosts: boolean;
}

export interface TaskRequest {
  id: number;
  url: string;
  limits: CrawlLimits;
}

/** Sent once, when the worker has loaded its modules and listens for tasks. */
export interface WorkerReady {
  ready: true;
}

export type TaskReply = { id: number; ok: true; reading: SiteReading } | { id: number; ok: false; code: ErrorCode; message: string };
