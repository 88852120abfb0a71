import type { ComparisonReport, ComparisonRow } from './comparison.ts';
import { html, raw, safeColor, type SafeHtml } from './markup.ts';
import { FONT, H2, TEXT } from './styles.ts';

const CELL = `${FONT};font-size:13px;line-height:1.4;color:#1f2937;padding:8px 6px;border-top:1px solid #e5e7eb;vertical-align:top;text-align:left`;
const HEAD = `${FONT};font-size:12px;line-height:1.4;color:#4b5563;padding:6px;font-weight:600;text-align:left`;

/** A marker's shape in its colour, as text, so the legend and the table point at the same shape on the wheel. */
function markerGlyph(row: ComparisonRow): SafeHtml | '' {
  if (!row.marker) return '';
  return html`<span style="color:${safeColor(row.marker.color)};font-size:16px;line-height:1" aria-hidden="true">${row.marker.glyph}</span>&nbsp;`;
}

/**
 * The wheel's legend for the competitor shapes, right under the image: the PNG has no text of its own for
 * them (its text is laid out at build time), so the host names are written here.
 */
export function comparisonLegend(comparison: ComparisonReport): SafeHtml | '' {
  const placed = comparison.rows.filter((r) => r.marker);
  if (placed.length === 0) return '';
  return html`<p style="${raw(FONT)};font-size:13px;color:#374151;margin:8px 0 0;text-align:center">
    Competitors on the outer ring:
    ${placed.map((r) => html`<span style="display:inline-block;margin:0 8px;white-space:nowrap">${markerGlyph(r)}${r.host}</span>`)}
  </p>`;
}

function palette(row: ComparisonRow): SafeHtml | string {
  if (row.palette.length === 0) return '–';
  const label = `Palette: ${row.palette.map((p) => `${p.name} ${p.hex}`).join(', ')}`;
  return html`<table role="img" aria-label="${label}" cellpadding="0" cellspacing="0" border="0">
    <tr>
      ${row.palette.map(
        (p) =>
          html`<td
              width="18"
              height="18"
              bgcolor="${p.hex}"
              title="${p.name} ${p.hex}"
              style="width:18px;height:18px;background:${p.hex};border:1px solid #d1d5db;border-radius:4px"
            >
              &nbsp;
            </td>
            <td width="4" style="width:4px">&nbsp;</td>`,
      )}
    </tr>
  </table>`;
}

/** The competitors side by side, then the positioning note in plain words. */
export function comparisonSection(comparison: ComparisonReport): SafeHtml {
  return html`<tr>
    <td style="padding:8px 32px;${raw(TEXT)}">
      <h2 style="${raw(H2)}">Compared with Your Competitors</h2>
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;border-collapse:collapse">
        <tr>
          <th style="${raw(HEAD)}">Site</th>
          <th style="${raw(HEAD)}">Archetype</th>
          <th style="${raw(HEAD)}">Sub-archetype</th>
          <th style="${raw(HEAD)}">Confidence</th>
          <th style="${raw(HEAD)}">Palette</th>
          <th style="${raw(HEAD)}">Voice</th>
        </tr>
        ${comparison.rows.map(
          (r) =>
            html`<tr>
              <td style="${raw(CELL)};white-space:nowrap">${markerGlyph(r)}<strong>${r.host}</strong></td>
              <td style="${raw(CELL)}">${r.archetype.name}</td>
              <td style="${raw(CELL)}">${r.subArchetype || '–'}</td>
              <td style="${raw(CELL)}">${r.confidencePercent}%</td>
              <td style="${raw(CELL)}">${palette(r)}</td>
              <td style="${raw(CELL)}">${r.voice || '–'}</td>
            </tr>`,
        )}
      </table>
      ${
        comparison.sentences.length
          ? html`<h3 style="${raw(FONT)};font-size:15px;margin:0 0 4px">Where you stand</h3>
              <div style="margin:0 0 16px;padding:10px 12px;border-left:4px solid #0072b2;background:#f9fafb">
                ${comparison.sentences.map((s) => html`<p style="margin:0 0 6px">${s}</p>`)}
              </div>`
          : ''
      }
    </td>
  </tr>`;
}
