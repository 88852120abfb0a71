import { describe, expect, it } from 'vitest';
import { readingChanges, type ComparableReading } from '../../../src/domain/watch/drift.ts';
import type { WatchChange } from '../../../src/domain/watch/types.ts';

const base: ComparableReading = {
  archetype: 'The Sage',
  runnerUp: null,
  alignment: 'aligned',
  headline: 'Knowledge, shared',
  primaryCta: 'Read the research',
  palette: [{ hex: '#1F2937' }, { hex: '#F59E0B' }],
};

describe('what changed between two readings', () => {
  it('finds nothing on the first reading', () => {
    expect(readingChanges(null, base)).toEqual([]);
  });

  it.each<[string, Partial<ComparableReading>, WatchChange[]]>([
    ['nothing', {}, []],
    ['the archetype', { archetype: 'The Ruler' }, [{ kind: 'archetype', from: 'The Sage', to: 'The Ruler' }]],
    ['a runner-up appearing', { runnerUp: 'The Hero' }, [{ kind: 'runnerUp', from: null, to: 'The Hero' }]],
    ['the alignment', { alignment: 'gap' }, [{ kind: 'alignment', from: 'aligned', to: 'gap' }]],
    ['the headline', { headline: 'Lead the market' }, [{ kind: 'headline', from: 'Knowledge, shared', to: 'Lead the market' }]],
    ['the headline only re-cased and re-spaced', { headline: '  knowledge,\n SHARED ' }, []],
    ['the call to action', { primaryCta: 'Book a call' }, [{ kind: 'cta', from: 'Read the research', to: 'Book a call' }]],
    ['a colour swapped', { palette: [{ hex: '#1f2937' }, { hex: '#10B981' }] }, [{ kind: 'palette', added: ['#10b981'], removed: ['#f59e0b'] }]],
    ['the palette only re-ordered', { palette: [{ hex: '#F59E0B' }, { hex: '#1F2937' }] }, []],
    ['an alignment unknown on one side', { alignment: null }, []],
    ['a reading too weak to judge alignment (no change of alignment stated)', { alignment: 'uncertain' }, []],
  ])('%s', (_, change, expected) => {
    expect(readingChanges(base, { ...base, ...change })).toEqual(expected);
  });

  it.each([
    ['uncertain', 'gap', []],
    ['uncertain', 'aligned', []],
    ['gap', 'uncertain', []],
    ['uncertain', 'uncertain', []],
    ['gap', 'aligned', [{ kind: 'alignment', from: 'gap', to: 'aligned' }]],
  ] as const)('the alignment from %s to %s: a change only between two judged readings', (from, to, expected) => {
    expect(readingChanges({ ...base, alignment: from }, { ...base, alignment: to })).toEqual(expected);
  });

  it('lists every change, in a fixed order', () => {
    const kinds = readingChanges(base, { ...base, archetype: 'The Ruler', alignment: 'gap', headline: 'Lead', palette: [] }).map((c) => c.kind);
    expect(kinds).toEqual(['archetype', 'alignment', 'headline', 'palette']);
  });
});
