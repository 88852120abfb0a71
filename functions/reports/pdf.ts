import type { Database } from '../../db/client.ts';
import type { QuizSubmissionRow } from '../../db/schema.ts';
import { slugify } from '../../src/domain/archetypes/index.ts';
import type { Paper } from '../../src/domain/report/paper.ts';
import { ApiError } from '../lib/errors.ts';
import { loadPdfReportModel } from '../pdf/report/load.ts';
import type { ReportPdfRenderer } from '../pdf/report/model.ts';

export interface PdfReportDeps {
  db: Database;
  /** Absent where the runtime wires none: the PDF then answers 503. */
  renderPdf?: ReportPdfRenderer;
  siteUrl: string;
  now: () => number;
}

export const PDF_UNAVAILABLE = 'PDF reports are not available on this server.';

/** The download's name: brand-archetype-report-hero.pdf. */
export function reportPdfFilename(primaryArchetype: string): string {
  const slug = slugify(primaryArchetype).replace(/[^a-z0-9-]/g, '') || 'result';
  return `brand-archetype-report-${slug}.pdf`;
}

/** The PDF report of a stored submission (the caller has checked access): the model from the database, then the renderer. */
export async function renderSubmissionPdf(
  { db, renderPdf, siteUrl, now }: PdfReportDeps,
  submission: QuizSubmissionRow,
  paper: Paper,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!renderPdf) throw new ApiError('unavailable', PDF_UNAVAILABLE);
  // The writer's own bytes, never shared memory: a response body as they are.
  return (await renderPdf(await loadPdfReportModel(db, submission, { siteUrl, paper, now }))) as Uint8Array<ArrayBuffer>;
}

/** The PDF response's headers: a download, never kept by a cache (it holds the visitor's result). */
export function pdfHeaders(submission: Pick<QuizSubmissionRow, 'primaryArchetype'>, bytes: Uint8Array): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${reportPdfFilename(submission.primaryArchetype)}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'private, no-store',
  };
}
