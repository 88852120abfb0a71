import { useEffect, useState } from 'react';
import type { SubmissionReport } from '../../domain/admin/types.ts';
import { api, ApiCallError, call, isSignedOutError } from '../../lib/api.ts';
import { ResultsView } from '../results/ResultsView.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CompanyCell } from './CompanyCell.tsx';
import { CompetitorReport } from './CompetitorReport.tsx';
import { formatDate } from './format.ts';
import { SourceLine } from './SourceLine.tsx';

type Load = { state: 'loading' } | { state: 'not-found' } | { state: 'error' } | { state: 'ready'; report: SubmissionReport };

/** /admin/report/{id}: the quiz's own results view for one stored submission, and its answers. */
export default function ReportPage({ id }: { id: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [back, setBack] = useState('/admin/dashboard');

  useEffect(() => {
    // Back to the dashboard page, search and filter the report was opened from.
    const from = document.referrer ? new URL(document.referrer) : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- document.referrer exists only in the browser, after hydration
    if (from && from.origin === window.location.origin && from.pathname === '/admin/dashboard') setBack(from.pathname + from.search);
  }, []);

  useEffect(() => {
    call(api().admin.submissions[':id'].$get({ param: { id } }))
      .then((report) => setLoad({ state: 'ready', report }))
      .catch((err) => {
        if (isSignedOutError(err)) return window.location.assign('/admin');
        if (err instanceof ApiCallError && err.status === 404) return setLoad({ state: 'not-found' });
        console.error('Failed to load quiz submission', err);
        setLoad({ state: 'error' });
      });
  }, [id]);

  return (
    <div className="admin-report" data-state={load.state}>
      <p className="no-print admin-actions">
        <a className="button button--secondary" href={back}>
          ← Back to Dashboard
        </a>
        {/* The admin's session cookie authorises the download, so a plain link does: no script, no blob. */}
        {load.state === 'ready' && (
          <a className="button button--secondary" href={`/api/admin/submissions/${encodeURIComponent(id)}/report.pdf`} download>
            Download PDF
          </a>
        )}
      </p>
      {load.state === 'loading' && (
        <p className="admin-loading">
          <Spinner label="Loading" /> Loading the submission…
        </p>
      )}
      {load.state === 'not-found' && <Message title="Submission not found" text="It may have been deleted." />}
      {load.state === 'error' && <Message title="Failed to load quiz submission" text="Please reload the page to try again." />}
      {load.state === 'ready' && <Report report={load.report} />}
    </div>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <section className="card admin-card" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

function Report({ report }: { report: SubmissionReport }) {
  return (
    <>
      <header className="card admin-report__meta">
        <h1>Submission Report</h1>
        <dl>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(report.createdAt)}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{report.email}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>
              <CompanyCell company={report.company} companyUrl={report.companyUrl} />
            </dd>
          </div>
          <SourceLine source={report.source} />
        </dl>
      </header>
      <ResultsView results={report.results} companyAnalysis={report.companyAnalysis} title="Brand Archetype" />
      <CompetitorReport report={report} />
      <section className="card admin-answers" aria-labelledby="answers-title">
        <h2 id="answers-title">Answers</h2>
        {report.answers.length === 0 ? (
          <p>No answers were stored with this submission.</p>
        ) : (
          <ol>
            {report.answers.map((a) => (
              <li key={a.questionId}>
                <p className="admin-answers__question">{a.questionText}</p>
                <p className="admin-answers__choice">{a.selectedOptionText}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
