import { inkOn, mix } from '../../../src/domain/color-contrast.ts';
import type { Archetype } from '../../../src/domain/archetypes/types.ts';
import type { PdfDocument } from '../document.ts';
import { wrap } from '../layout.ts';
import type { Tag } from '../page.ts';
import type { PdfReportModel } from './model.ts';
import { MARGINS, MUTED, INK, RULE, type Theme } from './theme.ts';
import { drawWheel } from './wheel.ts';

/** The cover: the archetype large on its colour, who the report is for and when, and the wheel with the visitor's dot. */
export function drawCover(doc: PdfDocument, theme: Theme, model: PdfReportModel, archetype: Archetype): void {
  const page = doc.addPage();
  const { faces, accent } = theme;
  const left = MARGINS.side;
  const width = doc.width - 2 * left;
  const band = Math.round(doc.height * 0.56);
  const ink = inkOn(accent);
  const soft = mix(ink, accent, 0.25);

  page.rect(0, 0, doc.width, band, { fill: accent });
  page.text('BRAND ARCHETYPE REPORT', left, 78, { fonts: faces.bold, size: 9.5, color: ink });
  page.rect(left, 90, 36, 2, { fill: ink });

  let y = 150;
  const intro = model.company ? `Prepared for ${model.company}` : 'Your personal brand archetype';
  for (const line of wrap(faces.body, intro, 14, width * 0.62).slice(0, 3)) {
    page.text(line, left, y, { fonts: faces.body, size: 14, color: soft });
    y += 20;
  }
  y += 34;
  for (const line of wrap(faces.display, archetype.name, 46, width * 0.62)) {
    page.text(line, left, y, { fonts: faces.display, size: 46, color: ink });
    y += 52;
  }
  page.text(`Sub-archetype: ${model.subArchetype}`, left, y + 4, { fonts: faces.displayItalic, size: 17, color: ink });
  y += 34;
  const sub = archetype.subArchetypes.find((s) => s.name === model.subArchetype)?.description ?? '';
  for (const line of wrap(faces.body, sub, 11.5, width * 0.6).slice(0, 4)) {
    page.text(line, left, y, { fonts: faces.body, size: 11.5, color: soft });
    y += 16;
  }

  // The wheel sits on the band's lower edge, half on the colour and half on the page.
  const size = Math.min(250, width * 0.48);
  const wheelTop = band - size * 0.55;
  page.circle(doc.width - left - size / 2, wheelTop + size / 2, size / 2 + 6, { fill: '#ffffff' });
  drawWheel(page, faces, { left: doc.width - left - size, top: wheelTop, size }, { primary: model.primary, secondary: model.secondary });

  let infoY = band + 70;
  const facts: [string, string][] = [
    ['Prepared', model.date],
    ...(model.company ? ([['Company', model.company]] as [string, string][]) : []),
    ...(model.companyAnalysis ? ([['Website reads as', model.companyAnalysis.archetype]] as [string, string][]) : []),
    ...(model.team ? ([['Team', model.team.name]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    page.text(label.toUpperCase(), left, infoY, { fonts: faces.bold, size: 8, color: MUTED });
    const lines = wrap(faces.body, value, 13, width * 0.5).slice(0, 2);
    lines.forEach((line, i) => page.text(line, left, infoY + 17 + i * 17, { fonts: faces.body, size: 13, color: INK }));
    infoY += 26 + lines.length * 17;
  }
  page.line({ x: left, y: doc.height - 58 }, { x: doc.width - left, y: doc.height - 58 }, { stroke: RULE, lineWidth: 0.75 });
  const site = model.links.quiz.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const prompt: Tag = { role: 'P' };
  const before = page.text('Take the quiz again, or share it: ', left, doc.height - 40, { fonts: faces.body, size: 9, color: MUTED }, prompt);
  const link: Tag = { role: 'Link', parent: prompt };
  const siteWidth = page.text(site, left + before, doc.height - 40, { fonts: faces.body, size: 9, color: MUTED }, link);
  page.link({ x: left + before, y: doc.height - 50, width: siteWidth, height: 14, url: model.links.quiz, tag: link });
}
