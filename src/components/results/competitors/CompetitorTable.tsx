import { confidenceQualifier } from '../../../domain/analysis-readings.ts';
import type { CompetitorAnalysis } from '../../../domain/competitors/types.ts';

/** Only a plain hex colour becomes a swatch's background: palette values come from crawled sites. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface CompetitorTableProps {
  competitors: ReadonlyArray<CompetitorAnalysis & { id?: string }>;
  /** With it, each row has a Remove button (the visitor's own results; the admin report shows the table as is). */
  onRemove?: (host: string) => void;
  /** A host whose removal is under way: its button is busy. */
  removing?: string | null;
  /** The host of the site the others are compared with, when it has a row of its own (Quick Analysis). */
  analysed?: string;
  caption?: string;
}

/** The comparison in rows: site, archetype, sub-archetype, confidence, top three colours (hex as text too) and voice. */
export function CompetitorTable({ competitors, onRemove, removing, analysed, caption = 'Competitor websites compared' }: CompetitorTableProps) {
  return (
    <div className="competitors__table-wrap" tabIndex={0} role="region" aria-labelledby="competitors-table-caption">
      <table className="competitors__table" data-testid="competitor-table">
        <caption id="competitors-table-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Archetype</th>
            <th scope="col">Sub-archetype</th>
            <th scope="col">Confidence</th>
            <th scope="col">Palette</th>
            <th scope="col">Voice</th>
            {onRemove && (
              <th scope="col" className="no-print">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {competitors.map((c) => (
            <tr key={c.host}>
              <th scope="row" className="competitors__site">
                {c.host}
                {c.host === analysed && <span className="muted"> (analyzed)</span>}
              </th>
              <td>{c.archetype}</td>
              <td>{c.subArchetype}</td>
              <td>
                {Math.round(c.confidence * 100)}%
                {confidenceQualifier(c.confidence) && <span className="muted"> ({confidenceQualifier(c.confidence)})</span>}
              </td>
              <td>
                <ul className="competitors__palette">
                  {c.palette.slice(0, 3).map((p) => (
                    <li key={p.hex + p.name}>
                      <span className="competitors__swatch" style={HEX.test(p.hex) ? { background: p.hex } : undefined} aria-hidden="true" />
                      <code>{p.hex}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{c.voice || '–'}</td>
              {onRemove && (
                <td className="no-print">
                  <button
                    type="button"
                    className="button button--secondary competitors__small-button"
                    aria-label={`Remove ${c.host}`}
                    disabled={removing === c.host}
                    onClick={() => onRemove(c.host)}
                  >
                    {removing === c.host ? 'Removing…' : 'Remove'}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
