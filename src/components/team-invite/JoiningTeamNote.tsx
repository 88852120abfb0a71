import { dropInvite, type PendingInvite } from '../../stores/pending-invite.ts';
import './team-invite.css';

/** The contact step of a colleague who came through a team invite: which team their result joins, and the way out. */
export function JoiningTeamNote({ invite }: { invite: PendingInvite }) {
  return (
    <div className="joining-team">
      <p>
        Joining <strong>{invite.teamName}</strong>. Your archetype appears on the next screen and on your team&apos;s page
        {invite.hasWebsite ? ", next to the brand your company's website projects (analyzed once for the whole team)." : '.'}
      </p>
      <button type="button" className="joining-team__leave" onClick={dropInvite}>
        Take the quiz without joining
      </button>
    </div>
  );
}
