import { useState } from 'react';
import { api, call } from '../../lib/api.ts';

export interface StopWatchButtonProps {
  watchId: string;
  /** The email link's signed token, when the stop comes from there. */
  token?: string;
  variant?: 'primary' | 'secondary';
}

/** "Stop watching": a POST (a GET, such as a scanner's prefetch, never stops anything), then the history page as it now is. */
export default function StopWatchButton({ watchId, token, variant = 'secondary' }: StopWatchButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function stop() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await call(api().watches[':watchId'].stop.$post({ param: { watchId }, query: token ? { token } : {} }));
      window.location.assign(`/w/${encodeURIComponent(watchId)}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not stop watching. Please try again.');
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={`button button--${variant}`} onClick={() => void stop()} aria-disabled={busy}>
        {busy ? 'Stopping…' : 'Stop watching'}
      </button>
      {error && (
        <p className="watch-dialog__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
