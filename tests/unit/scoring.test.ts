import { describe, expect, it } from 'vitest';
import { computeResults, primaryFrom, subArchetypeFrom, tally } from '../../src/domain/quiz/scoring.ts';
import type { QuestionOption } from '../../src/domain/quiz/types.ts';

const opt = (scores: Record<string, number>): QuestionOption => ({ text: Object.keys(scores).join('+') || 'none', archetypeScores: scores });
const hero = opt({ 'The Hero': 3 });
const sage = opt({ 'The Sage': 3 });
const ruler = opt({ 'The Ruler': 3 });
const outlaw = opt({ 'The Outlaw': 3 });
const none = opt({});
const heroAndSage = opt({ 'The Hero': 3, 'The Sage': 3 });

describe('primaryFrom: the highest main total wins', () => {
  it.each<[string, QuestionOption[], string]>([
    ['a clear winner', [hero, hero, sage], 'The Hero'],
    ['order does not matter for a clear winner', [sage, hero, hero], 'The Hero'],
    ['no points at all means The Everyman', [none, none, none], 'The Everyman'],
    ['no answers at all means The Everyman', [], 'The Everyman'],
    ['0-point options add nothing', [none, sage, none], 'The Sage'],
    ['the two-way option scores both', [heroAndSage, hero], 'The Hero'],
  ])('%s', (_, chosen, expected) => {
    expect(primaryFrom(chosen)).toBe(expected);
  });
});

describe('tie rule: the archetype that reached the top total first wins', () => {
  it.each<[string, QuestionOption[], string]>([
    ['Sage reaches 6 on answer 3, Hero only on answer 4', [hero, sage, sage, hero], 'The Sage'],
    ['Hero reaches 6 on answer 2, Sage on answer 4', [hero, hero, sage, sage], 'The Hero'],
    ['a single tied answer each: the earlier one', [outlaw, ruler], 'The Outlaw'],
    ['both reached on the same two-way answer: wheel order (Hero before Sage)', [heroAndSage], 'The Hero'],
    ['later Ruler ties earlier Sage: Sage keeps it', [sage, none, ruler], 'The Sage'],
  ])('%s', (_, chosen, expected) => {
    expect(primaryFrom(chosen)).toBe(expected);
  });
});

describe('subArchetypeFrom', () => {
  const subs = ['Warrior', 'Athlete', 'Rescuer', 'Liberator'];
  it.each<[string, QuestionOption[], string]>([
    ['top refinement score', [opt({ Athlete: 3 }), opt({ Athlete: 3 }), opt({ Warrior: 2, Rescuer: 2 })], 'Athlete'],
    ['the two-way question decides', [opt({ Athlete: 3 }), opt({ Rescuer: 3 }), opt({ Rescuer: 2, Liberator: 2 })], 'Rescuer'],
    ['a tie goes to the one reached first', [opt({ Liberator: 3 }), opt({ Athlete: 3 }), opt({ Warrior: 2, Rescuer: 2 })], 'Liberator'],
    ['no refinement points: the first sub-archetype', [], 'Warrior'],
    ['points for names outside the set are ignored', [opt({ Mentor: 3 })], 'Warrior'],
  ])('%s', (_, chosen, expected) => {
    expect(subArchetypeFrom(chosen, subs)).toBe(expected);
  });
});

describe('computeResults', () => {
  it('keeps main and refinement scores apart', () => {
    const results = computeResults([hero, hero, sage], [opt({ Athlete: 3 }), opt({ Warrior: 2, Athlete: 2 })], () => ['Warrior', 'Athlete']);
    expect(results).toEqual({
      primary: 'The Hero',
      subArchetype: 'Athlete',
      scores: { 'The Hero': 6, 'The Sage': 3 },
      subArchetypeScores: { Athlete: 5, Warrior: 2 },
    });
  });

  it('tally ignores zero and negative points', () => {
    expect(tally([opt({ 'The Hero': 0, 'The Sage': -3 })]).totals).toEqual({});
  });
});
