import { createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissionIdempotencyKeys } from '../../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/tokens.ts';
import type { CreateSubmissionInput } from './schema.ts';

/** A key counts for this long; after that the same key stores a new submission. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Same validated request, same hash: key order and spelling variants the schema normalised don't matter. */
export function requestHash(input: CreateSubmissionInput): string {
  const { email, company, companyUrl, answers } = input;
  const canonical = answers.map((a) => [a.questionId, a.optionIndex]);
  return sha256Hex(JSON.stringify([email, company, companyUrl, canonical]));
}

/**
 * The key as stored and as tokens are derived from: the client's Idempotency-Key within its network (`limitIdentity`:
 * one IPv4 address or IPv6 /64), so the same key and body from another network is another key and stores its own
 * submission, never learning the first one's access token.
 * Why scoped, not replayed without the token: a phone retrying after a network switch gets a spare row and a working token, not a result it cannot use.
 */
export function clientScopedKey(key: string, client: string): string {
  return `${client}\0${key}`;
}

/**
 * The access token of a keyed submission is derived, not random, so a replay can hand back the first
 * response's token while the database still holds only its hash. Only the server's secret and the client's
 * own key produce it.
 */
export function derivedAccessToken(secret: string, key: string, submissionId: string): string {
  return createHmac('sha256', secret).update(`submission-access\0${key}\0${submissionId}`).digest('base64url');
}

export interface StoredKey {
  submissionId: string;
  requestHash: string;
}

/** The submission a live key points at; undefined when unknown or expired. */
export async function findLiveKey(db: Database, key: string, now: number): Promise<StoredKey | undefined> {
  const row = await db.query.submissionIdempotencyKeys.findFirst({ where: eq(submissionIdempotencyKeys.keyHash, sha256Hex(key)) });
  if (!row || row.createdAt <= now - IDEMPOTENCY_TTL_MS) return undefined;
  return { submissionId: row.submissionId, requestHash: row.requestHash };
}

/** Drops one expired key (so it can be used again) or, without a key, every expired key. */
export async function deleteExpiredKeys(db: Database, now: number, key?: string): Promise<void> {
  const expired = lt(submissionIdempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS);
  await db.delete(submissionIdempotencyKeys).where(key ? and(eq(submissionIdempotencyKeys.keyHash, sha256Hex(key)), expired) : expired);
}

export const keyReusedError = () =>
  new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used for a different submission. Make a new key for a new quiz attempt.');

/** SQLite's answer to a second row with the same key. */
export function isKeyConflict(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('submission_idempotency_keys.key_hash');
}
