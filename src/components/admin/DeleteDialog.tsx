import { useEffect, useRef, useState } from 'react';
import type { DashboardRow } from '../../domain/admin/types.ts';

/** The confirmation before a delete: a modal <dialog> (focus kept inside, Escape cancels). */
export function DeleteDialog({
  row,
  onConfirm,
  onClose,
}: {
  row: DashboardRow | null;
  onConfirm: (row: DashboardRow) => Promise<unknown>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (row && !el.open) el.showModal();
    if (!row && el.open) el.close();
  }, [row]);

  async function confirm() {
    if (!row) return;
    setBusy(true);
    await onConfirm(row);
    setBusy(false);
    onClose();
  }

  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="delete-title" aria-describedby="delete-text" onClose={onClose}>
      <h2 id="delete-title">Delete this submission?</h2>
      <p id="delete-text">
        This permanently removes the submission from <strong>{row?.email}</strong> and all its answers. This cannot be undone.
      </p>
      <div className="admin-actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </dialog>
  );
}
