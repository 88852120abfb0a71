import { atom } from 'nanostores';
import { loadArchetype } from '../domain/archetypes/load.ts';
import type { Archetype } from '../domain/archetypes/types.ts';
import { noteAnalysisOutcome, requestCompanyAnalysis } from './company-analysis.ts';
import { $quiz, setSubmission, type Submission } from './quiz.ts';

// The retry lives apart from company-analysis.ts: only the lazily loaded results need it (and the archetype loaders).

export const $retryingAnalysis = atom(false);

/** Archetype content already in hand, so the results can render it without suspending (and blanking) again. */
const loaded = new Map<string, Archetype>();
export const loadedArchetype = (name: string): Archetype | undefined => loaded.get(name);

/** Runs the website analysis again; on success the company section replaces the notice. Resolves true then. */
export async function retryCompanyAnalysis(submission: Pick<Submission, 'id' | 'accessToken'>): Promise<boolean> {
  if ($retryingAnalysis.get()) return false;
  $retryingAnalysis.set(true);
  try {
    const outcome = await requestCompanyAnalysis(submission);
    if (outcome.ok && outcome.companyAnalysis) {
      const name = outcome.companyAnalysis.archetype;
      // A chunk that fails to load here is simply loaded again, suspending, when the section renders.
      await loadArchetype(name).then(
        (archetype) => loaded.set(name, archetype),
        () => undefined,
      );
    }
    const current = $quiz.get().submission;
    if (outcome.ok && current?.id === submission.id) setSubmission({ ...current, companyAnalysis: outcome.companyAnalysis });
    noteAnalysisOutcome(submission.id, outcome);
    return outcome.ok;
  } finally {
    $retryingAnalysis.set(false);
  }
}
