import { isArchetypeName } from '../../domain/archetypes/types.ts';
import { hostLabel, type PositionedSite } from '../../domain/competitors/types.ts';
import type { SubmissionReport } from '../../domain/admin/types.ts';
import { ArchetypeWheel } from '../results/ArchetypeWheel.tsx';
import { CompetitorTable } from '../results/competitors/CompetitorTable.tsx';
import { PositioningNote } from '../results/competitors/PositioningNote.tsx';
import '../../styles/competitors.css';

/**
 * The comparison the visitor made, as staff see it: the shared wheel with every competitor's marker, the table and
 * the positioning note, built from the same components and words as the visitor's own results (read-only here).
 */
export function CompetitorReport({ report }: { report: SubmissionReport }) {
  const { competitors, companyAnalysis, companyUrl, results } = report;
  if (competitors.length === 0) return null;
  const sites: PositionedSite[] = competitors.flatMap((c) => (isArchetypeName(c.archetype) ? [{ label: c.host, archetype: c.archetype }] : []));
  const companyArchetype = companyAnalysis && isArchetypeName(companyAnalysis.archetype) ? companyAnalysis.archetype : null;
  const company = companyArchetype ? { label: companyUrl ? hostLabel(companyUrl) : 'Company website', archetype: companyArchetype } : null;

  return (
    <section className="card admin-competitors" aria-labelledby="admin-competitors-title" data-testid="admin-competitors">
      <h2 id="admin-competitors-title">Compared with Competitors</h2>
      <ArchetypeWheel
        idPrefix="admin-competitors-wheel"
        primaryArchetype={results.primary}
        companyArchetype={companyArchetype}
        scores={results.scores}
        competitors={sites}
      />
      <CompetitorTable competitors={competitors} />
      <PositioningNote company={company} competitors={sites} />
    </section>
  );
}
