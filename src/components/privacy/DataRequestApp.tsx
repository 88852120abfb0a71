import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $dataRequest, openDataRequest, type RefusedReason } from '../../stores/data-request.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { DataActions } from './DataActions.tsx';
import { DataSummaryList } from './DataSummaryList.tsx';

const REFUSED_TITLE: Record<RefusedReason, string> = {
  invalid: 'This link does not work',
  expired: 'This link is out of date',
  used: 'Your data is already deleted',
};

/** The "Delete my data" page: reads the link, shows what it covers, offers the download, then the deletion. */
export default function DataRequestApp() {
  const state = useStore($dataRequest);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => void openDataRequest(), []);

  // An outcome (refused, deleted, unreachable…) replaces what was there, maybe the button that had focus: its heading takes
  // focus, so keyboard and screen-reader users land on the news.
  useEffect(() => headingRef.current?.focus(), [state.phase]);

  return (
    <div className="data-request" data-phase={state.phase}>
      {state.phase === 'loading' && (
        <p className="data-request__loading">
          <Spinner /> <span role="status">Checking your link…</span>
        </p>
      )}
      {state.phase === 'missing' && (
        <section className="card data-request__outcome">
          <h2 ref={headingRef} tabIndex={-1}>
            Open the link from your report email
          </h2>
          <p>
            Every archetype report we email ends with a &ldquo;Delete my data&rdquo; link. Open it to see what we store, download a copy and delete
            it. No email to hand? Write to <a href="mailto:privacy@thebrandcompany.com">privacy@thebrandcompany.com</a> from the address you used in
            the quiz.
          </p>
        </section>
      )}
      {state.phase === 'refused' && (
        <section className="card data-request__outcome" data-reason={state.reason}>
          <h2 ref={headingRef} tabIndex={-1}>
            {REFUSED_TITLE[state.reason]}
          </h2>
          <p>{state.message}</p>
          <p>
            <a href="/">Back to the quiz</a>
          </p>
        </section>
      )}
      {state.phase === 'unreachable' && (
        <section className="card data-request__outcome">
          <h2 ref={headingRef} tabIndex={-1}>
            We could not check your link
          </h2>
          <p role="alert">{state.message}</p>
          <button type="button" className="button button--primary" onClick={() => void openDataRequest()}>
            Try again
          </button>
        </section>
      )}
      {state.phase === 'ready' && (
        <>
          <DataSummaryList summary={state.summary} />
          <DataActions />
        </>
      )}
      {state.phase === 'deleted' && (
        <section className="card data-request__outcome">
          <h2 ref={headingRef} tabIndex={-1}>
            Your data has been deleted.
          </h2>
          <p>
            Your quiz submission, answers, shared link, competitor comparisons, website watch and the emails we kept for it are gone. If our CRM
            (HubSpot) had your contact from this quiz, we have asked it to delete the contact too. This link no longer works.
          </p>
          <p>
            <a href="/">Back to the quiz</a>
          </p>
        </section>
      )}
    </div>
  );
}
