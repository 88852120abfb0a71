import { lazy, Suspense, useState } from 'react';
import type { Submission } from '../../../stores/quiz.ts';

// The dialog, its store and its API calls load on first use: only this button counts against the results' JavaScript.
const loadDialog = () => import('./ShareDialog.tsx');
const ShareDialog = lazy(loadDialog);

/** The results page's 'Share Result' button; the dialog stays mounted once opened, so closing it returns focus here. */
export function ShareResultButton({ submission }: { submission: Submission }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        // Hover or focus starts the download, so the dialog is usually there by the time of the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Share Result
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog submission={submission} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
