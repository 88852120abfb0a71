import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { createNodeWheelRenderer } from '../../../functions/mail/report/wheel-image-node.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { queueReportEmail } from '../../../functions/reports/service.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { isPng } from '../../helpers/png.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { createTestApp } from '../../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let clientNo = 0;
/** Each test gets its own client address, so the per-address limit only bites where a test means it to. */
let client: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SITE_URL: 'https://archetypes.example', MAIL_FROM: 'Reports <reports@archetypes.example>' },
    { mailTransport: createSmtpTransport({ url: smtp.url }), renderWheel: await createNodeWheelRenderer() },
  );
});
afterAll(async () => {
  await servicesOf(t.app).mailer.idle();
  t.close();
  await smtp.close();
});
beforeEach(() => {
  client = `198.51.100.${++clientNo}`;
});

const mailer = () => servicesOf(t.app).mailer;
const outboxCount = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;

async function submit(overrides: Record<string, unknown> = {}) {
  const res = await t.post('/api/submissions', {
    email: 'owner@acme.example',
    company: 'Acme Outfitters',
    companyUrl: 'https://acme.example',
    answers: fullAnswersFor('The Hero'),
    ...overrides,
  });
  expect(res.status).toBe(201);
  return readJson(res, createdSubmissionSchema);
}

const sendReport = (id: string, body: Record<string, unknown>, from = client) =>
  t.post(`/api/submissions/${id}/email-report`, body, { 'x-test-client': from });

describe('POST /api/submissions/:id/email-report', () => {
  it('accepts the report into the outbox (202) and delivers it over SMTP with HTML, text and the inline wheel PNG', async () => {
    const before = smtp.received.length;
    const { id, accessToken, results } = await submit();
    const res = await sendReport(id, { email: 'Friend@Example.com', accessToken });
    expect(res.status).toBe(202);
    const { id: outboxId, status } = await readJson(res, emailReportAcceptedSchema);
    // The mail server took it while the request waited: the answer may say sent.
    expect(status).toBe('sent');
    await mailer().idle();
    await smtp.waitFor(before + 1);

    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['friend@example.com']);
    expect(mail.parsed.from?.address).toBe('reports@archetypes.example');
    expect(mail.parsed.subject).toBe(`Your Brand Archetype Report: The Hero (${results.subArchetype})`);
    expect(mail.parsed.html).toContain('The Hero');
    expect(mail.parsed.html).toContain('Strategy Insight');
    expect(mail.parsed.html).toContain('href="https://archetypes.example/hero"');
    expect(mail.parsed.html).toContain('href="https://archetypes.example/"');
    expect(mail.parsed.html).not.toMatch(/<script/i);
    expect(mail.parsed.text).toContain('STRATEGY INSIGHT');
    expect(mail.parsed.text).toContain('Learn more: https://archetypes.example/hero');

    const [wheel] = mail.parsed.attachments;
    expect(wheel).toMatchObject({ mimeType: 'image/png', filename: 'archetype-wheel.png' });
    expect(isPng(wheel!.content)).toBe(true);
    const cid = wheel!.contentId!.replace(/^<|>$/g, '');
    expect(mail.parsed.html).toContain(`src="cid:${cid}"`);

    const row = await t.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, outboxId) });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      kind: 'archetype-report',
      recipient: 'friend@example.com',
      submissionId: id,
      lastError: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('renders the company analysis and alignment once the website analysis has stored them', async () => {
    const before = smtp.received.length;
    const { id, accessToken } = await submit();
    await t.db
      .update(quizSubmissions)
      .set({
        companyArchetype: 'The Sage',
        companyArchetypeConfidence: 0.815,
        companyAnalysis: {
          archetype: 'The Sage',
          subArchetype: 'Mentor',
          confidence: 0.815,
          reasoning: 'Guides and research everywhere.',
          keyIndicators: ['Learning centre', 'Data-led claims'],
        },
      })
      .where(eq(quizSubmissions.id, id));
    expect((await sendReport(id, { email: 'owner@acme.example', accessToken })).status).toBe(202);
    await mailer().idle();
    await smtp.waitFor(before + 1);

    const { html, text } = smtp.received.at(-1)!.parsed;
    for (const part of [html!, text!]) {
      expect(part).toContain('The Sage');
      expect(part).toContain('Confidence: 82%');
      expect(part).toContain('Gap: you lead as The Hero, but your website reads as The Sage.');
      expect(part).toContain('Data-led claims');
    }
  });

  it('renders stored text inert: markup and javascript: URLs from the database never become live HTML', async () => {
    const before = smtp.received.length;
    const { id, accessToken } = await submit();
    await t.db
      .update(quizSubmissions)
      .set({
        company: '<script>alert("company")</script>',
        companyUrl: 'javascript:alert(1)',
        companyArchetype: 'The Sage',
        companyAnalysis: {
          archetype: 'The Sage',
          confidence: 0.5,
          reasoning: '<img src=x onerror=alert(1)>',
          keyIndicators: ['<a href="javascript:alert(2)">x</a>'],
        },
      })
      .where(eq(quizSubmissions.id, id));
    expect((await sendReport(id, { email: 'owner@acme.example', accessToken })).status).toBe(202);
    await mailer().idle();
    await smtp.waitFor(before + 1);

    const { document } = parseHTML(smtp.received.at(-1)!.parsed.html!);
    const elements = [...document.querySelectorAll('*')];
    expect(document.querySelectorAll('script, iframe, object, embed, form')).toHaveLength(0);
    expect(elements.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith('on'))).toEqual([]);
    expect([...document.querySelectorAll('[href]')].map((a) => a.getAttribute('href')).filter((h) => !h?.startsWith('https://'))).toEqual([]);
    expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src')).filter((src) => !src?.startsWith('cid:'))).toEqual([]);
    // The stored text is still there, as text.
    expect(document.body.textContent).toContain('<script>alert("company")</script>');
    expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.body.textContent).not.toContain('javascript:alert(1)');
  });

  describe('only the browser that took the quiz can send its report, and nothing is sent otherwise', () => {
    type Sub = { id: string; accessToken: string };
    it.each([
      ['no access token', 401, (mine: Sub) => ({ id: mine.id, body: { email: 'a@example.com' } })],
      ['a wrong access token', 404, (mine: Sub) => ({ id: mine.id, body: { email: 'a@example.com', accessToken: 'x'.repeat(43) } })],
      [
        "another submission's token",
        404,
        (mine: Sub, other: Sub) => ({ id: other.id, body: { email: 'a@example.com', accessToken: mine.accessToken } }),
      ],
      ['an invalid email', 400, (mine: Sub) => ({ id: mine.id, body: { email: 'not-an-email', accessToken: mine.accessToken } })],
      ['an email without a domain', 400, (mine: Sub) => ({ id: mine.id, body: { email: 'someone@', accessToken: mine.accessToken } })],
      [
        'a header-injection attempt',
        400,
        (mine: Sub) => ({ id: mine.id, body: { email: 'a@example.com\r\nBcc: x@example.com', accessToken: mine.accessToken } }),
      ],
    ] as const)('refuses %s (%i)', async (_, status, request) => {
      const { id, body } = request(await submit(), await submit({ email: 'someone-else@example.com' }));
      const before = { outbox: await outboxCount(), delivered: smtp.received.length };
      const res = await sendReport(id, body);
      expect(res.status).toBe(status);
      expect((await readError(res)).error).toEqual(expect.any(String));
      await mailer().idle();
      expect(await outboxCount()).toBe(before.outbox);
      expect(smtp.received.length).toBe(before.delivered);
    });

    it('answers an unknown submission exactly like a wrong token', async () => {
      const { id } = await submit();
      const wrongToken = await sendReport(id, { email: 'a@example.com', accessToken: 'y'.repeat(43) });
      const unknownId = await sendReport(crypto.randomUUID(), { email: 'a@example.com', accessToken: 'y'.repeat(43) });
      const body = async (res: Response) => ({ ...(await readError(res)), requestId: undefined });
      expect([wrongToken.status, await body(wrongToken)]).toEqual([unknownId.status, await body(unknownId)]);
    });
  });

  describe('the same report to the same address again', () => {
    it('is the same mail: answered with its id and where it is, sent once, and counted against no limit', async () => {
      const before = smtp.received.length;
      const { id, accessToken } = await submit();
      const first = await readJson(await sendReport(id, { email: 'twice@example.com', accessToken }), emailReportAcceptedSchema);
      const again = await readJson(await sendReport(id, { email: ' Twice@Example.com ', accessToken }), emailReportAcceptedSchema);
      expect(again).toEqual({ id: first.id, status: 'sent' });
      // Three other addresses still fit in the submission's three mails: the repeat took none of them.
      for (let i = 0; i < 2; i++) expect((await sendReport(id, { email: `other${i}@example.com`, accessToken })).status).toBe(202);
      await mailer().idle();
      expect(smtp.received.length - before).toBe(3);
      expect(smtp.received.filter((m) => m.envelopeTo.includes('twice@example.com'))).toHaveLength(1);
    });

    it('asked five times at once queues one mail, and every request accepted is answered with it', async () => {
      const { id, accessToken } = await submit();
      const answers = await Promise.all(Array.from({ length: 5 }, () => sendReport(id, { email: 'clicks@example.com', accessToken })));
      const accepted = answers.filter((res) => res.status === 202);
      expect(accepted.length).toBeGreaterThan(0);
      const ids = new Set(await Promise.all(accepted.map(async (res) => (await readJson(res, emailReportAcceptedSchema)).id)));
      expect(ids.size).toBe(1);
      for (const refused of answers.filter((res) => res.status !== 202)) expect((await readError(refused)).code).toBe('rate_limited');
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
      expect(rows.map((row) => row.recipient)).toEqual(['clicks@example.com']);
      await mailer().idle();
    });
  });

  it('answers 404 when the submission is erased while its report is being made, and queues nothing', async () => {
    const { id } = await submit();
    const row = (await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) }))!;
    // The erasure lands between the request's check of the submission and the outbox insert.
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, id));
    const queued = queueReportEmail(t.db, row, 'late@example.com', {
      id: crypto.randomUUID(),
      competitors: [],
      siteUrl: t.env.SITE_URL,
      now: Date.now,
      secret: 'test-secret',
    });
    await expect(queued).rejects.toMatchObject({ code: 'not_found', status: 404 });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'late@example.com'))).toEqual([]);
  });

  describe('rate limits', () => {
    it('sends one report at most 3 times an hour; the 4th is refused (429) and not queued', async () => {
      const { id, accessToken } = await submit();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await sendReport(id, { email: `r${i}@example.com`, accessToken })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.submissionId, id)))[0]!.n).toBe(3);
      await mailer().idle();
    });

    it('lets one client address ask 10 times an hour; the 11th is refused with Retry-After', async () => {
      const submissions = await Promise.all(Array.from({ length: 4 }, () => submit()));
      const before = await outboxCount();
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        const s = submissions[i % 4]!;
        last = await sendReport(s.id, { email: `reader${i}@example.com`, accessToken: s.accessToken });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await outboxCount()).toBe(before + 10);
      await mailer().idle();
    });
  });
});

describe('sent, queued or refused: the answer says what happened to the mail', () => {
  it("says 'queued' when the mail server is unreachable, and the mail waits in the outbox to be retried", async () => {
    const down = await createTestApp({}, { mailTransport: createSmtpTransport({ url: `smtp://127.0.0.1:${await closedPort()}` }) });
    try {
      const res = await down.post('/api/submissions', {
        email: 'owner@acme.example',
        company: 'Acme',
        companyUrl: null,
        answers: fullAnswersFor('The Sage'),
      });
      const { id, accessToken } = await readJson(res, createdSubmissionSchema);
      const sent = await down.post(`/api/submissions/${id}/email-report`, { email: 'friend@example.com', accessToken });
      expect(sent.status).toBe(202);
      const { id: outboxId, status } = await readJson(sent, emailReportAcceptedSchema);
      expect(status).toBe('queued');
      await servicesOf(down.app).mailer.idle();
      const row = await down.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, outboxId) });
      expect(row?.status).not.toBe('sent');
      expect(row?.sentAt).toBeNull();
    } finally {
      await servicesOf(down.app).mailer.idle();
      down.close();
    }
  });

  it('answers 502 email_undeliverable when the mail server refuses the address for good, and tries no more', async () => {
    const refusing = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const port = (refusing.server.address() as AddressInfo).port;
    const app = await createTestApp({}, { mailTransport: createSmtpTransport({ url: `smtp://127.0.0.1:${port}` }) });
    try {
      const res = await app.post('/api/submissions', {
        email: 'owner@acme.example',
        company: 'Acme',
        companyUrl: null,
        answers: fullAnswersFor('The Sage'),
      });
      const { id, accessToken } = await readJson(res, createdSubmissionSchema);
      const refusedAnswer = await app.post(`/api/submissions/${id}/email-report`, { email: 'nobody@example.com', accessToken });
      expect(refusedAnswer.status).toBe(502);
      expect(await readError(refusedAnswer)).toMatchObject({ code: 'email_undeliverable' });
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    } finally {
      await servicesOf(app.app).mailer.idle();
      app.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it("says 'queued' when no mail service is configured at all", async () => {
    const none = await createTestApp();
    try {
      const res = await none.post('/api/submissions', {
        email: 'owner@acme.example',
        company: 'Acme',
        companyUrl: null,
        answers: fullAnswersFor('The Sage'),
      });
      const { id, accessToken } = await readJson(res, createdSubmissionSchema);
      const sent = await none.post(`/api/submissions/${id}/email-report`, { email: 'friend@example.com', accessToken });
      expect(await readJson(sent, emailReportAcceptedSchema)).toMatchObject({ status: 'queued' });
    } finally {
      none.close();
    }
  });
});
