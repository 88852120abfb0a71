import { describe, expect, it } from 'vitest';
import { classifyCopy } from '../../../functions/analysis/classify/classify.ts';
import { readingsOf } from '../../../functions/analysis/classify/readings.ts';
import type { Location, WeightedText } from '../../../functions/analysis/signals/corpus.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';

const at = (where: Location, text: string, weight = 1): WeightedText => ({ text, where, weight, page: 0 });
const noVisuals = { palette: [], typography: { faces: [] }, ctas: [] };
const chances = (values: Partial<Record<ArchetypeName, number>>) =>
  Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, values[n] ?? 0.01])) as Record<ArchetypeName, number>;

const SPLIT_SITE = [
  at('h1', 'Insurance that laughs at the small print, so you can too.', 3),
  at('body', 'Our claims team tells terrible jokes and settles claims in a day. Silly name, serious cover, and a rubber duck on every desk.'),
  at('body', 'We study every policy line by line and publish the evidence behind each price, so you understand exactly what you are buying.'),
  at('body', 'Research, data and plain explanations: read our guides to learn how cover really works before you decide.'),
  at('footer', 'Registered in England. Authorised and regulated by the Financial Conduct Authority.'),
  at('boilerplate', 'We use cookies to improve your experience.'),
];

describe('the readings the copy supports', () => {
  it('names the archetype first and keeps only readings with a real share of the evidence', () => {
    const readings = readingsOf(SPLIT_SITE, chances({ 'The Jester': 0.5, 'The Sage': 0.3, 'The Ruler': 0.05 }), 'The Jester');
    expect(readings.map((r) => r.archetype)).toEqual(['The Jester', 'The Sage']);
    expect(readings.map((r) => r.share)).toEqual([0.5, 0.3]);
  });

  it('quotes, for each reading, the lines that lean to it, and never the same line twice', () => {
    const [jester, sage] = readingsOf(SPLIT_SITE, chances({ 'The Jester': 0.5, 'The Sage': 0.3 }), 'The Jester');
    expect(jester!.passages.join(' ')).toMatch(/jokes|laughs/);
    expect(sage!.passages.join(' ')).toMatch(/evidence|Research/);
    const all = [...jester!.passages, ...sage!.passages];
    expect(new Set(all).size).toBe(all.length);
  });

  it('never quotes legal lines, cookie banners or navigation as evidence', () => {
    const quoted = readingsOf(SPLIT_SITE, chances({ 'The Jester': 0.4, 'The Sage': 0.35, 'The Ruler': 0.2 }), 'The Jester').flatMap(
      (r) => r.passages,
    );
    expect(quoted.join(' ')).not.toMatch(/cookies|Registered in England/);
  });

  it('keeps at most three readings and cuts long passages at a word', () => {
    const long = at('body', `We laugh ${'and joke and grin '.repeat(40)}all day long.`);
    const readings = readingsOf(
      [long, ...SPLIT_SITE],
      chances({ 'The Jester': 0.3, 'The Sage': 0.25, 'The Ruler': 0.2, 'The Hero': 0.15 }),
      'The Jester',
    );
    expect(readings).toHaveLength(3);
    for (const p of readings.flatMap((r) => r.passages)) expect(p.length).toBeLessThanOrEqual(240);
  });

  it('comes with every classification: the first reading is the archetype named, at its confidence', () => {
    const result = classifyCopy({ ...noVisuals, corpus: SPLIT_SITE });
    expect(result.readings[0]).toMatchObject({ archetype: result.archetype, share: result.confidence });
  });

  it('is empty when there is no evidence to read', () => {
    expect(classifyCopy({ ...noVisuals, corpus: [at('body', 'Lorem ipsum dolor sit amet.')] }).readings).toEqual([]);
  });
});
