import type { Ref } from 'react';
import { inviteMailto } from '../../../domain/team/invite-email.ts';
import type { TeamLink } from '../../../stores/team.ts';
import { CopyField } from '../../ui/CopyField.tsx';

export interface TeamLinksPanelProps {
  team: Extract<TeamLink, { role: 'owner' }>;
  onStatus: (message: string) => void;
  copyRef: Ref<HTMLButtonElement>;
}

/** A made team: the invite to pass on (copy or email), the team page, and the owner's private manage link. */
export function TeamLinksPanel({ team, onStatus, copyRef }: TeamLinksPanelProps) {
  const mailto = inviteMailto({ teamName: team.teamName, ownerName: team.ownerName, inviteUrl: team.inviteUrl });
  return (
    <>
      <CopyField label="Invite link" value={team.inviteUrl} copyLabel="Copy Link" onStatus={onStatus} buttonRef={copyRef} autoFocus />
      <div className="team-dialog__targets">
        <a className="button button--secondary" href={mailto}>
          Email the Invite
        </a>
        <a className="button button--secondary" href={team.teamUrl}>
          View the Team Page
        </a>
      </div>
      <CopyField
        label="Your manage link"
        value={team.manageUrl}
        copyLabel="Copy Manage Link"
        note="Keep this link: it lets you manage the team (close it to new members, remove members, delete it). Don't share it."
        onStatus={onStatus}
      />
    </>
  );
}
