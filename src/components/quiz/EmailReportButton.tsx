import { lazy, Suspense, useState } from 'react';
import type { Submission } from '../../stores/quiz.ts';

// The dialog, its store and its API call load on first use, as the share and team dialogs do.
const loadDialog = () => import('./EmailReportDialog.tsx');
const EmailReportDialog = lazy(loadDialog);

/** The results page's 'Email Report' button; the dialog stays mounted once opened, so closing it returns focus here. */
export function EmailReportButton({ submission }: { submission: Pick<Submission, 'id' | 'accessToken'> }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        // Hover or focus starts the download, so the dialog is usually there by the time of the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Email Report
      </button>
      {used && (
        <Suspense fallback={null}>
          <EmailReportDialog submission={submission} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
