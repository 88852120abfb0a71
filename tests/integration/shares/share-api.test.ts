import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultShares } from '../../../db/share-schema.ts';
import { revokedSchema, shareSchema } from '../../../functions/shares/schema.ts';
import { openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { revoke, share, submit, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ SITE_URL: 'https://archetypes.example.com' })));
afterAll(() => t.close());

describe('POST /api/submissions/{id}/share', () => {
  it('creates a public link to the result (201) with an absolute URL on the site', async () => {
    const s = await submit(t);
    const res = await share(t, s, true);
    expect(res.status).toBe(201);
    const body = await readJson(res, shareSchema);
    expect(body).toEqual({
      shareId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `https://archetypes.example.com/r/${body.shareId}`,
      includeCompany: true,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sharing again returns the same link (200) and updates includeCompany', async () => {
    const s = await submit(t);
    const first = await readJson(await share(t, s, false), shareSchema);
    const again = await share(t, s, true);
    expect(again.status).toBe(200);
    expect(await readJson(again, shareSchema)).toEqual({ ...first, includeCompany: true });
    const rows = await t.db.select().from(resultShares).where(eq(resultShares.submissionId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.includeCompany).toBe(true);
  });

  it('answers the same 404 for an unknown submission and a wrong secret', async () => {
    const s = await submit(t);
    const unknown = await share(t, { id: '0193aaaa-0000-7000-8000-000000000000', accessToken: s.accessToken });
    const wrong = await share(t, { id: s.id, accessToken: 'not-the-secret' });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', error: 'Submission not found.', requestId: expect.any(String) });
    }
    expect(await t.db.select().from(resultShares).where(eq(resultShares.submissionId, s.id))).toHaveLength(0);
  });

  it('refuses a request without the secret or the choice (400) and a body that is not JSON (415)', async () => {
    const s = await submit(t);
    const noToken = await t.post(`/api/submissions/${s.id}/share`, { includeCompany: false });
    expect(noToken.status).toBe(400);
    expect(await readError(noToken)).toMatchObject({ code: 'invalid_request' });
    const noChoice = await t.post(`/api/submissions/${s.id}/share`, { accessToken: s.accessToken });
    expect(noChoice.status).toBe(400);
    const text = await t.app.request(`/api/submissions/${s.id}/share`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
  });

  it('counts creating and revoking together per client address: 30 an hour, then 429 with Retry-After', async () => {
    const s = await submit(t);
    for (let i = 0; i < 15; i++) {
      expect((await share(t, s, false, '198.51.100.9')).status).toBeLessThan(300);
      expect((await revoke(t, s, '198.51.100.9')).status).toBe(200);
    }
    const limited = await share(t, s, false, '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
    expect((await share(t, s, false, '198.51.100.10')).status).toBe(201);
  });
});

describe('DELETE /api/submissions/{id}/share', () => {
  it('revokes the link ({ revoked: true }), then has nothing to revoke ({ revoked: false })', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    const first = await revoke(t, s);
    expect(first.status).toBe(200);
    expect(await readJson(first, revokedSchema)).toEqual({ revoked: true });
    expect(await t.db.select().from(resultShares).where(eq(resultShares.id, shareId))).toHaveLength(0);
    expect(await readJson(await revoke(t, s), revokedSchema)).toEqual({ revoked: false });
  });

  it('needs the secret: a wrong one is 404 and the link stays', async () => {
    const s = await submit(t);
    const { shareId } = await readJson(await share(t, s), shareSchema);
    const res = await revoke(t, { id: s.id, accessToken: 'guess' });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(resultShares).where(eq(resultShares.id, shareId))).toHaveLength(1);
  });

  it('sharing after revoking makes a new link; the old one stays dead', async () => {
    const s = await submit(t);
    const before = (await readJson(await share(t, s), shareSchema)).shareId;
    await revoke(t, s);
    const after = await share(t, s);
    expect(after.status).toBe(201);
    expect((await readJson(after, shareSchema)).shareId).not.toBe(before);
  });
});

describe('the contract', () => {
  it('documents both routes in /api/openapi.json', async () => {
    const doc = await readJson(await t.app.request('/api/openapi.json'), openApiDocumentSchema);
    const path = doc.paths['/api/submissions/{id}/share']!;
    expect(Object.keys(path).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(path.post!.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '404', '413', '415', '429']));
  });
});
