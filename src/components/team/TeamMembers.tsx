import type { CSSProperties } from 'react';
import { getArchetype } from '../../domain/archetypes/index.ts';
import type { TeamMember } from '../../domain/team/types.ts';

/** Dates as the page's readers say them, the same on every server: "Jan 5, 2025". */
const JOINED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Every member with their initials (as on the wheel), result and when they joined; the owner first. */
export function TeamMembers({ members }: { members: readonly TeamMember[] }) {
  if (members.length === 0) return <p>No one is in the team yet.</p>;
  return (
    <ul className="team-members" data-testid="team-members">
      {members.map((m) => {
        const { displayColor } = getArchetype(m.primary);
        return (
          <li key={m.id} className="team-member" data-member-id={m.id}>
            <span className="team-member__initials" style={{ '--dot': displayColor } as CSSProperties} aria-hidden="true">
              {m.initials}
            </span>
            <span className="team-member__body">
              <span className="team-member__name">
                <bdi>{m.name}</bdi>
                {m.isOwner && (
                  <>
                    {' '}
                    <span className="team-member__tag">Owner</span>
                  </>
                )}
              </span>
              <span className="team-member__result">
                {m.primary} · {m.subArchetype}
              </span>
              <span className="team-member__joined">
                Joined <time dateTime={m.joinedAt}>{JOINED.format(new Date(m.joinedAt))}</time>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
