import { afterEach, describe, expect, it } from 'vitest';
import { servicesOf } from '../../../functions/app.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

let clock = Date.parse('2026-03-14T12:00:00Z');
const now = () => clock;

/** The app with a real SMTP transport to `port` on loopback, on the test's clock. */
async function appMailingTo(port: number) {
  const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}` });
  const t = await createTestApp({}, { now, mailTransport: transport });
  cleanup.push(
    () => transport.close?.(),
    () => t.close(),
  );
  return t;
}

type TestApp = Awaited<ReturnType<typeof appMailingTo>>;

/** The "Report emailed" counters as { day: count } for a source. */
async function reportEmailedByDay(t: TestApp, source: string) {
  const { rows } = await t.client.execute({
    sql: "select day, count from analytics_daily where step = 'report_emailed' and source = ?",
    args: [source],
  });
  return Object.fromEntries(rows.map((r) => [String(r.day), Number(r.count)]));
}

async function emailReport(t: TestApp, source: string) {
  const answers = fullAnswersFor('The Sage');
  const created = await t.post('/api/submissions', {
    email: `${source}@valor.example`,
    company: 'Valor',
    companyUrl: null,
    answers,
    source: { utmSource: source },
  });
  const { id, accessToken } = await readJson(created, createdSubmissionSchema);
  return readJson(await t.post(`/api/submissions/${id}/email-report`, { accessToken, email: `${source}@valor.example` }), emailReportAcceptedSchema);
}

describe('the funnel step "Report emailed"', () => {
  it('counts a report once the mail server accepts it, on that day, and once only', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const t = await appMailingTo(smtp.port);
    await emailReport(t, 'accepted');
    await smtp.waitFor(1);
    const { mailer } = servicesOf(t.app);
    await mailer.idle();
    await mailer.kick();
    await mailer.idle();
    expect(await reportEmailedByDay(t, 'accepted')).toEqual({ '2026-03-14': 1 });
  });

  it('does not count a report while the mail server is down, and counts it on the day it is finally accepted', async () => {
    const port = await closedPort();
    const t = await appMailingTo(port);
    const accepted = await emailReport(t, 'retried');
    expect(accepted.status).toBe('queued');
    const { mailer } = servicesOf(t.app);
    await mailer.idle();
    expect(await reportEmailedByDay(t, 'retried')).toEqual({});

    // The mail server comes back the next day; the queue's next attempt is due by then.
    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    clock += 24 * 60 * 60_000;
    await mailer.kick();
    await smtp.waitFor(1);
    await mailer.idle();
    expect(await reportEmailedByDay(t, 'retried')).toEqual({ '2026-03-15': 1 });
  });
});
