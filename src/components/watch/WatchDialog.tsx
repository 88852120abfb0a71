import { useEffect, useState } from 'react';
import { api, call } from '../../lib/api.ts';
import type { Submission } from '../../stores/quiz.ts';
import { Dialog } from '../ui/Dialog.tsx';
import './watch.css';

interface Watching {
  url: string;
  nextReadingAt: string;
  intervalDays: number;
}

export interface WatchDialogProps {
  submission: Submission;
  open: boolean;
  onClose: () => void;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The consent line, then (once agreed) the history page's link and when the first reading is due. */
export function WatchDialog({ submission, open, onClose }: WatchDialogProps) {
  const [watching, setWatching] = useState<Watching | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The interval is the server's (WATCH_INTERVAL_DAYS): nobody agrees to a line that does not state it.
  const [intervalDays, setIntervalDays] = useState<number | null>(null);
  useEffect(() => {
    if (!open || intervalDays !== null) return;
    call(api().watches.settings.$get())
      .then((s) => setIntervalDays(s.intervalDays))
      .catch(() => setError('Could not load the watch settings. Please close this and try again.'));
  }, [open, intervalDays]);

  async function start() {
    if (busy || intervalDays === null) return;
    setBusy(true);
    setError('');
    try {
      const answer = await call(
        api().submissions[':id'].watch.$post({
          param: { id: submission.id },
          header: { authorization: `Bearer ${submission.accessToken}` },
          json: { consent: true },
        }),
      );
      setWatching(answer);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not start watching. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const history = watching ? new URL(watching.url, window.location.origin).href : '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Watch my website"
      description="We read your website again regularly and email you a note when its voice drifts."
    >
      <div className="watch-dialog" aria-busy={busy}>
        {watching ? (
          <div role="status" data-testid="watch-started">
            <p>
              <strong>Watching.</strong> Your history page: <a href={watching.url}>{history}</a>
            </p>
            <p>
              No reading yet: the first is due on {day(watching.nextReadingAt)}, then every {watching.intervalDays} days. Keep the link: it is the
              only way to the page.
            </p>
          </div>
        ) : (
          <>
            <p className="watch-dialog__consent">
              We read your website every {intervalDays ?? '…'} days and store each reading: its archetype, colours, headline and key sentences. We use
              your email to send you a note when something changes, and every email has a link to stop watching.
            </p>
            {error && (
              <p className="watch-dialog__error" role="alert">
                {error}
              </p>
            )}
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => void start()}
              aria-disabled={busy || intervalDays === null}
            >
              {busy ? 'Starting…' : 'Start watching'}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
