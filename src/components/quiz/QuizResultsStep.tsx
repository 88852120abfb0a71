import { useStore } from '@nanostores/react';
import { use, useEffect, useState } from 'react';
import { BRAND_BOOK_URL } from '../../config.ts';
import { loadArchetype } from '../../domain/archetypes/load.ts';
import { $failedAnalysis } from '../../stores/company-analysis.ts';
import { loadedArchetype } from '../../stores/company-analysis-retry.ts';
import { retake, type Submission } from '../../stores/quiz.ts';
import { dismissSavedToast } from '../../stores/submit.ts';
import { CompanyAnalysisNotice } from '../results/CompanyAnalysisNotice.tsx';
import { CompareWithCompetitors } from '../results/competitors/CompareWithCompetitors.tsx';
import { PdfDownloadButton } from '../results/PdfDownloadButton.tsx';
import { ResultsReport } from '../results/ResultsReport.tsx';
import { ShareResultButton } from '../results/share/ShareResultButton.tsx';
import { TeamAction } from '../results/team/TeamAction.tsx';
import { WatchAction } from '../results/WatchAction.tsx';
import { EmailReportButton } from './EmailReportButton.tsx';
import { SiteInYourVoice } from './SiteInYourVoice.tsx';

/** The quiz's results: archetype content is fetched per archetype (suspends until loaded). */
export default function QuizResultsStep({ submission }: { submission: Submission }) {
  const { results, companyAnalysis } = submission;
  const archetype = use(loadArchetype(results.primary));
  // Content a retry already loaded renders at once: suspending again would blank the results for a moment.
  const companyName = companyAnalysis?.archetype;
  const companyArchetype = companyName ? (loadedArchetype(companyName) ?? use(loadArchetype(companyName))) : null;
  const failed = useStore($failedAnalysis);
  const failure = !companyAnalysis && failed?.submissionId === submission.id ? failed.failure : null;
  const [recovered, setRecovered] = useState(false);

  // Shown at last: the "saved… analyzing" toast is stale. The quiz's own focus move ran before this lazy chunk
  // rendered, so the results take focus themselves (here, not in ResultsReport, which the admin report reuses).
  useEffect(() => {
    dismissSavedToast();
    document.getElementById('results-heading')?.focus();
  }, []);

  // A retry that worked replaces the focused "Try again" button: focus goes to the section that took its place.
  useEffect(() => {
    if (recovered && companyAnalysis) document.getElementById('company-title')?.focus();
  }, [recovered, companyAnalysis]);

  return (
    <ResultsReport
      titleIsPageHeading
      results={results}
      archetype={archetype}
      companyAnalysis={companyAnalysis}
      companyArchetype={companyArchetype}
      companyNotice={failure && <CompanyAnalysisNotice failure={failure} submission={submission} onRecovered={() => setRecovered(true)} />}
      afterCompany={
        companyAnalysis && (
          <>
            <CompareWithCompetitors submission={{ ...submission, companyAnalysis }} />
            <SiteInYourVoice analysis={companyAnalysis} primary={results.primary} />
          </>
        )
      }
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={retake}>
            Retake Assessment
          </button>
          <EmailReportButton submission={submission} />
          <ShareResultButton submission={submission} />
          <TeamAction submission={submission} />
          <WatchAction submission={submission} />
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Save Results
          </button>
          <PdfDownloadButton submission={submission} />
          <a className="button button--primary" href={BRAND_BOOK_URL} target="_blank" rel="noopener noreferrer">
            Purchase The Brand Book
          </a>
        </>
      }
    />
  );
}
