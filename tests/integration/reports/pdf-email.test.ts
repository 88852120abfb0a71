import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesOf } from '../../../functions/app.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { PDF_ATTACHED } from '../../../functions/mail/report/text.ts';
import { readPdf } from '../../helpers/pdf-text.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { COMPETITORS, fullResult, searchable } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  for (const t of apps) {
    await servicesOf(t.app).mailer.idle();
    t.close();
  }
  await smtp.close();
});

async function appWith(deps: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(
    { SITE_URL: 'https://archetypes.example', MAIL_FROM: 'Reports <reports@archetypes.example>', SUBMISSION_RATE_LIMIT_MAX: '0' },
    { mailTransport: createSmtpTransport({ url: smtp.url }), ...deps },
  );
  apps.push(t);
  return t;
}

/** Asks for the report email as the results page does, and waits for the mail server to receive it. */
async function emailedReport(t: TestApp, to: string, language: string) {
  const result = await fullResult(t);
  const before = smtp.received.length;
  const res = await t.app.request(
    `/api/submissions/${result.id}/email-report`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ email: to, accessToken: result.accessToken }),
    },
    { clientAddress: '198.51.100.90' },
  );
  expect(res.status).toBe(202);
  await servicesOf(t.app).mailer.idle();
  await smtp.waitFor(before + 1);
  return smtp.received.find((m) => m.envelopeTo.includes(to))!;
}

describe('The report email carries the PDF report', () => {
  it('attaches the PDF (application/pdf), on the paper of the browser that asked, and says so in both parts', async () => {
    const t = await appWith();
    const mail = await emailedReport(t, 'pdf-reader@example.com', 'en-US,en;q=0.9');
    const attachment = mail.parsed.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(attachment?.filename).toBe('brand-archetype-report-hero.pdf');
    const pdf = await readPdf(new Uint8Array(attachment!.content as ArrayBuffer));
    const text = searchable(pdf.text);
    expect(text).toContain('The Hero');
    expect(text).toContain('The Sage');
    for (const { host } of COMPETITORS) expect(text).toContain(host);
    expect(pdf.pages[0]).toEqual({ width: 612, height: 792 });
    expect(mail.parsed.html).toContain(PDF_ATTACHED);
    expect(mail.parsed.text).toContain(PDF_ATTACHED);
  });

  it('goes without it when the PDF cannot be made, says nothing of one, and logs a warning', async () => {
    const t = await appWith({ renderPdf: () => Promise.reject(new Error('fonts missing')) });
    const mail = await emailedReport(t, 'no-pdf@example.com', 'de-DE');
    expect(mail.parsed.attachments.filter((a) => a.mimeType === 'application/pdf')).toEqual([]);
    expect(mail.parsed.html).toContain('The Hero');
    expect(mail.parsed.html).not.toContain(PDF_ATTACHED);
    expect(mail.parsed.text).not.toContain(PDF_ATTACHED);
    expect(t.logger.lines.some((line) => line.startsWith('PDF report failed') && line.includes('fonts missing'))).toBe(true);
  });
});
