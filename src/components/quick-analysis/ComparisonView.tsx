import type { CompetitorAnalysis } from '../../domain/competitors/types.ts';
import { CompetitorTable } from '../results/competitors/CompetitorTable.tsx';
import { PositioningNote } from '../results/competitors/PositioningNote.tsx';
import { ComparisonWheel } from './ComparisonWheel.tsx';
import '../../styles/competitors.css';

/**
 * The comparison as one card (inside the exported area): every analysed site on one wheel, and the same table and
 * positioning note as the results page. `main` is null when the analysed site itself failed.
 */
export function ComparisonView({ main, others }: { main: CompetitorAnalysis | null; others: CompetitorAnalysis[] }) {
  const label = (s: CompetitorAnalysis) => ({ label: s.host, archetype: s.archetype });
  return (
    <section className="card qa-card qa-compare" aria-labelledby="qa-compare-view-title" data-testid="comparison">
      <h3 id="qa-compare-view-title">Competitive Comparison</h3>
      <ComparisonWheel main={main} others={others} />
      <CompetitorTable
        competitors={main ? [main, ...others] : others}
        {...(main ? { analysed: main.host } : {})}
        caption="Archetype, sub-archetype, confidence, top colours and voice of each site"
      />
      <PositioningNote company={main && label(main)} competitors={others.map(label)} />
    </section>
  );
}
