import { describe, expect, it } from 'vitest';
import { alignmentText } from '../../src/domain/alignment.ts';

describe('alignmentText: the one alignment line of the results, the email and the PDF', () => {
  it.each([
    ['The Sage', 'The Sage', 'Aligned: your website projects The Sage, the same archetype as you.'],
    ['The Sage', 'The Ruler', 'Gap: you lead as The Sage, but your website reads as The Ruler.'],
  ])('%s against a website reading %s', (personal, company, opening) => {
    expect(alignmentText(personal, company).startsWith(opening)).toBe(true);
  });
});
