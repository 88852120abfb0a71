import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { actionError } from './team-actions.ts';

export interface Confirmation {
  title: string;
  description: string;
  confirm: string;
  /** A destructive action gets the danger button. */
  danger?: boolean;
  run: () => Promise<unknown>;
}

/**
 * Asks before a change: a modal dialog (focus inside, Escape or Cancel backs out, focus returns to the button that
 * opened it). Cancel takes the focus first, so Enter never confirms by accident. A failure stays in the dialog.
 */
export function ConfirmAction({ action, onClose }: { action: Confirmation | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  function close() {
    if (busy) return;
    setError('');
    onClose();
  }

  async function confirm() {
    if (!action || busy) return;
    setBusy(true);
    setError('');
    try {
      await action.run();
    } catch (err) {
      setError(actionError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={action !== null} onClose={close} title={action?.title ?? ''} description={action?.description}>
      <p role="alert" className="team-controls__error">
        {error}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={close} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${action?.danger ? 'button--danger' : 'button--primary'}`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? 'Working…' : action?.confirm}
        </button>
      </div>
    </Dialog>
  );
}
