import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorAnalyses } from '../../../db/competitor-schema.ts';
import { submissionReportSchema } from '../../../functions/admin/schema.ts';
import { competitorResponseSchema } from '../../../functions/competitors/schema.ts';
import { readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createAdminTestApp, request, sessionFor, type TestApp } from '../admin/helpers.ts';
import { submit } from '../shares/helpers.ts';
import { addCompetitor, onLoopback } from './helpers.ts';

let t: TestApp;
let cookie: string;
let site: ServedSite;
let sage: { url: string; close(): Promise<void> };
const report = async (id: string) => readJson(await request(t, 'GET', `/api/admin/submissions/${id}`, undefined, { cookie }), submissionReportSchema);

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/sage');
  sage = await onLoopback('127.0.0.2', site.url);
  t = await createAdminTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true' });
  cookie = await sessionFor(t, 'admin@example.com', { admin: true });
});
afterAll(async () => {
  await sage.close();
  await site.close();
  t.close();
});

describe('The admin report of a submission with a comparison', () => {
  it('carries each stored competitor analysis, as the visitor saw it', async () => {
    const s = await submit(t);
    const { competitor } = await readJson(await addCompetitor(t, s, sage.url), competitorResponseSchema);
    const { competitors } = await report(s.id);
    expect(competitors).toEqual([competitor]);
    expect(competitors[0]).toMatchObject({ host: '127.0.0.2', archetype: 'The Sage' });
  });

  it('has an empty comparison when the visitor compared nothing', async () => {
    const s = await submit(t);
    expect((await report(s.id)).competitors).toEqual([]);
  });

  it('deleting the submission from the admin area deletes its comparison', async () => {
    const s = await submit(t);
    await addCompetitor(t, s, sage.url);
    const before = (await t.db.select().from(competitorAnalyses)).length;
    expect((await request(t, 'DELETE', `/api/admin/submissions/${s.id}`, undefined, { cookie })).status).toBe(200);
    expect(await t.db.select().from(competitorAnalyses)).toHaveLength(before - 1);
  });
});
