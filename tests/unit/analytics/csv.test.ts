import { describe, expect, it } from 'vitest';
import { archetypesCsv, csvFileName, funnelCsv, percent, questionsCsv, sourcesCsv } from '../../../src/domain/analytics/csv.ts';
import { funnelRows } from '../../../src/domain/analytics/funnel.ts';
import { archetypeMix } from '../../../src/domain/analytics/report.ts';
import { ARCHETYPE_NAMES } from '../../../src/domain/archetypes/types.ts';

describe('Analytics CSV rows', () => {
  it.each([
    [null, null],
    [0, 0],
    [1, 100],
    [0.4567, 45.7],
    [2 / 3, 66.7],
  ])('share %s is %s %%', (share, pct) => expect(percent(share)).toBe(pct));

  const funnel = funnelRows({ landing_view: 200, quiz_started: 100, question_1: 80, submitted: 10 });

  it('funnel: one row per step with its shares', () => {
    const rows = funnelCsv(funnel);
    expect(rows[0]).toEqual(['Step', 'Count', 'Share of previous step (%)', 'Share of landing views (%)']);
    expect(rows).toHaveLength(21);
    expect(rows[1]).toEqual(['Landing page viewed', 200, null, 100]);
    expect(rows[2]).toEqual(['Quiz started', 100, 50, 50]);
    expect(rows[3]).toEqual(['Question 1 answered', 80, 80, 40]);
  });

  it('questions: the 13 questions with who answered and who left', () => {
    const rows = questionsCsv(funnel);
    expect(rows[0]).toEqual(['Question', 'Answered', 'Share of previous step (%)', 'Dropped off']);
    expect(rows).toHaveLength(14);
    expect(rows[1]).toEqual(['Question 1', 80, 80, 20]);
    expect(rows[2]).toEqual(['Question 2', 0, 0, 80]);
  });

  it('archetypes: a column per archetype, the period named by the bucket', () => {
    const mix = archetypeMix([{ day: 20089, archetype: 'The Sage', count: 2 }], { from: '2025-01-01', to: '2025-01-02' });
    const rows = archetypesCsv(mix);
    expect(rows[0]).toEqual(['Day', 'Submissions', ...ARCHETYPE_NAMES]);
    expect(rows[1]).toEqual(['2025-01-01', 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(archetypesCsv({ bucket: 'week', rows: [] })[0]![0]).toBe('Week starting');
  });

  it('sources: leads, websites and matches per source', () => {
    expect(sourcesCsv([{ source: 'newsletter', leads: 3, withWebsite: 2, matching: 1 }])).toEqual([
      ['Source', 'Leads', 'With company website', 'Company archetype matches'],
      ['newsletter', 3, 2, 1],
    ]);
  });

  it.each([
    [null, 'analytics-funnel-2025-01-01-to-2025-01-31.csv'],
    ['newsletter', 'analytics-funnel-newsletter-2025-01-01-to-2025-01-31.csv'],
    ['partner.example', 'analytics-funnel-partner.example-2025-01-01-to-2025-01-31.csv'],
    ['"; x=1 \u00e9t\u00e9', 'analytics-funnel-x-1-t-2025-01-01-to-2025-01-31.csv'],
  ])('the file for source %s is %s', (source, name) => {
    expect(csvFileName('funnel', { from: '2025-01-01', to: '2025-01-31' }, source)).toBe(name);
  });
});
