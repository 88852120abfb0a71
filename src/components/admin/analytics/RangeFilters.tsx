import { useState, type FormEvent } from 'react';
import { lastDays, MAX_RANGE_DAYS, resolveRange, type RangeProblem } from '../../../domain/analytics/range.ts';
import { PRESETS, presetOf, setRange, setSource, todayUtc, type AnalyticsFilter } from '../../../stores/analytics.ts';

const PROBLEMS: Record<RangeProblem, string> = {
  from: 'Enter a start date.',
  to: 'Enter an end date.',
  order: 'The start date must not be after the end date.',
  length: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
};

interface RangeFiltersProps extends AnalyticsFilter {
  /** Sources seen in the range, most leads first. */
  sources: string[];
}

/** Any from/to: checked here first, so a mistake is explained beside the boxes. */
function CustomRange({ from, to, today }: { from: string; to: string; today: string }) {
  const [custom, setCustom] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = resolveRange(custom.from, custom.to, today);
    if ('error' in checked) return setError(PROBLEMS[checked.problem]);
    setError(null);
    setRange(checked.range);
  };

  return (
    <form className="analytics-custom" onSubmit={apply} noValidate aria-label="Custom date range">
      {(['from', 'to'] as const).map((end) => (
        <div className="field" key={end}>
          <label htmlFor={`analytics-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
          <input
            id={`analytics-${end}`}
            type="date"
            value={custom[end]}
            max={today}
            onChange={(e) => setCustom({ ...custom, [end]: e.target.value })}
            aria-invalid={error !== null}
            aria-describedby={error ? 'analytics-range-error' : undefined}
          />
        </div>
      ))}
      <button type="submit" className="button button--secondary">
        Apply dates
      </button>
      <p id="analytics-range-error" className="analytics-custom__error" role="alert">
        {error}
      </p>
    </form>
  );
}

/** The date range (quick ranges, or any from/to) and the source the page reports on. */
export function RangeFilters({ from, to, source, sources }: RangeFiltersProps) {
  const today = todayUtc();
  const preset = presetOf({ from, to }, today);
  // The chosen source stays offered even when the range has nothing from it.
  const options = source && !sources.includes(source) ? [source, ...sources] : sources;

  return (
    <div className="analytics-filters">
      <fieldset className="analytics-presets">
        <legend>Date range (UTC)</legend>
        <div className="analytics-presets__buttons">
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={preset === days}
              onClick={() => setRange(lastDays(days, today))}
            >
              Last {days} days
            </button>
          ))}
        </div>
      </fieldset>
      {/* Keyed by the range: a range chosen elsewhere (a quick range, the address bar) refills the boxes. */}
      <CustomRange key={`${from}/${to}`} from={from} to={to} today={today} />
      <div className="field analytics-source">
        <label htmlFor="analytics-source">Source</label>
        <select id="analytics-source" value={source} onChange={(e) => setSource(e.target.value)}>
          <option value="">All sources</option>
          {options.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
