import { unknownArchetype } from './fallback.ts';
import type { Archetype, ArchetypeName } from './types.ts';

// One chunk per archetype, so a browser that shows one result downloads one archetype's content.
const loaders: Record<ArchetypeName, () => Promise<Archetype>> = {
  'The Magician': () => import('./data/magician.ts').then((m) => m.magician),
  'The Hero': () => import('./data/hero.ts').then((m) => m.hero),
  'The Sage': () => import('./data/sage.ts').then((m) => m.sage),
  'The Explorer': () => import('./data/explorer.ts').then((m) => m.explorer),
  'The Innocent': () => import('./data/innocent.ts').then((m) => m.innocent),
  'The Ruler': () => import('./data/ruler.ts').then((m) => m.ruler),
  'The Creator': () => import('./data/creator.ts').then((m) => m.creator),
  'The Caregiver': () => import('./data/caregiver.ts').then((m) => m.caregiver),
  'The Jester': () => import('./data/jester.ts').then((m) => m.jester),
  'The Lover': () => import('./data/lover.ts').then((m) => m.lover),
  'The Everyman': () => import('./data/everyman.ts').then((m) => m.everyman),
  'The Outlaw': () => import('./data/outlaw.ts').then((m) => m.outlaw),
};

const cache = new Map<string, Promise<Archetype>>();

/** The archetype's content, loaded on demand (memoised); the generic fallback for unknown names. */
export function loadArchetype(name: string): Promise<Archetype> {
  let pending = cache.get(name);
  if (!pending) {
    const loader = loaders[name as ArchetypeName];
    pending = loader ? loader() : Promise.resolve(unknownArchetype(name));
    cache.set(name, pending);
  }
  return pending;
}
