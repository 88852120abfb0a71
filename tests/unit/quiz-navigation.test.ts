import { describe, expect, it } from 'vitest';
import { primaryAfterMain } from '../../src/domain/quiz/answers.ts';
import {
  clampStep,
  formatStep,
  parseStep,
  previousStep,
  progressOf,
  stepOf,
  type QuizPosition,
  type Step,
} from '../../src/domain/quiz/navigation.ts';
import { recordAnswer } from '../../src/domain/quiz/record-answer.ts';
import { refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { mainAnswersFor } from '../helpers/answers.ts';

const HERO_MAIN = mainAnswersFor('The Hero');
const HERO_REFINEMENT = refinementQuestionsFor('The Hero').map((q) => ({ questionId: q.id, optionIndex: 1 }));

const at = (patch: Partial<QuizPosition>): QuizPosition => ({
  phase: 'main',
  cursor: 0,
  mainAnswers: [],
  refinementAnswers: [],
  primary: null,
  submission: null,
  ...patch,
});
const mainDone = (patch: Partial<QuizPosition> = {}) => at({ mainAnswers: HERO_MAIN, primary: 'The Hero', ...patch });

describe('stepOf: where the visitor is', () => {
  it.each<[string, QuizPosition, Step]>([
    ['landing', at({ phase: 'landing' }), 'landing'],
    ['intro', at({ phase: 'intro' }), 'intro'],
    ['first question', at({}), 1],
    ['question 4, answers kept past it', at({ cursor: 3, mainAnswers: HERO_MAIN.slice(0, 7) }), 4],
    ['an older saved state without a cursor', at({ cursor: undefined, mainAnswers: HERO_MAIN.slice(0, 4) }), 5],
    ['a cursor past the answers is held at the first unanswered', at({ cursor: 8, mainAnswers: HERO_MAIN.slice(0, 2) }), 3],
    ['first refinement question', mainDone({ phase: 'refinement', cursor: 0 }), 11],
    ['last refinement question', mainDone({ phase: 'refinement', cursor: 2, refinementAnswers: HERO_REFINEMENT }), 13],
    ['contact', mainDone({ phase: 'contact', refinementAnswers: HERO_REFINEMENT }), 'contact'],
    ['submitting counts as the form', mainDone({ phase: 'submitting', refinementAnswers: HERO_REFINEMENT }), 'contact'],
    ['results', at({ phase: 'results', submission: {} }), 'results'],
  ])('%s', (_, state, step) => expect(stepOf(state)).toBe(step));
});

describe('previousStep: what Previous and Back lead to', () => {
  it.each<[Step, Step | null]>([
    ['landing', null],
    ['intro', 'landing'],
    [1, 'intro'],
    [2, 1],
    [11, 10],
    [13, 12],
    ['contact', 13],
    ['results', null],
  ])('%s → %s', (step, before) => expect(previousStep(step)).toBe(before));
});

describe('clampStep: a requested step if the answers allow it, else the furthest allowed', () => {
  const threeAnswered = at({ cursor: 3, mainAnswers: HERO_MAIN.slice(0, 3) });
  it.each<[string, QuizPosition, Step, Step]>([
    ['back to an answered question', threeAnswered, 2, 2],
    ['the first unanswered question', threeAnswered, 4, 4],
    ['past the first unanswered question', threeAnswered, 9, 4],
    ['a refinement question before the main ones are done', threeAnswered, 12, 4],
    ['the form before any refinement answer', mainDone({ phase: 'refinement' }), 'contact', 11],
    ['the form when all 13 are answered', mainDone({ refinementAnswers: HERO_REFINEMENT }), 'contact', 'contact'],
    ['results without a submission', mainDone({ refinementAnswers: HERO_REFINEMENT }), 'results', 'contact'],
    ['a question after the results', at({ phase: 'results', submission: {} }), 5, 'results'],
    ['the landing page after the results', at({ phase: 'results', submission: {} }), 'landing', 'landing'],
    ['the intro, always', at({ phase: 'landing' }), 'intro', 'intro'],
    ['a question with nothing answered yet', at({ phase: 'landing' }), 5, 1],
  ])('%s', (_, state, requested, step) => expect(clampStep(state, requested)).toBe(step));
});

describe('recordAnswer: answering, and answering again after going back', () => {
  it('moves to the next question', () => {
    const next = recordAnswer(at({}), { questionId: 1, optionIndex: 2 });
    expect(next).toMatchObject({ phase: 'main', cursor: 1, mainAnswers: [{ questionId: 1, optionIndex: 2 }] });
  });

  it('replaces an earlier answer and keeps the ones after it', () => {
    const next = recordAnswer(at({ cursor: 1, mainAnswers: HERO_MAIN.slice(0, 5) }), { questionId: 2, optionIndex: 4 });
    expect(next.mainAnswers).toEqual([HERO_MAIN[0], { questionId: 2, optionIndex: 4 }, ...HERO_MAIN.slice(2, 5)]);
    expect(next.cursor).toBe(2);
  });

  it('after question 10 sets the primary and starts the refinement', () => {
    const next = recordAnswer(at({ cursor: 9, mainAnswers: HERO_MAIN.slice(0, 9) }), HERO_MAIN[9]!);
    expect(next).toMatchObject({ phase: 'refinement', cursor: 0, primary: 'The Hero', refinementAnswers: [] });
  });

  it('keeps the refinement answers when a changed main answer leaves the primary as it was', () => {
    const state = mainDone({ cursor: 9, refinementAnswers: HERO_REFINEMENT });
    const next = recordAnswer(state, HERO_MAIN[9]!);
    expect(next).toMatchObject({ phase: 'refinement', primary: 'The Hero', refinementAnswers: HERO_REFINEMENT });
  });

  it('drops the refinement answers when a changed main answer gives another primary', () => {
    const sage = mainAnswersFor('The Sage');
    // Every main answer but the last already points at The Sage; the old primary's refinement answers must go.
    const state = at({ cursor: 9, mainAnswers: [...sage.slice(0, 9), HERO_MAIN[9]!], primary: 'The Hero', refinementAnswers: HERO_REFINEMENT });
    const next = recordAnswer(state, sage[9]!);
    expect(next.primary).toBe(primaryAfterMain(sage));
    expect(next.primary).not.toBe('The Hero');
    expect(next.refinementAnswers).toEqual([]);
  });

  it('goes to the form after the third refinement answer', () => {
    const next = recordAnswer(mainDone({ phase: 'refinement', cursor: 2, refinementAnswers: HERO_REFINEMENT.slice(0, 2) }), HERO_REFINEMENT[2]!);
    expect(next).toMatchObject({ phase: 'contact', refinementAnswers: HERO_REFINEMENT });
  });
});

describe('progressOf: recomputed from the question shown', () => {
  it.each<[string, QuizPosition, number, number]>([
    ['first question', at({}), 1, 0],
    ['back at question 3 with 8 answered', at({ cursor: 2, mainAnswers: HERO_MAIN.slice(0, 8) }), 3, 15],
    ['question 11', mainDone({ phase: 'refinement' }), 11, 77],
  ])('%s', (_, state, number, percent) => expect(progressOf(state)).toEqual({ number, total: 13, percent }));
});

describe('the ?step= value', () => {
  it.each<[Step, string | null]>([
    ['landing', null],
    ['intro', 'intro'],
    [7, '7'],
    ['contact', 'contact'],
    ['results', 'results'],
  ])('%s ↔ %s', (step, value) => {
    expect(formatStep(step)).toBe(value);
    if (value) expect(parseStep(value)).toBe(step);
  });

  it.each(['0', '14', '3.5', 'abc', '', '007', null, 5])('%s is no step', (value) => expect(parseStep(value)).toBeNull());
});
