import { useId, useState, type FormEvent } from 'react';
import type { Submission } from '../../stores/quiz.ts';
import { sendEmailReport } from '../../stores/email-report.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/** The results page's 'Email Report' button and its dialog. */
export function EmailReportButton({ submission }: { submission: Pick<Submission, 'id' | 'accessToken'> }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const close = () => {
    if (!sending) setOpen(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const sent = await sendEmailReport(submission, email);
    setSending(false);
    if (sent) {
      setEmail('');
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Email Report
      </button>
      <Dialog open={open} onClose={close} title="Email Your Report" description="We'll send your full archetype report to this address.">
        {/* noValidate: the spec's own check runs and answers with a toast. */}
        <form className="dialog__form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={inputId}>Email Address</label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={sending}
              data-autofocus
            />
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={close} disabled={sending}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? (
                <>
                  <Spinner /> Sending...
                </>
              ) : (
                'Send'
              )}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
