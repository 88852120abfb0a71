import { alignmentOf } from '../../domain/alignment.ts';
import { runnerUpLine } from '../../domain/analysis-readings.ts';
import type { Archetype } from '../../domain/archetypes/types.ts';
import type { CompanyAnalysis } from '../../domain/quiz/results.ts';
import { Readings } from '../analysis/Readings.tsx';
import { BrandExamples } from './parts.tsx';

/** How the company's website reads next to the visitor's own archetype. */
export function CompanySection({ analysis, company, personal }: { analysis: CompanyAnalysis; company: Archetype; personal: string }) {
  const alignment = alignmentOf({ personal, company: company.name, confidence: analysis.confidence });
  const call = runnerUpLine({ ...analysis, archetype: company.name });
  return (
    <section className="card company" aria-labelledby="company-title" data-testid="company-analysis">
      <h3 id="company-title" tabIndex={-1}>
        Our Analysis of Your Website
      </h3>
      <div className="company__head">
        <a href={`/${company.slug}`} aria-label={`Learn more about ${company.name}`}>
          <img src={company.image} alt="" width="96" height="96" />
        </a>
        <div>
          <p className="company__archetype" style={{ color: company.displayColor }}>
            {company.name}
          </p>
          {call && (
            <p className="analysis-call" data-testid="analysis-call">
              {call}
            </p>
          )}
          {analysis.subArchetype && <p>Sub-archetype: {analysis.subArchetype}</p>}
          <p>Confidence: {Math.round(analysis.confidence * 100)}%</p>
        </div>
      </div>
      <Readings analysis={{ ...analysis, archetype: company.name }} id="company-readings-title" />
      {/* An uncertain reading takes the gap's caution colours: neither is a match to celebrate. */}
      <p
        className={alignment.kind === 'aligned' ? 'alignment alignment--aligned' : 'alignment alignment--gap'}
        data-alignment={alignment.kind}
        data-testid="alignment"
      >
        {alignment.text}
      </p>
      <h4>Why we think so</h4>
      <p>{analysis.reasoning}</p>
      {analysis.keyIndicators.length > 0 && (
        <>
          <h4>Key Indicators</h4>
          <ul>
            {analysis.keyIndicators.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </>
      )}
      {company.brandExamples.length > 0 && (
        <>
          <h4>Brands with the same archetype</h4>
          <BrandExamples examples={company.brandExamples.slice(0, 4)} />
        </>
      )}
    </section>
  );
}
