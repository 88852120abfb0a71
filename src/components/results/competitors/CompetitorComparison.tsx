import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { isArchetypeName } from '../../../domain/archetypes/types.ts';
import { hostLabel, type PositionedSite } from '../../../domain/competitors/types.ts';
import type { CompanyAnalysis, QuizResults } from '../../../domain/quiz/results.ts';
import { checkWebsiteUrl } from '../../../domain/website-url.ts';
import {
  $competitors,
  addCompetitor,
  loadCompetitors,
  removeCompetitor,
  retryCompetitor,
  type CompetitorEntry,
} from '../../../stores/competitors.ts';
import { $quiz, type Submission } from '../../../stores/quiz.ts';
import { toast } from '../../../stores/toasts.ts';
import { ArchetypeWheel } from '../ArchetypeWheel.tsx';
import { CompetitorForm } from './CompetitorForm.tsx';
import { CompetitorProgress } from './CompetitorProgress.tsx';
import { CompetitorTable } from './CompetitorTable.tsx';
import { PositioningNote } from './PositioningNote.tsx';
import '../../../styles/competitors.css';

const NONE: CompetitorEntry[] = [];

/** The company's label in the note: its host, as every competitor is labelled by its host (the email says the same). */
function useCompanyLabel(): string {
  const checked = checkWebsiteUrl(useStore($quiz).contact.companyUrl);
  return checked.ok ? hostLabel(checked.url) : 'Your website';
}

/** Says each site whose analysis has just finished: its row appears in the table, outside the live region. */
function useCompletions(entries: readonly CompetitorEntry[]): string {
  const before = useRef(new Map(entries.map((e) => [e.host, e.status])));
  const [said, setSaid] = useState('');
  useEffect(() => {
    const finished = entries.filter((e) => e.status === 'done' && before.current.get(e.host) === 'analysing');
    before.current = new Map(entries.map((e) => [e.host, e.status]));
    if (finished.length > 0) setSaid(finished.map((e) => (e.status === 'done' ? `${e.host} analyzed: ${e.competitor.archetype}.` : '')).join(' '));
  }, [entries]);
  return said;
}

interface Props {
  submission: Pick<Submission, 'id' | 'accessToken'> & { results: QuizResults; companyAnalysis: CompanyAnalysis };
}

/** The comparison itself (loaded on demand): the form, each site's progress, then the shared wheel, the table and the note. */
export default function CompetitorComparison({ submission }: Props) {
  const { results, companyAnalysis } = submission;
  const entries = useStore($competitors)[submission.id] ?? NONE;
  const [removing, setRemoving] = useState<string | null>(null);
  const announcement = useCompletions(entries);
  const { id, accessToken } = submission;
  // The server holds the comparison the email, share page and admin report show: read it whenever the results open.
  useEffect(() => void loadCompetitors({ id, accessToken }), [id, accessToken]);
  const companyLabel = useCompanyLabel();
  const done = entries.flatMap((e) => (e.status === 'done' ? [e.competitor] : []));
  const sites: PositionedSite[] = done.flatMap((c) => (isArchetypeName(c.archetype) ? [{ label: c.host, archetype: c.archetype }] : []));
  const company = isArchetypeName(companyAnalysis.archetype) ? { label: companyLabel, archetype: companyAnalysis.archetype } : null;

  const retry = (host: string) => {
    void retryCompetitor(submission, host);
    // The pressed Retry gives way to the progress line: focus follows it rather than falling to the page.
    requestAnimationFrame(() => document.getElementById(`competitor-state-${host}`)?.focus());
  };
  const remove = async (host: string) => {
    setRemoving(host);
    const failed = await removeCompetitor(submission, host);
    setRemoving(null);
    if (failed) return toast('Error', failed, 'destructive');
    // The pressed Remove is gone with its row: focus returns to the address field, ready for another site.
    document.getElementById('competitor-url')?.focus();
  };

  return (
    <>
      <p className="competitors__intro">
        Add up to three competitor websites. Each is read the way we read yours, and all of them appear on one wheel beside you and your company, with
        where each of you stands.
      </p>
      <CompetitorForm entries={entries} onAdd={(site) => void addCompetitor(submission, site)} />
      <CompetitorProgress entries={entries} onRetry={retry} onRemove={(host) => void remove(host)} announcement={announcement} />
      {done.length > 0 && (
        <div className="competitors__result" data-testid="competitor-comparison">
          <ArchetypeWheel
            idPrefix="competitors-wheel"
            primaryArchetype={results.primary}
            companyArchetype={companyAnalysis.archetype}
            scores={results.scores}
            competitors={sites}
          />
          <CompetitorTable competitors={done} onRemove={(host) => void remove(host)} removing={removing} />
          <PositioningNote company={company} competitors={sites} />
        </div>
      )}
    </>
  );
}
