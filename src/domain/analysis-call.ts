import type { ArchetypeName } from './archetypes/types.ts';

/**
 * The analysis' call in words. A close second archetype is named rather than left to a low
 * percentage: "The Hero, with a strong pull of The Ruler".
 */
export interface RunnerUp {
  archetype: ArchetypeName;
  /** Its evidence as a share of the winner's, 0 to 1. */
  strength: number;
}

/** Below this share a second archetype is background, not a pull. */
export const RUNNER_UP_SHOWN_FROM = 0.6;

export function describeCall(archetype: string, runnerUp?: RunnerUp | null): string {
  if (!runnerUp || runnerUp.strength < RUNNER_UP_SHOWN_FROM || runnerUp.archetype === archetype) return archetype;
  if (runnerUp.strength >= 0.9) return `${archetype}, nearly tied with ${runnerUp.archetype}`;
  return `${archetype}, with a strong pull of ${runnerUp.archetype}`;
}
