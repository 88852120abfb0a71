import type { Submission } from '../../../stores/quiz.ts';
import { DialogButton } from '../../ui/DialogButton.tsx';
import { preloadable } from '../../ui/preloadable.ts';

const ShareDialog = preloadable(() => import('./ShareDialog.tsx').then((m) => m.default));

/** The results page's 'Share Result' button. */
export function ShareResultButton({ submission }: { submission: Submission }) {
  return <DialogButton label="Share Result" dialog={ShareDialog} props={{ submission }} />;
}
