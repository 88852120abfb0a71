import { z } from 'zod';
import { emailField } from '../lib/fields.ts';

/** The Email Report call: where to send, and the secret the submission response gave this browser. */
export const emailReportSchema = z.object({
  email: emailField,
  accessToken: z.string().max(256, 'accessToken is too long.').optional(),
});

export const emailReportQueuedSchema = z.object({
  id: z.string().describe('The outbox row of this email.'),
  status: z.literal('queued').describe('Stored; it is sent in the background and retried for hours if the mail service is down.'),
});
