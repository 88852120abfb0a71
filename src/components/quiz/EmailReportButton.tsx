import type { Submission } from '../../stores/quiz.ts';
import { DialogButton } from '../ui/DialogButton.tsx';
import { preloadable } from '../ui/preloadable.ts';

const EmailReportDialog = preloadable(() => import('./EmailReportDialog.tsx').then((m) => m.default));

/** The results page's 'Email Report' button. */
export function EmailReportButton({ submission }: { submission: Pick<Submission, 'id' | 'accessToken'> }) {
  return <DialogButton label="Email Report" dialog={EmailReportDialog} props={{ submission }} />;
}
