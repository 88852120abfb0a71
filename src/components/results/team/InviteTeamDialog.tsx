import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { TEAM_NAME_MAX } from '../../../domain/team/types.ts';
import type { Submission } from '../../../stores/quiz.ts';
import { $teamLinks, createTeam, teamErrorMessage } from '../../../stores/team.ts';
import { MemberNameField, useMemberName } from '../../team-invite/MemberNameField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TeamLinksPanel } from './TeamLinksPanel.tsx';
import './team-dialog.css';
import { LiveMessages } from '../../ui/LiveMessages.tsx';

export interface InviteTeamDialogProps {
  submission: Submission;
  /** The team's name until the owner gives another: their company's. */
  defaultTeamName: string;
  open: boolean;
  onClose: () => void;
}

/** Makes a team around this result and hands out its links; reopened, it shows the same team. */
export function InviteTeamDialog({ submission, defaultTeamName, open, onClose }: InviteTeamDialogProps) {
  const link = useStore($teamLinks)[submission.id];
  const team = link?.role === 'owner' ? link : null;
  const ownerName = useMemberName();
  const [teamName, setTeamName] = useState(defaultTeamName);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const copyRef = useRef<HTMLButtonElement>(null);
  // Create Team is replaced by the links: focus follows to Copy Link, never to the page.
  const focusCopy = useRef(false);
  const teamFieldId = useId();

  useEffect(() => {
    if (team && focusCopy.current) copyRef.current?.focus();
    focusCopy.current = false;
  }, [team]);

  // A reopened dialog starts quiet: last time's "Copied" or error no longer describes anything.
  function close() {
    setStatus('');
    setError('');
    onClose();
  }

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const owner = ownerName.take();
    if (owner === null) return;
    setBusy(true);
    setError('');
    setStatus('');
    try {
      // Set first: the store's update re-renders before this function resumes.
      focusCopy.current = true;
      await createTeam(submission, { ownerName: owner, teamName: teamName.trim() || defaultTeamName });
      setStatus('Your team is ready: send the invite link to your colleagues.');
    } catch (err) {
      focusCopy.current = false;
      setError(teamErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Invite Your Team"
      description="Colleagues who take the quiz through your invite link join your team. The team page shows each member's name, archetype and sub-archetype, never their email."
    >
      <div className="team-dialog" aria-busy={busy}>
        {team ? (
          <TeamLinksPanel team={team} onStatus={setStatus} copyRef={copyRef} />
        ) : (
          <form className="dialog__form" noValidate onSubmit={(e) => void create(e)}>
            <MemberNameField label="Your name (shown to your team)" {...ownerName.field} autoFocus />
            <div className="field">
              <label htmlFor={teamFieldId}>Team name</label>
              <input id={teamFieldId} type="text" maxLength={TEAM_NAME_MAX} value={teamName} onChange={(e) => setTeamName(e.target.value)} />
            </div>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" aria-disabled={busy}>
                {busy ? 'Creating…' : 'Create Team'}
              </button>
            </div>
          </form>
        )}
        <LiveMessages status={status} error={error} />
      </div>
    </Dialog>
  );
}
