import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';

// public/images/wheel-base.svg is shown through <image>, where the page's fonts do not reach: its labels are outlines of
// Inter (scripts/wheel-base-labels.ts), never text in whatever face the system has.
const svg = readFileSync('public/images/wheel-base.svg', 'utf8');

describe('the wheel image’s archetype labels', () => {
  it('are no text in a system face', () => {
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toMatch(/font-family/);
  });

  it('are twelve, in wheel order, each a glyph per letter of its name, every glyph defined once', () => {
    const labels = [...svg.matchAll(/<g transform="translate\([^)]*\) scale\([^)]*\)">(.*?)<\/g>/g)].map((m) => m[1]!);
    expect(labels.map((l) => (l.match(/<use /g) ?? []).length)).toEqual(ARCHETYPES.map((a) => a.name.replace(/^The /, '').length));
    const defined = [...svg.matchAll(/<path id="(g\d+)"/g)].map((m) => m[1]);
    expect(new Set(defined).size).toBe(defined.length);
    const used = new Set([...svg.matchAll(/<use href="#(g\d+)"/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual([...defined].sort());
  });
});
