import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontFilesNode } from '../../../functions/pdf/fonts-node.ts';
import type { FontFiles } from '../../../functions/pdf/fonts.ts';
import { renderReportPdf } from '../../../functions/pdf/report/render.ts';
import { bareReportModel, fullReportModel } from '../../helpers/pdf-report-model.ts';
import { allText, elementsWithRole, readPdf, readPdfStructure } from '../../helpers/pdf-text.ts';

let files: FontFiles;
beforeAll(async () => {
  files = await loadFontFilesNode();
});

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the PDF report', () => {
  it('shows everything present: archetype, website, evidence, competitors, team, voice guide and next steps', async () => {
    const bytes = await renderReportPdf(fullReportModel(), files);
    const { text, info } = await readPdf(bytes);
    const flat = squash(text);
    for (const expected of [
      'The Sage',
      'The Scholar',
      'Fjordline Outfitters',
      'Our analysis of your website',
      'The Ruler',
      'Confidence: 41%',
      'Every kit is checked against one standard.',
      'summit-supply.example',
      'trailhead.example',
      'northpack.example',
      'Fjordline Brand Circle',
      'Words to use',
      'Next steps',
      'brand-book.example',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(info).toMatchObject({
      Title: 'Brand Archetype Report: The Sage (The Scholar) for Fjordline Outfitters',
      Author: 'The Brand Company',
      Language: 'en',
    });
    expect(bytes.byteLength).toBeLessThanOrEqual(500 * 1024);
  });

  it('states no alignment from a website reading below the low-confidence threshold (41%)', async () => {
    const flat = squash((await readPdf(await renderReportPdf(fullReportModel(), files))).text);
    expect(flat).toContain('Too uncertain to judge: you lead as The Sage');
    expect(flat).not.toMatch(/Gap: you lead|A gap to close|Close the gap on your website/);
    expect(flat).toContain('Give your website a clearer voice');
  });

  it('leaves out what is not there, and says nothing about a website it never read', async () => {
    const { text } = await readPdf(await renderReportPdf(bareReportModel(), files));
    expect(text).toContain('The Explorer');
    expect(text).not.toContain('Our analysis of your website');
    expect(text).not.toContain('Your competitors');
    expect(text).not.toContain('Your team');
  });

  it.each([
    ['a4', { width: 595, height: 842 }],
    ['letter', { width: 612, height: 792 }],
  ] as const)('lays out every page on %s paper', async (paper, size) => {
    const { pages } = await readPdf(await renderReportPdf(fullReportModel({ paper }), files));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const page of pages) expect(page).toEqual(size);
  });

  it('prints hostile and odd text as plain characters', async () => {
    const company = 'Łódź & Söhne <script>alert(1)</script> (GmbH) \\ 中文';
    const model = fullReportModel({ company, team: { name: 'Team )( \u202e', members: [{ name: 'Zoë', primary: 'The Jester', isOwner: true }] } });
    const { text, info } = await readPdf(await renderReportPdf(model, files));
    expect(squash(text)).toContain('Łódź & Söhne <script>alert(1)</script> (GmbH) \\ ??');
    expect(text).toContain('Team )(');
    expect(info.Title).toContain(company);
  });

  it('draws a very long company name and crawled passage without losing a character', async () => {
    const passage = `${'Unbrokenwordwithoutanyspaces'.repeat(8)} ends here.`;
    const base = fullReportModel();
    const model = fullReportModel({
      company: 'A'.repeat(200),
      companyAnalysis: { ...base.companyAnalysis!, readings: [{ archetype: 'The Ruler', share: 0.41, passages: [passage] }] },
    });
    const { text } = await readPdf(await renderReportPdf(model, files));
    expect(text.replace(/\s+/g, '')).toContain(passage.replace(/\s+/g, ''));
  });
});

describe('the PDF report for assistive technology', () => {
  it('is tagged: headings, paragraphs and the wheel as a figure with its description, in reading order', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const bytes = await renderReportPdf(fullReportModel(), files);
    const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
    const roles: string[] = [];
    const alts: string[] = [];
    const walk = (node: { role?: string; alt?: string; children?: unknown[] }) => {
      if (node.role) roles.push(node.role);
      if (node.alt) alts.push(node.alt);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    for (let n = 1; n <= doc.numPages; n++) walk((await (await doc.getPage(n)).getStructTree()) as Parameters<typeof walk>[0]);
    await doc.destroy();
    expect(roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'Figure']));
    expect(alts.some((alt) => alt.includes('your archetype, The Sage') && alt.includes('summit-supply.example, The Hero'))).toBe(true);
  });

  it('tags the competitor table as a table: a header row of column headers, then a row of five cells per site', async () => {
    const bytes = await renderReportPdf(fullReportModel(), files);
    // Every header cell says it heads its column (pdf.js does not report attributes: read the element itself).
    const headerCells = new TextDecoder('latin1').decode(bytes).match(/\/S\/TH\/P \d+ 0 R\/K\[[^\]]*\]\/A<<\/O\/Table\/Scope\/Column>>/g);
    expect(headerCells).toHaveLength(5);
    const structure = await readPdfStructure(bytes);
    const [table, ...others] = elementsWithRole(structure, 'Table');
    expect(others).toEqual([]);
    const rows = table!.children.map((row) => ({ role: row.role, cells: row.children.map((cell) => [cell.role, allText(cell)]) }));
    expect(rows[0]).toEqual({ role: 'TR', cells: ['SITE', 'ARCHETYPE', 'CONFIDENCE', 'PALETTE', 'VOICE'].map((h) => ['TH', h]) });
    expect(rows.slice(1).map(({ role, cells }) => [role, cells.map(([, text]) => text)])).toEqual([
      ['TR', ['fjordline-outfitters.example your website', 'The Ruler', '41%', '', '']],
      ['TR', ['summit-supply.example', 'The Hero', '70%', '', 'Bold and driven']],
      ['TR', ['trailhead.example', 'The Explorer', '55%', '', 'Curious, open']],
      ['TR', ['northpack.example', 'The Ruler', '62%', '', '']],
    ]);
    for (const row of table!.children.slice(1)) expect(row.children.map((cell) => cell.role)).toEqual(['TD', 'TD', 'TD', 'TD', 'TD']);
    // The palette cell holds its swatches as a figure named by its colours; a site with none has an empty cell.
    const palettes = table!.children.slice(1).map((row) => row.children[3]!.children.map((figure) => `${figure.role}: ${figure.alt}`));
    expect(palettes).toEqual([['Figure: Colours: Navy, Gold, Snow'], ['Figure: Colours: Red'], [], ['Figure: Colours: Black']]);
  });

  it('tags every clickable address as a Link that owns its annotation, inside its paragraph', async () => {
    const structure = await readPdfStructure(await renderReportPdf(fullReportModel(), files));
    const links = elementsWithRole(structure, 'Link').map((link) => ({ text: allText(link), links: link.links }));
    expect(links).toEqual([
      { text: 'quiz.example', links: ['https://quiz.example/'] },
      { text: 'quiz.example/explorer', links: ['https://quiz.example/explorer'] },
      { text: 'brand-book.example/', links: ['https://brand-book.example/'] },
    ]);
    const paragraphs = elementsWithRole(structure, 'P').filter((p) => p.children.some((child) => child.role === 'Link'));
    expect(paragraphs.map(allText)).toEqual(['Take the quiz again, or share it: quiz.example', 'quiz.example/explorer', 'brand-book.example/']);
  });
});
