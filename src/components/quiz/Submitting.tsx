import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { STEP_INTERVAL_MS, SUBMIT_STEPS, SUBMIT_STEPS_WITH_WEBSITE } from '../../domain/quiz/timing.ts';
import { $quiz } from '../../stores/quiz.ts';
import { Spinner } from '../ui/Spinner.tsx';

export function Submitting() {
  const { contact } = useStore($quiz);
  const steps = contact.includeWebsite ? SUBMIT_STEPS_WITH_WEBSITE : SUBMIT_STEPS;
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setActive((i) => Math.min(i + 1, steps.length - 1)), STEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [steps.length]);

  return (
    <section className="card submitting" aria-labelledby="submitting-title" aria-busy="true">
      <h1 id="submitting-title" className="quiz-step__title" data-step-heading tabIndex={-1}>
        <Spinner /> Building your profile
      </h1>
      <ol className="steps">
        {steps.map((step, i) => (
          <li
            key={step}
            className={i === active ? 'steps__item steps__item--active' : i < active ? 'steps__item steps__item--done' : 'steps__item'}
            aria-current={i === active ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
