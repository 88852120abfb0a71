import type { ArchetypeName } from '../../archetypes/types.ts';
import type { Question, RefinementSet } from '../types.ts';

// One chunk per set: the quiz downloads the three refinement questions of the visitor's primary only.
const loaders: Record<ArchetypeName, () => Promise<RefinementSet>> = {
  'The Magician': () => import('./magician.ts').then((m) => m.magicianRefinement),
  'The Hero': () => import('./hero.ts').then((m) => m.heroRefinement),
  'The Sage': () => import('./sage.ts').then((m) => m.sageRefinement),
  'The Explorer': () => import('./explorer.ts').then((m) => m.explorerRefinement),
  'The Innocent': () => import('./innocent.ts').then((m) => m.innocentRefinement),
  'The Ruler': () => import('./ruler.ts').then((m) => m.rulerRefinement),
  'The Creator': () => import('./creator.ts').then((m) => m.creatorRefinement),
  'The Caregiver': () => import('./caregiver.ts').then((m) => m.caregiverRefinement),
  'The Jester': () => import('./jester.ts').then((m) => m.jesterRefinement),
  'The Lover': () => import('./lover.ts').then((m) => m.loverRefinement),
  'The Everyman': () => import('./everyman.ts').then((m) => m.everymanRefinement),
  'The Outlaw': () => import('./outlaw.ts').then((m) => m.outlawRefinement),
};

/** The refinement questions of an archetype, loaded on demand. */
export async function loadRefinementQuestions(primary: ArchetypeName): Promise<readonly Question[]> {
  return (await loaders[primary]()).questions;
}
