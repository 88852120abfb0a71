import type { ComparisonReport } from './comparison.ts';
import type { ReportModel } from './model.ts';
import { safeHttpUrl } from '../../../src/domain/website-url.ts';

/** Said only by an email that carries the PDF report. */
export const PDF_ATTACHED = 'Your report is attached as a PDF.';

/** The plain-text part: the same report for clients (and people) that do not read HTML. */
export function renderReportText(model: ReportModel, { pdfAttached = false }: { pdfAttached?: boolean } = {}): string {
  const { archetype } = model;
  const lines: string[] = ['YOUR BRAND ARCHETYPE', '', `${archetype.name}`, `Sub-archetype: ${model.subArchetype}`];
  if (model.subArchetypeDescription) lines.push(model.subArchetypeDescription);
  if (model.company) lines.push(`Report for ${model.company}`);
  if (pdfAttached) lines.push(PDF_ATTACHED);
  lines.push('', archetype.description, '', `Learn more: ${model.links.archetypePage}`);
  if (model.secondary) lines.push('', `On the archetype wheel your secondary archetype is ${model.secondary}.`);
  lines.push('', 'CORE TRAITS', ...archetype.traits.map((t) => `- ${t}`));
  lines.push('', 'STRATEGY INSIGHT', archetype.strategyInsight);
  lines.push('', 'YOUR BRAND COLORS', ...archetype.colors.map((c) => `- ${c.name} ${c.hex}`));
  if (archetype.brandExamples.length) {
    lines.push('', 'BRANDS THAT SHARE YOUR ARCHETYPE', ...archetype.brandExamples.slice(0, 4).map((b) => `- ${b.name}: ${b.slogan}`));
  }
  const company = model.companyAnalysis;
  if (company) {
    const website = safeHttpUrl(model.companyUrl);
    lines.push('', 'OUR ANALYSIS OF YOUR WEBSITE');
    if (website) lines.push(website);
    lines.push(`Archetype: ${company.archetype.name}`);
    if (company.subArchetype) lines.push(`Sub-archetype: ${company.subArchetype}`);
    if (company.confidencePercent !== undefined) lines.push(`Confidence: ${company.confidencePercent}%`);
    if (company.readingsLine) lines.push(company.readingsLine);
    lines.push('', company.alignment.text);
    if (company.reasoning) lines.push('', 'Why we think so:', company.reasoning);
    if (company.keyIndicators.length) lines.push('', 'Key indicators:', ...company.keyIndicators.map((k) => `- ${k}`));
    if (company.archetype.brandExamples.length) {
      lines.push(
        '',
        `Brands with the same archetype: ${company.archetype.brandExamples
          .slice(0, 4)
          .map((b) => b.name)
          .join(', ')}`,
      );
    }
  }
  if (model.comparison) lines.push(...comparisonLines(model.comparison));
  lines.push(
    '',
    `Take the quiz again: ${model.links.quiz}`,
    '',
    '--',
    `This report was requested on our website for ${model.email}. If that was not you, you can ignore this email.`,
  );
  if (model.deleteData) {
    lines.push(
      '',
      `Delete my data: ${model.deleteData.url}`,
      `See what we store about this report and download a copy, then delete it all after you confirm. The link works once, until ${model.deleteData.until}.`,
      '',
    );
  }
  lines.push('©2025 The Brand Company LLC');
  return lines.join('\n') + '\n';
}

/** The competitors one block each (a table does not survive plain text), then the positioning note. */
function comparisonLines({ rows, sentences }: ComparisonReport): string[] {
  const lines = ['', 'COMPARED WITH YOUR COMPETITORS'];
  for (const r of rows) {
    lines.push('', r.marker ? `${r.marker.glyph} ${r.host} (the ${r.marker.shape} on the wheel)` : r.host);
    lines.push(`Archetype: ${r.archetype.name}${r.subArchetype ? ` (${r.subArchetype})` : ''}, confidence ${r.confidencePercent}%`);
    if (r.palette.length) lines.push(`Palette: ${r.palette.map((p) => `${p.name} ${p.hex}`).join(', ')}`);
    if (r.voice) lines.push(`Voice: ${r.voice}`);
  }
  if (sentences.length) lines.push('', 'Where you stand:', ...sentences);
  return lines;
}
