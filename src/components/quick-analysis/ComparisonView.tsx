import { positioningNote } from '../../domain/competitors/positioning.ts';
import type { CompetitorAnalysis } from '../../domain/competitors/types.ts';
import { ComparisonWheel } from './ComparisonWheel.tsx';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * The comparison as one card (inside the exported area): every analysed site on one wheel, a table
 * of what each projects, and the positioning note. `main` is null when the analysed site itself failed.
 */
export function ComparisonView({ main, others }: { main: CompetitorAnalysis | null; others: CompetitorAnalysis[] }) {
  const label = (s: CompetitorAnalysis) => ({ label: s.host, archetype: s.archetype });
  const note = positioningNote(main && label(main), others.map(label));
  const rows = main ? [main, ...others] : others;
  return (
    <section className="card qa-card qa-compare" aria-labelledby="qa-compare-view-title" data-testid="comparison">
      <h3 id="qa-compare-view-title">Competitive Comparison</h3>
      <ComparisonWheel main={main} others={others} />
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="qa-compare__table-wrap" role="region" aria-label="Comparison table" tabIndex={0}>
        <table className="qa-compare__table">
          <caption className="visually-hidden">Archetype, sub-archetype, confidence, top colours and voice of each site</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Archetype</th>
              <th scope="col">Sub-archetype</th>
              <th scope="col">Confidence</th>
              <th scope="col">Top colours</th>
              <th scope="col">Voice</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.url}>
                <th scope="row">
                  {s.host}
                  {s === main && <span className="muted"> (analysed)</span>}
                </th>
                <td>{s.archetype}</td>
                <td>{s.subArchetype || '–'}</td>
                <td>{percent(s.confidence)}</td>
                <td>
                  <ul className="qa-compare__colors">
                    {s.palette.map((c) => (
                      <li key={c.hex + c.name}>
                        <span className="qa-compare__swatch" style={{ background: c.hex }} aria-hidden="true" />
                        {c.name}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{s.voice || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>Positioning</h4>
      <ul className="qa-compare__note" data-testid="positioning-note">
        {note.sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
  );
}
