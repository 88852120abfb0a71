import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { MAX_COMPETITORS } from '../../domain/competitors/types.ts';
import { $compareSites, addCompareSite, removeCompareSite, syncAddress } from '../../stores/quick-compare.ts';
import { Spinner } from '../ui/Spinner.tsx';

/** "Compare": up to three more sites beside the analysed one, each with its own progress, error and Remove button. */
export function CompareControls() {
  const sites = useStore($compareSites);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = sites.length >= MAX_COMPETITORS;
  // The pressed Remove button is gone: focus moves to the input, once it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [sites]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const why = addCompareSite(input);
    setProblem(why);
    if (why) return;
    setInput('');
    syncAddress();
  };

  const remove = (url: string) => {
    refocus.current = true;
    removeCompareSite(url);
    syncAddress();
  };

  return (
    <section className="card qa-compare-controls" aria-labelledby="qa-compare-title">
      <h2 id="qa-compare-title">Compare with Competitors</h2>
      <p className="muted" id={hintId}>
        Add up to {MAX_COMPETITORS} competitor websites to see them on the same wheel.
      </p>
      <form className="qa__form" onSubmit={onSubmit} noValidate>
        <label htmlFor="qa-compare-url" className="visually-hidden">
          Competitor website URL
        </label>
        <input
          id="qa-compare-url"
          ref={inputRef}
          type="text"
          inputMode="url"
          placeholder="competitor.com"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          disabled={full}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          maxLength={2048}
        />
        <button type="submit" className="button button--secondary" disabled={full}>
          Compare
        </button>
      </form>
      {problem && (
        <div className="alert alert--error qa__error" role="alert">
          {problem}
        </div>
      )}
      {sites.length > 0 && (
        <ul className="qa-compare__sites" aria-label="Compared sites">
          {sites.map((s) => (
            <li key={s.url} className="qa-compare__site" data-status={s.status}>
              <span className="qa-compare__host">{s.host}</span>
              <span className="qa-compare__state" role="status">
                {s.status === 'analyzing' && (
                  <>
                    <Spinner /> Analyzing...
                  </>
                )}
                {s.status === 'success' && s.analysis && `Done: ${s.analysis.archetype}`}
              </span>
              <button
                type="button"
                className="button button--secondary qa-compare__remove"
                onClick={() => remove(s.url)}
                aria-label={`Remove ${s.host}`}
              >
                Remove
              </button>
              {s.status === 'error' && (
                <p className="alert alert--error qa-compare__error" role="alert">
                  {s.host}: {s.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
