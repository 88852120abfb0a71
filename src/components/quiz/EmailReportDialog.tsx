import { useId, useState, type FormEvent } from 'react';
import { $quiz, type Submission } from '../../stores/quiz.ts';
import { sendEmailReport } from '../../stores/email-report.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export interface EmailReportDialogProps {
  submission: Pick<Submission, 'id' | 'accessToken'>;
  open: boolean;
  onClose: () => void;
}

/** The 'Email Report' dialog: one address, the report queued for it. Loaded on first use (see EmailReportButton). */
export default function EmailReportDialog({ submission, open, onClose }: EmailReportDialogProps) {
  // Pre-filled with the address just given in the quiz's contact form: most people send the report to themselves.
  const [email, setEmail] = useState(() => $quiz.get().contact.email);
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const close = () => {
    if (!sending) onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const sent = await sendEmailReport(submission, email);
    setSending(false);
    if (sent) {
      setEmail('');
      onClose();
    }
  }

  return (
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
  );
}
