import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import { brandMark } from '../../src/domain/brand-mark.ts';
import { contrastRatio } from '../../src/domain/color-contrast.ts';

const examples = ARCHETYPES.flatMap((a) => a.brandExamples.map((b) => [`${a.name}: ${b.name}`, b] as const));

describe('brand example marks are drawn letters, never emoji', () => {
  it.each(examples)('%s', (_, example) => {
    expect(example.mark).toMatch(/^[A-Z]{1,2}$/);
    expect(example.mark).not.toMatch(/\p{Extended_Pictographic}/u);
    const mark = brandMark(example);
    expect(mark.background).toBe(example.color);
    // Bold letters at ~20 px are large text: 3:1 is the WCAG minimum.
    expect(contrastRatio(mark.color, mark.background)).toBeGreaterThanOrEqual(3);
  });
});
