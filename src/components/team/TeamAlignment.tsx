import type { CSSProperties } from 'react';
import { getArchetype } from '../../domain/archetypes/index.ts';
import type { ArchetypeName } from '../../domain/archetypes/types.ts';
import type { TeamAggregate } from '../../domain/team/aggregate.ts';
import type { TeamWebsite } from '../../domain/team/types.ts';
import { uncertainWebsite } from '../../domain/team/reading.ts';
import { centreWords } from '../../domain/team/wheel-description.ts';
import { Names } from './Names.tsx';

/** The site's host, as people name a website; the stored URL passed the website check, so it parses. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function Archetypes({ names, counts }: { names: readonly ArchetypeName[]; counts?: ReadonlyMap<ArchetypeName, number> }) {
  return (
    <ul className="team-chips">
      {names.map((name) => (
        <li key={name} className="team-chip" style={{ '--chip': getArchetype(name).displayColor } as CSSProperties}>
          {name}
          {counts && <span className="team-chip__count"> ({counts.get(name)})</span>}
        </li>
      ))}
    </ul>
  );
}

/** The team against its website: how many share its archetype, and what each side holds that the other does not. */
export function TeamAlignment({ aggregate, website }: { aggregate: TeamAggregate; website: TeamWebsite | null }) {
  const { alignment, memberCount, centre } = aggregate;
  if (!alignment || !website) {
    return (
      <p>There is no reading of the company website yet (the team has no website, or its analysis is not done), so there is nothing to align with.</p>
    );
  }
  // Too weak a reading to compare with: say so plainly, and state no alignment from it (the wheel still shows it).
  if (alignment.uncertain)
    return (
      <div className="team-alignment">
        <p className="team-alignment__site" data-testid="team-shared">
          <strong>{hostOf(website.url)}</strong>: {uncertainWebsite(alignment.website)}
        </p>
      </div>
    );
  const { shared, teamOnly, websiteOnly, runnerUp } = alignment;
  const teamCounts = new Map(teamOnly.map((t) => [t.archetype, t.count]));
  const site = (
    <p className="team-alignment__site">
      <strong>{hostOf(website.url)}</strong> projects <strong>{alignment.website}</strong>
      {website.subArchetype ? ` (${website.subArchetype})` : ''}
      {runnerUp ? `, with ${runnerUp} as its runner-up` : ''}.
    </p>
  );
  // No members: nothing to count or compare, only what the website shows.
  if (memberCount === 0)
    return (
      <div className="team-alignment">
        {site}
        <p data-testid="team-shared">No one is on the team, so there is no one to compare it with yet.</p>
      </div>
    );
  return (
    <div className="team-alignment">
      {site}
      <p className="team-alignment__figure" data-testid="team-shared">
        <span className="team-alignment__count">
          {shared.count} of {memberCount}
        </span>{' '}
        {memberCount === 1 ? 'member' : 'members'} {shared.count === 1 ? 'shares' : 'share'} the website's archetype
        {shared.count === 0 ? (
          `: no one chose ${alignment.website}.`
        ) : (
          <>
            {' ('}
            <Names names={shared.members} />
            {').'}
          </>
        )}
      </p>
      <div className="team-alignment__gaps">
        <section aria-labelledby="team-only-heading">
          <h3 id="team-only-heading">In the team, not on the website</h3>
          {teamOnly.length > 0 ? (
            <Archetypes names={teamOnly.map((t) => t.archetype)} counts={teamCounts} />
          ) : (
            <p>Nothing: every archetype the team holds, the website projects.</p>
          )}
        </section>
        <section aria-labelledby="website-only-heading">
          <h3 id="website-only-heading">On the website, not in the team</h3>
          {websiteOnly.length > 0 ? <Archetypes names={websiteOnly} /> : <p>Nothing: someone on the team holds what the website projects.</p>}
        </section>
      </div>
      {centre && (
        <p className="team-alignment__centre">
          The team's centre of gravity is {centreWords(centre)}
          {alignment.centreGap !== null
            ? alignment.centreGap === 0
              ? ', on the website’s own archetype.'
              : `, ${alignment.centreGap} ${alignment.centreGap === 1 ? 'segment' : 'segments'} from the website's archetype.`
            : '.'}
        </p>
      )}
    </div>
  );
}
