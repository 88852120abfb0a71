import { useId, useRef, type Ref } from 'react';
import type { SharedLink } from '../../../stores/share.ts';
import { linkedInShareUrl, xShareUrl } from './share-targets.ts';

export interface SharedLinkPanelProps {
  link: SharedLink;
  text: string;
  /** Announces an outcome in the dialog's live region. */
  onStatus: (message: string) => void;
  onStop: () => void;
  stopping: boolean;
  copyRef: Ref<HTMLButtonElement>;
}

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** A live link: the field to read it from, the ways to pass it on, and the way to take it back. */
export function SharedLinkPanel({ link, text, onStatus, onStop, stopping, copyRef }: SharedLinkPanelProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Feature-detected, not assumed: desktop browsers without a share sheet get no dead button.
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      onStatus('Copied');
    } catch {
      // No clipboard (an http page, a denied permission): the link is selected for the visitor's own copy keys.
      field.current?.select();
      onStatus('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title: 'My Brand Archetype', text, url: link.url });
    } catch {
      // Dismissing the share sheet rejects too; nothing to report.
    }
  }

  return (
    <>
      <div className="field">
        <label htmlFor={fieldId}>Public link</label>
        <input id={fieldId} ref={field} type="url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="share__targets">
        <button type="button" ref={copyRef} className="button button--primary" onClick={() => void copy()} data-autofocus>
          Copy Link
        </button>
        <a className="button button--secondary" href={linkedInShareUrl(link.url)} target="_blank" rel="noopener">
          Share on LinkedIn{NEW_TAB}
        </a>
        <a className="button button--secondary" href={xShareUrl(link.url, text)} target="_blank" rel="noopener">
          Share on X{NEW_TAB}
        </a>
        {canShare && (
          <button type="button" className="button button--secondary" onClick={() => void shareNatively()}>
            Share…
          </button>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--danger" onClick={onStop} aria-disabled={stopping}>
          {stopping ? 'Stopping…' : 'Stop Sharing'}
        </button>
      </div>
    </>
  );
}
