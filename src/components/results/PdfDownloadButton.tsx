import { useState } from 'react';
import type { Submission } from '../../stores/quiz.ts';

const FAILED = 'Failed to download the PDF. Please try again.';

/**
 * "Download PDF" on the results: the designed report, fetched and saved on click. The fetching code loads with the
 * first click. While it works the button stays focusable (aria-disabled, not disabled) so focus is not lost; a
 * failure's text appears in a polite live region beside it, and the button works again.
 */
export function PdfDownloadButton({ submission }: { submission: Pick<Submission, 'id' | 'accessToken'> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function download() {
    if (busy) return;
    setBusy(true);
    setError('');
    const outcome = await import('./pdf-download.ts').then(
      ({ downloadReportPdf }) => downloadReportPdf(submission),
      () => ({ saved: false as const, error: null }),
    );
    setBusy(false);
    if (!outcome.saved) setError(outcome.error ?? FAILED);
  }

  return (
    <span className="pdf-download">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy}
        aria-busy={busy}
        aria-describedby="pdf-download-status"
        onClick={() => void download()}
      >
        {busy ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      <span id="pdf-download-status" className="pdf-download__status" role="status">
        {error}
      </span>
    </span>
  );
}
