import { useEffect, useRef } from 'react';

/** The confirmation before an erasure (as DeleteDialog): a modal <dialog>, focus kept inside, Escape cancels. */
export function ErasureDialog({
  email,
  busy,
  hubspot,
  onConfirm,
  onClose,
}: {
  /** The address to erase; null keeps the dialog closed. */
  email: string | null;
  busy: boolean;
  /** What the erasure does in HubSpot, as a clause of the sentence (empty when HubSpot is not connected). */
  hubspot: string;
  onConfirm: (email: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (email && !el.open) el.showModal();
    if (!email && el.open) el.close();
  }, [email]);

  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="erase-title" aria-describedby="erase-text" onClose={onClose}>
      <h2 id="erase-title">Erase all data for this address?</h2>
      <p id="erase-text">
        This permanently deletes every quiz submission made with <strong>{email}</strong>, with its answers, shared results, competitor comparisons
        and the emails sent to it{hubspot}. This cannot be undone.
      </p>
      <div className="admin-actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => email && onConfirm(email)} disabled={busy}>
          {busy ? 'Erasing…' : 'Erase all data'}
        </button>
      </div>
    </dialog>
  );
}
