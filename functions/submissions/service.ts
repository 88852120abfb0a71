import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions, type QuizSubmissionRow } from '../../db/schema.ts';
import { resolveAnswers } from '../../src/domain/quiz/resolve.ts';
import type { QuizResults } from '../../src/domain/quiz/results.ts';
import { badRequest } from '../lib/errors.ts';
import { uuidv7 } from '../lib/ids.ts';
import { randomToken, safeEqual, sha256Hex } from '../lib/tokens.ts';
import type { CreateSubmissionInput } from './schema.ts';
import type { SubmissionWriter } from './writer.ts';

export interface CreatedSubmission {
  id: string;
  /** Secret for this submission; only its hash is stored. */
  accessToken: string;
  results: QuizResults;
}

/** Scores the answers on the server and stores the submission with every answer, atomically. */
export async function createSubmission(write: SubmissionWriter, input: CreateSubmissionInput): Promise<CreatedSubmission> {
  const resolution = resolveAnswers(input.answers);
  if (!resolution.ok) throw badRequest(resolution.error);
  const { results, answers } = resolution;

  const id = uuidv7();
  const accessToken = randomToken();
  const submission = {
    id,
    email: input.email,
    company: input.company,
    companyUrl: input.companyUrl,
    primaryArchetype: results.primary,
    secondaryArchetype: results.subArchetype,
    scores: results.scores,
    subArchetypeScores: results.subArchetypeScores,
    createdAt: new Date(),
    accessTokenHash: sha256Hex(accessToken),
  };
  await write({
    submission,
    answers: answers.map(({ question, option }) => ({
      submissionId: id,
      questionId: question.id,
      questionText: question.text,
      selectedOptionText: option.text,
      archetypeScores: option.archetypeScores,
    })),
  });
  return { id, accessToken, results };
}

/** The submission, if the token is the one issued for it; undefined otherwise (no hint which part was wrong). */
export async function findSubmissionByToken(db: Database, id: string, token: string): Promise<QuizSubmissionRow | undefined> {
  const row = await db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
  if (!row) return undefined;
  return safeEqual(row.accessTokenHash, sha256Hex(token)) ? row : undefined;
}
