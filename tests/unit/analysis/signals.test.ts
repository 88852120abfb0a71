import { describe, expect, it } from 'vitest';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { findAudience } from '../../../functions/analysis/signals/audience.ts';
import { buildCorpus, type WeightedText } from '../../../functions/analysis/signals/corpus.ts';
import { brandKeywords, singular } from '../../../functions/analysis/signals/keywords.ts';
import { findStatements } from '../../../functions/analysis/signals/statements.ts';

const corpusOf = (html: string) => buildCorpus([readPage(html, 'https://brand.example/')]);
const body = (...texts: string[]): WeightedText[] => texts.map((text) => ({ text, where: 'body', weight: 1, page: 0 }));

describe('mission, vision and values', () => {
  it('finds sentences that state them', () => {
    const found = findStatements(
      body(
        'We started in a garage.',
        'Our mission is to make rigorous evidence understandable to everyone. It matters.',
        'We imagine a world where every room responds to the people in it.',
        'Our values are honesty, curiosity and courage.',
      ),
    );
    expect(found.mission).toBe('Our mission is to make rigorous evidence understandable to everyone.');
    expect(found.vision).toBe('We imagine a world where every room responds to the people in it.');
    expect(found.values).toEqual(['Honesty', 'Curiosity', 'Courage']);
  });

  it('reads them from headings: the paragraph under "Our mission", the items under "Our values"', () => {
    const found = findStatements(
      corpusOf(`<body><main>
        <h2>Our mission</h2><p>Help older adults live safely at home, with dignity.</p>
        <h2>Our vision</h2><p>A community where nobody grows old alone.</p>
        <h2>Our core values</h2>
        <h3>Compassion</h3><p>We listen first.</p>
        <h3>Dignity</h3><p>We never rush.</p>
        <h2>Services</h2><ul><li>Nursing</li></ul>
      </main></body>`),
    );
    expect(found.mission).toBe('Help older adults live safely at home, with dignity.');
    expect(found.vision).toBe('A community where nobody grows old alone.');
    expect(found.values).toEqual(['Compassion', 'Dignity']);
  });

  it('takes bold lead-ins of list items as value names', () => {
    const found = findStatements(
      corpusOf(`<body><h2>What we believe</h2><ul>
        <li><strong>Wonder over features</strong> — people remember how a moment felt.</li>
        <li><strong>Privacy as a promise</strong> — everything stays at home.</li></ul></body>`),
    );
    expect(found.values).toEqual(['Wonder over features', 'Privacy as a promise']);
  });

  it('returns nothing rather than guessing', () => {
    expect(findStatements(body('We sell shoes. They are comfortable.'))).toEqual({ values: [] });
  });
});

describe('brand keywords', () => {
  it('ranks distinctive words by placement, skips stop words and the brand name', () => {
    const corpus: WeightedText[] = [
      { text: 'Ironpeak — train harder, finish stronger', where: 'title', weight: 3, page: 0 },
      { text: 'Training plans for athletes who want to win the race.', where: 'hero', weight: 2.5, page: 0 },
      { text: 'Our coaches build training plans. Every athlete crosses the finish line.', where: 'body', weight: 1, page: 0 },
      { text: 'Cross the finish line faster with coaches who care.', where: 'body', weight: 1, page: 1 },
      { text: 'We use cookies. Privacy policy.', where: 'boilerplate', weight: 0.05, page: 0 },
    ];
    const keywords = brandKeywords(corpus, 'Ironpeak Athletics');
    expect(keywords).toContain('finish line');
    expect(keywords.some((k) => k.startsWith('training'))).toBe(true);
    expect(keywords).toContain('coach');
    expect(keywords).not.toContain('ironpeak');
    expect(keywords).not.toContain('cookie');
    expect(keywords).not.toContain('the');
    expect(keywords.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['teams', 'team'],
    ['stories', 'story'],
    ['businesses', 'business'],
    ['business', 'business'],
    ['status', 'status'],
    ['glass', 'glass'],
  ])('folds %s to %s', (word, folded) => {
    expect(singular(word)).toBe(folded);
  });
});

describe('target audience', () => {
  it.each([
    [['Project software designed for small remote teams who ship every week.'], 'Small remote teams'],
    [['Snacks for people who refuse to take snack time seriously.'], 'People who refuse to take snack time seriously'],
    [['Breakfast the whole family can share.', 'Parents love the short ingredient list.', 'Kids love the taste.'], 'Families and parents and kids'],
    [['Accounting for small businesses and startups.', 'Founders get a dedicated advisor.'], 'Startups and founders and small businesses'],
  ])('%j → %s', (texts, expected) => {
    expect(findAudience(body(...texts))).toBe(expected);
  });

  it('stays silent without cues', () => {
    expect(findAudience(body('The weather was fine.'))).toBeUndefined();
  });
});
