import { alignmentOf } from '../../../src/domain/alignment.ts';
import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { PdfDocument } from '../document.ts';
import type { FontFiles, FontFilesLoader } from '../fonts.ts';
import { Flow } from '../layout.ts';
import { ARTIFACT, type PdfPage } from '../page.ts';
import { textWidth, typefaces } from '../typeface.ts';
import { companySection, competitorsSection, teamSection } from './company.ts';
import { drawCover } from './cover.ts';
import type { PdfReportModel, ReportPdfRenderer } from './model.ts';
import { archetypeSection, voiceSection, wheelSection } from './personal.ts';
import { accentInk, body, heading, INK, MARGINS, MUTED, PAPER, RULE, safeHex, type Theme } from './theme.ts';

/** Who the document says wrote it (the agency that runs the quiz, as the site's footer names it). */
export const REPORT_AUTHOR = 'The Brand Company';

/** The title a viewer shows for the document. */
export function reportTitle(model: Pick<PdfReportModel, 'primary' | 'subArchetype' | 'company'>): string {
  return `Brand Archetype Report: ${model.primary} (${model.subArchetype})${model.company ? ` for ${model.company}` : ''}`.slice(0, 300);
}

/**
 * The designed report as a PDF: a cover, the archetype, the wheel, the company's website with its evidence and
 * palette, competitors and team when present, the voice guide and next steps. Pure: everything comes from the
 * model, which is read from the stored submission.
 */
export async function renderReportPdf(model: PdfReportModel, files: FontFiles): Promise<Uint8Array> {
  const faces = await typefaces(files);
  const archetype = getArchetype(model.primary);
  const accent = safeHex(archetype.displayColor) ?? '#4b5563';
  const theme: Theme = { faces, accent, accentInk: accentInk(accent) };
  const { width, height } = PAPER[model.paper];
  const doc = new PdfDocument(width, height, {
    title: reportTitle(model),
    author: REPORT_AUTHOR,
    subject: `The brand archetype quiz result${model.companyAnalysis ? ' and website analysis' : ''}, ${model.date}`,
    keywords: ['brand archetype', model.primary, model.subArchetype, model.companyAnalysis?.archetype].filter(Boolean).join(', '),
    language: 'en',
    creator: 'Brand Archetype',
    createdAt: model.generatedAt,
  });

  drawCover(doc, theme, model, archetype);
  const flow = new Flow(doc, MARGINS, (page) => runningHeader(page, theme, model));
  archetypeSection(flow, theme, model, archetype);
  flow.break();
  wheelSection(flow, theme, model);
  if (model.companyAnalysis) {
    flow.break();
    companySection(flow, theme, model);
  }
  if (model.competitors.length) {
    flow.gap(20);
    competitorsSection(flow, theme, model);
  }
  if (model.team) {
    flow.gap(20);
    teamSection(flow, theme, model);
  }
  flow.break();
  voiceSection(flow, theme, model);
  flow.gap(24);
  nextSteps(flow, theme, model);
  pageNumbers(doc, theme);
  return doc.toBytes();
}

function runningHeader(page: PdfPage, theme: Theme, model: PdfReportModel): void {
  page.rect(0, 0, page.width, 5, { fill: theme.accent });
  const label = `Brand Archetype Report${model.company ? `  ·  ${model.company}` : ''}`;
  const text = label.length > 90 ? `${label.slice(0, 89)}…` : label;
  page.text(text, MARGINS.side, 36, { fonts: theme.faces.body, size: 8.5, color: MUTED }, ARTIFACT);
  page.line({ x: MARGINS.side, y: 46 }, { x: page.width - MARGINS.side, y: 46 }, { stroke: RULE, lineWidth: 0.5 });
}

function pageNumbers(doc: PdfDocument, theme: Theme): void {
  const total = doc.pages.length;
  doc.pages.forEach((page, i) => {
    if (i === 0) return;
    const label = `${i + 1} / ${total}`;
    page.text(
      label,
      page.width - MARGINS.side - textWidth(theme.faces.body, label, 8.5),
      page.height - 30,
      { fonts: theme.faces.body, size: 8.5, color: MUTED },
      ARTIFACT,
    );
  });
}

/** The website's next step by the one alignment rule (src/domain/alignment.ts): no gap is claimed from a weak reading. */
function websiteStep(primary: string, analysis: { archetype: string; confidence?: number | null }): { title: string; text: string } {
  switch (alignmentOf({ personal: primary, company: analysis.archetype, confidence: analysis.confidence }).kind) {
    case 'aligned':
      return {
        title: 'Keep your website in step',
        text: `Your website already reads as ${primary}. Use the voice guide so new pages keep that voice.`,
      };
    case 'gap':
      return {
        title: 'Close the gap on your website',
        text: `Your website reads as ${analysis.archetype}. Rewrite your headline and calls to action with the voice guide, then check again.`,
      };
    case 'uncertain':
      return {
        title: 'Give your website a clearer voice',
        text: `Your website's reading is too weak to compare with ${primary}. Say plainly who you serve and how, with the voice guide, then check again.`,
      };
  }
}

/** What to do next, each step with its link drawn as a clickable address. */
function nextSteps(flow: Flow, theme: Theme, model: PdfReportModel): void {
  heading(flow, theme, 'Next steps', 'Put it to work');
  const analysis = model.companyAnalysis;
  const steps: { title: string; text: string; url?: string }[] = [
    {
      title: `Read more about ${model.primary}`,
      text: 'Its full profile: strategy points, messaging, palette and type, and all four sub-archetypes.',
      url: model.links.archetypePage,
    },
    analysis
      ? websiteStep(model.primary, analysis)
      : {
          title: 'Analyse your website',
          text: 'See which archetype your own site projects, and how it compares with yours and your competitors’.',
          url: model.links.quiz,
        },
    {
      title: 'Get The Brand Book',
      text: 'A book on building your brand around your archetype.',
      url: model.links.brandBook,
    },
  ];
  if (!model.team) {
    steps.push({
      title: 'Bring in your team',
      text: 'Start a team from your results page and invite colleagues: the team page shows where you all stand on the wheel.',
    });
  }
  steps.forEach((step, i) => {
    flow.ensure(64);
    const top = flow.y;
    flow.page.circle(flow.left + 11, top + 11, 11, { fill: theme.accent });
    const n = String(i + 1);
    flow.page.text(
      n,
      flow.left + 11 - textWidth(theme.faces.bold, n, 11) / 2,
      top + 15,
      { fonts: theme.faces.bold, size: 11, color: '#ffffff' },
      ARTIFACT,
    );
    flow.paragraph(step.title, { fonts: theme.faces.bold, size: 11.5, color: INK, indent: 34, leading: 1.5, role: 'H2' });
    body(flow, theme, step.text, { indent: 34 });
    if (step.url) {
      const shown = step.url.replace(/^https?:\/\//, '');
      flow.paragraph(shown, { fonts: theme.faces.body, size: 10, color: theme.accentInk, indent: 34, link: step.url });
    }
    flow.gap(10);
  });
}

/** Renders in this thread with the runtime's fonts: on Workers (each request has its own isolate time) and in tests. */
export const inProcessPdfRenderer =
  (loadFonts: FontFilesLoader): ReportPdfRenderer =>
  async (model) =>
    renderReportPdf(model, await loadFonts());
