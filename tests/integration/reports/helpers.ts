import { competitorAnalyses } from '../../../db/competitor-schema.ts';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import type { CompanyAnalysis } from '../../../src/domain/quiz/results.ts';
import { startTeam, submit, withWebsite, type Result, type TestApp } from '../teams/helpers.ts';

/** A visitor string that must come out as plain text: markup, an ampersand, Polish and German letters. */
export const ODD_COMPANY = 'Łódź & Söhne <script>alert(1)</script>';

/** The website analysis as the analyzer stores it now: with the site's palette. */
export const SAGE_SITE: CompanyAnalysis = {
  archetype: 'The Sage',
  subArchetype: 'Scholar',
  confidence: 0.82,
  reasoning: 'Research-led copy that explains before it sells.',
  keyIndicators: ['evidence', 'guides', 'insight'],
  headline: 'Accounting software for small teams',
  brandKeywords: ['accounting software', 'small teams'],
  colorPalette: [
    { name: 'Ink', hex: '#1f2a44' },
    { name: 'Paper', hex: '#f5f1e8' },
    { name: 'Signal', hex: '#d9480f' },
  ],
};

export const COMPETITORS: { host: string; archetype: ArchetypeName }[] = [
  { host: 'rival-one.example', archetype: 'The Ruler' },
  { host: 'rival-two.example', archetype: 'The Jester' },
  { host: 'rival-three.example', archetype: 'The Caregiver' },
];

/** A Hero result with everything the PDF can show: the odd company, its website analysis, three competitors and a team. */
export async function fullResult(t: TestApp, teamName = 'Łódź Leadership'): Promise<Result> {
  const result = await submit(t, { archetype: 'The Hero', company: ODD_COMPANY });
  await withWebsite(t, result, 'https://lodz-sohne.example/', SAGE_SITE);
  await t.db.insert(competitorAnalyses).values(
    COMPETITORS.map(({ host, archetype }, i) => ({
      id: crypto.randomUUID(),
      submissionId: result.id,
      url: `https://${host}/`,
      host,
      archetype,
      subArchetype: '',
      confidence: 0.7,
      palette: [{ name: 'Navy', hex: '#102a43' }],
      voice: 'Calm and sure',
      createdAt: 1_772_000_000_000 + i,
    })),
  );
  await startTeam(t, { name: teamName, ownerName: 'Olivia Owner' }, result);
  return result;
}

/** The PDF download as the results page asks for it. */
export const downloadPdf = (t: TestApp, id: string, { token, language, query = '', client = '203.0.113.50' }: PdfRequest = {}) =>
  t.app.request(
    `/api/submissions/${id}/report.pdf${query}`,
    { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(language ? { 'accept-language': language } : {}) } },
    { clientAddress: client },
  );

export interface PdfRequest {
  token?: string;
  language?: string;
  query?: string;
  client?: string;
}

/** Text as a reader searches it: runs of white space as one space. */
export const searchable = (text: string) => text.replace(/\s+/g, ' ');
