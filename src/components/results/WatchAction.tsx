import type { Submission } from '../../stores/quiz.ts';
import { DialogButton } from '../ui/DialogButton.tsx';
import { preloadable } from '../ui/preloadable.ts';

// The consent dialog and its API call load on first use: only this button counts against the results' JavaScript.
const WatchDialog = preloadable(() => import('../watch/WatchDialog.tsx').then((m) => m.WatchDialog));

/** "Watch my website": offered only with a company analysis (the server refuses a watch without one). */
export function WatchAction({ submission }: { submission: Submission }) {
  if (!submission.companyAnalysis) return null;
  return <DialogButton label="Watch my website" dialog={WatchDialog} props={{ submission }} />;
}
