import { TOTAL_QUESTIONS } from '../../domain/quiz/counts.ts';
import { beginAssessment } from '../../stores/quiz.ts';

export function Intro() {
  return (
    <section className="card intro" aria-labelledby="intro-title">
      <h1 id="intro-title" className="quiz-step__title" data-step-heading tabIndex={-1}>
        Before you begin
      </h1>
      <p>
        You'll answer {TOTAL_QUESTIONS} questions: ten about how you run and present your business, then three that pinpoint your sub-archetype. Go
        with your first instinct; there are no right answers.
      </p>
      <ul className="intro__points">
        <li>About five minutes</li>
        <li>Your progress is saved if you reload</li>
        <li>Results appear instantly, with an optional analysis of your website</li>
      </ul>
      <button type="button" className="button button--primary button--large" onClick={beginAssessment}>
        Begin Assessment
      </button>
    </section>
  );
}
