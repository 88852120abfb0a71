import type { CompetitorEntry } from '../../../stores/competitors.ts';
import { Spinner } from '../../ui/Spinner.tsx';

interface CompetitorProgressProps {
  entries: readonly CompetitorEntry[];
  onRetry: (host: string) => void;
  onRemove: (host: string) => void;
  /** Said once a site's analysis is done (its row appears in the table, away from the live region). */
  announcement: string;
}

/**
 * Each site still being analysed, or that failed, on its own line: progress, or the server's reason in plain words
 * with Retry and Remove. A live region, so the progress and the outcome are heard as well as seen.
 */
export function CompetitorProgress({ entries, onRetry, onRemove, announcement }: CompetitorProgressProps) {
  const open = entries.filter((e) => e.status !== 'done');
  return (
    <div aria-live="polite" className="competitors__progress no-print">
      {open.length > 0 && (
        <ul className="competitors__sites">
          {open.map((e) => (
            // One line per site whose text element stays the same node from progress to error, so focus on it survives.
            <li key={e.host} className={`competitors__site-state competitors__site-state--${e.status}`} data-state={e.status}>
              <p id={`competitor-state-${e.host}`} className="competitors__state-text" tabIndex={-1}>
                {e.status === 'failed' ? (
                  <>
                    <strong>Could not analyze {e.host}.</strong> {e.error}
                  </>
                ) : (
                  <>
                    <Spinner /> Analyzing {e.host}…
                  </>
                )}
              </p>
              {e.status === 'failed' && (
                <span className="competitors__site-actions">
                  <button
                    type="button"
                    className="button button--secondary competitors__small-button"
                    aria-label={`Retry ${e.host}`}
                    onClick={() => onRetry(e.host)}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className="button button--secondary competitors__small-button"
                    aria-label={`Remove ${e.host}`}
                    onClick={() => onRemove(e.host)}
                  >
                    Remove
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden">{announcement}</p>
    </div>
  );
}
