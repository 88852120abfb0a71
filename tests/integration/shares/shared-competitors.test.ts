import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorAnalyses } from '../../../db/competitor-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { findSharedResult } from '../../../functions/shares/service.ts';
import { shareSchema } from '../../../functions/shares/schema.ts';
import { sharedPageModel } from '../../../src/domain/share/shared-page.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { share, submit, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const rival = {
  url: 'https://rival.example/',
  host: 'rival.example',
  archetype: 'The Ruler' as const,
  subArchetype: 'Sovereign',
  confidence: 0.74,
  palette: [{ name: 'Navy', hex: '#001f3f' }],
  voice: 'Assured and formal',
};

/** A shared Sage result whose company reads as The Ruler, compared with rival.example (also The Ruler) and other.example. */
async function sharedWithComparison(includeCompany: boolean) {
  const s = await submit(t, 'The Sage');
  await t.db.update(quizSubmissions).set({ companyArchetype: 'The Ruler' }).where(eq(quizSubmissions.id, s.id));
  await t.db.insert(competitorAnalyses).values([
    { id: crypto.randomUUID(), submissionId: s.id, ...rival, createdAt: 1 },
    {
      id: crypto.randomUUID(),
      submissionId: s.id,
      ...rival,
      url: 'https://other.example/',
      host: 'other.example',
      archetype: 'The Jester',
      createdAt: 2,
    },
  ]);
  const { shareId } = await readJson(await share(t, s, includeCompany), shareSchema);
  return { s, shareId };
}

describe('the competitor comparison on a shared result', () => {
  it('is left out when the visitor did not include the company', async () => {
    const { shareId } = await sharedWithComparison(false);
    const result = await findSharedResult(t.db, shareId);
    expect(result).toMatchObject({ companyArchetype: null, competitors: [] });
    expect(sharedPageModel(result!).comparison).toBeUndefined();
  });

  it('comes with the company, oldest first, without row ids, the company labelled without its address', async () => {
    const { s, shareId } = await sharedWithComparison(true);
    const result = await findSharedResult(t.db, shareId);
    expect(result!.competitors).toEqual([rival, { ...rival, url: 'https://other.example/', host: 'other.example', archetype: 'The Jester' }]);
    const stored = await t.db.select({ id: competitorAnalyses.id }).from(competitorAnalyses).where(eq(competitorAnalyses.submissionId, s.id));
    for (const { id } of stored) expect(JSON.stringify(result)).not.toContain(id);

    expect(sharedPageModel(result!).comparison).toEqual({
      competitors: result!.competitors,
      company: { label: 'Their website', archetype: 'The Ruler' },
      sites: [
        { label: 'rival.example', archetype: 'The Ruler' },
        { label: 'other.example', archetype: 'The Jester' },
      ],
    });
  });

  it('is gone again once the visitor shares without the company', async () => {
    const { s, shareId } = await sharedWithComparison(true);
    await share(t, s, false);
    expect((await findSharedResult(t.db, shareId))!.competitors).toEqual([]);
  });
});
