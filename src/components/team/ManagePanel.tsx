import { useId, useState } from 'react';
import { CopyField } from '../ui/CopyField.tsx';
import type { Confirmation } from './ConfirmAction.tsx';
import { changeTeam, reloadWith, removeMember } from './team-actions.ts';

export interface ManagedMember {
  id: string;
  name: string;
  isOwner: boolean;
}

export interface ManagePanelProps {
  teamId: string;
  teamName: string;
  closed: boolean;
  members: readonly ManagedMember[];
  manageToken: string;
  /** The invite link, once the manage token has fetched it (the page itself never carries it). */
  inviteUrl: string | null;
  onConfirm: (action: Confirmation) => void;
  onDeleted: () => void;
}

/** The owner's controls: the invite link, closing or reopening to new members, removing a member, deleting the team. */
export function ManagePanel({ teamId, teamName, closed, members, manageToken, inviteUrl, onConfirm, onDeleted }: ManagePanelProps) {
  const ids = { heading: useId(), member: useId() };
  const removable = members.filter((m) => !m.isOwner);
  const [memberId, setMemberId] = useState(removable[0]?.id ?? '');
  const [copied, setCopied] = useState('');

  const toggle: Confirmation = closed
    ? {
        title: 'Reopen the team to new members?',
        description: `The invite link works again, until the team has 50 members.`,
        confirm: 'Reopen to new members',
        run: async () => {
          await changeTeam(teamId, manageToken, 'reopen');
          reloadWith('The team is open to new members again.');
        },
      }
    : {
        title: 'Close the team to new members?',
        description: 'Colleagues who open the invite link are told the team is closed. Members stay, and you can reopen it at any time.',
        confirm: 'Close to new members',
        run: async () => {
          await changeTeam(teamId, manageToken, 'close');
          reloadWith('The team is closed to new members.');
        },
      };

  function confirmRemoval() {
    const member = removable.find((m) => m.id === memberId);
    if (!member) return;
    onConfirm({
      title: `Remove ${member.name} from the team?`,
      description: 'Their name and result leave the team page. Their own result stays theirs.',
      confirm: 'Remove member',
      danger: true,
      run: async () => {
        await removeMember(teamId, member.id, manageToken);
        reloadWith(`${member.name} was removed from the team.`);
      },
    });
  }

  const deletion: Confirmation = {
    title: `Delete ${teamName}?`,
    description: "The team page and every membership are deleted, for everyone. Each member's own result stays theirs. This cannot be undone.",
    confirm: 'Delete team',
    danger: true,
    run: async () => {
      await changeTeam(teamId, manageToken, 'delete');
      onDeleted();
    },
  };

  return (
    <section className="card team-manage" aria-labelledby={ids.heading} data-testid="team-manage">
      <h2 id={ids.heading} tabIndex={-1}>
        Manage the team
      </h2>
      <p>You opened this page with the team's manage link. Keep that link private: whoever has it can manage the team.</p>
      <p className="team-manage__status">
        {closed ? 'Closed to new members: the invite link does not work until you reopen the team.' : 'Open to new members through the invite link.'}
      </p>
      {inviteUrl && (
        <div className="team-manage__invite">
          <CopyField label="Invite link" value={inviteUrl} copyLabel="Copy invite link" onStatus={setCopied} variant="secondary" />
          <p role="status" className="team-manage__copied">
            {copied}
          </p>
        </div>
      )}
      <div className="team-manage__row">
        <button type="button" className="button button--secondary" onClick={() => onConfirm(toggle)}>
          {closed ? 'Reopen to new members' : 'Close to new members'}
        </button>
        <button type="button" className="button button--danger" onClick={() => onConfirm(deletion)}>
          Delete team
        </button>
      </div>
      {removable.length > 0 && (
        <div className="field team-manage__remove">
          <label htmlFor={ids.member}>Remove a member</label>
          <div className="team-manage__row">
            <select id={ids.member} value={memberId} onChange={(e) => setMemberId(e.currentTarget.value)}>
              {removable.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
            <button type="button" className="button button--secondary" onClick={confirmRemoval}>
              Remove member
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
