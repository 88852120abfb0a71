import { useState, type SubmitEvent } from 'react';
import { placesTaken } from '../../../domain/competitors/comparison.ts';
import { MAX_COMPETITORS } from '../../../domain/competitors/types.ts';
import { checkCompetitorUrl, type CompetitorEntry } from '../../../stores/competitors.ts';

const INPUT_ID = 'competitor-url';

/**
 * The competitor address and 'Add Competitor'. Checked like the quiz's website field, with inline messages that
 * appear on the first attempt and then follow the visitor's edits; a good address is sent at once and the field
 * is emptied for the next, so several sites are analysed side by side.
 */
export function CompetitorForm({ entries, onAdd }: { entries: readonly CompetitorEntry[]; onAdd: (site: { url: string; host: string }) => void }) {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const checked = checkCompetitorUrl(entries, value);
  const error = submitted && !checked.ok ? checked.message : null;
  const left = MAX_COMPETITORS - placesTaken(entries);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.ok) {
      setSubmitted(true);
      return document.getElementById(INPUT_ID)?.focus();
    }
    onAdd({ url: checked.url, host: checked.host });
    setValue('');
    setSubmitted(false);
  };

  return (
    <form className="competitors__form no-print" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={INPUT_ID}>Competitor Website URL</label>
        <div className="competitors__add">
          <input
            id={INPUT_ID}
            name="competitorUrl"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="competitor.com"
            maxLength={2048}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && `${INPUT_ID}-error`, `${INPUT_ID}-note`].filter(Boolean).join(' ')}
          />
          <button type="submit" className="button button--primary">
            Add Competitor
          </button>
        </div>
        {error && (
          <p id={`${INPUT_ID}-error`} className="field__error">
            {error}
          </p>
        )}
        <p id={`${INPUT_ID}-note`} className="field__note">
          {left > 0
            ? `Up to ${MAX_COMPETITORS} sites, each read the way we read yours. ${left} left.`
            : `You are comparing ${MAX_COMPETITORS} sites, the most one comparison holds. Remove one to add another.`}
        </p>
      </div>
    </form>
  );
}
