import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../lib/errors.ts';
import type { PdfReportModel, ReportPdfRenderer } from '../report/model.ts';
import type { PdfReply, PdfTask } from './protocol.ts';

export interface PdfWorkerOptions {
  /** The thread's source (PDF_WORKER_ENTRY), run by Node's type stripping; resolved from the working directory. */
  entry: string;
  /** Past this a report is given up and its thread replaced: a render takes tens of milliseconds. */
  deadlineMs?: number;
  /** Reports waiting beyond this are refused at once (busy). */
  maxQueue?: number;
  onTerminate?: (reason: string) => void;
}

export interface PdfWorkerRenderer extends ReportPdfRenderer {
  close(): Promise<void>;
}

interface Pending {
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Renders reports on one worker thread, so laying out and compressing a PDF never holds up another visitor's
 * request. A report past its deadline terminates the thread (and fails the reports it held); the next starts a new one.
 */
export function createPdfWorkerRenderer({ entry, deadlineMs = 10_000, maxQueue = 16, onTerminate }: PdfWorkerOptions): PdfWorkerRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, task] of pending) {
      clearTimeout(task.timer);
      pending.delete(id);
      task.reject(error);
    }
  };

  const stop = (reason: string) => {
    const current = worker;
    worker = undefined;
    if (current) void current.terminate();
    onTerminate?.(reason);
    failAll(new ApiError('unavailable', 'The PDF could not be made just now. Please try again.'));
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(resolve(entry));
    started.unref();
    started.on('message', (reply: PdfReply) => {
      const task = pending.get(reply.id);
      if (!task) return;
      clearTimeout(task.timer);
      pending.delete(reply.id);
      if (reply.ok) task.resolve(reply.pdf);
      else task.reject(new Error(reply.message));
    });
    started.on('error', (error) => {
      if (worker === started) stop(`error: ${error.message}`);
    });
    started.on('exit', () => {
      if (worker === started) stop('exited');
    });
    worker = started;
    return started;
  };

  const render = (model: PdfReportModel) =>
    new Promise<Uint8Array>((resolvePdf, reject) => {
      if (pending.size >= maxQueue) {
        reject(new ApiError('busy', 'Many reports are being made right now. Please try again in a moment.'));
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => stop('deadline'), deadlineMs);
      pending.set(id, { resolve: resolvePdf, reject, timer });
      thread().postMessage({ id, model } satisfies PdfTask);
    });

  return Object.assign(render, {
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new ApiError('unavailable', 'The server is shutting down.'));
      await current?.terminate();
    },
  });
}
