import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { analysisSource } from '../../domain/analysis-source.ts';
import { $analysis, $exporting, analyzeWebsite, exportAsImage } from '../../stores/quick-analysis.ts';
import { $compareSites, addCompareSite, comparedSite, dropAnalysedSite, syncAddress } from '../../stores/quick-compare.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { useTypedBeforeHydration } from '../ui/typed-before-hydration.ts';
import { AnalysisResult } from './AnalysisResult.tsx';
import { CompareControls } from './CompareControls.tsx';
import { ComparisonView } from './ComparisonView.tsx';
import { VoiceCard } from './VoiceCard.tsx';

/** The Quick Brand Analysis island: the URL form, its states, the result cards and the image export. */
export default function QuickAnalysisApp() {
  const { status, analysis, error, url, analyzedAt } = useStore($analysis);
  const source = url && analyzedAt ? analysisSource(url, analyzedAt) : null;
  const exporting = useStore($exporting);
  const compared = useStore($compareSites);
  const main = status === 'success' && analysis && url ? comparedSite(url, analysis) : null;
  const others = compared.flatMap((s) => (s.status === 'success' && s.analysis ? [comparedSite(s.url, s.analysis)] : []));
  const showResult = main !== null || others.length > 0;
  const [input, setInput] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const analyzing = status === 'analyzing';
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setInput);
  // Analyzing disables the field and the button, so focus falls to <body>; once the outcome renders it goes to it.
  const refocus = useRef(false);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!refocus.current || status === 'analyzing') return;
    refocus.current = false;
    if (status === 'success') document.getElementById('qa-archetype')?.focus();
    else field.current?.focus();
  }, [status]);

  // `?url=` is where the form sends a click made before this script ran, and a link to share an analysis;
  // further `url`s are the sites it is compared with, all analysed at once.
  useEffect(() => {
    const [shared, ...others] = new URLSearchParams(window.location.search).getAll('url');
    if (shared) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar is read after hydration, so server and client render the same first frame
      setInput(shared);
      void analyzeWebsite(shared);
      for (const other of others) addCompareSite(other);
    }
    setReady(true);
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void analyzeWebsite(input);
    refocus.current = $analysis.get().status === 'analyzing';
    setAsked(refocus.current);
    // The store marks a valid URL as analyzing before its first await, so only a real analysis gets a link.
    if ($analysis.get().status === 'analyzing') {
      dropAnalysedSite();
      syncAddress();
    }
  };

  return (
    <div className="qa" data-status={status} data-ready={ready ? 'true' : undefined}>
      <section className="card" aria-labelledby="qa-form-title">
        <h2 id="qa-form-title">Enter Website URL</h2>
        <p className="muted">Provide any website URL to instantly analyze its brand archetype</p>
        <form className="qa__form" method="get" action="/quick-analysis" onSubmit={onSubmit} noValidate>
          <label htmlFor="qa-url" className="visually-hidden">
            Website URL
          </label>
          <input
            ref={field}
            id="qa-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder="example.com or https://example.com"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            disabled={analyzing}
            maxLength={2048}
            aria-describedby={status === 'error' && error ? 'qa-error' : undefined}
          />
          <button type="submit" className="button button--primary" disabled={analyzing}>
            {analyzing ? (
              <>
                <Spinner /> Analyzing...
              </>
            ) : (
              'Analyze'
            )}
          </button>
        </form>
        {status === 'error' && error && (
          <div id="qa-error" className="alert alert--error qa__error" role="alert">
            {error}
          </div>
        )}
      </section>

      {status !== 'idle' && <CompareControls />}

      {/*
       * Holds the result's place while an analysis asked for here is coming: its arrival then pushes nothing down.
       * Not for a `?url=` link: placed as the page loads, the block itself pushed the rest down further (layout shift).
       */}
      {analyzing && asked && !showResult && <div className="card qa__pending" aria-hidden="true" data-testid="qa-pending" />}

      {showResult && (
        <>
          <div className="qa__export">
            <button
              type="button"
              className="button button--secondary"
              disabled={exporting}
              onClick={() => resultRef.current && void exportAsImage(resultRef.current)}
            >
              {exporting ? 'Exporting...' : 'Export as Image'}
            </button>
          </div>
          <div ref={resultRef} className="qa__result">
            {/* Inside the exported area, so the image says which site it is and when */}
            {source && (
              <p className="qa__source" data-testid="qa-source">
                Brand analysis of <strong>{source.host}</strong>
                {others.length > 0 && <> compared with {others.map((o) => o.host).join(', ')}</>} · <time dateTime={source.iso}>{source.date}</time>
              </p>
            )}
            {others.length > 0 && <ComparisonView main={main} others={others} />}
            {analysis && <AnalysisResult analysis={analysis} />}
          </div>
          {analysis && <VoiceCard analysis={analysis} />}
        </>
      )}

      <section className="card qa__cta" aria-labelledby="qa-cta-title">
        <h2 id="qa-cta-title">Want a Full Personal Brand Analysis?</h2>
        <p>Take our comprehensive quiz to discover your personal brand archetype and get a detailed report.</p>
        <a className="button button--primary" href="/">
          Take the Full Quiz
        </a>
      </section>
      <Toaster />
    </div>
  );
}
