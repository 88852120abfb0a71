import { caregiver } from './data/caregiver.ts';
import { creator } from './data/creator.ts';
import { everyman } from './data/everyman.ts';
import { explorer } from './data/explorer.ts';
import { hero } from './data/hero.ts';
import { innocent } from './data/innocent.ts';
import { jester } from './data/jester.ts';
import { lover } from './data/lover.ts';
import { magician } from './data/magician.ts';
import { outlaw } from './data/outlaw.ts';
import { ruler } from './data/ruler.ts';
import { sage } from './data/sage.ts';
import { UNKNOWN_COLOR } from './colors.ts';
import { unknownArchetype } from './fallback.ts';
import { slugify } from './slug.ts';
import type { Archetype } from './types.ts';

export { slugify, unknownArchetype, UNKNOWN_COLOR };

/** The twelve archetypes in wheel order (angle = index × 30). */
export const ARCHETYPES: readonly Archetype[] = [
  magician,
  hero,
  sage,
  explorer,
  innocent,
  ruler,
  creator,
  caregiver,
  jester,
  lover,
  everyman,
  outlaw,
];

/** The archetype by its 'The …' name, or the generic fallback. */
export function getArchetype(name: string): Archetype {
  return ARCHETYPES.find((a) => a.name === name) ?? unknownArchetype(name);
}

export function subArchetypeNames(name: string): string[] {
  return getArchetype(name).subArchetypes.map((s) => s.name);
}
