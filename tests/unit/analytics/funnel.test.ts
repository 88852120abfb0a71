import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS, funnelRows, isClientStep, questionStep, STEP_LABELS } from '../../../src/domain/analytics/funnel.ts';
import { inRun, memoryFor, NO_RUN, stepsOfChange, type FunnelMemory, type QuizView } from '../../../src/domain/analytics/quiz-steps.ts';

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
    expect(funnelRows({}).every((r) => r.count === 0 && r.fromStart === null && !r.exceedsPrevious)).toBe(true);
  });

  it('keeps the count of a step that outnumbers the one before, marks it and gives no share above 100%', () => {
    // Runs started the day before the range answer within it; beacons blocked while the server counts a submission.
    const rows = funnelRows({ landing_view: 10, quiz_started: 4, question_1: 5, contact_shown: 2, submitted: 3, report_emailed: 1 });
    const row = (step: string) => rows.find((r) => r.step === step)!;
    expect(row('question_1')).toMatchObject({ count: 5, fromPrevious: null, fromStart: 0.5, exceedsPrevious: true });
    expect(row('submitted')).toMatchObject({ count: 3, fromPrevious: null, exceedsPrevious: true });
    expect(row('quiz_started')).toMatchObject({ fromPrevious: 0.4, exceedsPrevious: false });
    expect(row('report_emailed')).toMatchObject({ fromPrevious: 1 / 3, exceedsPrevious: false });
    expect(funnelRows({ landing_view: 1, submitted: 2 }).find((r) => r.step === 'submitted')).toMatchObject({ fromStart: null });
    for (const r of rows) expect([r.fromPrevious ?? 0, r.fromStart ?? 0].every((share) => share <= 1)).toBe(true);
  });
});

describe('stepsOfChange: what a change of the quiz counts', () => {
  const view = (phase: QuizView['phase'], answered = 0, finished = false): QuizView => ({ phase, answered, finished });
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
    [
      'back to the landing page with answers kept, then Start: the same run',
      view('landing', 3),
      view('intro', 3),
      { answered: 3, contactShown: false },
      [],
    ],
    ['Back from the results to the landing page', view('results', 13, true), view('landing', 13, true), { answered: 13, contactShown: true }, []],
    [
      'a finished quiz started over from the landing page',
      view('landing', 13, true),
      view('intro'),
      { answered: 13, contactShown: true },
      ['quiz_started'],
    ],
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

  // A page load is a change from the quiz as the last page left it (NO_RUN: nothing saved, or a team invite).
  it.each<[string, QuizView, QuizView, string[]]>([
    ['a first visit on the landing page', NO_RUN, view('landing'), []],
    ['a first visit at ?step=intro (a click before the script ran, the team page link)', NO_RUN, view('intro'), ['quiz_started']],
    ['?step=intro after an earlier visit left the landing page', view('landing'), view('intro'), ['quiz_started']],
    ['?step=1 with nothing saved: the quiz opens on question 1', NO_RUN, view('main'), ['quiz_started']],
    ['a team invite starts over a quiz left mid-way (restoreQuiz leaves NO_RUN)', NO_RUN, view('intro'), ['quiz_started']],
    ['a reload of the intro', view('intro'), view('intro'), []],
    ['a reload mid-quiz', view('main', 3), view('main', 3), []],
    ['?step=intro over a quiz left mid-way', view('main', 3), view('intro', 3), []],
    ['a reload of the form', view('contact', 13), view('contact', 13), []],
    ['a reload while sending goes back to the form', view('submitting', 13), view('contact', 13), []],
    ['a reload of the results', view('results', 13, true), view('results', 13, true), []],
    ['a retake after a reload of the results', view('results', 13, true), view('intro'), ['quiz_started']],
  ])('on load: %s', (_, left, shown, steps) => {
    expect(stepsOfChange(left, shown, memoryFor(left)).steps).toEqual(steps);
  });

  it.each<[QuizView, boolean]>([
    [view('landing'), false],
    [view('landing', 2), true],
    [view('intro'), true],
    [view('contact', 13), true],
    [view('results', 13, true), false],
    [view('landing', 13, true), false],
  ])('inRun(%j) = %s', (quiz, expected) => {
    expect(inRun(quiz)).toBe(expected);
  });

  it('a quiz restored mid-way remembers what it shows as counted', () => {
    expect(memoryFor(view('refinement', 11))).toEqual({ answered: 11, contactShown: false });
    expect(memoryFor(view('results', 13))).toEqual({ answered: 13, contactShown: true });
  });
});
