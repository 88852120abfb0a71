import { describeReadings } from '../../domain/analysis-readings.ts';
import '../../styles/readings.css';

export interface ReadingsProps {
  analysis: Parameters<typeof describeReadings>[0];
  /** The heading's id (unique on the page). */
  id: string;
  /** The level that fits under the card's own heading. */
  level?: 3 | 4 | 5;
}

/**
 * The readings the site's copy supports, each with its percentage and the site's own passages, and a plain note when
 * the evidence is thin or split; nothing when the call needs no more words. Every passage is rendered as text.
 */
export function Readings({ analysis, id, level = 4 }: ReadingsProps) {
  const wording = describeReadings(analysis);
  if (!wording) return null;
  const Heading = `h${level}` as const;
  return (
    <div className="readings" data-testid="readings">
      <Heading id={id} className="readings__title">
        {wording.heading}
      </Heading>
      {wording.note && (
        <p className="readings__note" data-testid="readings-note">
          {wording.note}
        </p>
      )}
      {wording.readings.length > 0 && (
        <ol className="readings__list">
          {wording.readings.map((r) => (
            <li key={r.archetype} className="readings__item" data-testid="reading">
              <p className="readings__name">
                <strong>{r.archetype}</strong> ({r.percent}%)
              </p>
              {r.passages.length > 0 && (
                <ul className="readings__passages" aria-label={`Passages from the site for ${r.archetype}`}>
                  {r.passages.map((p) => (
                    <li key={p}>
                      <q>{p}</q>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
