import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { classifyCopy } from '../../../functions/analysis/classify/classify.ts';
import { MAX_CONFIDENCE, MIN_CONFIDENCE } from '../../../functions/analysis/classify/confidence.ts';
import { keyIndicators, reasoningText } from '../../../functions/analysis/classify/explain.ts';
import type { Evidence } from '../../../functions/analysis/classify/score.ts';
import { archetypeMatcher, subArchetypesOf } from '../../../functions/analysis/classify/match.ts';
import { parseColor } from '../../../functions/analysis/signals/color.ts';
import type { Location, WeightedText } from '../../../functions/analysis/signals/corpus.ts';
import { buildPalette } from '../../../functions/analysis/signals/palette.ts';
import { classifyFont } from '../../../functions/analysis/signals/typography.ts';

const at = (where: Location, text: string, weight = 1): WeightedText => ({ text, where, weight, page: 0 });
const noVisuals = { palette: [], typography: { faces: [] }, ctas: [] };

/** One short, ordinary piece of marketing copy per archetype. */
const COPY: Record<ArchetypeName, string[]> = {
  'The Magician': ['Turn your home into something magical.', 'Our technology transforms every room, as if by magic. Imagine what becomes possible.'],
  'The Hero': ['Train harder. Win the race.', 'Champions are built with courage and discipline. Push your limits and beat your personal best.'],
  'The Sage': ['Understand the evidence.', 'Independent research and free courses that help you learn, think clearly and separate facts from noise.'],
  'The Explorer': ['Explore the wild.', 'Packs and expeditions for adventurers who chase the horizon and take the trail less travelled.'],
  'The Innocent': ['Simple, wholesome goodness.', 'Pure oat milk with nothing artificial. Happy mornings start with honest, natural food.'],
  'The Ruler': ['Private wealth, since 1887.', 'Exclusive stewardship for distinguished families. A legacy of excellence and leadership.'],
  'The Creator': ['Make something original.', 'A studio for artists and makers: sketch, paint and craft your ideas, then share your creative work.'],
  'The Caregiver': ['Compassionate care at home.', 'We support and protect older adults and the families who love them, with dignity and kindness.'],
  'The Jester': ['Seriously fun snacks!', 'Silly flavors, goofy jokes and a crunch that makes everyone laugh. Let the party begin!'],
  'The Lover': ['Indulge your senses.', 'Velvet chocolate and sensual aromas. Fall in love with an exquisite, intimate pleasure.'],
  'The Everyman': [
    'Real help for real people.',
    'Fair prices, friendly neighbors and honest advice for everyone. No fuss, just down-to-earth service.',
  ],
  'The Outlaw': ['Break the rules.', 'We are rebels and misfits who defy the status quo. Unapologetic, independent, never asking permission.'],
};

describe('rule-based classification from copy alone', () => {
  it.each(ARCHETYPE_NAMES.map((n) => [n]))('recognises %s copy', (name) => {
    const [headline = '', body = ''] = COPY[name];
    const result = classifyCopy({ ...noVisuals, corpus: [at('h1', headline, 3), at('body', body)] });
    expect(result.archetype).toBe(name);
    expect(subArchetypesOf(name)).toContain(result.subArchetype);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(MAX_CONFIDENCE);
    expect(result.reasoning.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    expect(result.keyIndicators.length).toBeGreaterThanOrEqual(3);
    expect(result.keyIndicators.length).toBeLessThanOrEqual(6);
  });

  it('weights where words appear: a headline outweighs a footer', () => {
    const result = classifyCopy({
      ...noVisuals,
      corpus: [at('h1', 'Win the race. Train like a champion.', 3), at('footer', 'Care, support, compassion and kindness for families.', 0.3)],
    });
    expect(result.archetype).toBe('The Hero');
  });

  it('quotes the words that drove the call and where they appeared', () => {
    const result = classifyCopy({ ...noVisuals, corpus: [at('h1', 'Win. Then win again, champion.', 3), at('body', COPY['The Hero'][1] ?? '')] });
    expect(result.keyIndicators[0]).toMatch(/^"Win" and "champion" in the headline$/);
    expect(result.reasoning).toMatch(/^The site reads as The Hero: /);
  });

  it('names the runner-up, the closer the more evenly the copy is split', () => {
    const hero = 'We train athletes to win with courage and discipline.';
    const mixed = classifyCopy({
      ...noVisuals,
      corpus: [at('body', hero), at('body', 'We care for and support families with compassion and kindness.')],
    });
    const lopsided = classifyCopy({
      ...noVisuals,
      corpus: [
        at('body', 'We train athletes to win with courage, discipline, grit and relentless effort, champion after champion.'),
        at('body', 'We care.'),
      ],
    });
    expect(mixed.archetype).toBe('The Hero');
    expect(mixed.runnerUp?.archetype).toBe('The Caregiver');
    expect(mixed.runnerUp!.ratio).toBeGreaterThan(3 * lopsided.runnerUp!.ratio);
    expect(lopsided.reasoning).not.toMatch(/close second|toss-up/);
  });

  it.each([
    [0.99, /The Ruler scores just as high, so the call between the two is a toss-up\./],
    [0.75, /The Ruler is a close second \(75% of the winner's score\), so the brand blends both\./],
    [0.5, /^(?!.*The Ruler).*$/],
  ])('words a runner-up at %s of the winner', (ratio, wording) => {
    const text = reasoningText({
      archetype: 'The Hero',
      sub: { name: 'Athlete', fallback: false, words: ['athletes'] },
      evidence: [],
      cues: [],
      runnerUp: { archetype: 'The Ruler', ratio },
      thin: false,
    });
    expect(text).toMatch(wording);
  });

  it('quotes the tone the learned model heard, once, when the vocabulary is silent', () => {
    const text = reasoningText({
      archetype: 'The Outlaw',
      sub: { name: 'Activist', fallback: true, words: [] },
      evidence: [],
      cues: [],
      tone: ['we refuse', 'refuse', 'walk out', 'no'],
      thin: false,
    });
    expect(text).toMatch(/^The site sounds like The Outlaw: the voice is in its tone more than its vocabulary \("we refuse" and "walk out"\)\./);
  });

  describe('below the low-confidence threshold, quoted words are hints, never evidence for a verdict', () => {
    const evidence = [{ term: { weight: 1 }, surfaces: ['results'], wheres: ['body'], points: 1, count: 1 }] as unknown as Evidence[];
    const input = (thin: boolean) => ({
      archetype: 'The Magician' as const,
      sub: { name: 'Visionary', fallback: true, words: [] },
      evidence,
      cues: [],
      tone: ['holdings', 'new york'],
      thin,
    });

    it.each([
      [
        false,
        /^The site reads as The Magician: its body copy leans on words like "results"\. Its tone points the same way \("holdings" and "new york"\)\./,
      ],
      [
        true,
        /^The site leans only faintly towards The Magician: its body copy uses words like "results"\. A few phrases may hint at the same \("holdings" and "new york"\), but they are too weak to settle the call\./,
      ],
    ])('thin %s: %s', (thin, wording) => {
      const text = reasoningText(input(thin));
      expect(text).toMatch(wording);
      if (thin) expect(text).not.toMatch(/points the same way|reads as/);
    });

    it('hedges a tone-only reading too', () => {
      const text = reasoningText({ ...input(true), evidence: [] });
      expect(text).toMatch(/^Only a few phrases hint at The Magician \("holdings" and "new york"\), too weak to settle the call\./);
      expect(text).not.toMatch(/sounds like/);
    });

    it.each([
      [false, 'Phrasing typical of The Magician: "holdings" and "new york"'],
      [true, 'Phrasing that only hints at The Magician: "holdings" and "new york"'],
    ])('key indicators, thin %s', (thin, bullet) => {
      const bullets = keyIndicators('The Magician', [], [], undefined, ['holdings', 'new york'], thin);
      expect(bullets).toContain(bullet);
    });
  });

  it('picks the sub-archetype whose vocabulary fits best, else the first listed', () => {
    const athlete = classifyCopy({ ...noVisuals, corpus: [at('h1', 'Train like an athlete. Beat your personal best in every race.', 3)] });
    expect(athlete.subArchetype).toBe('Athlete');
    const plain = classifyCopy({ ...noVisuals, corpus: [at('h1', 'Courage.', 3)] });
    expect(plain.archetype).toBe('The Hero');
    expect(plain.subArchetype).toBe('Warrior');
  });

  it('falls back to the Everyman with minimal confidence when there is no evidence', () => {
    const result = classifyCopy({ ...noVisuals, corpus: [at('body', 'Lorem ipsum dolor sit amet.')] });
    expect(result.archetype).toBe('The Everyman');
    expect(result.confidence).toBe(MIN_CONFIDENCE);
    expect(result.runnerUp).toBeUndefined();
  });
});

describe('visual cues are secondary', () => {
  const red = buildPalette([{ rgb: parseColor('#D62828')!, weight: 6, role: 'button', surface: 'bg' }]);
  const purple = buildPalette([{ rgb: parseColor('#4B1D8F')!, weight: 6, role: 'button', surface: 'bg' }]);
  const oswald = { heading: classifyFont('Oswald')!, body: classifyFont('Inter')!, faces: [] };

  it('settle a close call', () => {
    const corpus = [at('body', 'Courage and magic.')];
    expect(classifyCopy({ ...noVisuals, corpus, palette: red, typography: oswald }).archetype).toBe('The Hero');
    expect(classifyCopy({ ...noVisuals, corpus, palette: purple }).archetype).toBe('The Magician');
  });

  it('never outvote clear copy', () => {
    const corpus = [at('h1', COPY['The Caregiver'][0] ?? '', 3), at('body', COPY['The Caregiver'][1] ?? '')];
    expect(classifyCopy({ ...noVisuals, corpus, palette: red, typography: oswald }).archetype).toBe('The Caregiver');
  });

  it('appear as evidence when they agree', () => {
    const result = classifyCopy({ ...noVisuals, corpus: [at('h1', COPY['The Hero'][0] ?? '', 3)], palette: red, typography: oswald });
    expect(result.keyIndicators).toContain('Fire Engine Red #D62828 dominates buttons');
    expect(result.keyIndicators).toContain('Condensed display type (Oswald) in headings');
  });
});

describe('the lexicon matcher', () => {
  const hits = (text: string) =>
    archetypeMatcher()
      .match(text)
      .map((h) => `${h.term.archetype}:${h.term.sub ?? ''}:${h.surface}`);

  it('matches stems, exact words and phrases, counting a word once per vocabulary', () => {
    const found = hits('Leadership means you never give up.');
    expect(found.filter((h) => h.startsWith('The Ruler::'))).toEqual(['The Ruler::leadership']);
    expect(found).toContain('The Hero::never give up');
  });

  it('does not mistake look-alike words', () => {
    const found = hits('Of course we optimise inventory and questions at the start.');
    expect(found.filter((h) => /Innocent|Creator|Explorer|Sage::course/.test(h))).toEqual([]);
  });
});
