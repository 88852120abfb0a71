import { useState } from 'react';
import { deleteData, downloadData, type ActionResult } from '../../stores/data-request.ts';
import { Dialog } from '../ui/Dialog.tsx';

type Busy = 'download' | 'delete' | null;

/** Download first, then delete behind a confirmation dialog. Failures stay beside their button, which retries. */
export function DataActions() {
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloadStatus, setDownloadStatus] = useState('');
  const [downloadError, setDownloadError] = useState('');
  const [deleteError, setDeleteError] = useState('');

  async function run(kind: Exclude<Busy, null>, action: () => Promise<ActionResult>, onError: (message: string) => void) {
    if (busy) return;
    setBusy(kind);
    onError('');
    const result = await action();
    setBusy(null);
    if (result.status === 'failed') onError(result.message);
    return result;
  }

  async function download() {
    setDownloadStatus('');
    const result = await run('download', downloadData, setDownloadError);
    if (result?.status === 'done') setDownloadStatus(result.message);
  }

  function closeDialog() {
    if (busy === 'delete') return;
    setConfirming(false);
    setDeleteError('');
  }

  return (
    <>
      <section className="card data-request__step" aria-labelledby="data-download-title">
        <h2 id="data-download-title">Download a copy</h2>
        <p>One JSON file with everything we store about this submission: your details, answers, result, shared link, comparisons and emails.</p>
        <button type="button" className="button button--primary" onClick={() => void download()} disabled={busy !== null}>
          {busy === 'download' ? 'Preparing your file…' : 'Download my data (JSON)'}
        </button>
        <p role="status" className="data-request__status">
          {downloadStatus}
        </p>
        <p role="alert" className="data-request__error">
          {downloadError}
        </p>
      </section>

      <section className="card data-request__step" aria-labelledby="data-delete-title">
        <h2 id="data-delete-title">Delete everything</h2>
        <p>
          This deletes your quiz submission, its answers, the shared link (its page stops working), your competitor comparisons, the watch of your
          website with its readings, and the emails we keep for it. If our CRM (HubSpot) has your contact from this quiz, we ask it to delete the
          contact too. This cannot be undone.
        </p>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
          Delete my data
        </button>
      </section>

      <Dialog
        open={confirming}
        onClose={closeDialog}
        title="Delete your data?"
        description="Everything listed on this page is deleted for good. If you want a copy, download it first."
      >
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={closeDialog} disabled={busy === 'delete'} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => void run('delete', deleteData, setDeleteError)}
            disabled={busy === 'delete'}
          >
            {busy === 'delete' ? 'Deleting…' : 'Yes, delete my data'}
          </button>
        </div>
        <p role="alert" className="data-request__error">
          {deleteError}
        </p>
      </Dialog>
    </>
  );
}
