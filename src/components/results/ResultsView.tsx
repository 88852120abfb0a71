import type { ReactNode } from 'react';
import { getArchetype } from '../../domain/archetypes/index.ts';
import type { CompanyAnalysis, QuizResults } from '../../domain/quiz/results.ts';
import { ArchetypeWheel } from './ArchetypeWheel.tsx';
import { BrandExamples, Swatches, Traits } from './parts.tsx';
import { CompanySection } from './CompanySection.tsx';

export interface ResultsViewProps {
  results: QuizResults;
  companyAnalysis?: CompanyAnalysis | null;
  /** Buttons under the report (quiz: retake, email, print, brand book; admin: none). */
  actions?: ReactNode;
  /** Heading level context: the admin report has its own page heading. */
  title?: string;
}

/** The report of one submission; the quiz and the admin report page both render it. */
export function ResultsView({ results, companyAnalysis, actions, title = 'Your Brand Archetype' }: ResultsViewProps) {
  const archetype = getArchetype(results.primary);
  const sub = archetype.subArchetypes.find((s) => s.name === results.subArchetype);
  const href = `/${archetype.slug}`;

  return (
    <article className="results" style={{ ['--accent' as string]: archetype.displayColor }}>
      <header className="results__hero card">
        <a href={href} className="results__image-link" aria-label={`Learn more about ${archetype.name}`}>
          <img src={archetype.image} alt="" width="160" height="160" />
        </a>
        <div>
          <p className="eyebrow">{title}</p>
          <h2 className="results__name" data-step-heading tabIndex={-1}>
            {archetype.name}
          </h2>
          <p className="results__sub">
            Sub-archetype: <strong>{results.subArchetype}</strong>
          </p>
          {sub && <p className="results__sub-description">{sub.description}</p>}
          <p>{archetype.description}</p>
          <a className="button button--secondary" href={href}>
            Learn More
          </a>
        </div>
      </header>

      <div className="results__grid">
        <section className="card" aria-labelledby="traits-title">
          <h3 id="traits-title">Core Traits</h3>
          <Traits traits={archetype.traits} />
          <h3>Strategy Insight</h3>
          <p>{archetype.strategyInsight}</p>
        </section>
        <section className="card" aria-labelledby="wheel-heading">
          <h3 id="wheel-heading">Your Archetype Wheel</h3>
          <ArchetypeWheel primaryArchetype={results.primary} companyArchetype={companyAnalysis?.archetype} scores={results.scores} />
        </section>
        <section className="card" aria-labelledby="examples-title">
          <h3 id="examples-title">Brands That Share Your Archetype</h3>
          <BrandExamples examples={archetype.brandExamples} />
        </section>
        <section className="card" aria-labelledby="colors-title">
          <h3 id="colors-title">Your Brand Colors</h3>
          <Swatches colors={archetype.colors} />
        </section>
      </div>

      {companyAnalysis && <CompanySection analysis={companyAnalysis} personal={archetype.name} />}
      {actions && <div className="results__actions no-print">{actions}</div>}
    </article>
  );
}
