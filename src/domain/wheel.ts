import { ARCHETYPE_NAMES, type ArchetypeName } from './archetypes/types.ts';
import type { ArchetypeScores } from './quiz/results.ts';

/** The spec's wheel: 500 × 500, markers at radius 155, dots 12 (primary) and 10. */
export const WHEEL = { size: 500, center: 250, markerRadius: 155, primaryDot: 12, otherDot: 10 } as const;

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
