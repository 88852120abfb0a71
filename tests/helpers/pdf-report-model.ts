import type { PdfReportModel } from '../../functions/pdf/report/model.ts';
import { guideSubject, voiceGuide } from '../../src/domain/voice/guide.ts';
import { readHeadline } from '../../src/domain/voice/headline.ts';

/** A report with nothing but the quiz: no website, competitors or team. */
export function bareReportModel(overrides: Partial<PdfReportModel> = {}): PdfReportModel {
  return {
    paper: 'a4',
    date: '28 November 2026',
    generatedAt: Date.UTC(2026, 10, 28),
    company: null,
    companyUrl: null,
    primary: 'The Explorer',
    subArchetype: 'The Seeker',
    secondary: 'The Hero',
    companyAnalysis: null,
    competitors: [],
    team: null,
    voiceGuide: voiceGuide('The Explorer', guideSubject(null, [])),
    links: { archetypePage: 'https://quiz.example/explorer', brandBook: 'https://brand-book.example/', quiz: 'https://quiz.example/' },
    ...overrides,
  };
}

/** A report with everything present: an analysis with evidence and palette, three competitors and a team of eight. */
export function fullReportModel(overrides: Partial<PdfReportModel> = {}): PdfReportModel {
  return bareReportModel({
    company: 'Fjordline Outfitters',
    companyUrl: 'https://www.fjordline-outfitters.example/',
    primary: 'The Sage',
    subArchetype: 'The Scholar',
    secondary: 'The Explorer',
    companyAnalysis: {
      archetype: 'The Ruler',
      subArchetype: 'The Sovereign',
      confidence: 0.41,
      reasoning: 'Most headlines promise order and command; the calls to action are short and firm.',
      keyIndicators: ['Speaks of standards and control', 'Firm, short calls to action', 'Dark navy with gold accents'],
      headline: 'Gear that keeps every expedition on schedule',
      brandKeywords: ['expedition gear'],
      readings: [
        { archetype: 'The Ruler', share: 0.41, passages: ['Every kit is checked against one standard.', 'Plan the route, we handle the rest.'] },
        { archetype: 'The Explorer', share: 0.3, passages: ['Pack light and go further north.'] },
      ],
      colorPalette: [
        { name: 'Navy', hex: '#1e3a5f' },
        { name: 'Gold', hex: '#c9a227' },
        { name: 'Snow', hex: '#f8fafc' },
      ],
    },
    competitors: [
      {
        url: 'https://summit-supply.example/',
        host: 'summit-supply.example',
        archetype: 'The Hero',
        subArchetype: 'The Warrior',
        confidence: 0.7,
        palette: [{ name: 'Red', hex: '#b91c1c' }],
        voice: 'Bold and driven',
      },
      {
        url: 'https://trailhead.example/',
        host: 'trailhead.example',
        archetype: 'The Explorer',
        subArchetype: 'The Seeker',
        confidence: 0.55,
        palette: [],
        voice: 'Curious, open',
      },
      {
        url: 'https://northpack.example/',
        host: 'northpack.example',
        archetype: 'The Ruler',
        subArchetype: 'The Sovereign',
        confidence: 0.62,
        palette: [{ name: 'Black', hex: '#111111' }],
        voice: '',
      },
    ],
    team: {
      name: 'Fjordline Brand Circle',
      members: ['Ingrid', 'Tomasz', 'Aiyana', 'Kwame', 'Mei', 'Lars', 'Óscar', 'Priya'].map((name, i) => ({
        name,
        primary: (['The Sage', 'The Explorer', 'The Ruler', 'The Sage'] as const)[i % 4]!,
        isOwner: i === 0,
      })),
    },
    voiceGuide: voiceGuide('The Sage', guideSubject(readHeadline('Gear that keeps every expedition on schedule'), [])),
    ...overrides,
  });
}
