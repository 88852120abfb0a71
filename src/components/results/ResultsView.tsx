import type { ReactNode } from 'react';
import { getArchetype } from '../../domain/archetypes/index.ts';
import type { CompanyAnalysis, QuizResults } from '../../domain/quiz/results.ts';
import { ResultsReport } from './ResultsReport.tsx';

export interface ResultsViewProps {
  results: QuizResults;
  companyAnalysis?: CompanyAnalysis | null;
  actions?: ReactNode;
  title?: string;
}

/**
 * The report of one submission by archetype name, with all archetype content bundled
 * (the admin report). The quiz renders the same ResultsReport with content loaded per archetype.
 */
export function ResultsView({ results, companyAnalysis, ...rest }: ResultsViewProps) {
  return (
    <ResultsReport
      results={results}
      archetype={getArchetype(results.primary)}
      companyAnalysis={companyAnalysis}
      companyArchetype={companyAnalysis ? getArchetype(companyAnalysis.archetype) : null}
      {...rest}
    />
  );
}
