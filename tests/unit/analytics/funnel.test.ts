import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS, funnelRows, isClientStep, questionStep, STEP_LABELS } from '../../../src/domain/analytics/funnel.ts';
import { memoryFor, stepsOfChange, type FunnelMemory, type QuizView } from '../../../src/domain/analytics/quiz-steps.ts';

describe('the funnel', () => {
  it('has 20 steps in order: landing, start, 13 questions, contact form, then what the server sees', () => {
    expect(FUNNEL_STEPS).toHaveLength(20);
    expect(FUNNEL_STEPS.slice(0, 3)).toEqual(['landing_view', 'quiz_started', 'question_1']);
    expect(FUNNEL_STEPS.slice(14)).toEqual(['question_13', 'contact_shown', 'submitted', 'company_analysis_done', 'report_emailed', 'result_shared']);
    for (const step of FUNNEL_STEPS) expect(STEP_LABELS[step]).toMatch(/^[A-Z]/);
  });

  it.each([
    [1, 'question_1'],
    [13, 'question_13'],
    [0, undefined],
    [14, undefined],
    [2.5, undefined],
  ])('questionStep(%s) = %s', (n, step) => {
    expect(questionStep(n)).toBe(step);
  });

  it('lets the browser claim only the steps it can see', () => {
    expect(isClientStep('question_7')).toBe(true);
    expect(isClientStep('submitted')).toBe(false);
    expect(isClientStep('__proto__')).toBe(false);
  });

  it('measures each step against the one before, and the server steps after submitting against "submitted"', () => {
    const rows = funnelRows({
      landing_view: 200,
      quiz_started: 100,
      question_1: 90,
      submitted: 40,
      company_analysis_done: 20,
      report_emailed: 10,
      result_shared: 4,
    });
    const row = (step: string) => rows.find((r) => r.step === step)!;
    expect(row('landing_view')).toMatchObject({ count: 200, fromPrevious: null, fromStart: 1 });
    expect(row('quiz_started')).toMatchObject({ count: 100, fromPrevious: 0.5, fromStart: 0.5 });
    expect(row('question_1')).toMatchObject({ fromPrevious: 0.9 });
    expect(row('question_2')).toMatchObject({ count: 0, fromPrevious: 0 });
    expect(row('question_3')).toMatchObject({ count: 0, fromPrevious: null }); // after a step of 0
    expect(row('company_analysis_done').fromPrevious).toBe(0.5);
    expect(row('report_emailed').fromPrevious).toBe(0.25);
    expect(row('result_shared').fromPrevious).toBe(0.1);
  });

  it('has no rates at all when nothing was counted', () => {
    expect(funnelRows({}).every((r) => r.count === 0 && r.fromStart === null)).toBe(true);
  });
});

describe('stepsOfChange: what a change of the quiz counts', () => {
  const view = (phase: QuizView['phase'], answered = 0): QuizView => ({ phase, answered });
  const fresh: FunnelMemory = { answered: 0, contactShown: false };

  it.each<[string, QuizView, QuizView, FunnelMemory, string[]]>([
    ['starting from the landing page', view('landing'), view('intro'), fresh, ['quiz_started']],
    ['a retake from the results starts a new run', view('results', 13), view('intro'), { answered: 13, contactShown: true }, ['quiz_started']],
    ['the first answer', view('main', 0), view('main', 1), fresh, ['question_1']],
    ['the tenth answer moves on to the refinements', view('main', 9), view('refinement', 10), { answered: 9, contactShown: false }, ['question_10']],
    ['an answer changed after going back counts nothing', view('main', 13), view('main', 13), { answered: 13, contactShown: true }, []],
    ['answers lost and given again count nothing', view('main', 10), view('refinement', 11), { answered: 13, contactShown: true }, []],
    [
      'the last answer and the form',
      view('refinement', 12),
      view('contact', 13),
      { answered: 12, contactShown: false },
      ['question_13', 'contact_shown'],
    ],
    ['back to the form after a failed send', view('submitting', 13), view('contact', 13), { answered: 13, contactShown: true }, []],
    ['the intro to the first question', view('intro'), view('main'), fresh, []],
  ])('%s', (_, previous, next, memory, steps) => {
    expect(stepsOfChange(previous, next, memory).steps).toEqual(steps);
  });

  it('a whole quiz counts each step once', () => {
    let memory = fresh;
    let previous = view('landing');
    const counted: string[] = [];
    const path = [
      view('intro'),
      view('main'),
      ...Array.from({ length: 13 }, (_, i) => view(i < 10 ? 'main' : 'refinement', i + 1)),
      view('contact', 13),
    ];
    for (const next of [...path, view('main', 13), view('contact', 13)]) {
      const change = stepsOfChange(previous, next, memory);
      counted.push(...change.steps);
      memory = change.memory;
      previous = next;
    }
    expect(counted).toEqual(['quiz_started', ...Array.from({ length: 13 }, (_, i) => `question_${i + 1}`), 'contact_shown']);
  });

  it('a quiz restored mid-way remembers what it shows as counted', () => {
    expect(memoryFor(view('refinement', 11))).toEqual({ answered: 11, contactShown: false });
    expect(memoryFor(view('results', 13))).toEqual({ answered: 13, contactShown: true });
  });
});
