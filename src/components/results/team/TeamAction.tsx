import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $quiz, type Submission } from '../../../stores/quiz.ts';
import { $teamLinks, retryJoin } from '../../../stores/team.ts';
import { DialogButton } from '../../ui/DialogButton.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import './team-dialog.css';

// The dialog (the name fields, the links and how to pass them on) loads on first use, as the share dialog does.
const InviteTeamDialog = preloadable(() => import('./InviteTeamDialog.tsx').then((m) => m.InviteTeamDialog));

/**
 * The results' team action: a member's team page, or (for everyone else) "Invite Your Team". A join that failed says
 * why first, with a retry when trying again may work.
 */
export function TeamAction({ submission }: { submission: Submission }) {
  const link = useStore($teamLinks)[submission.id];
  // The team is named after the company the result was sent with, until its owner names it otherwise. (Saved
  // progress of an older shape may have no company: typed as a string, checked anyway.)
  const saved: unknown = useStore($quiz).contact.company;
  const company = typeof saved === 'string' ? saved.trim() : '';
  const [retrying, setRetrying] = useState(false);

  if (link?.role === 'member')
    return (
      <p className="team-status">
        You joined <strong>{link.teamName}</strong>. <a href={link.teamUrl}>View the team page</a>
      </p>
    );

  const retry = async () => {
    setRetrying(true);
    await retryJoin(submission);
    setRetrying(false);
  };

  return (
    <>
      {link?.role === 'join-failed' && (
        <div className="team-status team-status--failed" role="alert">
          <p>
            You did not join <strong>{link.teamName}</strong>: {link.message}
          </p>
          {link.retry && (
            <button type="button" className="button button--secondary" onClick={() => void retry()} aria-disabled={retrying}>
              {retrying ? 'Trying again…' : 'Try Again'}
            </button>
          )}
        </div>
      )}
      <DialogButton label="Invite Your Team" dialog={InviteTeamDialog} props={{ submission, defaultTeamName: company }} />
    </>
  );
}
