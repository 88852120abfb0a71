import { describe, expect, it } from 'vitest';
import { funnelRows } from '../../../src/domain/analytics/funnel.ts';
import { dayNumber } from '../../../src/domain/analytics/range.ts';
import {
  alignmentOf,
  archetypeMix,
  bucketFor,
  IMPLAUSIBLE_STARTS_FLOOR,
  IMPLAUSIBLE_STARTS_PER_SUBMISSION,
  implausibleDays,
  leadsBySource,
  periodOf,
  questionRows,
  sourcesSeen,
  stepTotals,
  type SourceTally,
} from '../../../src/domain/analytics/report.ts';

const day = (d: string) => dayNumber(d)!;

describe('the archetype mix buckets', () => {
  it.each([
    [1, 'day'],
    [60, 'day'],
    [61, 'week'],
    [182, 'week'],
    [183, 'month'],
    [400, 'month'],
  ])('%i days are shown by %s', (days, bucket) => expect(bucketFor(days)).toBe(bucket));

  it.each([
    ['2025-01-15', 'day', '2025-01-01', '2025-01-15'],
    ['2025-01-15', 'month', '2025-01-01', '2025-01'],
    ['2025-01-15', 'week', '2024-12-01', '2025-01-13'], // a Wednesday: its week began on Monday the 13th
    ['2025-01-13', 'week', '2024-12-01', '2025-01-13'],
    ['2025-01-19', 'week', '2024-12-01', '2025-01-13'], // Sunday ends the week
    ['2025-01-02', 'week', '2025-01-01', '2025-01-01'], // the range began mid-week
  ] as const)('%s by %s (range from %s) is in %s', (d, bucket, from, period) => {
    expect(periodOf(day(d), bucket, day(from))).toBe(period);
  });
});

describe('the archetype mix', () => {
  it('counts each period of the range, empty ones too, oldest first', () => {
    const mix = archetypeMix(
      [
        { day: day('2025-01-02'), archetype: 'The Hero', count: 3 },
        { day: day('2025-01-02'), archetype: 'The Sage', count: 1 },
        { day: day('2025-01-04'), archetype: 'The Hero', count: 2 },
        { day: day('2025-01-04'), archetype: 'Not an archetype', count: 5 },
        { day: day('2025-02-01'), archetype: 'The Hero', count: 9 }, // outside the range
      ],
      { from: '2025-01-02', to: '2025-01-04' },
    );
    expect(mix.bucket).toBe('day');
    expect(mix.rows.map((r) => [r.period, r.total])).toEqual([
      ['2025-01-02', 4],
      ['2025-01-03', 0],
      ['2025-01-04', 7],
    ]);
    expect(mix.rows[0]!.counts).toMatchObject({ 'The Hero': 3, 'The Sage': 1, 'The Outlaw': 0 });
    expect(Object.keys(mix.rows[1]!.counts)).toHaveLength(12);
    expect(mix.rows[2]!.counts['The Hero']).toBe(2);
  });

  it('adds up a year by month: 13 periods when the range starts mid-month', () => {
    const mix = archetypeMix([{ day: day('2024-07-31'), archetype: 'The Lover', count: 1 }], { from: '2024-07-15', to: '2025-07-14' });
    expect(mix.bucket).toBe('month');
    expect(mix.rows.map((r) => r.period)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    expect(mix.rows[0]!.counts['The Lover']).toBe(1);
  });

  it('never has more than about 60 periods', () => {
    for (const days of [1, 45, 60, 61, 120, 182, 183, 365, 400]) {
      const to = 20_000 + days - 1;
      const rows = archetypeMix([], {
        from: new Date(20_000 * 86_400_000).toISOString().slice(0, 10),
        to: new Date(to * 86_400_000).toISOString().slice(0, 10),
      }).rows;
      expect(rows.length).toBeLessThanOrEqual(61);
    }
  });
});

describe('step totals', () => {
  it('adds rows per step and leaves out steps the funnel does not know', () => {
    expect(
      stepTotals([
        { step: 'landing_view', count: 3 },
        { step: 'landing_view', count: 4 },
        { step: 'submitted', count: 1 },
        { step: 'question_99', count: 8 },
      ]),
    ).toEqual({ landing_view: 7, submitted: 1 });
  });
});

const tally = (source: string, leads: number, withCompanyArchetype = 0, matching = 0, withWebsite = withCompanyArchetype): SourceTally => ({
  source,
  leads,
  withWebsite,
  withCompanyArchetype,
  matching,
});

describe('alignment and sources', () => {
  it.each([
    ['no submissions', [], { submissions: 0, withCompanyArchetype: 0, matching: 0, rate: null }],
    ['none with a company archetype', [tally('direct', 4)], { submissions: 4, withCompanyArchetype: 0, matching: 0, rate: null }],
    [
      'matches among those with one',
      [tally('direct', 10, 4, 1), tally('newsletter', 5, 4, 3)],
      { submissions: 15, withCompanyArchetype: 8, matching: 4, rate: 0.5 },
    ],
  ])('alignment of %s', (_, tallies, alignment) => expect(alignmentOf(tallies)).toEqual(alignment));

  it('lists sources with leads, most first (ties by name), without the company-archetype count', () => {
    expect(leadsBySource([tally('b', 2, 1, 1, 2), tally('a', 2), tally('c', 7), tally('none', 0)])).toEqual([
      { source: 'c', leads: 7, withWebsite: 0, matching: 0 },
      { source: 'a', leads: 2, withWebsite: 0, matching: 0 },
      { source: 'b', leads: 2, withWebsite: 2, matching: 1 },
    ]);
  });

  it('offers every source seen: with leads first, then those only counted, by name', () => {
    expect(sourcesSeen([tally('newsletter', 1), tally('direct', 3)], ['zeta.example', 'direct', 'alpha'])).toEqual([
      'direct',
      'newsletter',
      'alpha',
      'zeta.example',
    ]);
  });
});

describe('question drop-off', () => {
  it('measures each question against the step before and counts who left', () => {
    const rows = questionRows(funnelRows({ landing_view: 100, quiz_started: 50, question_1: 40, question_2: 40, question_3: 10 }));
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual({ question: 1, answered: 40, fromPrevious: 0.8, droppedOff: 10 });
    expect(rows[1]).toEqual({ question: 2, answered: 40, fromPrevious: 1, droppedOff: 0 });
    expect(rows[2]).toEqual({ question: 3, answered: 10, fromPrevious: 0.25, droppedOff: 30 });
    expect(rows[3]).toEqual({ question: 4, answered: 0, fromPrevious: 0, droppedOff: 10 });
    expect(rows[12]).toEqual({ question: 13, answered: 0, fromPrevious: null, droppedOff: 0 });
  });
});

describe('implausible days', () => {
  const day = (d: string, started: number, submitted: number) => [
    { day: d, step: 'quiz_started', count: started },
    { day: d, step: 'submitted', count: submitted },
    { day: d, step: 'landing_view', count: started * 2 },
  ];

  it(`flags a day with more than ${IMPLAUSIBLE_STARTS_FLOOR} beacon starts and more than ${IMPLAUSIBLE_STARTS_PER_SUBMISSION} per submission`, () => {
    const rows = [
      ...day('2025-03-02', 5000, 100), // exactly 50 per submission: plausible
      ...day('2025-03-01', 5001, 100),
      ...day('2025-03-03', IMPLAUSIBLE_STARTS_FLOOR, 0), // no lead, but few starts
      ...day('2025-03-04', IMPLAUSIBLE_STARTS_FLOOR + 1, 0),
    ];
    expect(implausibleDays(rows)).toEqual([
      { day: '2025-03-01', quizStarted: 5001, submitted: 100 },
      { day: '2025-03-04', quizStarted: IMPLAUSIBLE_STARTS_FLOOR + 1, submitted: 0 },
    ]);
  });

  it('adds up rows of one day and step, and needs no row for a step that did not happen', () => {
    const rows = [
      { day: '2025-03-05', step: 'quiz_started', count: 300 },
      { day: '2025-03-05', step: 'quiz_started', count: 300 },
      { day: '2025-03-06', step: 'submitted', count: 3 },
    ];
    expect(implausibleDays(rows)).toEqual([{ day: '2025-03-05', quizStarted: 600, submitted: 0 }]);
  });
});
