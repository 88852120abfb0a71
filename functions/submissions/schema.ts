import { z } from 'zod';
import { emailField, optionalText, websiteField } from '../lib/fields.ts';

export const answerSchema = z.object({
  questionId: z.number().int().min(1).max(999),
  optionIndex: z.number().int().min(0).max(20),
});

/** What the quiz sends: contact fields and the chosen options. Scores are never accepted from the client. */
export const createSubmissionSchema = z.object({
  email: emailField,
  company: optionalText(200, 'Company name'),
  /** Present only when the visitor left the website toggle on. */
  companyUrl: websiteField.nullish().transform((v) => v ?? null),
  answers: z.array(answerSchema).min(1, 'answers: at least one answer is required.').max(20, 'Too many answers.'),
});

export type CreateSubmissionInput = z.infer<typeof createSubmissionSchema>;
