import { uuidv7 } from '../../functions/lib/ids.ts';
import type { StoredSubmission } from '../../functions/submissions/writer.ts';

/** A submission as the writer stores it: 13 answers, text that tests quoting and Unicode; with a key when given one. */
export function storedSubmission(id = uuidv7(), options: { company?: string | null; idempotencyKey?: string } = {}): StoredSubmission {
  return {
    submission: {
      id,
      email: `${id}@example.com`,
      company: options.company ?? null,
      companyUrl: null,
      primaryArchetype: 'The Sage',
      secondaryArchetype: 'Scholar',
      scores: { 'The Sage': 15, 'The Hero': 3 },
      subArchetypeScores: { Scholar: 6 },
      createdAt: new Date(1_767_225_600_123),
      accessTokenHash: 'a'.repeat(64),
    },
    answers: Array.from({ length: 13 }, (_, i) => ({
      submissionId: id,
      questionId: i + 1,
      questionText: `Question ${i + 1}, "quoted"; -- not SQL`,
      selectedOptionText: 'Option ✓ — ünïcode',
      archetypeScores: { 'The Sage': 3 },
    })),
    ...(options.idempotencyKey
      ? { idempotencyKey: { keyHash: options.idempotencyKey, submissionId: id, requestHash: 'r'.repeat(64), createdAt: 1_767_225_600_123 } }
      : {}),
  };
}
