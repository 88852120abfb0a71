import { useState } from 'react';
import { CopyField } from '../../ui/CopyField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LiveMessages } from '../../ui/LiveMessages.tsx';

export interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

/** The signing secret, this once: after creating or rotating. The page keeps it nowhere once the dialog closes. */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const [status, setStatus] = useState('');
  const close = () => {
    setStatus('');
    onClose();
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      title={shown?.rotated ? 'New signing secret' : 'Endpoint added'}
      description="Copy the signing secret now: it will not be shown again."
    >
      {shown && (
        <>
          <p className="integrations-url">{shown.url}</p>
          <CopyField label="Signing secret" value={shown.secret} copyLabel="Copy secret" onStatus={setStatus} autoFocus />
          {shown.rotated && <p>The previous secret keeps working for 24 hours, so your receiver can switch without missing an event.</p>}
          <LiveMessages status={status} error="" />
          <div className="admin-actions">
            <button type="button" className="button button--secondary" onClick={close}>
              Done
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
