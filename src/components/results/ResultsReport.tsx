import type { ReactNode } from 'react';
import type { Archetype } from '../../domain/archetypes/types.ts';
import type { CompanyAnalysis, QuizResults } from '../../domain/quiz/results.ts';
import { ArchetypeWheel } from './ArchetypeWheel.tsx';
import { CompanySection } from './CompanySection.tsx';
import { BrandExamples, Swatches, Traits } from './parts.tsx';
import '../../styles/results.css';

export interface ResultsReportProps {
  results: QuizResults;
  /** Content of the primary archetype. */
  archetype: Archetype;
  companyAnalysis?: CompanyAnalysis | null;
  /** Content of the company's archetype, when there is an analysis. */
  companyArchetype?: Archetype | null;
  /** Shown in the company section's place when there is no analysis (the quiz: why it failed, and a retry). */
  companyNotice?: ReactNode;
  /** Under the company section (the quiz: the site's headline rewritten in the visitor's voice). */
  afterCompany?: ReactNode;
  /** Buttons under the report (quiz: retake, email, print, brand book; admin: none). */
  actions?: ReactNode;
  title?: string;
  /** The title is the page's h1 (the quiz's results); a page with its own h1 (the admin report) keeps it a line of text. */
  titleIsPageHeading?: boolean;
}

/** The report of one submission, from resolved archetype content; see ResultsView for the name-based entry. */
export function ResultsReport({
  results,
  archetype,
  companyAnalysis,
  companyArchetype,
  companyNotice,
  afterCompany,
  actions,
  title = 'Your Brand Archetype',
  titleIsPageHeading = false,
}: ResultsReportProps) {
  const sub = archetype.subArchetypes.find((s) => s.name === results.subArchetype);
  const href = `/${archetype.slug}`;

  return (
    <article className="results" style={{ ['--accent' as string]: archetype.displayColor }}>
      <header className="results__hero card">
        <a href={href} className="results__image-link" aria-label={`Learn more about ${archetype.name}`}>
          <img src={archetype.image} alt="" width="160" height="160" />
        </a>
        <div>
          {titleIsPageHeading ? <h1 className="eyebrow results__title">{title}</h1> : <p className="eyebrow">{title}</p>}
          <h2 id="results-heading" className="results__name" data-step-heading tabIndex={-1}>
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

      {companyAnalysis && companyArchetype ? (
        <CompanySection analysis={companyAnalysis} company={companyArchetype} personal={archetype.name} />
      ) : (
        companyNotice
      )}
      {afterCompany}
      {actions && <div className="results__actions no-print">{actions}</div>}
    </article>
  );
}
