import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../../src/domain/archetypes/types.ts';
import { mix } from '../../../src/domain/color-contrast.ts';
import { competitorMarkers } from '../../../src/domain/competitors/markers.ts';
import { wheelMarkerStyle } from '../../../src/domain/wheel-markers.ts';
import type { Flow } from '../layout.ts';
import { ARTIFACT } from '../page.ts';
import { textWidth } from '../typeface.ts';
import type { PdfReportModel } from './model.ts';
import { body, bullets, heading, INK, MUTED, RULE, safeHex, subheading, swatches, TINT, type Theme } from './theme.ts';
import { drawLegendMark, drawWheel } from './wheel.ts';

/** The visitor's archetype: what it is, the sub-archetype, traits, strategy, brands and colours. */
export function archetypeSection(flow: Flow, theme: Theme, model: PdfReportModel, archetype: Archetype): void {
  const { faces } = theme;
  heading(flow, theme, archetype.name, 'Your brand archetype');
  body(flow, theme, archetype.description);
  flow.gap(12);

  const sub = archetype.subArchetypes.find((s) => s.name === model.subArchetype);
  const text = sub?.description ?? '';
  const { height } = flow.measure(text, { fonts: faces.body, size: 10.5, width: flow.width - 32 });
  const box = text ? height + 44 : 38;
  flow.ensure(box + 10);
  flow.page.rect(flow.left, flow.y, flow.width, box, { fill: mix(theme.accent, '#ffffff', 0.9) }, 6);
  flow.gap(14);
  flow.page.text('SUB-ARCHETYPE', flow.left + 16, flow.y + 7, { fonts: faces.bold, size: 8, color: MUTED });
  flow.page.text(model.subArchetype, flow.left + 16 + textWidth(faces.bold, 'SUB-ARCHETYPE', 8) + 10, flow.y + 8, {
    fonts: faces.displayItalic,
    size: 14,
    color: theme.accentInk,
  });
  flow.gap(text ? 20 : 24);
  if (text) {
    flow.paragraph(text, { fonts: faces.body, size: 10.5, indent: 16, width: flow.width - 32 });
    flow.gap(18);
  }

  subheading(flow, theme, 'Core traits');
  traitPills(flow, theme, archetype.traits);
  subheading(flow, theme, 'Strategy insight');
  body(flow, theme, archetype.strategyInsight);
  flow.gap(8);

  subheading(flow, theme, 'Brands that share your archetype');
  brandExamples(flow, theme, archetype);
  subheading(flow, theme, 'Your brand colours');
  swatches(flow, theme, archetype.colors);
}

function traitPills(flow: Flow, theme: Theme, traits: readonly string[]): void {
  flow.ensure(34);
  let x = flow.left;
  for (const trait of traits) {
    const width = textWidth(theme.faces.bold, trait, 10) + 24;
    if (x + width > flow.left + flow.width) {
      x = flow.left;
      flow.gap(30);
      flow.ensure(34);
    }
    flow.page.rect(x, flow.y, width, 22, { fill: TINT, stroke: mix(theme.accent, '#ffffff', 0.5), lineWidth: 0.75 }, 11);
    flow.page.text(trait, x + 12, flow.y + 14.5, { fonts: theme.faces.bold, size: 10, color: INK });
    x += width + 8;
  }
  flow.gap(34);
}

function brandExamples(flow: Flow, theme: Theme, archetype: Archetype): void {
  const column = (flow.width - 16) / 2;
  const examples = archetype.brandExamples;
  for (let i = 0; i < examples.length; i += 2) {
    const row = examples.slice(i, i + 2);
    const heights = row.map((e) => flow.measure(e.slogan, { fonts: theme.faces.body, size: 9.5, width: column - 40 }).height);
    const rowHeight = Math.max(36, 16 + Math.max(...heights));
    flow.ensure(rowHeight + 8);
    row.forEach((example, k) => {
      const x = flow.left + k * (column + 16);
      const colour = safeHex(example.color) ?? theme.accent;
      flow.page.circle(x + 14, flow.y + 14, 14, { fill: colour });
      const mark = example.mark.slice(0, 2);
      const markWidth = textWidth(theme.faces.bold, mark, 10);
      flow.page.text(mark, x + 14 - markWidth / 2, flow.y + 17.5, { fonts: theme.faces.bold, size: 10, color: '#ffffff' }, ARTIFACT);
      flow.page.text(example.name, x + 38, flow.y + 10, { fonts: theme.faces.bold, size: 10.5, color: INK });
      const lines = flow.measure(example.slogan, { fonts: theme.faces.body, size: 9.5, width: column - 40 }).lines;
      lines.forEach((line, n) => flow.page.text(line, x + 38, flow.y + 24 + n * 13.5, { fonts: theme.faces.body, size: 9.5, color: MUTED }));
    });
    flow.gap(rowHeight + 8);
  }
}

/** The wheel, large, with a legend that names every mark. */
export function wheelSection(flow: Flow, theme: Theme, model: PdfReportModel): void {
  const size = Math.min(flow.width - 110, 330);
  flow.ensure(size + 150);
  heading(flow, theme, 'Your archetype wheel', 'Where you stand');
  const competitors = model.competitors.map((c) => ({ label: c.host, archetype: c.archetype }));
  const company = model.companyAnalysis?.archetype;
  drawWheel(
    flow.page,
    theme.faces,
    { left: flow.left + (flow.width - size) / 2, top: flow.y + 14, size },
    {
      primary: model.primary,
      secondary: model.secondary,
      company,
      competitors,
    },
  );
  flow.gap(size + 34);

  const style = wheelMarkerStyle(safeHex(getArchetype(model.primary).displayColor) ?? theme.accent);
  const entries: { kind: Parameters<typeof drawLegendMark>[1]; colour: string; text: string }[] = [
    { kind: 'primary', colour: style.primaryFill, text: `You: ${model.primary} (${model.subArchetype})` },
  ];
  if (model.secondary) entries.push({ kind: 'secondary', colour: '#000000', text: `Your runner-up: ${model.secondary}` });
  if (company) entries.push({ kind: 'company', colour: '#000000', text: `Your website: ${company}` });
  for (const m of competitorMarkers(competitors)) {
    entries.push({ kind: m.shape, colour: m.color, text: `${m.label}: ${model.competitors.find((c) => c.host === m.label)?.archetype ?? ''}` });
  }
  const column = flow.width / 2;
  entries.forEach((entry, i) => {
    if (i % 2 === 0) flow.ensure(20);
    const x = flow.left + (i % 2) * column;
    drawLegendMark(flow.page, entry.kind, x + 6, flow.y + 6, entry.colour, style.otherRing);
    const text = flow.measure(entry.text, { fonts: theme.faces.body, size: 10, width: column - 26 }).lines[0] ?? '';
    flow.page.text(text, x + 18, flow.y + 9.5, { fonts: theme.faces.body, size: 10, color: INK });
    if (i % 2 === 1 || i === entries.length - 1) flow.gap(20);
  });
  flow.gap(6);
  flow.page.line({ x: flow.left, y: flow.y }, { x: flow.left + flow.width, y: flow.y }, { stroke: RULE, lineWidth: 0.75 });
  flow.gap(12);
  body(
    flow,
    theme,
    'Neighbouring archetypes on the wheel share motivations; opposite ones pull in different directions. The dashed line joins your archetype to your runner-up, the archetype with your next highest score.',
    { color: MUTED, size: 9.5 },
  );
}

/** How to write in the visitor's archetype: words to use and avoid, sentence shapes and one example. */
export function voiceSection(flow: Flow, theme: Theme, model: PdfReportModel): void {
  const guide = model.voiceGuide;
  heading(flow, theme, `How ${model.primary} writes`, 'Voice guide');
  body(flow, theme, 'A guide for writing your own lines in your archetype’s voice, not finished copy.', { color: MUTED });
  flow.gap(6);
  subheading(flow, theme, 'Words to use');
  body(flow, theme, guide.use.join(', '));
  subheading(flow, theme, 'Words to avoid');
  body(flow, theme, guide.avoid.join(', '));
  subheading(flow, theme, 'Sentence shapes');
  bullets(flow, theme, guide.shapes);
  subheading(flow, theme, 'An example on your subject');
  flow.paragraph(`“${guide.example}”`, { fonts: theme.faces.displayItalic, size: 13, color: theme.accentInk, leading: 1.4 });
}
