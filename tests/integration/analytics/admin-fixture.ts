import { countSteps } from '../../../functions/analytics/counters.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { request, seedSubmission, sessionFor, type TestApp } from '../admin/helpers.ts';

/** "Now" for the Analytics tests: the default range is 2025-03-02 to 2025-03-31. */
export const NOW = Date.parse('2025-03-31T12:00:00Z');
export const INJECTION = '=HYPERLINK("http://evil.example")';

const at = (iso: string) => Date.parse(iso);

/** An app at NOW with an admin and a non-admin session. */
export async function analyticsApp() {
  const t: TestApp = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { now: () => NOW });
  const admin = await sessionFor(t, 'boss@example.com', { admin: true });
  const visitor = await sessionFor(t, 'visitor@example.com');
  return { t, admin, visitor, get: async (path: string, cookie = admin): Promise<Response> => request(t, 'GET', path, undefined, { cookie }) };
}

/**
 * In the default range: newsletter 3 leads (one matching its company archetype, one not, one whose website was
 * not analysed), direct 2 (no website; one in the range's last millisecond), a source named like a spreadsheet
 * formula 1 (matching), podcast counters only. Just outside it: a lead and counters on 2025-03-01 and 2025-04-01.
 */
export async function seedAnalytics(t: TestApp) {
  await countSteps(t.db, 'newsletter', ['landing_view', 'landing_view', 'quiz_started', 'question_1', 'submitted'], at('2025-03-10T09:00:00Z'));
  await countSteps(t.db, 'direct', ['landing_view', 'quiz_started'], at('2025-03-31T23:59:00Z'));
  await countSteps(t.db, 'podcast', ['landing_view'], at('2025-03-20T10:00:00Z'));
  await countSteps(t.db, 'google.com', ['landing_view', 'landing_view'], at('2025-03-01T23:59:59Z'));
  await countSteps(t.db, 'google.com', ['landing_view'], at('2025-04-01T00:00:00Z'));

  const lead = (source: string, iso: string, fields: Parameters<typeof seedSubmission>[1] = {}) =>
    seedSubmission(t, { source, createdAt: new Date(iso), companyUrl: null, ...fields });
  await lead('newsletter', '2025-03-10T10:00:00Z', { companyUrl: 'https://a.example/', companyArchetype: 'The Hero' });
  await lead('newsletter', '2025-03-10T11:00:00Z', { companyUrl: 'https://b.example/', primaryArchetype: 'The Sage', companyArchetype: 'The Hero' });
  await lead('newsletter', '2025-03-10T12:00:00Z', { companyUrl: 'https://c.example/' });
  await lead('direct', '2025-03-05T08:00:00Z');
  await lead('direct', '2025-03-31T23:59:59.999Z');
  await lead(INJECTION, '2025-03-15T08:00:00Z', {
    companyUrl: 'https://evil.example/',
    primaryArchetype: 'The Jester',
    companyArchetype: 'The Jester',
  });
  await lead('direct', '2025-03-01T23:59:59.999Z');
  await lead('google.com', '2025-04-01T00:00:00Z');
}
