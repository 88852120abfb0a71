import { UNKNOWN_COLOR } from './colors.ts';
import { slugify } from './slug.ts';
import type { Archetype, ArchetypeName } from './types.ts';

/** What an unrecognised archetype name shows: generic text, grey, the default image. */
export function unknownArchetype(name: string): Archetype {
  return {
    name: name as ArchetypeName,
    slug: slugify(name),
    angle: 0,
    description: 'This archetype is not one of the twelve we profile, so we cannot describe it in detail yet.',
    traits: ['Distinctive', 'Individual', 'Evolving', 'Undefined'],
    subArchetypes: [],
    strategyInsight: 'Clarify the one feeling you want every customer to leave with, then align your words, colors and type around it.',
    brandExamples: [],
    colors: [{ name: 'Neutral Gray', hex: UNKNOWN_COLOR }],
    displayColor: UNKNOWN_COLOR,
    image: '/images/archetypes/default.svg',
  };
}
