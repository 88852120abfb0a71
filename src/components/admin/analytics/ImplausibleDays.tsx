import { IMPLAUSIBLE_STARTS_FLOOR, IMPLAUSIBLE_STARTS_PER_SUBMISSION, type ImplausibleDay } from '../../../domain/analytics/report.ts';
import { countOf, formatDay } from './format.ts';

/**
 * A plain note on days whose beacon counts do not square with the submissions the server counted itself: the
 * page's beacons can be sent by anyone, so those days' landing, start and question figures may be inflated.
 */
export function ImplausibleDays({ days }: { days: readonly ImplausibleDay[] }) {
  if (days.length === 0) return null;
  return (
    <div className="alert analytics-implausible" role="note">
      <p>
        <strong>Some beacon counts look implausible.</strong> On {days.length === 1 ? 'this day' : 'these days'} browsers reported more than{' '}
        {IMPLAUSIBLE_STARTS_FLOOR} quiz starts, over {IMPLAUSIBLE_STARTS_PER_SUBMISSION} times the submissions the server recorded. The
        browser-reported figures of {days.length === 1 ? 'that day' : 'those days'} (page views, quiz starts, answered questions, contact forms shown)
        may include forged or automated visits; submissions, company analyses, emails and shares are counted by the server and are not affected.
      </p>
      <ul>
        {days.map((d) => (
          <li key={d.day}>
            {formatDay(d.day)}: {countOf(d.quizStarted, 'quiz start')}, {countOf(d.submitted, 'submission')}
          </li>
        ))}
      </ul>
    </div>
  );
}
