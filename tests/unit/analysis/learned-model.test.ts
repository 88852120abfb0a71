import { describe, expect, it } from 'vitest';
import { archetypeProbabilities, COMBINATION, type Centre, type Scores } from '../../../functions/analysis/classify/combine.ts';
import { confidenceOf, MAX_CONFIDENCE, MIN_CONFIDENCE } from '../../../functions/analysis/classify/confidence.ts';
import { featureCounts, stem, toVector } from '../../../functions/analysis/classify/learned/features.ts';
import { learnedModelCorpus, readLearned } from '../../../functions/analysis/classify/learned/model.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { loadCorpus } from '../../../scripts/learned-model/corpus.ts';
import { trainModel, DEFAULT_TRAINING } from '../../../scripts/learned-model/train.ts';

const scores = (values: Partial<Scores> = {}): Scores => Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, values[n] ?? 0])) as Scores;
const body = (text: string) => [{ text, weight: 1, where: 'body' as const, page: 0 }];
const best = (s: Scores): ArchetypeName => ARCHETYPE_NAMES.reduce((a, b) => (s[b] > s[a] ? b : a));

describe('the learned model reads word forms as one', () => {
  it.each([
    ['adventure', 'adventures'],
    ['refuse', 'refusing'],
    ['refused', 'refuses'],
    ['brand', "brand's"],
    ['craft', 'crafts'],
    ['transformation', 'transformations'],
  ])('%s and %s share a stem', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each(['run', 'sea', 'joy'])('leaves a short word (%s) alone', (word) => {
    expect(stem(word)).toBe(word);
  });
});

describe('features', () => {
  it('counts stems, neighbouring pairs and tone marks, not pairs of stopwords', () => {
    const counts = featureCounts('We refuse to settle! Really?');
    expect([...counts.keys()]).toEqual(expect.arrayContaining(['refus', 'we refus', 'settl', '!', '?']));
    expect(counts.has('to')).toBe(false);
    expect(counts.has('we')).toBe(false);
  });

  it('weighs by where the text sits, and keeps the first wording to quote', () => {
    const surfaces = new Map<string, string>();
    const counts = featureCounts('Adventures await', new Map(), 2.5, surfaces);
    expect(counts.get('adventur')).toBe(2.5);
    expect(surfaces.get('adventur await')).toBe('adventures await');
  });

  it('reads a headline and a whole site on one scale: unit length, unknown features dropped', () => {
    const v = toVector(
      new Map([
        ['a', 9],
        ['b', 1],
        ['unknown', 4],
      ]),
      (f) => f !== 'unknown',
    );
    expect(v.has('unknown')).toBe(false);
    const length = Math.hypot(...v.values());
    expect(length).toBeCloseTo(1, 10);
    expect(v.get('a')!).toBeGreaterThan(v.get('b')!);
    expect(toVector(new Map(), () => true).size).toBe(0);
  });
});

describe('the shipped model', () => {
  it('was trained on the corpus as it is now (run `npm run train:model` after editing it)', async () => {
    const { digest } = await loadCorpus();
    expect(learnedModelCorpus()).toBe(digest);
  });

  it('has no opinion without known words', () => {
    const { logits } = readLearned(body('Zxqv wvut.'));
    expect(new Set(Object.values(logits))).toEqual(new Set([0]));
  });

  it.each<[ArchetypeName, string]>([
    ['The Outlaw', 'The big banks have had it their way for too long. We refuse to play along. Walk out with us.'],
    ['The Caregiver', 'When your mum needs a little more help at home, our carers are there, gently, every day.'],
    ['The Ruler', 'For five generations, the families who shape this city have entrusted their estates to us.'],
    ['The Jester', "Our accountants are so boring we had to hire a goose to do the jokes. He's terrible at it."],
  ])('hears %s, first or second, in one line that avoids its stock words', (archetype, text) => {
    // One line is little to go on (a writer it never read: about half right first, 70% in the top two); a site is many lines.
    const reading = readLearned(body(text));
    const ranked = [...ARCHETYPE_NAMES].sort((a, b) => reading.logits[b] - reading.logits[a]);
    expect(ranked.slice(0, 2)).toContain(archetype);
    expect(reading.cues[archetype].length).toBeGreaterThan(0);
  });

  it('trains the same model twice from the same corpus and seed', async () => {
    const { snippets } = await loadCorpus();
    const small = snippets.filter((_, i) => i % 9 === 0);
    const options = { ...DEFAULT_TRAINING, epochs: 2, stitched: 5, maxFeatures: 300 };
    expect(trainModel(small, 'x', options)).toEqual(trainModel(small, 'x', options));
  });
});

describe('combining the lexicon with the learned model', () => {
  it('gives probabilities that sum to one', () => {
    const p = archetypeProbabilities(scores({ 'The Hero': 30, 'The Ruler': 10 }), scores({ 'The Hero': 1.2 }));
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('is even with no text to read', () => {
    const p = archetypeProbabilities(scores(), scores(), 0);
    expect(new Set(Object.values(p).map((v) => v.toFixed(6)))).toEqual(new Set([(1 / 12).toFixed(6)]));
  });

  it('discounts what every company sounds like: a site that reads as ordinary corporate copy leans nowhere in particular', () => {
    const ordinary = (centre: Centre) => Object.fromEntries(ARCHETYPE_NAMES.map((n, i) => [n, centre.mean[i] as number])) as Scores;
    const p = archetypeProbabilities(scores(), ordinary(COMBINATION.centre.learned), 1);
    // The learned model's mean reads Ruler highest; measured against ordinary copy, Ruler does not lead.
    expect(Math.max(...Object.values(p))).toBeLessThan(0.2);
  });

  it('reads the same corporate-register lead as weaker than the same lead on a quieter archetype', () => {
    const lead = (archetype: ArchetypeName) => archetypeProbabilities(scores(), scores({ [archetype]: 3 }), 1)[archetype];
    expect(lead('The Ruler')).toBeLessThan(lead('The Jester'));
  });

  it.each([
    ['a clear lexicon lead', scores({ 'The Hero': 40, 'The Ruler': 4 }), scores(), 'The Hero'],
    ['a clear learned lead', scores(), scores({ 'The Lover': 2 }), 'The Lover'],
    ['a learned lead over a weak lexicon one', scores({ 'The Sage': 2 }), scores({ 'The Outlaw': 3 }), 'The Outlaw'],
  ])('follows %s', (_label, lexicon, learned, winner) => {
    expect(best(archetypeProbabilities(lexicon, learned))).toBe(winner);
  });

  it('is surer of a wide lead than a narrow one, and of much evidence than a little', () => {
    const p = (lexicon: Partial<Scores>) => archetypeProbabilities(scores(lexicon), scores())['The Hero'];
    expect(p({ 'The Hero': 40, 'The Ruler': 10 })).toBeGreaterThan(p({ 'The Hero': 40, 'The Ruler': 35 }));
    expect(p({ 'The Hero': 40, 'The Ruler': 10 })).toBeGreaterThan(p({ 'The Hero': 4, 'The Ruler': 1 }));
  });

  it.each([
    [0, MIN_CONFIDENCE],
    [0.5, 0.5],
    [0.734, 0.73],
    [1, MAX_CONFIDENCE],
  ])('shows a probability of %s as a confidence of %s', (probability, shown) => {
    expect(confidenceOf(probability)).toBe(shown);
  });
});
