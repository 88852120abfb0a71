import { describe, expect, it } from 'vitest';
import { paletteOf, readCompanyAnalysis, type StoredCompanyColumns } from '../../../src/domain/report/company.ts';

const stored = (analysis: unknown, columns: Partial<StoredCompanyColumns> = {}): StoredCompanyColumns => ({
  companyArchetype: null,
  companyArchetypeConfidence: null,
  companyAnalysis: analysis,
  ...columns,
});

const SAGE = { archetype: 'The Sage', confidence: 0.8, reasoning: 'Explains first.', keyIndicators: ['evidence'] };

describe('readCompanyAnalysis: the stored website analysis, read defensively for the PDF', () => {
  it('keeps what the analyzer stored, palette included', () => {
    const palette = [{ name: 'Ink', hex: '#1F2A44' }];
    expect(readCompanyAnalysis(stored({ ...SAGE, subArchetype: 'Scholar', headline: 'Books for all', colorPalette: palette }))).toEqual({
      ...SAGE,
      subArchetype: 'Scholar',
      headline: 'Books for all',
      colorPalette: [{ name: 'Ink', hex: '#1f2a44' }],
    });
  });

  it('takes the archetype and confidence columns over the JSON (they are what the dashboard counts)', () => {
    expect(readCompanyAnalysis(stored(SAGE, { companyArchetype: 'The Hero', companyArchetypeConfidence: 0.6 }))).toMatchObject({
      archetype: 'The Hero',
      confidence: 0.6,
    });
  });

  it.each([
    ['no analysis', null],
    ['an array', [SAGE]],
    ['a string', 'The Sage'],
    ['an archetype off the list', { ...SAGE, archetype: 'The Wizard<script>' }],
    ['no confidence', { ...SAGE, confidence: 'high' }],
  ])('is null for %s', (_, analysis) => expect(readCompanyAnalysis(stored(analysis))).toBeNull());

  it('leaves out fields of the wrong shape', () => {
    const odd = {
      ...SAGE,
      reasoning: 42,
      keyIndicators: 'evidence',
      brandKeywords: ['ok', 7],
      runnerUp: { archetype: 'Nobody', strength: 0.5 },
      readings: 'many',
      colorPalette: { hex: '#000000' },
    };
    expect(readCompanyAnalysis(stored(odd))).toEqual({
      archetype: 'The Sage',
      confidence: 0.8,
      reasoning: '',
      keyIndicators: [],
      brandKeywords: ['ok'],
    });
  });
});

describe('paletteOf: at most five swatches, each a #rrggbb colour', () => {
  it.each([
    [undefined, []],
    ['#ffffff', []],
    [
      [
        { name: 'Red', hex: 'red' },
        { name: 'Short', hex: '#fff' },
        { name: 'Url', hex: 'url(#x)' },
      ],
      [],
    ],
    [[{ hex: '#ABCDEF' }], [{ name: '', hex: '#abcdef' }]],
    [
      Array.from({ length: 8 }, (_, i) => ({ name: `C${i}`, hex: `#00000${i}` })),
      Array.from({ length: 5 }, (_, i) => ({ name: `C${i}`, hex: `#00000${i}` })),
    ],
  ])('%j → %j', (input, palette) => expect(paletteOf(input)).toEqual(palette));
});
