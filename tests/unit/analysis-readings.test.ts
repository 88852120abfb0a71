import { describe, expect, it } from 'vitest';
import { confidenceQualifier, describeReadings, readingsOf, runnerUpLine, type AnalysisReading } from '../../src/domain/analysis-readings.ts';

const SPLIT = 'The evidence is split: the copy supports more than one reading and none clearly leads. Treat these as possibilities, not a verdict.';
const THIN_ONE = 'The evidence is thin: the copy gives little to go on. Treat this as a possibility, not a verdict.';
const THIN_SEVERAL = 'The evidence is thin: the copy gives little to go on. Treat these as possibilities, not a verdict.';

const hero = (share: number, passages: string[] = ['We stand up when it counts.']): AnalysisReading => ({ archetype: 'The Hero', share, passages });
const sage = (share: number, passages: string[] = ['We study the problem first.']): AnalysisReading => ({ archetype: 'The Sage', share, passages });
const ruler = (share: number, passages: string[] = []): AnalysisReading => ({ archetype: 'The Ruler', share, passages });

describe('what the readings add to the call', () => {
  it.each<[string, number, AnalysisReading[] | undefined, { note: string | null; lines: string[]; summary: string } | null]>([
    ['no readings, confident', 0.8, undefined, null],
    ['no readings, moderate', 0.5, undefined, null],
    ['no readings, low: thin, nothing listed', 0.3, undefined, { note: THIN_ONE, lines: [], summary: THIN_ONE }],
    ['one reading at 60% or more: nothing extra', 0.6, [hero(0.6)], null],
    ['one reading at 95%: nothing extra', 0.95, [hero(0.95)], null],
    ['one reading at 45–60% with passages: its passages', 0.52, [hero(0.52)], { note: null, lines: ['The Hero 52%'], summary: '' }],
    ['one reading at 45–60% without passages: nothing', 0.52, [hero(0.52, [])], null],
    ['one reading under 45%: thin', 0.44, [hero(0.44)], { note: THIN_ONE, lines: ['The Hero 44%'], summary: THIN_ONE }],
    [
      'two readings, confident: listed, no note',
      0.7,
      [hero(0.7), sage(0.2)],
      { note: null, lines: ['The Hero 70%', 'The Sage 20%'], summary: 'The copy also supports The Sage (20%).' },
    ],
    [
      'two readings at 45–60%: listed, no note',
      0.5,
      [hero(0.5), sage(0.31)],
      { note: null, lines: ['The Hero 50%', 'The Sage 31%'], summary: 'The copy also supports The Sage (31%).' },
    ],
    [
      'three readings under 45%, close: split',
      0.38,
      [hero(0.38), sage(0.34), ruler(0.28)],
      {
        note: SPLIT,
        lines: ['The Hero 38%', 'The Sage 34%', 'The Ruler 28%'],
        summary: `${SPLIT} The copy also supports The Sage (34%) and The Ruler (28%).`,
      },
    ],
    [
      'two readings under 45%, the second far behind: thin',
      0.4,
      [hero(0.4), sage(0.1)],
      { note: THIN_SEVERAL, lines: ['The Hero 40%', 'The Sage 10%'], summary: `${THIN_SEVERAL} The copy also supports The Sage (10%).` },
    ],
  ])('%s', (_, confidence, readings, expected) => {
    const wording = describeReadings({ archetype: 'The Hero', confidence, readings });
    if (expected === null) return expect(wording).toBeNull();
    expect(wording).not.toBeNull();
    expect(wording!.heading).toBe('What the copy supports');
    expect(wording!.note).toBe(expected.note);
    expect(wording!.readings.map((r) => `${r.archetype} ${r.percent}%`)).toEqual(expected.lines);
    expect(wording!.summary).toBe(expected.summary);
  });

  it('never speaks of AI, and never sounds sure under 45%', () => {
    for (const confidence of [0, 0.1, 0.3, 0.44]) {
      for (const readings of [undefined, [hero(confidence)], [hero(confidence), sage(confidence * 0.9)], [hero(confidence), sage(0.05)]]) {
        const w = describeReadings({ archetype: 'The Hero', confidence, readings })!;
        const words = [w.heading, w.note, w.summary].join(' ');
        expect(words).not.toMatch(/\bAI\b|artificial|model/i);
        expect(w.note).toMatch(/^The evidence is (thin|split): .* not a verdict\.$/);
      }
    }
  });

  it('gives the named archetype the analysis’ own confidence, first, with its passages, and the others in their order', () => {
    const w = describeReadings({ archetype: 'The Sage', confidence: 0.41, readings: [hero(0.45), sage(0.4), ruler(0.15)] })!;
    expect(w.readings.map((r) => [r.archetype, r.percent, r.named])).toEqual([
      ['The Sage', 41, true],
      ['The Hero', 45, false],
      ['The Ruler', 15, false],
    ]);
    expect(w.readings[0]!.passages).toEqual(['We study the problem first.']);
  });

  it('names the archetype even when no reading is for it, without passages', () => {
    const w = describeReadings({ archetype: 'The Lover', confidence: 0.5, readings: [sage(0.3)] })!;
    expect(w.readings.map((r) => [r.archetype, r.passages])).toEqual([
      ['The Lover', []],
      ['The Sage', ['We study the problem first.']],
    ]);
  });

  it('leaves out a reading that rounds to 0%', () => {
    expect(describeReadings({ archetype: 'The Hero', confidence: 0.9, readings: [hero(0.9), sage(0.004)] })).toBeNull();
  });
});

describe('readings read defensively', () => {
  it('keeps known archetypes once, clamps shares, and at most three readings of three clean passages', () => {
    expect(
      readingsOf([
        { archetype: 'The Hero', share: 1.4, passages: ['  “Be brave.”  ', 'Be brave.', '', 7, 'Two\n  lines', 'Third', 'Fourth'] },
        { archetype: 'The Hero', share: 0.2, passages: [] },
        { archetype: 'The Robot', share: 0.3, passages: [] },
        { archetype: 'The Sage', share: -1 },
        { archetype: 'The Ruler', share: 'high', passages: [] },
        null,
        { archetype: 'The Lover', share: 0.1, passages: 'not a list' },
        { archetype: 'The Jester', share: 0.1, passages: [] },
      ]),
    ).toEqual([
      { archetype: 'The Hero', share: 1, passages: ['Be brave.', 'Two lines', 'Third'] },
      { archetype: 'The Sage', share: 0, passages: [] },
      { archetype: 'The Lover', share: 0.1, passages: [] },
    ]);
    const long = `${'word '.repeat(60)}end`;
    expect(readingsOf([{ archetype: 'The Hero', share: 0.5, passages: [long] }])[0]!.passages[0]).toMatch(/^(word ){46}word…$/);
    expect(readingsOf([{ archetype: 'The Hero', share: 0.5, passages: ['x'.repeat(300)] }])[0]!.passages[0]).toBe(`${'x'.repeat(239)}…`);
    expect(readingsOf('not a list')).toEqual([]);
    expect(readingsOf(undefined)).toEqual([]);
  });
});

describe('the runner-up line beside the call', () => {
  const runnerUp = { archetype: 'The Ruler' as const, strength: 0.7 };
  it.each([
    ['no runner-up', undefined, undefined, null],
    ['a runner-up, no readings', runnerUp, undefined, 'The Hero, with a strong pull of The Ruler'],
    ['a near tie, no readings', { archetype: 'The Ruler' as const, strength: 0.95 }, undefined, 'The Hero, nearly tied with The Ruler'],
    ['a weak runner-up: the bare name adds nothing', { archetype: 'The Ruler' as const, strength: 0.3 }, undefined, null],
    ['a runner-up and readings: the readings say it', runnerUp, [hero(0.5), ruler(0.35)], null],
    ['a runner-up and one reading: the readings win', runnerUp, [hero(0.7)], null],
  ])('%s', (_, r, readings, expected) => {
    expect(runnerUpLine({ archetype: 'The Hero', runnerUp: r, readings })).toBe(expected);
  });
});

describe('a bare percentage’s qualifier', () => {
  it.each([
    [0.2, 'low: thin or split evidence'],
    [0.449, 'low: thin or split evidence'],
    [0.45, null],
    [0.9, null],
  ])('%d → %s', (confidence, expected) => {
    expect(confidenceQualifier(confidence)).toBe(expected);
  });
});
