import { describe, it, expect } from 'vitest';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { MAIN_COUNT, REFINEMENT_COUNT, TOTAL_QUESTIONS } from '../../src/domain/quiz/counts.ts';
import { MAIN_QUESTIONS, REFINEMENT_SETS } from '../../src/domain/quiz/questions.ts';
import { primaryFrom, subArchetypeFrom } from '../../src/domain/quiz/scoring.ts';
import type { Question, QuestionOption } from '../../src/domain/quiz/types.ts';

/** Spec §3: the four sub-archetypes of each archetype, in the spec's order. */
const SUB_ARCHETYPES: Record<ArchetypeName, readonly string[]> = {
  'The Magician': ['Alchemist', 'Scientist', 'Engineer', 'Innovator'],
  'The Hero': ['Warrior', 'Athlete', 'Rescuer', 'Liberator'],
  'The Sage': ['Mentor', 'Detective', 'Shaman', 'Translator'],
  'The Explorer': ['Adventurer', 'Pioneer', 'Generalist', 'Seeker'],
  'The Innocent': ['Child', 'Dreamer', 'Idealist', 'Muse'],
  'The Ruler': ['Sovereign', 'Judge', 'Ambassador', 'Patriarch'],
  'The Creator': ['Visionary', 'Storyteller', 'Artist', 'Entrepreneur'],
  'The Caregiver': ['Guardian', 'Samaritan', 'Healer', 'Angel'],
  'The Jester': ['Entertainer', 'Clown', 'Provocateur', 'Shapeshifter'],
  'The Lover': ['Romantic', 'Companion', 'Hedonist', 'Matchmaker'],
  'The Everyman': ['Citizen', 'Advocate', 'Servant', 'Networker'],
  'The Outlaw': ['Activist', 'Gambler', 'Maverick', 'Reformer'],
};

const ARCHETYPES: readonly string[] = ARCHETYPE_NAMES;
const allQuestions: Question[] = [...MAIN_QUESTIONS, ...REFINEMENT_SETS.flatMap((s) => s.questions)];
const mainOptions: QuestionOption[] = MAIN_QUESTIONS.flatMap((q) => q.options);
const keysOf = (o: QuestionOption) => Object.keys(o.archetypeScores);
const pointsOf = (o: QuestionOption) => Object.values(o.archetypeScores);

/** Running totals of the chosen options. */
function totalsOf(chosen: readonly QuestionOption[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const o of chosen) for (const [k, v] of Object.entries(o.archetypeScores)) totals[k] = (totals[k] ?? 0) + v;
  return totals;
}

/** The name whose total is strictly higher than every other, or undefined on a tie or no points. */
function strictTop(totals: Record<string, number>): string | undefined {
  const ranked = Object.entries(totals).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] <= 0) return undefined;
  return !second || first[1] > second[1] ? first[0] : undefined;
}

/**
 * Depth-first search over every combination of main answers (pruned, so complete
 * but fast) for one in which `target` ends strictly ahead of every other archetype.
 */
function mainChoicesWinningFor(target: string): QuestionOption[] | undefined {
  const questions = MAIN_QUESTIONS;
  // Most points `target` can still collect from question i onwards.
  const stillAvailable = questions.map((_, i) =>
    questions.slice(i).reduce((sum, q) => sum + Math.max(0, ...q.options.map((o) => o.archetypeScores[target] ?? 0)), 0),
  );
  const chosen: QuestionOption[] = [];
  const totals: Record<string, number> = {};
  const search = (i: number): boolean => {
    if (i === questions.length) return strictTop(totals) === target;
    const ceiling = (totals[target] ?? 0) + stillAvailable[i]!;
    if (Object.entries(totals).some(([k, v]) => k !== target && v >= ceiling)) return false;
    // Try the target's own options first, then the rest in order.
    const options = [...questions[i]!.options].sort((a, b) => (b.archetypeScores[target] ?? 0) - (a.archetypeScores[target] ?? 0));
    for (const option of options) {
      chosen.push(option);
      for (const [k, v] of Object.entries(option.archetypeScores)) totals[k] = (totals[k] ?? 0) + v;
      if (search(i + 1)) return true;
      for (const [k, v] of Object.entries(option.archetypeScores)) totals[k]! -= v;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? [...chosen] : undefined;
}

/** Every way of answering a refinement set (4 × 4 × 4 = 64 combinations). */
function allAnswerCombinations(questions: readonly Question[]): QuestionOption[][] {
  return questions.reduce<QuestionOption[][]>((paths, q) => paths.flatMap((p) => q.options.map((o) => [...p, o])), [[]]);
}

describe('quiz questions: ids and counts', () => {
  it('has 10 main questions with ids 1 to 10 in order', () => {
    expect(MAIN_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives every main question 4 to 6 options', () => {
    for (const q of MAIN_QUESTIONS) {
      expect(q.options.length, `question ${q.id}`).toBeGreaterThanOrEqual(4);
      expect(q.options.length, `question ${q.id}`).toBeLessThanOrEqual(6);
    }
  });

  it('has one refinement set per archetype, in wheel order', () => {
    expect(REFINEMENT_SETS.map((s) => s.archetype)).toEqual([...ARCHETYPE_NAMES]);
  });

  it('gives set i exactly 3 questions with ids 101 + 3i, 102 + 3i and 103 + 3i', () => {
    REFINEMENT_SETS.forEach((set, i) => {
      expect(
        set.questions.map((q) => q.id),
        set.archetype,
      ).toEqual([101 + 3 * i, 102 + 3 * i, 103 + 3 * i]);
    });
  });

  it('asks as many as the counts the navigation works with (which do not load the questions)', () => {
    expect(MAIN_QUESTIONS).toHaveLength(MAIN_COUNT);
    for (const set of REFINEMENT_SETS) expect(set.questions, set.archetype).toHaveLength(REFINEMENT_COUNT);
    expect(TOTAL_QUESTIONS).toBe(13);
  });

  it('uses every id once across both phases (1–10 and 101–136)', () => {
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(10 + 36);
    expect(Math.max(...ids)).toBe(136);
  });

  it('gives every refinement question exactly 4 options', () => {
    for (const set of REFINEMENT_SETS) for (const q of set.questions) expect(q.options.length, `question ${q.id}`).toBe(4);
  });
});

describe('quiz questions: wording', () => {
  it('ends every question with a question mark', () => {
    for (const q of allQuestions) expect(q.text.trim(), `question ${q.id}`).toMatch(/\?$/);
  });

  it('has non-empty, distinct option texts within each question', () => {
    for (const q of allQuestions) {
      const texts = q.options.map((o) => o.text.trim());
      expect(
        texts.every((t) => t.length > 0),
        `question ${q.id}`,
      ).toBe(true);
      expect(new Set(texts).size, `question ${q.id}`).toBe(texts.length);
    }
  });

  it('keeps options of one question of similar length (longest at most twice the shortest)', () => {
    for (const q of allQuestions) {
      const lengths = q.options.map((o) => o.text.length);
      expect(Math.max(...lengths), `question ${q.id}`).toBeLessThanOrEqual(2 * Math.min(...lengths));
    }
  });

  it('never names an archetype or sub-archetype outright in a question or option', () => {
    const names = [...ARCHETYPES.map((a) => a.replace(/^The /, '')), ...Object.values(SUB_ARCHETYPES).flat()];
    const pattern = new RegExp(`\\b(${names.join('|')})s?\\b`, 'i');
    for (const q of allQuestions) {
      expect(q.text, `question ${q.id}`).not.toMatch(pattern);
      for (const o of q.options) expect(o.text, `question ${q.id}`).not.toMatch(pattern);
    }
  });
});

describe('main questions: scoring (spec §9)', () => {
  it('scores only valid archetype names, 3 points each', () => {
    for (const o of mainOptions) {
      for (const key of keysOf(o)) expect(ARCHETYPES, o.text).toContain(key);
      for (const points of pointsOf(o)) expect(points, o.text).toBe(3);
    }
  });

  it('gives each scoring option one archetype, except exactly one option that scores two', () => {
    const sizes = mainOptions.map((o) => keysOf(o).length);
    expect(sizes.every((n) => n <= 2)).toBe(true);
    const twoWay = mainOptions.filter((o) => keysOf(o).length === 2);
    expect(twoWay).toHaveLength(1);
    expect(new Set(keysOf(twoWay[0]!)).size).toBe(2);
  });

  it('has 0-point options (empty scores) on at least two different questions', () => {
    const withZero = MAIN_QUESTIONS.filter((q) => q.options.some((o) => keysOf(o).length === 0));
    expect(withZero.length).toBeGreaterThanOrEqual(2);
  });

  it('offers each archetype at most once per question', () => {
    for (const q of MAIN_QUESTIONS) {
      const keys = q.options.flatMap(keysOf);
      expect(new Set(keys).size, `question ${q.id}`).toBe(keys.length);
    }
  });

  it('covers every archetype in at least 3 questions, with counts within 1 of each other', () => {
    const appearances = Object.fromEntries(
      ARCHETYPES.map((a) => [a, MAIN_QUESTIONS.filter((q) => q.options.some((o) => a in o.archetypeScores)).length]),
    );
    const counts = Object.values(appearances);
    expect(Math.min(...counts), JSON.stringify(appearances)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts) - Math.min(...counts), JSON.stringify(appearances)).toBeLessThanOrEqual(1);
  });

  it.each([...ARCHETYPE_NAMES])('lets %s be the primary with a strictly highest total', (target) => {
    const chosen = mainChoicesWinningFor(target);
    expect(chosen, `no answers make ${target} strictly first`).toBeDefined();
    expect(chosen).toHaveLength(MAIN_QUESTIONS.length);
    expect(strictTop(totalsOf(chosen!))).toBe(target);
    // With a strict winner the tie rule plays no part, so the engine must agree.
    expect(primaryFrom(chosen!)).toBe(target);
  });
});

describe('refinement questions: scoring (spec §9)', () => {
  describe.each(REFINEMENT_SETS.map((s) => [s.archetype, s] as const))('%s', (archetype, set) => {
    const subs = SUB_ARCHETYPES[archetype];
    const [first, second, twoWay] = set.questions;

    it('scores only the sub-archetypes of this archetype, by their bare names', () => {
      for (const q of set.questions) for (const o of q.options) for (const key of keysOf(o)) expect(subs, `${q.id}: ${o.text}`).toContain(key);
    });

    it('questions 1 and 2: each option gives 3 points to one sub-archetype, all four covered', () => {
      for (const q of [first!, second!]) {
        for (const o of q.options) expect(o.archetypeScores, `${q.id}: ${o.text}`).toEqual({ [keysOf(o)[0]!]: 3 });
        expect(q.options.flatMap(keysOf).sort(), `question ${q.id}`).toEqual([...subs].sort());
      }
    });

    it('question 3 (two-way): each option gives 2 points to each of two different sub-archetypes, all four covered', () => {
      for (const o of twoWay!.options) {
        expect(keysOf(o), o.text).toHaveLength(2);
        expect(pointsOf(o), o.text).toEqual([2, 2]);
      }
      const pairs = twoWay!.options.map((o) => keysOf(o).sort().join('+'));
      expect(new Set(pairs).size, 'two options share the same pair').toBe(pairs.length);
      expect(new Set(twoWay!.options.flatMap(keysOf))).toEqual(new Set(subs));
    });

    it('lets each of the four sub-archetypes be the strictly top score (exhaustive over all 64 answer sets)', () => {
      const winners = new Set<string>();
      for (const chosen of allAnswerCombinations(set.questions)) {
        const top = strictTop(totalsOf(chosen));
        if (top === undefined) continue;
        winners.add(top);
        expect(subArchetypeFrom(chosen, subs)).toBe(top);
      }
      expect([...winners].sort()).toEqual([...subs].sort());
    });
  });
});
