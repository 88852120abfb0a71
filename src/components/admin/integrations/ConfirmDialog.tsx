import { useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { LiveMessages } from '../../ui/LiveMessages.tsx';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** The action; what it returns runs once this dialog has closed (e.g. opening the secret dialog). */
  run: () => Promise<(() => void) | void>;
}

/** "Rotate secret?" and "Delete endpoint?": Cancel is focused first, so Enter never destroys by accident. */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setError('');
    onClose();
  };

  async function confirm() {
    if (!confirmation) return;
    setBusy(true);
    setError('');
    try {
      const after = await confirmation.run();
      onClose();
      after?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={confirmation !== null} onClose={close} title={confirmation?.title ?? ''} description={confirmation?.text}>
      <LiveMessages status="" error={error} />
      <div className="admin-actions">
        <button type="button" className="button button--secondary" onClick={close} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${confirmation?.danger ? 'button--danger' : 'button--primary'}`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? confirmation?.busyLabel : confirmation?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
