import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions, type QuizSubmissionRow } from '../../db/schema.ts';
import { resolveAnswers } from '../../src/domain/quiz/resolve.ts';
import type { QuizResults } from '../../src/domain/quiz/results.ts';
import { sourceLabel, type VisitSource } from '../../src/domain/analytics/source.ts';
import { ApiError } from '../lib/errors.ts';
import { uuidv7 } from '../lib/ids.ts';
import { randomToken, safeEqual, sha256Hex } from '../lib/tokens.ts';
import type { Env } from '../env.ts';
import { submissionCreated } from '../webhooks/payloads.ts';
import type { Webhooks } from '../webhooks/service.ts';
import { deleteExpiredKeys, derivedAccessToken, findLiveKey, isKeyConflict, keyReusedError, requestHash } from './idempotency.ts';
import type { CreateSubmissionInput } from './schema.ts';
import type { NewSubmission, StoredSubmission, SubmissionWriter } from './writer.ts';

export interface CreatedSubmission {
  id: string;
  /** Secret for this submission; only its hash is stored. */
  accessToken: string;
  results: QuizResults;
}

export interface SubmissionDeps {
  db: Database;
  writeSubmission: SubmissionWriter;
  /** Derives the access token of keyed submissions (the auth secret). */
  secret: string;
  now: () => number;
  /** submission.created is queued in the submission's own transaction, so a replayed key never emits it again. */
  webhooks?: Pick<Webhooks, 'queue' | 'kick'>;
  env?: Pick<Env, 'SITE_URL'>;
}

export interface CreateOutcome {
  created: CreatedSubmission;
  /** True when an earlier request with the same Idempotency-Key and body had stored it. */
  replayed: boolean;
}

/**
 * Scores the answers on the server and stores the submission with every answer, atomically. With an
 * Idempotency-Key (scoped to the client by clientScopedKey), a retry of the same request (even one racing the
 * first) gets the first response back.
 */
export async function createSubmission(deps: SubmissionDeps, input: CreateSubmissionInput, key?: string): Promise<CreateOutcome> {
  const resolution = resolveAnswers(input.answers);
  if (!resolution.ok) throw new ApiError('invalid_request', resolution.error);
  const { results, answers } = resolution;
  // Computed once, not per attempt: what the key and the request hash to does not change.
  const keyed = key === undefined ? undefined : { key, keyHash: sha256Hex(key), requestHash: requestHash(input) };

  // Twice at most: a key that only conflicted because it had expired is freed and used again.
  for (let attempt = 0; ; attempt++) {
    const createdAt = deps.now();
    const id = uuidv7(createdAt);
    const accessToken = keyed ? derivedAccessToken(deps.secret, keyed.key, id) : randomToken();
    const entry: StoredSubmission = {
      submission: submissionRow(id, input, results, createdAt, sha256Hex(accessToken)),
      answers: answers.map(({ question, option }) => ({
        submissionId: id,
        questionId: question.id,
        questionText: question.text,
        selectedOptionText: option.text,
        archetypeScores: option.archetypeScores,
      })),
    };
    if (keyed) entry.idempotencyKey = { keyHash: keyed.keyHash, submissionId: id, requestHash: keyed.requestHash, createdAt };
    if (deps.webhooks && deps.env) entry.statements = [createdEvent(deps.webhooks, entry.submission, deps.env.SITE_URL)];
    try {
      // A pass only when an endpoint took the event: an idle pass per submission would contend for the write lock.
      if ((await deps.writeSubmission(entry)) > 0) void deps.webhooks?.kick();
      return { created: { id, accessToken, results }, replayed: false };
    } catch (error) {
      if (!keyed || !isKeyConflict(error)) throw error;
      const stored = await findLiveKey(deps.db, keyed.key, deps.now());
      if (stored) {
        if (stored.requestHash !== keyed.requestHash) throw keyReusedError();
        const token = derivedAccessToken(deps.secret, keyed.key, stored.submissionId);
        return { created: { id: stored.submissionId, accessToken: token, results }, replayed: true };
      }
      if (attempt > 0) throw error;
      await deleteExpiredKeys(deps.db, deps.now(), keyed.key);
    }
  }
}

/**
 * The submission's row. Every column is set, the visit source's included (the writer's multi-row insert needs the
 * same columns in every row), and set directly: no intermediate objects on the way.
 */
function submissionRow(id: string, input: CreateSubmissionInput, results: QuizResults, createdAt: number, accessTokenHash: string): NewSubmission {
  const source: VisitSource = input.source ?? NO_SOURCE;
  return {
    id,
    email: input.email,
    company: input.company,
    companyUrl: input.companyUrl,
    primaryArchetype: results.primary,
    secondaryArchetype: results.subArchetype,
    scores: results.scores,
    subArchetypeScores: results.subArchetypeScores,
    createdAt: new Date(createdAt),
    accessTokenHash,
    source: sourceLabel(source),
    utmSource: source.utmSource ?? null,
    utmMedium: source.utmMedium ?? null,
    utmCampaign: source.utmCampaign ?? null,
    referrerHost: source.referrerHost ?? null,
    embedOrigin: source.embedOrigin ?? null,
    consentVersion: input.consent?.noticeVersion ?? null,
    consentAt: input.consent ? new Date(createdAt) : null,
  };
}

const NO_SOURCE: VisitSource = Object.freeze({});

/** The webhook event as a statement of the writer's transaction (an INSERT … SELECT that inserts nothing without endpoints). */
function createdEvent(webhooks: Pick<Webhooks, 'queue'>, row: NewSubmission, siteUrl: string): InStatement {
  const summary = {
    ...row,
    company: row.company ?? null,
    companyUrl: row.companyUrl ?? null,
    source: row.source!,
    consentVersion: row.consentVersion ?? null,
  };
  return webhooks.queue(submissionCreated({ ...summary, createdAt: row.createdAt! }, siteUrl));
}

/** The first response for a live key with this very request, if there is one (a retry that met a limit). */
export async function replayOf(deps: SubmissionDeps, input: CreateSubmissionInput, key: string): Promise<CreatedSubmission | undefined> {
  const stored = await findLiveKey(deps.db, key, deps.now());
  if (!stored || stored.requestHash !== requestHash(input)) return undefined;
  const resolution = resolveAnswers(input.answers);
  if (!resolution.ok) return undefined;
  return { id: stored.submissionId, accessToken: derivedAccessToken(deps.secret, key, stored.submissionId), results: resolution.results };
}

/**
 * The submission, if the token is the one issued for it. An unknown id and a wrong token are the same 404, so the
 * answer says nothing about which part was wrong.
 */
export async function ownedSubmission(db: Database, id: string, token: string): Promise<QuizSubmissionRow> {
  const row = await db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
  if (!row || !safeEqual(row.accessTokenHash, sha256Hex(token))) throw new ApiError('not_found', 'Submission not found.');
  return row;
}

/** The accessToken of an `Authorization: Bearer {accessToken}` header; 401 with `missing` (why it is needed) without one. */
export function bearerToken(authorization: string | undefined, missing: string): string {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new ApiError('unauthorized', missing);
  return token;
}
