import { BRAND_BOOK_URL } from '../../config.ts';
import { retake, type Submission } from '../../stores/quiz.ts';
import { ResultsView } from '../results/ResultsView.tsx';

export default function QuizResultsStep({ submission }: { submission: Submission }) {
  return (
    <ResultsView
      results={submission.results}
      companyAnalysis={submission.companyAnalysis}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={retake}>
            Retake Assessment
          </button>
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
