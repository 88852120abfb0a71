import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisCache } from '../../../db/analysis-cache-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { rateLimitHits } from '../../../db/rate-limit-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { runScheduledWork } from '../../../functions/jobs/scheduled.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

let emailApi: Awaited<ReturnType<typeof startRecordingServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.now();
beforeAll(async () => {
  emailApi = await startRecordingServer({ id: 'email-1' });
  t = await createTestApp({ EMAIL_API_URL: `${emailApi.url}/emails`, EMAIL_API_KEY: 'test-key' }, { now: () => clock });
});
afterAll(async () => {
  t.close();
  await emailApi.close();
});

describe('the scheduled work (the Workers cron trigger, every minute)', () => {
  it('delivers mail that fell due since the last attempt, without any visitor request, and sweeps what has expired', async () => {
    emailApi.behaviour = 'error'; // the first attempt, right after the request, fails
    const created = await readJson(
      await t.post('/api/submissions', { email: 'ceo@example.com', company: 'Valor', answers: fullAnswersFor('The Sage') }),
      createdSubmissionSchema,
    );
    expect((await t.post(`/api/submissions/${created.id}/email-report`, { email: 'me@example.com', accessToken: created.accessToken })).status).toBe(
      202,
    );
    const now = clock;
    await t.db.insert(rateLimitHits).values([
      { bucket: 'old', at: now - 24 * 60 * 60 * 1000 },
      { bucket: 'fresh', at: now },
    ]);
    await t.db.insert(analysisCache).values({ url: 'https://old.example/', analysis: {} as never, expiresAt: now - 1000 });

    await servicesOf(t.app).mailer.idle();
    const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'me@example.com'));
    expect([failed?.status, failed?.attempts]).toEqual(['pending', 1]);
    // Ten minutes on, the service is back and the retry has fallen due; no visitor comes.
    emailApi.behaviour = 'ok';
    clock += 10 * 60 * 1000;

    const report = await runScheduledWork(servicesOf(t.app));

    expect(report).toEqual({ rateLimitHitsSwept: 1, analysesSwept: 1 });
    expect((await t.db.select().from(rateLimitHits)).map((r) => r.bucket)).toEqual(['fresh']);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'me@example.com'));
    expect(mail?.status).toBe('sent');
    expect(emailApi.requests.filter((r) => r.path === '/emails')).toHaveLength(2);
  });
});
