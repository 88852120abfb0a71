import type { ReactNode } from 'react';
import type { DataSummary } from '../../../functions/privacy/schema.ts';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const count = (n: number, one: string, many: string) => (n === 0 ? 'None' : `${n} ${n === 1 ? one : many}`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the link covers, before anything is done: enough for the owner to recognise it, the email masked. */
export function DataSummaryList({ summary: s }: { summary: DataSummary }) {
  return (
    <section className="card data-request__summary" aria-labelledby="data-summary-title">
      <h2 id="data-summary-title">What we store</h2>
      <dl className="data-request__facts">
        <Fact label="Email">{s.email}</Fact>
        {s.company && <Fact label="Company">{s.company}</Fact>}
        <Fact label="Quiz taken">{longDate(s.createdAt)}</Fact>
        <Fact label="Result">
          {s.archetype} ({s.subArchetype})
        </Fact>
        <Fact label="Quiz answers">{count(s.answers, 'answer', 'answers')}</Fact>
        <Fact label="Shared link">{s.shareLink ? 'Yes: a public page of your result' : 'None'}</Fact>
        <Fact label="Competitor comparisons">{count(s.comparisons, 'website', 'websites')}</Fact>
        <Fact label="Emails">{count(s.emails, 'report email', 'report emails')}</Fact>
        {s.websiteReadings !== undefined && (
          <Fact label="Website watch">
            {s.websiteReadings === 0 ? 'No reading yet' : count(s.websiteReadings, 'reading of your website', 'readings of your website')}
          </Fact>
        )}
      </dl>
      <p className="data-request__note">This link works until {longDate(s.expiresAt)}.</p>
    </section>
  );
}
