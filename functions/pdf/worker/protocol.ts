import type { PdfReportModel } from '../report/model.ts';

export interface PdfTask {
  id: number;
  model: PdfReportModel;
}

export type PdfReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
