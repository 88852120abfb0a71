import { z } from 'zod';
import { emailField } from '../lib/fields.ts';

/** The Email Report call: where to send, and the secret the submission response gave this browser. */
export const emailReportSchema = z.object({
  email: emailField,
  accessToken: z.string().max(256, 'accessToken is too long.').optional(),
});

export const emailReportAcceptedSchema = z.object({
  id: z.string().describe('The outbox row of this email.'),
  status: z
    .enum(['sent', 'queued'])
    .describe("'sent': the mail server accepted it. 'queued': stored, sent in the background and retried for hours while the mail service is down."),
});

/** The PDF's paper: the visitor's locale decides (Accept-Language) unless this says otherwise. */
export const pdfQuerySchema = z.object({
  paper: z
    .enum(['a4', 'letter'])
    .optional()
    .describe('a4 or letter; default: by Accept-Language (US Letter for the US, Canada, Mexico, …; A4 elsewhere).'),
});
