import { describe, expect, it } from 'vitest';
import { composeWheelSvg, FRAME_STAND_INS, type WheelFrames } from '../../../functions/mail/report/wheel-image.ts';
import { createNodeWheelRenderer } from '../../../functions/mail/report/wheel-image-node.ts';
import { wheelSvg, type WheelMarks } from '../../../functions/mail/report/wheel-svg.ts';
import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { UNKNOWN_COLOR } from '../../../src/domain/archetypes/colors.ts';
import { WHEEL } from '../../../src/domain/wheel.ts';
import { pngSize } from '../../helpers/png.ts';

const marks = { primary: 'The Explorer', secondary: 'The Sage', company: 'The Hero' };

describe('the wheel PNG in report emails', () => {
  it('on Node (native resvg) is a 810 × 882 PNG: the 540 × 588 layout at 1.5×', async () => {
    const png = await (await createNodeWheelRenderer())(marks);
    expect(pngSize(png)).toEqual({ width: 810, height: 882 });
  });

  // As on Workers (where scripts/smoke-workerd.ts draws one too), and on Node without resvg's native binary.
  it('with resvg-wasm comes out the same size and about as detailed', async () => {
    const [wasmPng, nativePng] = [await (await createNodeWheelRenderer('wasm'))(marks), await (await createNodeWheelRenderer())(marks)];
    expect(pngSize(wasmPng)).toEqual(pngSize(nativePng));
    // Same drawing, same encoder family: compressed sizes within 10% (a blank image would be a fraction of the size).
    expect(wasmPng.length / nativePng.length).toBeGreaterThan(0.9);
    expect(wasmPng.length / nativePng.length).toBeLessThan(1.1);
  });
});

describe('composeWheelSvg', () => {
  const { accent, geometry } = FRAME_STAND_INS;
  const frame = (key: string) => `<svg data-frame="${key}"><path fill="${accent}"/><image href="${geometry}"/><path stroke="${accent}"/></svg>`;
  const frames = Object.fromEntries(
    ['primary', 'primary+secondary', 'primary+company', 'primary+secondary+company'].map((key) => [key, frame(key)]),
  ) as WheelFrames;
  const geometryOf = (marks: WheelMarks) => `data:image/svg+xml;base64,${Buffer.from(wheelSvg(marks)).toString('base64')}`;

  it.each([
    [{ primary: 'The Ruler' }, 'primary'],
    [{ primary: 'The Ruler', secondary: 'The Sage' }, 'primary+secondary'],
    [{ primary: 'The Ruler', company: 'The Hero' }, 'primary+company'],
    [{ primary: 'The Ruler', secondary: 'The Sage', company: 'The Hero' }, 'primary+secondary+company'],
  ])('for %j takes the %s frame, in the primary’s colour, with the marks drawn in', (marks: WheelMarks, key) => {
    const ruler = getArchetype('The Ruler').displayColor;
    expect(composeWheelSvg(frames, marks)).toBe(
      `<svg data-frame="${key}"><path fill="${ruler}"/><image href="${geometryOf(marks)}"/><path stroke="${ruler}"/></svg>`,
    );
  });

  it('uses the fallback grey for an unknown primary, and places no dot for it', () => {
    const svg = composeWheelSvg(frames, { primary: '"><script>' });
    expect(svg).toContain(`fill="${UNKNOWN_COLOR}"`);
    expect(svg).toContain(geometryOf({ primary: '"><script>' }));
    expect(Buffer.from(geometryOf({ primary: '"><script>' }).split(',')[1]!, 'base64').toString()).not.toContain(`r="${WHEEL.primaryDot}"`);
  });
});
