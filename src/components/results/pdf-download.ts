import { attachmentFilename } from '../../domain/attachment-filename.ts';
import type { Submission } from '../../stores/quiz.ts';
import { saveDownload } from '../../lib/save-download.ts';

/** Loaded on the first click of "Download PDF" (dynamic import): the results page carries only the button. */

const FALLBACK_NAME = 'brand-archetype-report.pdf';

/** Saved, or not: with the API's own words (e.g. the 429's) when its error envelope had any (offline, a proxy's page: none). */
export type PdfDownload = { saved: true } | { saved: false; error: string | null };

/** Fetches the stored report as a PDF (the submission's secret proves this browser made it) and saves it under the server's name. */
export async function downloadReportPdf({ id, accessToken }: Pick<Submission, 'id' | 'accessToken'>): Promise<PdfDownload> {
  try {
    const response = await fetch(`/api/submissions/${encodeURIComponent(id)}/report.pdf`, {
      headers: { authorization: `Bearer ${accessToken}` },
      credentials: 'same-origin',
    });
    if (!response.ok) return { saved: false, error: await envelopeError(response) };
    const blob = await response.blob();
    saveDownload(blob, attachmentFilename(response.headers.get('content-disposition'), FALLBACK_NAME));
    return { saved: true };
  } catch {
    return { saved: false, error: null };
  }
}

/** The `error` of the API's envelope { error, code, requestId }. */
async function envelopeError(response: Response): Promise<string | null> {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof data?.error === 'string' && data.error.trim() ? data.error : null;
}
