/** The PDF thread (renderer.ts): lays out and compresses reports off the request thread. */
import { parentPort } from 'node:worker_threads';
import { loadFontFilesNode } from '../fonts-node.ts';
import { renderReportPdf } from '../report/render.ts';
import type { PdfReply, PdfTask } from './protocol.ts';

parentPort?.on('message', (task: PdfTask) => void run(task));

async function run({ id, model }: PdfTask): Promise<void> {
  let reply: PdfReply;
  try {
    reply = { id, ok: true, pdf: await renderReportPdf(model, await loadFontFilesNode()) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, reply.ok ? [reply.pdf.buffer as ArrayBuffer] : []);
}
