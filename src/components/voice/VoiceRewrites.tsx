import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $rewrites, loadRewrites, rewriteKey, type RewriteRequest } from '../../stores/voice-rewrites.ts';
import { Spinner } from '../ui/Spinner.tsx';
import '../../styles/voice-rewrites.css';

/**
 * The site's own headline and call to action, then three suggestions in an archetype's voice,
 * always labelled as suggestions: they are never presented as the site's text.
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
        {state?.status === 'ready' && (
          <>
            <h4 className="voice-rewrites__title">Suggested in {request.archetype}'s voice</h4>
            <ol className="voice-rewrites__list">
              {state.rewrites.map((r) => (
                <li key={r.headline} className="voice-rewrites__item">
                  <p className="voice-rewrites__headline">{r.headline}</p>
                  <p className="voice-rewrites__cta">Button: {r.cta}</p>
                </li>
              ))}
            </ol>
            <p className="muted voice-rewrites__note">
              Suggestions, not text from your site
              {state.source === 'model'
                ? ': written by our AI model in this voice.'
                : `: built from ${request.archetype}'s vocabulary and sentence shapes.`}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
