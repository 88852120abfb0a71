import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { resultShares } from '../../../db/share-schema.ts';
import { renderShareCard } from '../../../functions/share-image/node.ts';
import { findSharedResult, shareImage, type ShareCardRenderer } from '../../../functions/shares/service.ts';
import { shareSchema } from '../../../functions/shares/schema.ts';
import { pngSize } from '../../helpers/png.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { revoke, share, submit, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

/** The real renderer, counting its calls. */
function countingRenderer() {
  const calls: { primary: string; subArchetype: string }[] = [];
  const render: ShareCardRenderer = async (card) => {
    calls.push(card);
    return renderShareCard(card);
  };
  return { calls, render };
}

describe('the shared result', () => {
  it("shows the archetype, sub-archetype and scores, never the email or company name, and the company's archetype only when included", async () => {
    const s = await submit(t, 'The Sage', 'private.person@example.com');
    await t.db.update(quizSubmissions).set({ companyArchetype: 'The Ruler', companyArchetypeConfidence: 0.3 }).where(eq(quizSubmissions.id, s.id));
    const { shareId } = await readJson(await share(t, s, false), shareSchema);

    const without = await findSharedResult(t.db, shareId);
    expect(without).toMatchObject({ primary: 'The Sage', subArchetype: s.results.subArchetype, companyArchetype: null, companyConfidence: null });
    expect(JSON.stringify(without)).not.toMatch(/private\.person|example\.com|Acme/);

    await share(t, s, true);
    expect(await findSharedResult(t.db, shareId)).toMatchObject({ companyArchetype: 'The Ruler', companyConfidence: 0.3 });
  });

  it('is gone once revoked, and for ids that were never issued', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    await revoke(t, s);
    expect(await findSharedResult(t.db, shareId)).toBeUndefined();
    expect(await findSharedResult(t.db, 'A'.repeat(22))).toBeUndefined();
    expect(await findSharedResult(t.db, '../etc/passwd')).toBeUndefined();
  });

  it('goes with its submission when an admin deletes it', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, s.id));
    expect(await t.db.select().from(resultShares).where(eq(resultShares.id, shareId))).toHaveLength(0);
  });
});

describe('the share card image', () => {
  it('is a 1200 × 630 PNG, drawn once and then served from the database', async () => {
    const s = await submit(t, 'The Explorer');
    const { shareId } = await readJson(await share(t, s), shareSchema);
    const { calls, render } = countingRenderer();

    const png = await shareImage(t.db, shareId, render);
    expect(pngSize(png!)).toEqual({ width: 1200, height: 630 });
    expect(calls).toEqual([{ primary: 'The Explorer', subArchetype: s.results.subArchetype }]);

    const stored = await t.db.select({ image: resultShares.image }).from(resultShares).where(eq(resultShares.id, shareId));
    expect(Buffer.compare(stored[0]!.image!, Buffer.from(png!))).toBe(0);
    expect(await shareImage(t.db, shareId, render)).toEqual(png);
    expect(calls).toHaveLength(1);
  });

  it('differs by archetype (its colour, name and dot)', async () => {
    const a = await renderShareCard({ primary: 'The Hero', subArchetype: 'Warrior' });
    const b = await renderShareCard({ primary: 'The Lover', subArchetype: 'Romantic' });
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).not.toBe(0);
  });

  it('is removed with the share: a revoked link has no image', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    const { calls, render } = countingRenderer();
    await shareImage(t.db, shareId, render);
    await revoke(t, s);
    expect(await shareImage(t.db, shareId, render)).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

describe('the share id', () => {
  it('is 128 random bits: nothing public (submission id, secret, its hash, the time) leads to it', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    const [row] = await t.db.select().from(quizSubmissions).where(eq(quizSubmissions.id, s.id));
    const bytes = Buffer.from(shareId, 'base64url');
    expect(bytes).toHaveLength(16);
    for (const known of [s.id, s.id.replaceAll('-', ''), s.accessToken, row!.accessTokenHash, String(row!.createdAt.getTime())]) {
      expect(known).not.toContain(shareId);
      expect(shareId).not.toContain(known.slice(0, 8));
      expect(known.toLowerCase()).not.toContain(bytes.toString('hex').slice(0, 8));
    }
  });

  it('is new for every share: the same submission shared after revoking, and many shares, never repeat one', async () => {
    const ids = new Set<string>();
    const s = await submit(t);
    for (let i = 0; i < 20; i++) {
      ids.add((await readJson(await share(t, s, false, `192.0.2.${i}`), shareSchema)).shareId);
      await revoke(t, s, `192.0.2.${i}`);
    }
    expect(ids.size).toBe(20);
    // Every bit position varies across ids: no fixed or time-derived prefix.
    const bits = [...ids].map((id) => Buffer.from(id, 'base64url'));
    const varying = Array.from({ length: 128 }, (_, bit) => new Set(bits.map((b) => (b[bit >> 3]! >> (7 - (bit & 7))) & 1)).size === 2);
    expect(varying.filter(Boolean).length).toBeGreaterThan(120);
  });
});
