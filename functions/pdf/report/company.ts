import { describeReadings, runnerUpLine } from '../../../src/domain/analysis-readings.ts';
import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { positioningNote } from '../../../src/domain/competitors/positioning.ts';
import { hostLabel as hostOf, voiceInBrief } from '../../../src/domain/competitors/types.ts';
import { alignmentOf } from '../../../src/domain/alignment.ts';
import type { Flow } from '../layout.ts';
import type { Tag } from '../page.ts';
import { textWidth } from '../typeface.ts';
import type { PdfReportModel } from './model.ts';
import { body, bullets, callout, heading, INK, MUTED, RULE, safeHex, subheading, swatches, TINT, type Theme } from './theme.ts';

const ALIGNED = '#15803d';
const GAP = '#b45309';

/** How the company's website reads: the call, its evidence, the alignment with the visitor, and the site's palette. */
export function companySection(flow: Flow, theme: Theme, model: PdfReportModel): void {
  const analysis = model.companyAnalysis;
  if (!analysis) return;
  const company = getArchetype(analysis.archetype);
  const personal = getArchetype(model.primary);
  const { faces } = theme;
  heading(flow, theme, 'Our analysis of your website', model.companyUrl ? hostOf(model.companyUrl) : 'Your company');

  flow.ensure(60);
  flow.page.text(company.name, flow.left, flow.y + 22, { fonts: faces.display, size: 24, color: safeHex(company.displayColor) ?? INK });
  const facts = [analysis.subArchetype ? `Sub-archetype: ${analysis.subArchetype}` : '', `Confidence: ${Math.round(analysis.confidence * 100)}%`]
    .filter(Boolean)
    .join('   ·   ');
  flow.page.text(facts, flow.left, flow.y + 42, { fonts: faces.body, size: 10.5, color: MUTED });
  flow.gap(56);
  const call = runnerUpLine({ ...analysis, archetype: company.name });
  if (call) body(flow, theme, call, { color: MUTED });

  const readings = describeReadings({ archetype: company.name, confidence: analysis.confidence, readings: analysis.readings });
  if (readings?.note) callout(flow, theme, readings.note, GAP);
  const alignment = alignmentOf({ personal: personal.name, company: company.name, confidence: analysis.confidence });
  callout(flow, theme, alignment.text, alignment.kind === 'aligned' ? ALIGNED : GAP, alignment.label);

  if (analysis.reasoning) {
    subheading(flow, theme, 'Why we think so');
    body(flow, theme, analysis.reasoning);
  }
  if (analysis.keyIndicators.length) {
    subheading(flow, theme, 'Key indicators');
    bullets(flow, theme, analysis.keyIndicators.slice(0, 8));
  }
  if (readings?.readings.length) {
    subheading(flow, theme, 'Evidence from your site');
    for (const line of readings.readings) {
      flow.ensure(40);
      flow.paragraph(`${line.archetype}: ${line.percent}%${line.named ? '' : ' (also supported)'}`, { fonts: faces.bold, size: 10, color: INK });
      for (const passage of line.passages) {
        flow.paragraph(`“${passage}”`, { fonts: faces.displayItalic, size: 10.5, color: '#374151', indent: 14, leading: 1.4 });
        flow.gap(3);
      }
      flow.gap(4);
    }
  }
  if (analysis.colorPalette?.length) {
    subheading(flow, theme, 'Your site’s palette');
    swatches(flow, theme, analysis.colorPalette);
  }
}

/** The competitors in a table (site, archetype, confidence, palette, voice) and where the company stands among them. */
export function competitorsSection(flow: Flow, theme: Theme, model: PdfReportModel): void {
  if (!model.competitors.length) return;
  const { faces } = theme;
  heading(flow, theme, 'Your competitors', 'Comparison');
  const columns = [0, 0.3, 0.55, 0.68, 0.8].map((f) => flow.left + f * flow.width);
  const headers = ['Site', 'Archetype', 'Confidence', 'Palette', 'Voice'];
  flow.ensure(60);
  // Tagged as a table (header row of column headers, a row per site), so a screen reader can move by cell.
  const table: Tag = { role: 'Table' };
  const headerRow: Tag = { role: 'TR', parent: table };
  headers.forEach((h, i) =>
    flow.page.text(h.toUpperCase(), columns[i]!, flow.y + 10, { fonts: faces.bold, size: 8, color: MUTED }, { role: 'TH', parent: headerRow }),
  );
  flow.gap(18);
  const rows = [
    ...(model.companyAnalysis && model.companyUrl
      ? [
          {
            host: hostOf(model.companyUrl),
            archetype: model.companyAnalysis.archetype,
            confidence: model.companyAnalysis.confidence,
            palette: model.companyAnalysis.colorPalette ?? [],
            voice: '',
            own: true,
          },
        ]
      : []),
    ...model.competitors.map((c) => ({ ...c, own: false })),
  ];
  for (const row of rows) {
    const voice = flow
      .measure(voiceInBrief(row.voice), { fonts: faces.body, size: 9, width: flow.left + flow.width - columns[4]! })
      .lines.slice(0, 3)
      .filter(Boolean);
    const site = flow.measure(row.host, { fonts: faces.bold, size: 9.5, width: columns[1]! - columns[0]! - 8 }).lines.slice(0, 2);
    const height = Math.max(30, 14 + Math.max(voice.length, site.length) * 12);
    flow.ensure(height);
    if (row.own) flow.page.rect(flow.left - 6, flow.y, flow.width + 12, height, { fill: TINT }, 4);
    flow.page.line({ x: flow.left, y: flow.y }, { x: flow.left + flow.width, y: flow.y }, { stroke: RULE, lineWidth: 0.75 });
    const tr: Tag = { role: 'TR', parent: table };
    const [siteCell, archetypeCell, confidenceCell, paletteCell, voiceCell] = headers.map((): Tag => ({ role: 'TD', parent: tr }));
    site.forEach((line, n) => flow.page.text(line, columns[0]!, flow.y + 16 + n * 12, { fonts: faces.bold, size: 9.5, color: INK }, siteCell));
    if (row.own) flow.page.text('your website', columns[0]!, flow.y + 16 + site.length * 12, { fonts: faces.body, size: 8, color: MUTED }, siteCell);
    flow.page.text(row.archetype, columns[1]!, flow.y + 16, { fonts: faces.body, size: 9.5, color: INK }, archetypeCell);
    flow.page.text(`${Math.round(row.confidence * 100)}%`, columns[2]!, flow.y + 16, { fonts: faces.body, size: 9.5, color: INK }, confidenceCell);
    const swatches = row.palette.slice(0, 3).flatMap((p) => {
      const hex = safeHex(p.hex);
      return hex ? [{ hex, name: p.name || hex }] : [];
    });
    if (swatches.length) {
      flow.page.figure({ role: 'Figure', alt: `Colours: ${swatches.map((c) => c.name).join(', ')}`, parent: paletteCell }, () =>
        swatches.forEach(({ hex }, k) => flow.page.rect(columns[3]! + k * 14, flow.y + 7, 11, 11, { fill: hex, stroke: RULE, lineWidth: 0.5 }, 2)),
      );
    } else flow.page.declare(paletteCell!);
    if (voice.length)
      voice.forEach((line, n) => flow.page.text(line, columns[4]!, flow.y + 16 + n * 12, { fonts: faces.body, size: 9, color: MUTED }, voiceCell));
    else flow.page.declare(voiceCell!);
    flow.gap(height);
  }
  flow.gap(10);
  const company = model.companyAnalysis && model.companyUrl ? { label: hostOf(model.companyUrl), archetype: model.companyAnalysis.archetype } : null;
  const note = positioningNote(
    company,
    model.competitors.map((c) => ({ label: c.host, archetype: c.archetype })),
  );
  if (note.sentences.length) {
    subheading(flow, theme, 'Where you stand');
    for (const sentence of note.sentences) body(flow, theme, sentence);
  }
}

/** The team: its name, how its members' archetypes spread, and who holds which. */
export function teamSection(flow: Flow, theme: Theme, model: PdfReportModel): void {
  const team = model.team;
  if (!team) return;
  const { faces } = theme;
  heading(flow, theme, team.name, 'Your team');
  body(flow, theme, `${team.members.length} ${team.members.length === 1 ? 'member has' : 'members have'} taken the quiz.`, { color: MUTED });
  flow.gap(8);
  const counts = new Map<string, string[]>();
  for (const m of team.members) counts.set(m.primary, [...(counts.get(m.primary) ?? []), m.isOwner ? `${m.name} (owner)` : m.name]);
  const rows = [...counts].sort((a, b) => b[1].length - a[1].length);
  const barWidth = flow.width * 0.3;
  for (const [archetype, names] of rows) {
    const list = flow.measure(names.join(', '), { fonts: faces.body, size: 9.5, width: flow.width * 0.42 }).lines;
    const height = Math.max(24, 8 + list.length * 13);
    flow.ensure(height);
    const colour = safeHex(getArchetype(archetype).displayColor) ?? theme.accent;
    flow.page.text(archetype, flow.left, flow.y + 12, { fonts: faces.bold, size: 10, color: INK });
    const x = flow.left + flow.width * 0.24;
    flow.page.rect(x, flow.y + 3, barWidth, 11, { fill: TINT }, 3);
    flow.page.rect(x, flow.y + 3, Math.max(4, (barWidth * names.length) / team.members.length), 11, { fill: colour }, 3);
    const count = String(names.length);
    flow.page.text(count, x + barWidth + 8, flow.y + 12, { fonts: faces.bold, size: 9.5, color: INK });
    const listX = x + barWidth + 14 + textWidth(faces.bold, '00', 9.5);
    list.forEach((line, n) => flow.page.text(line, listX, flow.y + 12 + n * 13, { fonts: faces.body, size: 9.5, color: MUTED }));
    flow.gap(height);
  }
}
