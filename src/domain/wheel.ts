import { ARCHETYPE_NAMES, type ArchetypeName } from './archetypes/types.ts';
import type { ArchetypeScores } from './quiz/results.ts';

/** The spec's wheel: 500 × 500, markers at radius 155, dots 12 (primary) and 10. */
export const WHEEL = { size: 500, center: 250, markerRadius: 155, primaryDot: 12, otherDot: 10 } as const;
/** Size of the archetype names around the rim (wheel units): 17 still reads at 11 px on a 390 px phone's full-width wheel. */
export const WHEEL_NAME_SIZE = 17;

/** Where an angle (0° at the top, clockwise) lands on a circle of `radius` around the wheel's centre. */
export function wheelPoint(angle: number, radius: number = WHEEL.markerRadius): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(WHEEL.center + radius * Math.sin(rad)), y: round(WHEEL.center - radius * Math.cos(rad)) };
}

/**
 * The secondary archetype on the wheel: the runner-up of the main scores
 * (ties by wheel order), or none when no other archetype scored.
 */
export function secondaryArchetype(scores: ArchetypeScores, primary: string): ArchetypeName | undefined {
  let best: ArchetypeName | undefined;
  for (const name of ARCHETYPE_NAMES) {
    const points = scores[name] ?? 0;
    if (name === primary || points <= 0) continue;
    if (best === undefined || points > (scores[best] ?? 0)) best = name;
  }
  return best;
}

/** Wheel angle of an archetype name; undefined for names off the wheel. */
export function angleOf(name: string): number | undefined {
  const i = (ARCHETYPE_NAMES as readonly string[]).indexOf(name);
  return i === -1 ? undefined : i * 30;
}

/**
 * Where the label of a marker on the marker circle goes: beside it on the side toward the centre, so it stays clear of
 * the archetype names around the rim; `gap` is the room the marker takes. Above or below it near the vertical axis.
 */
export function inwardLabel(p: { x: number; y: number }, gap: number): { x: number; y: number; anchor: 'start' | 'end' | 'middle' } {
  const dx = p.x - WHEEL.center;
  if (Math.abs(dx) < 60) return { x: p.x, y: p.y < WHEEL.center ? p.y + gap + 14 : p.y - gap - 6, anchor: 'middle' };
  return { x: dx > 0 ? p.x - gap - 4 : p.x + gap + 4, y: p.y + 6, anchor: dx > 0 ? 'end' : 'start' };
}
