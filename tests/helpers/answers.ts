import { primaryAfterMain } from '../../src/domain/quiz/answers.ts';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import type { Answer } from '../../src/domain/quiz/types.ts';

/** Main answers that make `target` the primary: its options where offered, otherwise a spread of others. */
export function mainAnswersFor(target: ArchetypeName): Answer[] {
  const tally: Record<string, number> = {};
  return MAIN_QUESTIONS.map((q) => {
    let index = q.options.findIndex((o) => (o.archetypeScores[target] ?? 0) > 0);
    if (index === -1) index = q.options.findIndex((o) => Object.keys(o.archetypeScores).length === 0);
    if (index === -1) {
      const weight = (i: number) => Object.keys(q.options[i]!.archetypeScores).reduce((n, k) => n + (tally[k] ?? 0), 0);
      index = q.options.reduce((best, _, i) => (weight(i) < weight(best) ? i : best), 0);
    }
    for (const [k, v] of Object.entries(q.options[index]!.archetypeScores)) tally[k] = (tally[k] ?? 0) + v;
    return { questionId: q.id, optionIndex: index };
  });
}

/** A complete, valid set of 13 answers whose primary is `target`, refinement options by index. */
export function fullAnswersFor(target: ArchetypeName, refinementOption = 0): Answer[] {
  const main = mainAnswersFor(target);
  const primary = primaryAfterMain(main);
  if (primary !== target) throw new Error(`could not build answers for ${target}, got ${primary}`);
  return [...main, ...refinementQuestionsFor(primary).map((q) => ({ questionId: q.id, optionIndex: refinementOption }))];
}
