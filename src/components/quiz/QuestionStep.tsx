import { useStore } from '@nanostores/react';
import { $answering, $quiz } from '../../stores/quiz.ts';
import { $chosenOption, $currentQuestion, $progress, answer } from '../../stores/question.ts';
import { previous } from '../../stores/quiz-history.ts';
import { Spinner } from '../ui/Spinner.tsx';

export function QuestionStep() {
  const question = useStore($currentQuestion);
  const progress = useStore($progress);
  const answering = useStore($answering);
  const chosen = useStore($chosenOption);
  const { phase } = useStore($quiz);
  if (!question) return <Spinner label="Preparing your next question" />;

  return (
    <section className="card question" aria-labelledby="question-title" aria-busy={answering}>
      <div className="progress">
        <div className="progress__labels">
          <span>
            Question {progress.number} of {progress.total}
          </span>
          <span>{progress.percent}% complete</span>
        </div>
        <div
          className="progress__track"
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <div className="progress__bar" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {phase === 'refinement' && <p className="eyebrow">Refining your result</p>}
      <h1 id="question-title" className="quiz-step__title" data-step-heading tabIndex={-1}>
        {question.text}
      </h1>
      <ul className="options">
        {question.options.map((option, index) => (
          <li key={index}>
            <button type="button" className="option" aria-pressed={chosen === index} disabled={answering} onClick={() => void answer(index)}>
              {option.text}
            </button>
          </li>
        ))}
      </ul>
      <div className="question__footer">
        {progress.number > 1 && (
          <button type="button" className="button button--secondary question__previous" disabled={answering} onClick={previous}>
            <span aria-hidden="true">←</span> Previous
          </button>
        )}
        <div className="question__status" aria-live="polite">
          {answering && (
            <>
              <Spinner /> Saving your answer…
            </>
          )}
        </div>
      </div>
    </section>
  );
}
