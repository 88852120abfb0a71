import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { $rewrites, loadRewrites, rewriteKey, type RewriteRequest, type RewriteState } from '../../stores/voice-rewrites.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { VoiceGuide } from './VoiceGuide.tsx';
import '../../styles/voice-rewrites.css';

/**
 * The site's own headline and call to action, then suggestions in an archetype's voice, always
 * labelled for what they are: rule drafts or model suggestions, never the site's text and never a
 * copywriter's finished work. A line the rules could not write is said to be missing, not padded.
 */
export function VoiceRewrites({ request }: { request: RewriteRequest }) {
  const key = rewriteKey(request);
  const state = useStore($rewrites)[key];
  useEffect(() => {
    void loadRewrites(request);
    // The key names the request completely; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div className="voice-rewrites" data-testid="voice-rewrites">
      <div className="voice-rewrites__original">
        <p className="eyebrow">On your site now</p>
        <p className="voice-rewrites__headline">“{request.headline}”</p>
        {request.cta && <p className="voice-rewrites__cta">Button: {request.cta}</p>}
      </div>
      <div aria-live="polite" aria-busy={!state || state.status === 'loading'}>
        {(!state || state.status === 'loading') && <Spinner label={`Writing suggestions in ${request.archetype}'s voice`} />}
        {state?.status === 'error' && (
          <p className="voice-rewrites__error" role="alert">
            {state.message}{' '}
            <button type="button" className="button button--secondary" onClick={() => void loadRewrites(request)}>
              Try again
            </button>
          </p>
        )}
        {state?.status === 'ready' && <Suggestions request={request} result={state} />}
      </div>
    </div>
  );
}

function Suggestions({ request, result }: { request: RewriteRequest; result: Extract<RewriteState, { status: 'ready' }> }) {
  const id = useId();
  const { archetype } = request;
  const noHeadline = result.headlines.length === 0;
  const noCta = Boolean(request.cta) && result.ctas.length === 0;
  return (
    <>
      <h4 className="voice-rewrites__title">Suggested in {archetype}'s voice</h4>
      <p className="muted voice-rewrites__note">
        {result.source === 'model'
          ? 'Suggestions, not text from your site: written by our AI model in this voice.'
          : `Suggestions, not text from your site: drafted by rules from ${archetype}'s words and sentence shapes, not by a copywriter. Edit before use.`}
      </p>
      <h5 className="voice-rewrites__label" id={`${id}-headlines`}>
        Headlines
      </h5>
      {noHeadline ? (
        <p className="voice-rewrites__fallback">
          The rules cannot rewrite this headline as natural English in {archetype}'s voice, so there is no draft. The voice guide below shows how to
          write one.
        </p>
      ) : (
        <ol className="voice-rewrites__list" aria-labelledby={`${id}-headlines`}>
          {result.headlines.map((line) => (
            <li key={line} className="voice-rewrites__item voice-rewrites__headline">
              {line}
            </li>
          ))}
        </ol>
      )}
      {(request.cta || result.ctas.length > 0) && (
        <>
          <h5 className="voice-rewrites__label" id={`${id}-ctas`}>
            Buttons
          </h5>
          {noCta ? (
            <p className="voice-rewrites__fallback">
              None of {archetype}'s verbs fits “{request.cta}” naturally, so there is no draft. The voice guide below shows the words to reach for.
            </p>
          ) : (
            <ul className="voice-rewrites__ctas" aria-labelledby={`${id}-ctas`}>
              {result.ctas.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <VoiceGuide archetype={archetype} guide={result.guide} open={noHeadline || noCta} />
    </>
  );
}
