import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { analysisFailureMessage, type AnalysisFailure } from '../../domain/analysis-failure.ts';
import { $retryingAnalysis, retryCompanyAnalysis } from '../../stores/company-analysis-retry.ts';
import type { Submission } from '../../stores/quiz.ts';
import { Spinner } from '../ui/Spinner.tsx';

/** In the company section's place when the website analysis failed: the reason in plain words and a retry. */
export function CompanyAnalysisNotice({
  failure,
  submission,
  onRecovered,
}: {
  failure: AnalysisFailure;
  submission: Pick<Submission, 'id' | 'accessToken'>;
  onRecovered: () => void;
}) {
  const retrying = useStore($retryingAnalysis);
  // When the notice appeared: a wait the server asked for counts down from its failure to here (a reload shows less).
  const [shownAt] = useState(Date.now);
  const retry = async () => {
    if (await retryCompanyAnalysis(submission)) onRecovered();
  };
  return (
    <section className="card company-notice" aria-labelledby="company-notice-title" data-testid="company-analysis-failed">
      <div className="company-notice__text" aria-live="polite">
        <h3 id="company-notice-title">We could not analyze your website</h3>
        <p data-testid="company-analysis-reason">{retrying ? 'Analyzing your website again…' : analysisFailureMessage(failure, shownAt)}</p>
      </div>
      {/* aria-disabled, not disabled: the button keeps focus while the retry runs */}
      <button type="button" className="button button--secondary" onClick={() => void retry()} aria-disabled={retrying}>
        {retrying ? (
          <>
            <Spinner /> Analyzing...
          </>
        ) : (
          'Try again'
        )}
      </button>
    </section>
  );
}
