import { BRAND_BOOK_URL } from '../../config.ts';
import { retake, type Submission } from '../../stores/quiz.ts';
import { EmailReportButton } from './EmailReportDialog.tsx';
import { use } from 'react';
import { loadArchetype } from '../../domain/archetypes/load.ts';
import { ResultsReport } from '../results/ResultsReport.tsx';

/** The quiz's results: archetype content is fetched per archetype (suspends until loaded). */
export default function QuizResultsStep({ submission }: { submission: Submission }) {
  const { results, companyAnalysis } = submission;
  const archetype = use(loadArchetype(results.primary));
  const companyArchetype = companyAnalysis ? use(loadArchetype(companyAnalysis.archetype)) : null;
  return (
    <ResultsReport
      results={results}
      archetype={archetype}
      companyAnalysis={companyAnalysis}
      companyArchetype={companyArchetype}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={retake}>
            Retake Assessment
          </button>
          <EmailReportButton submission={submission} />
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Save Results
          </button>
          <a className="button button--primary" href={BRAND_BOOK_URL} target="_blank" rel="noopener noreferrer">
            Purchase The Brand Book
          </a>
        </>
      }
    />
  );
}
