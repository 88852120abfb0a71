import { ARCHETYPE_NAMES, type ArchetypeName } from '../archetypes/types.ts';
import type { ArchetypeScores, QuizResults, SubArchetypeScores } from './results.ts';
import type { QuestionOption } from './types.ts';

/** When no main answer scored, the spec makes the visitor The Everyman. */
export const DEFAULT_PRIMARY: ArchetypeName = 'The Everyman';

/**
 * Adds up points in the order the options were chosen.
 *
 * Tie rule (deterministic, documented in the README): among names tied on the
 * highest total, the one that reached that total first wins — the visitor
 * signalled it earlier. Names that reached it on the same answer (the one
 * two-way option) fall back to `order`, the wheel order for archetypes.
 */
export function tally(chosen: readonly QuestionOption[]): { totals: Record<string, number>; reachedAt: Record<string, number> } {
  const totals: Record<string, number> = {};
  const reachedAt: Record<string, number> = {};
  // Plain loops: this runs on every submission, and Object.entries allocated an array per option.
  for (let step = 0; step < chosen.length; step++) {
    const scores = chosen[step]!.archetypeScores as Record<string, number>;
    for (const name in scores) {
      const points = scores[name]!;
      if (points <= 0) continue;
      totals[name] = (totals[name] ?? 0) + points;
      reachedAt[name] = step;
    }
  }
  return { totals, reachedAt };
}

/** The highest-scoring name by the tie rule above, or undefined when nothing scored. */
export function topScorer(chosen: readonly QuestionOption[], order: readonly string[]): string | undefined {
  const { totals, reachedAt } = tally(chosen);
  let best: string | undefined;
  for (const name of Object.keys(totals)) {
    if (best === undefined) {
      best = name;
      continue;
    }
    const [a, b] = [totals[name]!, totals[best]!];
    const earlier = reachedAt[name]! - reachedAt[best]!;
    const byOrder = rank(order, name) - rank(order, best);
    if (a > b || (a === b && (earlier < 0 || (earlier === 0 && byOrder < 0)))) best = name;
  }
  return best;
}

function rank(order: readonly string[], name: string): number {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
}

/** Primary archetype from the main answers, in the order asked. */
export function primaryFrom(mainChoices: readonly QuestionOption[]): ArchetypeName {
  const top = topScorer(mainChoices, ARCHETYPE_NAMES);
  return (ARCHETYPE_NAMES as readonly string[]).includes(top ?? '') ? (top as ArchetypeName) : DEFAULT_PRIMARY;
}

/** Sub-archetype from the refinement answers; the primary's first sub-archetype when none scored. */
export function subArchetypeFrom(refinementChoices: readonly QuestionOption[], subArchetypeNames: readonly string[]): string {
  const top = topScorer(refinementChoices, subArchetypeNames);
  return top && subArchetypeNames.includes(top) ? top : subArchetypeNames[0]!;
}

/** The full Results object from the chosen options of both phases. */
export function computeResults(
  mainChoices: readonly QuestionOption[],
  refinementChoices: readonly QuestionOption[],
  subArchetypesOf: (primary: ArchetypeName) => readonly string[],
): QuizResults {
  const primary = primaryFrom(mainChoices);
  const scores = tally(mainChoices).totals as ArchetypeScores;
  const subArchetypeScores: SubArchetypeScores = tally(refinementChoices).totals;
  return { primary, subArchetype: subArchetypeFrom(refinementChoices, subArchetypesOf(primary)), scores, subArchetypeScores };
}
