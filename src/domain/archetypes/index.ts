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
import { slugify } from './slug.ts';
import type { Archetype, ArchetypeName } from './types.ts';

export { isArchetypeName } from './types.ts';

export { slugify };

/** The twelve archetypes in wheel order (angle = index × 30). */
export const ARCHETYPES: readonly Archetype[] = [
  magician, hero, sage, explorer, innocent, ruler, creator, caregiver, jester, lover, everyman, outlaw,
];

export const UNKNOWN_COLOR = '#6b7280';

/** What an unrecognised archetype name shows: generic text, grey, the default image. */
export function unknownArchetype(name: string): Archetype {
  return {
    name: name as ArchetypeName,
    slug: slugify(name),
    angle: 0,
    description: 'This archetype is not one of the twelve we profile, so we cannot describe it in detail yet.',
    traits: ['Distinctive', 'Individual', 'Evolving', 'Undefined'],
    subArchetypes: [],
    strategyInsight: 'Clarify the one feeling you want every customer to leave with, then align your words, colours and type around it.',
    brandExamples: [],
    colors: [{ name: 'Neutral Gray', hex: UNKNOWN_COLOR }],
    displayColor: UNKNOWN_COLOR,
    image: '/images/archetypes/default.svg',
  };
}

/** The archetype by its 'The …' name, or the generic fallback. */
export function getArchetype(name: string): Archetype {
  return ARCHETYPES.find((a) => a.name === name) ?? unknownArchetype(name);
}

export function subArchetypeNames(name: string): string[] {
  return getArchetype(name).subArchetypes.map((s) => s.name);
}

/** The archetype whose sub-archetype this is, if any. */
export function archetypeOfSubArchetype(subArchetype: string): Archetype | undefined {
  return ARCHETYPES.find((a) => a.subArchetypes.some((s) => s.name === subArchetype));
}
