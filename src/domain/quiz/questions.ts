import { caregiverRefinement } from './refinements/caregiver.ts';
import { creatorRefinement } from './refinements/creator.ts';
import { everymanRefinement } from './refinements/everyman.ts';
import { explorerRefinement } from './refinements/explorer.ts';
import { heroRefinement } from './refinements/hero.ts';
import { innocentRefinement } from './refinements/innocent.ts';
import { jesterRefinement } from './refinements/jester.ts';
import { loverRefinement } from './refinements/lover.ts';
import { magicianRefinement } from './refinements/magician.ts';
import { outlawRefinement } from './refinements/outlaw.ts';
import { rulerRefinement } from './refinements/ruler.ts';
import { sageRefinement } from './refinements/sage.ts';
import type { ArchetypeName } from '../archetypes/types.ts';
import type { Question, RefinementSet } from './types.ts';

export { MAIN_QUESTIONS } from './main-questions.ts';

/** Every refinement set, in wheel order (ids 101–136). The quiz island loads only the one it needs (refinements/load.ts). */
export const REFINEMENT_SETS: readonly RefinementSet[] = [
  magicianRefinement,
  heroRefinement,
  sageRefinement,
  explorerRefinement,
  innocentRefinement,
  rulerRefinement,
  creatorRefinement,
  caregiverRefinement,
  jesterRefinement,
  loverRefinement,
  everymanRefinement,
  outlawRefinement,
];

export function refinementQuestionsFor(primary: ArchetypeName): readonly Question[] {
  return REFINEMENT_SETS.find((s) => s.archetype === primary)?.questions ?? [];
}
