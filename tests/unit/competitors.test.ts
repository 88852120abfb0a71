import { describe, expect, it } from 'vitest';
import { competitorMarkers, COMPETITOR_STYLES } from '../../src/domain/competitors/markers.ts';
import { positioningNote, projectedBy } from '../../src/domain/competitors/positioning.ts';
import { hostLabel, voiceInBrief } from '../../src/domain/competitors/types.ts';

describe('the positioning note', () => {
  it.each([
    {
      label: 'a company alone in its archetype, two competitors crowding another',
      company: { label: 'acme.com', archetype: 'The Hero' as const },
      competitors: [
        { label: 'a.com', archetype: 'The Ruler' as const },
        { label: 'b.com', archetype: 'The Ruler' as const },
      ],
      crowded: ['The Ruler'],
      overlaps: [],
      says: [/^The Ruler is crowded: a\.com and b\.com both project it\.$/, /^acme\.com stands apart as The Hero: no competitor here claims it\.$/],
    },
    {
      label: 'a company sharing its archetype with a competitor',
      company: { label: 'acme.com', archetype: 'The Sage' as const },
      competitors: [
        { label: 'a.com', archetype: 'The Sage' as const },
        { label: 'b.com', archetype: 'The Jester' as const },
      ],
      crowded: ['The Sage'],
      overlaps: ['a.com'],
      says: [/^The Sage is crowded: acme\.com and a\.com both project it\.$/, /^acme\.com overlaps with a\.com as The Sage/],
    },
    {
      label: 'everyone apart',
      company: { label: 'acme.com', archetype: 'The Lover' as const },
      competitors: [{ label: 'a.com', archetype: 'The Creator' as const }],
      crowded: [],
      overlaps: [],
      says: [/^No two sites project the same archetype/, /stands apart as The Lover/],
    },
  ])('$label', ({ company, competitors, crowded, overlaps, says }) => {
    const note = positioningNote(company, competitors);
    expect(note.crowded.map((c) => c.archetype)).toEqual(crowded);
    expect(note.overlaps).toEqual(overlaps);
    for (const pattern of says) expect(note.sentences.some((s) => pattern.test(s))).toBe(true);
    const claimed = new Set<string>([company.archetype, ...competitors.map((c) => c.archetype)]);
    expect(note.open).toHaveLength(12 - claimed.size);
    expect(note.open.some((a) => claimed.has(a))).toBe(false);
    expect(note.sentences.at(-1)).toMatch(/^Open ground: .+ claimed by none of these sites\.$/);
  });

  it('works without a company (Quick Analysis compares sites only)', () => {
    const note = positioningNote(null, [
      { label: 'a.com', archetype: 'The Hero' },
      { label: 'b.com', archetype: 'The Hero' },
    ]);
    expect(note.overlaps).toEqual([]);
    expect(note.sentences[0]).toBe('The Hero is crowded: a.com and b.com both project it.');
  });

  it('counts a crowd of three in words', () => {
    const note = positioningNote({ label: 'acme.com', archetype: 'The Sage' }, [
      { label: 'a.com', archetype: 'The Sage' },
      { label: 'b.com', archetype: 'The Sage' },
    ]);
    expect(note.sentences[0]).toBe('The Sage is crowded: acme.com, a.com and b.com all three project it.');
  });

  it('says nothing about no sites', () => {
    expect(positioningNote(null, []).sentences).toEqual([]);
  });
});

describe('who projects an archetype, the verb agreeing with how many sites', () => {
  it.each([
    { labels: ['a.com'], says: 'a.com projects it' },
    { labels: ['127.0.0.1', '127.0.0.2'], says: '127.0.0.1 and 127.0.0.2 both project it' },
    { labels: ['a.com', 'b.com', 'c.com'], says: 'a.com, b.com and c.com all three project it' },
    { labels: ['a.com', 'b.com', 'c.com', 'd.com'], says: 'a.com, b.com, c.com and d.com all four project it' },
  ])('$labels.length site(s): "$says"', ({ labels, says }) => {
    expect(projectedBy(labels)).toBe(says);
  });
});

describe('competitor markers', () => {
  it('give each competitor its own shape and colour, labelled with its host', () => {
    const markers = competitorMarkers([
      { label: 'a.com', archetype: 'The Hero' },
      { label: 'b.com', archetype: 'The Jester' },
      { label: 'c.com', archetype: 'The Sage' },
    ]);
    expect(markers.map((m) => m.label)).toEqual(['a.com', 'b.com', 'c.com']);
    expect(new Set(markers.map((m) => m.shape)).size).toBe(3);
    expect(new Set(markers.map((m) => m.color)).size).toBe(3);
    for (const m of markers) expect(m.path).toMatch(/^M[\d. ]+[LH]/);
  });

  it('fan out competitors that share an archetype, so none hides another', () => {
    const [a, b, c] = competitorMarkers([
      { label: 'a.com', archetype: 'The Ruler' },
      { label: 'b.com', archetype: 'The Ruler' },
      { label: 'c.com', archetype: 'The Ruler' },
    ]);
    const points = [a!, b!, c!].map((m) => `${m.x},${m.y}`);
    expect(new Set(points).size).toBe(3);
  });

  it('leave out archetypes off the wheel and anything past three', () => {
    expect(competitorMarkers([{ label: 'x', archetype: 'The Nobody' }])).toEqual([]);
    const four = competitorMarkers(['a', 'b', 'c', 'd'].map((label) => ({ label, archetype: 'The Hero' })));
    expect(four).toHaveLength(COMPETITOR_STYLES.length);
  });
});

describe('labels and voice', () => {
  it.each([
    ['https://www.example.com/about', 'example.com'],
    ['http://shop.example.co.uk', 'shop.example.co.uk'],

    ['not a url', 'not a url'],
  ])('labels %s as %s', (url, label) => {
    expect(hostLabel(url)).toBe(label);
  });

  it.each([
    ['Warm, plain and neighbourly. Speaks to families.', 'Warm, plain and neighbourly'],
    [undefined, ''],
    [
      'A very long description of a voice that goes on and on without any full stop at all here',
      'A very long description of a voice that goes on and on…',
    ],
    // One unbroken word: cut at the limit, never inside an emoji (60 code points, not 60 UTF-16 units).
    ['😀'.repeat(70), `${'😀'.repeat(60)}…`],
  ])('keeps a few words of %s', (voice, brief) => {
    expect(voiceInBrief(voice)).toBe(brief);
  });
});
