import { describe, expect, it } from 'vitest';
import { sharedPageModel } from '../../src/domain/share/shared-page.ts';
import type { SharedResult } from '../../src/domain/share/shared-result.ts';

const result = (companyArchetype: string | null, companyConfidence: number | null): SharedResult => ({
  primary: 'The Everyman',
  subArchetype: 'The Neighbor',
  scores: {},
  companyArchetype,
  companyConfidence,
  competitors: [],
});

describe('the shared page names the company’s reading by the one alignment rule', () => {
  it.each([
    ['a firm reading', 'The Magician', 0.8, false],
    ['an old row without a recorded confidence', 'The Magician', null, false],
    ['a reading below the low-confidence threshold', 'The Magician', 0.11, true],
    ['no company included', null, null, false],
  ])('%s: uncertain %s', (_, company, confidence, uncertain) => {
    expect(sharedPageModel(result(company, confidence)).companyUncertain).toBe(uncertain);
  });
});
