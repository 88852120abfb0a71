import { sourceDetails } from '../../domain/admin/source-details.ts';
import type { SubmissionSource } from '../../domain/admin/types.ts';

/** The report's Source entry (inside its <dl>): the label the lead is counted under, then what made it. */
export function SourceLine({ source }: { source: SubmissionSource }) {
  const details = sourceDetails(source);
  return (
    <div>
      <dt>Source</dt>
      <dd>
        {source.label}
        {details.length > 0 && ` (${details.join('; ')})`}
      </dd>
    </div>
  );
}
