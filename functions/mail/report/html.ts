import type { CompanyReport, ReportModel } from './model.ts';
import { safeHttpUrl } from '../../../src/domain/website-url.ts';
import { comparisonLegend, comparisonSection } from './html-comparison.ts';
import { emailHead, html, raw, safeColor, type SafeHtml } from './markup.ts';
import { FONT, H2, TEXT } from './styles.ts';
import { PDF_ATTACHED } from './text.ts';

export interface HtmlOptions {
  /** Content-ID of the inline wheel PNG; without it the wheel is described in words. */
  wheelCid?: string;
  /** The PDF report goes with this email: the email says so. */
  pdfAttached?: boolean;
}

/** The report as email HTML: one 600 px table, inline styles, no scripts or external resources. */
export function renderReportHtml(model: ReportModel, { wheelCid, pdfAttached = false }: HtmlOptions = {}): string {
  const { archetype } = model;
  const accent = safeColor(archetype.displayColor);
  const body = html`<!doctype html>
    <html lang="en">
      ${emailHead('Your Brand Archetype Report')}
      <body style="margin:0;padding:0;background:#f3f4f6">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden"
              >
                <tr>
                  <td style="background:${accent};padding:28px 32px">
                    <p style="${raw(FONT)};color:#ffffff;font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 6px">
                      Your Brand Archetype
                    </p>
                    <h1 style="${raw(FONT)};color:#ffffff;font-size:30px;line-height:1.2;margin:0">${archetype.name}</h1>
                    <p style="${raw(FONT)};color:#ffffff;font-size:16px;margin:8px 0 0">Sub-archetype: <strong>${model.subArchetype}</strong></p>
                  </td>
                </tr>
                <tr>
                  <td style="padding:28px 32px 8px;${raw(TEXT)}">
                    ${model.company ? html`<p style="margin:0 0 12px;color:#4b5563">Report for ${model.company}</p>` : ''}
                    ${pdfAttached ? html`<p style="margin:0 0 12px;color:#4b5563">${PDF_ATTACHED}</p>` : ''}
                    ${model.subArchetypeDescription ? html`<p style="margin:0 0 12px"><em>${model.subArchetypeDescription}</em></p>` : ''}
                    <p style="margin:0 0 16px">${archetype.description}</p>
                    ${button(model.links.archetypePage, `Learn more about ${archetype.name}`, accent)}
                  </td>
                </tr>
                ${wheel(model, wheelCid)}
                <tr>
                  <td style="padding:20px 32px 8px;${raw(TEXT)}">
                    <h2 style="${raw(H2)}">Core Traits</h2>
                    <p style="margin:0 0 16px">
                      ${archetype.traits.map((t) => html`<span style="display:inline-block;border:1px solid ${accent};color:#111827;border-radius:999px;padding:2px 12px;margin:0 6px 6px 0">${t}</span>`)}
                    </p>
                    <h2 style="${raw(H2)}">Strategy Insight</h2>
                    <p style="margin:0 0 16px">${archetype.strategyInsight}</p>
                  </td>
                </tr>
                ${colors(model)} ${examples(model)} ${model.companyAnalysis ? company(model, model.companyAnalysis) : ''}
                ${model.comparison ? comparisonSection(model.comparison) : ''}
                <tr>
                  <td style="padding:16px 32px 28px;${raw(TEXT)}">
                    <p style="margin:0 0 12px">Want to compare with a colleague or retake it later? The quiz takes about five minutes.</p>
                    ${button(model.links.quiz, 'Take the Brand Archetype Quiz', '#111827')}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 32px;background:#f9fafb;${raw(FONT)};color:#6b7280;font-size:12px;line-height:1.5">
                    <p style="margin:0 0 6px">
                      This report was requested on our website for ${model.email}. If that was not you, you can ignore this email.
                    </p>
                    ${deleteData(model)}
                    <p style="margin:0">&copy;2025 The Brand Company LLC</p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  return body.value;
}

/** The owner's way out: what the link does and until when, beside the other small print. */
function deleteData({ deleteData: link }: ReportModel): SafeHtml | '' {
  const url = link && safeHttpUrl(link.url);
  if (!link || !url) return '';
  return html`<p style="margin:0 0 6px">
    <a href="${url}" style="color:#374151;font-weight:600;text-decoration:underline">Delete my data</a>: see what we store about this report and
    download a copy, then delete it all after you confirm. The link works once, until ${link.until}.
  </p>`;
}

function button(href: string, label: string, color: string): SafeHtml {
  const url = safeHttpUrl(href);
  if (!url) return html`<p style="margin:0 0 16px">${label}</p>`;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
    <tr>
      <td style="background:${color};border-radius:8px">
        <a href="${url}" style="${raw(FONT)};display:inline-block;padding:10px 20px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

function wheel(model: ReportModel, cid: string | undefined): SafeHtml | '' {
  if (!cid) return '';
  const alt = [
    `Archetype wheel. Primary: ${model.archetype.name}.`,
    model.secondary ? ` Secondary: ${model.secondary}.` : '',
    model.companyAnalysis ? ` Our analysis of your website: ${model.companyAnalysis.archetype.name}.` : '',
    ...(model.comparison?.rows ?? []).filter((r) => r.marker).map((r) => ` Competitor ${r.host} (${r.marker!.shape}): ${r.archetype.name}.`),
  ].join('');
  return html`<tr>
    <td align="center" style="padding:8px 32px 0">
      <img src="cid:${cid}" width="480" alt="${alt}" style="display:block;width:100%;max-width:480px;height:auto;border:0" />
      ${model.comparison ? comparisonLegend(model.comparison) : ''}
    </td>
  </tr>`;
}

function colors({ archetype }: ReportModel): SafeHtml {
  return html`<tr>
    <td style="padding:8px 32px;${raw(TEXT)}">
      <h2 style="${raw(H2)}">Your Brand Colors</h2>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
        <tr>
          ${archetype.colors.map(
            (c) =>
              html`<td style="padding:0 10px 0 0;vertical-align:top;${raw(FONT)};font-size:12px;color:#374151">
                <table role="presentation" cellpadding="0" cellspacing="0" border="0">
                  <tr>
                    <td
                      width="64"
                      height="40"
                      bgcolor="${safeColor(c.hex)}"
                      style="width:64px;height:40px;background:${safeColor(c.hex)};border-radius:6px;border:1px solid #e5e7eb"
                    >
                      &nbsp;
                    </td>
                  </tr>
                </table>
                <div style="padding-top:4px">${c.name}<br /><span style="color:#6b7280">${c.hex}</span></div>
              </td>`,
          )}
        </tr>
      </table>
    </td>
  </tr>`;
}

function examples({ archetype }: ReportModel): SafeHtml | '' {
  if (!archetype.brandExamples.length) return '';
  return html`<tr>
    <td style="padding:8px 32px;${raw(TEXT)}">
      <h2 style="${raw(H2)}">Brands That Share Your Archetype</h2>
      <ul style="margin:0 0 16px;padding-left:20px">
        ${archetype.brandExamples.slice(0, 4).map((b) => html`<li style="margin:0 0 6px"><strong>${b.name}</strong>: ${b.slogan}</li>`)}
      </ul>
    </td>
  </tr>`;
}

function company(model: ReportModel, analysis: CompanyReport): SafeHtml {
  const website = safeHttpUrl(model.companyUrl);
  const tone = analysis.alignment.kind === 'aligned' ? '#15803d' : '#b45309';
  return html`<tr>
    <td style="padding:8px 32px;${raw(TEXT)}">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e7eb;border-radius:10px">
        <tr>
          <td style="padding:20px">
            <h2 style="${raw(H2)}">Our Analysis of Your Website</h2>
            ${website ? html`<p style="margin:0 0 8px;color:#4b5563">${website}</p>` : ''}
            <p style="margin:0 0 4px;font-size:18px;font-weight:700;color:${safeColor(analysis.archetype.displayColor)}">
              ${analysis.archetype.name}
            </p>
            ${analysis.subArchetype ? html`<p style="margin:0 0 4px">Sub-archetype: ${analysis.subArchetype}</p>` : ''}
            ${analysis.confidencePercent !== undefined ? html`<p style="margin:0 0 12px">Confidence: ${analysis.confidencePercent}%</p>` : ''}
            ${analysis.readingsLine ? html`<p style="margin:0 0 12px">${analysis.readingsLine}</p>` : ''}
            <p style="margin:0 0 12px;padding:10px 12px;border-left:4px solid ${tone};background:#f9fafb">${analysis.alignment.text}</p>
            ${
              analysis.reasoning
                ? html`<h3 style="${raw(FONT)};font-size:15px;margin:0 0 4px">Why we think so</h3>
                    <p style="margin:0 0 12px">${analysis.reasoning}</p>`
                : ''
            }
            ${
              analysis.keyIndicators.length
                ? html`<h3 style="${raw(FONT)};font-size:15px;margin:0 0 4px">Key Indicators</h3>
                    <ul style="margin:0 0 12px;padding-left:20px">
                      ${analysis.keyIndicators.map((k) => html`<li>${k}</li>`)}
                    </ul>`
                : ''
            }
            ${
              analysis.archetype.brandExamples.length
                ? html`<h3 style="${raw(FONT)};font-size:15px;margin:0 0 4px">Brands with the same archetype</h3>
                    <p style="margin:0">
                      ${analysis.archetype.brandExamples
                        .slice(0, 4)
                        .map((b) => b.name)
                        .join(', ')}
                    </p>`
                : ''
            }
          </td>
        </tr>
      </table>
    </td>
  </tr>`;
}
