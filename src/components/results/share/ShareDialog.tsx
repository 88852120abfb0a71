import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Submission } from '../../../stores/quiz.ts';
import { $sharedLinks, createShareLink, shareErrorMessage, stopSharing } from '../../../stores/share.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SharedLinkPanel } from './SharedLinkPanel.tsx';
import { shareText } from './share-targets.ts';
import '../../../styles/share-dialog.css';
import { LiveMessages } from '../../ui/LiveMessages.tsx';

export interface ShareDialogProps {
  submission: Submission;
  open: boolean;
  onClose: () => void;
}

type Busy = 'create' | 'update' | 'stop' | null;

/** Makes, passes on and revokes the public link to one result. Loaded on first use (see ShareResultButton). */
export default function ShareDialog({ submission, open, onClose }: ShareDialogProps) {
  const link = useStore($sharedLinks)[submission.id] ?? null;
  const hasCompany = submission.companyAnalysis !== null;
  // Off until the visitor ticks it: the company's result is theirs to publish, not ours.
  const [includeCompany, setIncludeCompany] = useState(link?.includeCompany ?? false);
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const createRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  // The button pressed is replaced by the other state's: focus follows to its counterpart, never to the page.
  const focusNext = useRef<'copy' | 'create' | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    (focusNext.current === 'copy' ? copyRef : createRef).current?.focus();
    focusNext.current = null;
  }, [link?.shareId]);

  // A reopened dialog starts quiet: last time's "Copied" or error no longer describes anything.
  function close() {
    setStatus('');
    setError('');
    onClose();
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<string>) {
    if (busy) return;
    setBusy(kind);
    setError('');
    setStatus('');
    try {
      setStatus(await action());
    } catch (err) {
      focusNext.current = null;
      setError(shareErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const create = () =>
    run('create', async () => {
      // Set first: the store's update re-renders before this function resumes.
      focusNext.current = 'copy';
      await createShareLink(submission, hasCompany && includeCompany);
      return 'Your link is ready.';
    });

  const stop = () =>
    run('stop', async () => {
      focusNext.current = 'create';
      await stopSharing(submission);
      return 'Sharing stopped. The link no longer works.';
    });

  function toggleCompany(checked: boolean) {
    setIncludeCompany(checked);
    // A live link follows the box at once; before that, the box only sets what Create Link will ask for.
    if (link)
      void run('update', async () => {
        await createShareLink(submission, checked);
        return checked ? "The link now shows your company's result." : "The link no longer shows your company's result.";
      });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Share Your Result"
      description="Anyone with the link sees your archetype, sub-archetype and wheel. Your email is never shown."
    >
      <div className="share" aria-busy={busy !== null}>
        {hasCompany && (
          <label className="share__option">
            <input type="checkbox" checked={includeCompany} onChange={(e) => toggleCompany(e.target.checked)} />
            Include my company&apos;s result
          </label>
        )}
        {link ? (
          <SharedLinkPanel
            link={link}
            text={shareText(submission.results)}
            onStatus={setStatus}
            onStop={() => void stop()}
            stopping={busy === 'stop'}
            copyRef={copyRef}
          />
        ) : (
          <div className="dialog__actions">
            <button type="button" ref={createRef} className="button button--primary" onClick={() => void create()} data-autofocus>
              {busy === 'create' ? 'Creating…' : 'Create Link'}
            </button>
          </div>
        )}
        <LiveMessages status={status} error={error} />
      </div>
    </Dialog>
  );
}
