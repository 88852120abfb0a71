import { ARCHETYPES } from '../index.ts';
import type { Archetype, ArchetypePage, ArchetypeProfile } from '../types.ts';
import { caregiverPage } from './caregiver.ts';
import { creatorPage } from './creator.ts';
import { everymanPage } from './everyman.ts';
import { explorerPage } from './explorer.ts';
import { heroPage } from './hero.ts';
import { innocentPage } from './innocent.ts';
import { jesterPage } from './jester.ts';
import { loverPage } from './lover.ts';
import { magicianPage } from './magician.ts';
import { outlawPage } from './outlaw.ts';
import { rulerPage } from './ruler.ts';
import { sagePage } from './sage.ts';

/** The long-form page content of each archetype, by slug. */
export const ARCHETYPE_PAGES: Readonly<Record<string, ArchetypePage>> = {
  magician: magicianPage,
  hero: heroPage,
  sage: sagePage,
  explorer: explorerPage,
  innocent: innocentPage,
  ruler: rulerPage,
  creator: creatorPage,
  caregiver: caregiverPage,
  jester: jesterPage,
  lover: loverPage,
  everyman: everymanPage,
  outlaw: outlawPage,
};

export function getArchetypePage(slug: string): ArchetypePage | undefined {
  return ARCHETYPE_PAGES[slug];
}

/** Core data and page content together; the core data stays the single source (never copied). */
export function getArchetypeProfile(slug: string): ArchetypeProfile | undefined {
  const archetype: Archetype | undefined = ARCHETYPES.find((a) => a.slug === slug);
  const page = getArchetypePage(slug);
  return archetype && page ? { ...archetype, page } : undefined;
}

/** All twelve profiles in wheel order. */
export function archetypeProfiles(): ArchetypeProfile[] {
  return ARCHETYPES.map((a) => {
    const profile = getArchetypeProfile(a.slug);
    if (!profile) throw new Error(`No page content for ${a.name}`);
    return profile;
  });
}

/** The four steps of the Creator's creative process, shown only on /creator. */
export const CREATIVE_PROCESS: readonly { step: string; text: string }[] = [
  { step: 'Inspire', text: 'Gather raw material from customers, culture and craft, and notice the idea nobody has built yet.' },
  { step: 'Create', text: 'Turn the idea into something real, prototype fast, and hold the work to a standard you would sign.' },
  { step: 'Share', text: 'Put the work in front of people, show how it was made, and invite them to make something with it.' },
  { step: 'Evolve', text: 'Learn from how people use it, refine what matters, and let each version set up the next.' },
];
