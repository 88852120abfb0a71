import { api, call } from '../lib/api.ts';
import type { Submission } from './quiz.ts';
import { toast } from './toasts.ts';

/** The spec's check for the Email Report dialog: non-empty and containing '@' (the server validates properly). */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes('@');
}

/**
 * Asks the server to email the stored report; the submission's secret proves this browser made it.
 * The answer says whether the mail server accepted it ('sent') or it waits in the outbox ('queued'), and the toast
 * says the same: never "sent" for a mail still queued. Resolves true when the dialog should close.
 */
export async function sendEmailReport(submission: Pick<Submission, 'id' | 'accessToken'>, email: string): Promise<boolean> {
  if (!looksLikeEmail(email)) {
    toast('Invalid Email', 'Please enter a valid email address.', 'destructive');
    return false;
  }
  try {
    const { status } = await call(
      api().submissions[':id']['email-report'].$post({
        param: { id: submission.id },
        json: { email: email.trim(), accessToken: submission.accessToken },
      }),
    );
    if (status === 'sent') toast('Email Sent!', 'Your archetype report has been sent to your email.');
    else toast('Email Queued', "Your report is queued: we'll send it as soon as our mail server answers.");
    return true;
  } catch {
    toast('Error', 'Failed to send email. Please try again.', 'destructive');
    return false;
  }
}
