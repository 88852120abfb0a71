import { Buffer } from 'node:buffer';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { resultShares } from '../../db/share-schema.ts';
import { isShareId, newShareId } from '../../src/domain/share/share-id.ts';
import type { SharedResult } from '../../src/domain/share/shared-result.ts';
import { listCompetitors } from '../competitors/service.ts';

export interface Share {
  shareId: string;
  url: string;
  includeCompany: boolean;
}

/** The public address of a share, on the same origin as every other absolute link the app makes. */
export const shareUrl = (siteUrl: string, shareId: string) => `${siteUrl.replace(/\/+$/, '')}/r/${shareId}`;

/**
 * Shares a submission (the caller has checked its secret). One share per submission: a second call keeps the id,
 * only updating includeCompany, so a link already sent stays valid. One statement, so racing calls agree on the id.
 */
export async function shareSubmission(
  db: Database,
  submissionId: string,
  includeCompany: boolean,
  { siteUrl, now }: { siteUrl: string; now: () => number },
): Promise<{ share: Share; created: boolean }> {
  const candidate = newShareId();
  const [row] = await db
    .insert(resultShares)
    .values({ id: candidate, submissionId, includeCompany, createdAt: now() })
    .onConflictDoUpdate({ target: resultShares.submissionId, set: { includeCompany } })
    .returning({ id: resultShares.id, includeCompany: resultShares.includeCompany });
  return { share: { shareId: row!.id, url: shareUrl(siteUrl, row!.id), includeCompany: row!.includeCompany }, created: row!.id === candidate };
}

/** Deletes the submission's share (its page and cached image with it); false when there was none. */
export async function revokeShare(db: Database, submissionId: string): Promise<boolean> {
  const deleted = await db.delete(resultShares).where(eq(resultShares.submissionId, submissionId)).returning({ id: resultShares.id });
  return deleted.length > 0;
}

/**
 * What the public page may show of a shared result, or undefined for an unknown or revoked id. Only the columns
 * the page needs are read: the email and company name never leave the database here. The competitor comparison is
 * about the company, so it goes with the company's archetype: only when the visitor included it.
 */
export async function findSharedResult(db: Database, shareId: string): Promise<SharedResult | undefined> {
  if (!isShareId(shareId)) return undefined;
  const [row] = await db
    .select({
      submissionId: resultShares.submissionId,
      includeCompany: resultShares.includeCompany,
      primary: quizSubmissions.primaryArchetype,
      subArchetype: quizSubmissions.secondaryArchetype,
      scores: quizSubmissions.scores,
      companyArchetype: quizSubmissions.companyArchetype,
      companyConfidence: quizSubmissions.companyArchetypeConfidence,
    })
    .from(resultShares)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, resultShares.submissionId))
    .where(eq(resultShares.id, shareId));
  if (!row) return undefined;
  const competitors = row.includeCompany ? await listCompetitors(db, row.submissionId) : [];
  return {
    primary: row.primary,
    subArchetype: row.subArchetype,
    scores: row.scores,
    companyArchetype: row.includeCompany ? row.companyArchetype : null,
    companyConfidence: row.includeCompany ? row.companyConfidence : null,
    // Row ids stay private, as the submission's do.
    competitors: competitors.map(({ id: _id, ...c }) => c),
  };
}

/** Draws a share card for an archetype and sub-archetype. */
export type ShareCardRenderer = (card: { primary: string; subArchetype: string }) => Promise<Uint8Array>;

/**
 * The share card PNG, or undefined for an unknown or revoked id. Drawn on the first request and kept in the row,
 * so later requests (every social network's crawler) cost one read; a share revoked meanwhile is not brought back.
 */
export async function shareImage(db: Database, shareId: string, render: ShareCardRenderer): Promise<Uint8Array | undefined> {
  if (!isShareId(shareId)) return undefined;
  const [row] = await db
    .select({ image: resultShares.image, primary: quizSubmissions.primaryArchetype, subArchetype: quizSubmissions.secondaryArchetype })
    .from(resultShares)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, resultShares.submissionId))
    .where(eq(resultShares.id, shareId));
  if (!row) return undefined;
  if (row.image) return new Uint8Array(row.image);
  const png = await render({ primary: row.primary, subArchetype: row.subArchetype });
  await db
    .update(resultShares)
    .set({ image: Buffer.from(png) })
    .where(eq(resultShares.id, shareId));
  return png;
}
