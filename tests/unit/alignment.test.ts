import { describe, expect, it } from 'vitest';
import { alignmentOf } from '../../src/domain/alignment.ts';
import { THIN_BELOW } from '../../src/domain/analysis-readings.ts';

describe('alignmentOf: the one alignment rule of the results, the email, the PDF and the admin report', () => {
  it.each([
    ['The Sage', 'The Sage', 0.8, 'aligned', 'Aligned: your website projects The Sage, the same archetype as you.'],
    ['The Sage', 'The Ruler', 0.8, 'gap', 'Gap: you lead as The Sage, but your website reads as The Ruler.'],
    ['The Sage', 'The Ruler', THIN_BELOW, 'gap', 'Gap: you lead as The Sage'],
    ['The Sage', 'The Sage', THIN_BELOW, 'aligned', 'Aligned: '],
    [
      'The Everyman',
      'The Magician',
      0.11,
      'uncertain',
      'Too uncertain to judge: you lead as The Everyman, but the reading of your website is too weak',
    ],
    ['The Sage', 'The Sage', 0.3, 'uncertain', 'Too uncertain to judge: you lead as The Sage'],
    ['The Sage', 'The Ruler', THIN_BELOW - 0.01, 'uncertain', 'Too uncertain to judge'],
    ['The Sage', 'The Ruler', undefined, 'gap', 'Gap: '],
    ['The Sage', 'The Ruler', null, 'gap', 'Gap: '],
    ['The Sage', 'The Ruler', Number.NaN, 'gap', 'Gap: '],
  ])('%s against a website reading %s at confidence %s: %s', (personal, company, confidence, kind, opening) => {
    const words = alignmentOf({ personal, company, confidence });
    expect(words.kind).toBe(kind);
    expect(words.text.startsWith(opening)).toBe(true);
  });

  it('below the threshold states neither alignment nor a gap, and does not name the uncertain reading as the site’s', () => {
    const { text } = alignmentOf({ personal: 'The Everyman', company: 'The Magician', confidence: 0.11 });
    expect(text).not.toMatch(/Aligned|Gap|reads as|projects/);
    expect(text).not.toContain('The Magician');
  });
});
