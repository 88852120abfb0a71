import { lazy, Suspense } from 'react';
import type { CompanyAnalysis, QuizResults } from '../../../domain/quiz/results.ts';
import type { Submission } from '../../../stores/quiz.ts';

// The form, its store, the comparison wheel and table load on their own: only this shell rides with the results.
const CompetitorComparison = lazy(() => import('./CompetitorComparison.tsx'));

interface Props {
  submission: Pick<Submission, 'id' | 'accessToken'> & { results: QuizResults; companyAnalysis: CompanyAnalysis };
}

/** 'Compare with Competitors': only on the visitor's own results with a company analysis (it needs the submission's secret). */
export function CompareWithCompetitors({ submission }: Props) {
  return (
    <section className="card competitors" aria-labelledby="competitors-title" data-testid="competitors">
      <h3 id="competitors-title">Compare with Competitors</h3>
      <Suspense fallback={<p className="competitors__intro">Loading the comparison…</p>}>
        <CompetitorComparison submission={submission} />
      </Suspense>
    </section>
  );
}
