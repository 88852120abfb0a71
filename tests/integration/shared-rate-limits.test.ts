import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { databaseRateLimiters } from '../../functions/lib/rate-limit-db.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { createTestApp, memoryLogger } from '../helpers/test-app.ts';

// Workers run many isolates of the app over one database; each builds its limiters over that database.
let t: Awaited<ReturnType<typeof createTestApp>>;
let isolates: ReturnType<typeof createApp>[];
beforeAll(async () => {
  t = await createTestApp();
  isolates = [0, 1].map(() => createApp({ env: t.env, db: t.db, logger: memoryLogger(), rateLimiters: databaseRateLimiters(t.db) }));
});
afterAll(() => t.close());

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown) =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { clientAddress: '198.51.100.4' },
  );

it('two isolates on one database share the report limit: the 4th send is refused whichever isolate gets it', async () => {
  const created = await post(isolates[0]!, '/api/submissions', {
    email: 'shared@example.com',
    company: null,
    companyUrl: null,
    answers: fullAnswersFor('The Lover'),
  });
  const { id, accessToken } = await readJson(created, createdSubmissionSchema);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await post(isolates[i % 2]!, `/api/submissions/${id}/email-report`, { email: `friend${i}@example.com`, accessToken });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([202, 202, 202, 429]);
});

it('two isolates share the sign-in limit per client address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < t.env.AUTH_RATE_LIMIT_MAX + 1; i++) {
    const res = await isolates[i % 2]!.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(t.env.SITE_URL).origin },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      },
      { clientAddress: '198.51.100.9' },
    );
    statuses.push(res.status);
  }
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
