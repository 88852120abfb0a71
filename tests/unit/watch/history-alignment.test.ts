import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WatchReading, WatchView } from '../../../functions/watch/queries.ts';
import { WatchHistory } from '../../../src/components/watch/WatchHistory.tsx';

const reading = (confidence: number | null, alignment: WatchReading['alignment']): WatchReading => ({
  id: `r-${confidence}-${alignment}`,
  readAt: Date.UTC(2026, 3, 1),
  error: null,
  archetype: 'The Hero',
  subArchetype: null,
  confidence,
  runnerUp: null,
  palette: null,
  headline: null,
  primaryCta: null,
  alignment,
  changes: [],
});

const view = (r: WatchReading): WatchView => ({
  id: 'w1',
  url: 'https://acme.example/',
  host: 'acme.example',
  company: 'Acme',
  primary: 'The Sage',
  submissionId: 's1',
  since: Date.UTC(2026, 0, 1),
  state: 'active',
  nextReadingAt: Date.UTC(2026, 4, 1),
  endedAt: null,
  endReason: null,
  readings: [r],
});

describe("the watch history page states each reading's alignment by the one rule (src/domain/alignment.ts)", () => {
  it.each([
    [0.8, 'gap', 'A gap with your archetype, The Sage'],
    [0.8, 'aligned', 'Aligned with your archetype, The Sage'],
    [0.3, 'uncertain', 'Too uncertain to judge alignment with your archetype, The Sage'],
    // A reading stored before the rule: its weak confidence still makes it uncertain.
    [0.3, 'gap', 'Too uncertain to judge alignment with your archetype, The Sage'],
    [null, 'gap', 'A gap with your archetype, The Sage'],
  ] as const)('at %s confidence, stored as %s: %s', (confidence, alignment, words) => {
    const html = renderToStaticMarkup(createElement(WatchHistory, { watch: view(reading(confidence, alignment)) }));
    expect(html).toContain(words);
    if (words.startsWith('Too uncertain')) expect(html).not.toMatch(/A gap with|Aligned with/);
  });
});
