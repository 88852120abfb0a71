import { getArchetype } from '../../domain/archetypes/index.ts';
import { Names } from './Names.tsx';
import type { ArchetypeShare, SubArchetypeShare, TeamAggregate } from '../../domain/team/aggregate.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A count with its share drawn as a bar: the bar is decoration, the words carry the figure. */
function ShareCell({ row }: { row: ArchetypeShare }) {
  const { displayColor } = getArchetype(row.archetype);
  return (
    <td className="team-table__share">
      <span className="team-bar" aria-hidden="true">
        <span className="team-bar__fill" style={{ width: percent(row.share), background: displayColor }} />
      </span>
      <span>
        {row.count} <span className="team-table__percent">({percent(row.share)})</span>
      </span>
    </td>
  );
}

function ArchetypeCell({ archetype }: { archetype: ArchetypeShare['archetype'] }) {
  const { slug, displayColor } = getArchetype(archetype);
  return (
    <th scope="row">
      <span className="team-swatch" style={{ background: displayColor }} aria-hidden="true" />
      <a href={`/${slug}`}>{archetype}</a>
    </th>
  );
}

function ShareTable({
  id,
  caption,
  rows,
  sub,
}: {
  id: string;
  caption: string;
  rows: readonly (ArchetypeShare | SubArchetypeShare)[];
  sub?: boolean;
}) {
  // Narrow screens scroll the table sideways rather than squeeze it; the region is focusable so keyboards can scroll it too.
  return (
    <div className="team-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className="team-table" data-testid={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Archetype</th>
            {sub && <th scope="col">Sub-archetype</th>}
            <th scope="col">Members</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.archetype}\n${'subArchetype' in row ? row.subArchetype : ''}`}>
              <ArchetypeCell archetype={row.archetype} />
              {sub && <td>{'subArchetype' in row ? row.subArchetype : ''}</td>}
              <ShareCell row={row} />
              <td className="team-table__names">
                <Names names={row.members} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the members' primaries and sub-archetypes are distributed: counts, shares and names, most held first. */
export function TeamDistribution({ aggregate }: { aggregate: TeamAggregate }) {
  if (aggregate.memberCount === 0) return <p>No results yet: the distribution shows once members join.</p>;
  return (
    <div className="team-distribution">
      <ShareTable id="team-primaries" caption="Primary archetypes" rows={aggregate.primaries} />
      <ShareTable id="team-sub-archetypes" caption="Sub-archetypes" rows={aggregate.subArchetypes} sub />
    </div>
  );
}
