import type { ReactNode } from 'react';
import { aggregateTeam } from '../../domain/team/aggregate.ts';
import { readTeam } from '../../domain/team/reading.ts';
import { MAX_TEAM_MEMBERS, type TeamView } from '../../domain/team/types.ts';
import '../../styles/team.css';
import { TeamAlignment } from './TeamAlignment.tsx';
import { TeamDistribution } from './TeamDistribution.tsx';
import { TeamMembers } from './TeamMembers.tsx';
import { TeamWheel } from './TeamWheel.tsx';

/** The report's body, hidden by the controls once the team is deleted. */
export const TEAM_REPORT_BODY_ID = 'team-report-body';

export interface TeamReportProps {
  team: TeamView;
  /** The admin's copy: the same report, without the member's and the owner's controls. */
  readOnly?: boolean;
  /**
   * The page's controls island (TeamControls), placed after the report: its panels appear only once the page's script
   * has read this browser's storage and the address's fragment, and above the report they pushed it down (layout
   * shift). Left out when read-only.
   */
  controls?: ReactNode;
}

/**
 * The team page's report, rendered on the server (no script of its own): the team, its members on one wheel with the
 * website's archetype and the centre of gravity, the distribution, the alignment with the website, the reading and the
 * members. The controls come in as an island from the page. A team without members shows only what there is: the
 * reading (why it is empty), the wheel and the website's reading.
 */
export function TeamReport({ team, readOnly = false, controls }: TeamReportProps) {
  const aggregate = aggregateTeam(team.members, team.website);
  const reading = readTeam(aggregate, team);
  const count = team.members.length;
  return (
    <article className="team" data-team-id={team.id}>
      <header className="team__header">
        <p className="eyebrow">Team brand archetypes</p>
        <h1>{team.name}</h1>
        <ul className="team__meta" aria-label="About this team">
          <li data-testid="team-member-count">
            {count === 1 ? '1 member' : `${count} members`} (at most {MAX_TEAM_MEMBERS})
          </li>
          {team.company && team.company !== team.name && <li>{team.company}</li>}
          <li data-testid="team-owner">
            {team.ownerDeleted ? (
              'Started by someone who has since deleted their data'
            ) : (
              <>
                Started by <bdi>{team.ownerName}</bdi>
              </>
            )}
          </li>
          <li data-testid="team-state">{team.closed ? 'Closed to new members' : 'Open to new members'}</li>
        </ul>
      </header>
      <div id={TEAM_REPORT_BODY_ID} className="team__body">
        <div className="team__overview">
          <section className="card" aria-labelledby="team-wheel-heading">
            <h2 id="team-wheel-heading">The team on the wheel</h2>
            <TeamWheel members={team.members} aggregate={aggregate} />
          </section>
          <section className="card team-reading" aria-labelledby="team-reading-heading" data-testid="team-reading" data-agreement={reading.agreement}>
            <h2 id="team-reading-heading">What it means for the brand</h2>
            <h3>{reading.headline}</h3>
            {reading.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        </div>
        {count > 0 && (
          <section className="card" aria-labelledby="team-distribution-heading">
            <h2 id="team-distribution-heading">Distribution</h2>
            <TeamDistribution aggregate={aggregate} />
          </section>
        )}
        <section className="card" aria-labelledby="team-alignment-heading" data-testid="team-alignment">
          <h2 id="team-alignment-heading">Alignment with the website</h2>
          <TeamAlignment aggregate={aggregate} website={team.website} />
        </section>
        {count > 0 && (
          <section className="card" aria-labelledby="team-members-heading">
            <h2 id="team-members-heading">Members</h2>
            <TeamMembers members={team.members} />
          </section>
        )}
      </div>
      {!readOnly && controls}
    </article>
  );
}
