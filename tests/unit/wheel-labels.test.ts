import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { competitorMarkers } from '../../src/domain/competitors/markers.ts';
import { angleOf, inwardLabel, WHEEL, wheelPoint } from '../../src/domain/wheel.ts';

const distance = (p: { x: number; y: number }) => Math.hypot(p.x - WHEEL.center, p.y - WHEEL.center);
/** The archetype names sit in the band between the rings at 188 and 246. */
const NAMES_BAND = { inner: 188, outer: 246 };

describe("competitors' host labels", () => {
  it.each(ARCHETYPE_NAMES.map((name) => ({ name })))('start outside the ring of archetype names for a site projecting $name', ({ name }) => {
    const [marker] = competitorMarkers([{ label: 'rival.example', archetype: name }]);
    expect(distance({ x: marker!.labelX, y: marker!.labelY })).toBeGreaterThan(NAMES_BAND.outer);
  });

  it('run away from the wheel: rightwards on the right, leftwards on the left, centred at the top and bottom', () => {
    const anchors = ['The Magician', 'The Explorer', 'The Creator', 'The Lover'].map(
      (archetype) => competitorMarkers([{ label: 'a.example', archetype }])[0]!.anchor,
    );
    expect(anchors).toEqual(['middle', 'start', 'middle', 'end']);
  });

  it('of sites sharing an archetype stay apart', () => {
    const labels = competitorMarkers(['a', 'b', 'c'].map((label) => ({ label, archetype: 'The Magician' }))).map((m) => `${m.labelX},${m.labelY}`);
    expect(new Set(labels).size).toBe(3);
  });
});

describe('the label of a dot on the marker circle', () => {
  it.each(ARCHETYPE_NAMES.map((name) => ({ name })))('sits toward the centre, inside the archetype names, for $name', ({ name }) => {
    const dot = wheelPoint(angleOf(name)!);
    const label = inwardLabel(dot, WHEEL.primaryDot);
    expect(distance(label)).toBeLessThan(NAMES_BAND.inner);
    expect(distance(label)).toBeLessThan(distance(dot) + 1);
  });

  it('runs towards the centre from a dot on either side', () => {
    expect(inwardLabel(wheelPoint(90), 12).anchor).toBe('end');
    expect(inwardLabel(wheelPoint(270), 12).anchor).toBe('start');
    expect(inwardLabel(wheelPoint(0), 12).anchor).toBe('middle');
  });
});
