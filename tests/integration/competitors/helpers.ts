import type { TestApp } from '../shares/helpers.ts';

export { onLoopback } from '../../helpers/loopback.ts';

export const addCompetitor = (t: TestApp, s: { id: string; accessToken: string }, url: string, client = '203.0.113.7') =>
  t.post(`/api/submissions/${s.id}/competitors`, { accessToken: s.accessToken, url }, { 'x-test-client': client });

export const removeCompetitor = (t: TestApp, s: { id: string; accessToken: string }, competitorId: string) =>
  t.app.request(`/api/submissions/${s.id}/competitors/${competitorId}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: s.accessToken }),
  });

/** The stored comparison, read with the submission's secret as a bearer token (or with the given Authorization). */
export const listCompetitors = (t: TestApp, s: { id: string; accessToken: string }, authorization = `Bearer ${s.accessToken}`) =>
  t.app.request(`/api/submissions/${s.id}/competitors`, { headers: authorization ? { authorization } : {} });
