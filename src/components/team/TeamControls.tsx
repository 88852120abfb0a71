import { useEffect, useRef, useState } from 'react';
import { $teamLinks } from '../../stores/team.ts';
import { ConfirmAction, type Confirmation } from './ConfirmAction.tsx';
import { ManagePanel, type ManagedMember } from './ManagePanel.tsx';
import { ApiCallError } from '../../lib/api.ts';
import { leaveTeam, manageTokenOf, ownerLinks, reloadWith, savedResult, takeNotice, type SavedResult } from './team-actions.ts';

export interface TeamControlsProps {
  teamId: string;
  teamName: string;
  closed: boolean;
  members: readonly ManagedMember[];
  /** The id of the server-rendered report, hidden once the team is deleted. */
  reportId: string;
}

interface Found {
  /** This browser's result, when it is a member (not the owner) of this team. */
  member: SavedResult | null;
  manageToken: string | null;
  inviteUrl: string | null;
}

/** Forgets what this browser kept about its place in the team (the results page would otherwise still link to it). */
function forgetTeam(teamId: string) {
  const links = $teamLinks.get();
  $teamLinks.set(Object.fromEntries(Object.entries(links).filter(([, link]) => !('teamId' in link) || link.teamId !== teamId)));
}

/**
 * The team page's one island: "Leave team" for a member whose result this browser holds, the owner's controls when
 * the URL carries the manage link's token, and the message a change leaves after the page reloads. Without
 * JavaScript, or for anyone else, it shows nothing: the report around it is plain server-rendered HTML.
 */
export default function TeamControls({ teamId, teamName, closed, members, reportId }: TeamControlsProps) {
  const [found, setFound] = useState<Found>({ member: null, manageToken: null, inviteUrl: null });
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [deleted, setDeleted] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const controls = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const saved = savedResult();
    const links = $teamLinks.get();
    const link = saved ? links[saved.id] : undefined;
    const owned = Object.values(links).find((l) => l.role === 'owner' && l.teamId === teamId);
    const manageToken = manageTokenOf(window.location.hash);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage and the fragment exist only in the browser, after hydration
    setFound({ member: link?.role === 'member' && link.teamId === teamId ? saved : null, manageToken: null, inviteUrl: null });
    const left = takeNotice();
    if (left) {
      setNotice(left);
      status.current?.focus();
    }
    // The controls show once the server has taken the token, with the invite link it gives for it (the owner may
    // open the manage link in another browser than the one that made the team). A refused token shows no controls;
    // without an answer they show, with the invite link this browser kept, and each action reports its own failure.
    let live = true;
    if (manageToken) {
      const kept = owned?.role === 'owner' ? owned.inviteUrl : null;
      ownerLinks(teamId, manageToken).then(
        ({ inviteUrl }) => live && setFound((f) => ({ ...f, manageToken, inviteUrl })),
        (err: unknown) => {
          if (!live) return;
          if (err instanceof ApiCallError && err.status === 403) {
            setNotice(err.message);
            status.current?.focus();
          } else setFound((f) => ({ ...f, manageToken, inviteUrl: kept }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [teamId]);

  // The manage link is a link to the owner's panel, which sits after the report: it is brought into view, as a
  // fragment's target would be, once the server has taken the token.
  useEffect(() => {
    if (found.manageToken) controls.current?.querySelector<HTMLElement>('.team-manage h2')?.focus();
  }, [found.manageToken]);

  function onDeleted() {
    forgetTeam(teamId);
    setConfirming(null);
    setDeleted(true);
    // The report below describes a team that no longer exists.
    document.getElementById(reportId)?.setAttribute('hidden', '');
    setNotice('The team was deleted. Its page is gone for everyone; each member keeps their own result.');
    status.current?.focus();
  }

  const leave: Confirmation | null = found.member && {
    title: `Leave ${teamName}?`,
    description: 'Your name and result will no longer show on the team page. Your own result stays yours.',
    confirm: 'Leave team',
    danger: true,
    run: async () => {
      await leaveTeam(teamId, found.member!);
      forgetTeam(teamId);
      reloadWith(`You left ${teamName}.`);
    },
  };

  return (
    <div ref={controls} className="team-controls">
      <p ref={status} role="status" tabIndex={-1} className={notice ? 'team-controls__notice' : 'visually-hidden'}>
        {notice}
        {deleted && (
          <>
            {' '}
            <a href="/">Go to the home page</a>
          </>
        )}
      </p>
      {!deleted && found.manageToken && (
        <ManagePanel
          teamId={teamId}
          teamName={teamName}
          closed={closed}
          members={members}
          manageToken={found.manageToken}
          inviteUrl={found.inviteUrl}
          onConfirm={setConfirming}
          onDeleted={onDeleted}
        />
      )}
      {!deleted && leave && (
        <section className="card team-leave" aria-labelledby="team-leave-heading">
          <h2 id="team-leave-heading">You are in this team</h2>
          <p>Your result from this browser is on this page. If you leave, your name and result are taken off it.</p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(leave)}>
            Leave team
          </button>
        </section>
      )}
      <ConfirmAction action={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
