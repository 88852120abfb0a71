import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../db/schema.ts';
import { servicesOf } from '../../functions/app.ts';
import { competitorResponseSchema, removedSchema } from '../../functions/competitors/schema.ts';
import { escapeHtml } from '../../functions/mail/report/markup.ts';
import { createNodeWheelRenderer } from '../../functions/mail/report/wheel-image-node.ts';
import { createSmtpTransport } from '../../functions/mail/smtp.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import type { CompetitorAnalysis } from '../../src/domain/competitors/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { isPng } from '../helpers/png.ts';
import { readJson } from '../helpers/read.ts';
import { startSmtpServer } from '../helpers/smtp.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { createTestApp } from '../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Stored = CompetitorAnalysis & { id: string };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sage: ServedSite;
let ruler: ServedSite;

beforeAll(async () => {
  [smtp, sage, ruler] = await Promise.all([startSmtpServer(), serveSite('tests/fixtures/sites/sage'), serveSite('tests/fixtures/sites/ruler')]);
  t = await createTestApp(
    { SITE_URL: 'https://archetypes.example', ANALYZER_ALLOW_PRIVATE_HOSTS: 'true' },
    { mailTransport: createSmtpTransport({ url: smtp.url }), renderWheel: await createNodeWheelRenderer() },
  );
});
afterAll(async () => {
  await servicesOf(t.app).mailer.idle();
  t.close();
  await Promise.all([smtp.close(), sage.close(), ruler.close()]);
});

const client = { 'x-test-client': '198.51.100.77' };

/** A Hero visitor whose company website (acme.example) has been analysed as The Hero too. */
async function visitorWithCompanyAnalysis() {
  const res = await t.post('/api/submissions', {
    email: 'owner@acme.example',
    company: 'Acme Outfitters',
    companyUrl: 'https://acme.example',
    answers: fullAnswersFor('The Hero'),
  });
  expect(res.status).toBe(201);
  const { id, accessToken } = await readJson(res, createdSubmissionSchema);
  await t.db
    .update(quizSubmissions)
    .set({
      companyArchetype: 'The Hero',
      companyArchetypeConfidence: 0.8,
      companyAnalysis: { archetype: 'The Hero', subArchetype: 'Warrior', confidence: 0.8, reasoning: 'Bold claims.', keyIndicators: [] },
    })
    .where(eq(quizSubmissions.id, id));
  return { id, accessToken };
}

async function addCompetitor(s: { id: string; accessToken: string }, url: string): Promise<Stored> {
  const res = await t.post(`/api/submissions/${s.id}/competitors`, { accessToken: s.accessToken, url }, client);
  expect(res.status).toBe(201);
  return (await readJson(res, competitorResponseSchema)).competitor;
}

/** Asks for the report through the API and returns the message the SMTP server received. */
async function emailReport(s: { id: string; accessToken: string }) {
  const before = smtp.received.length;
  const res = await t.post(`/api/submissions/${s.id}/email-report`, { email: 'owner@acme.example', accessToken: s.accessToken }, client);
  expect(res.status).toBe(202);
  await servicesOf(t.app).mailer.idle();
  await smtp.waitFor(before + 1);
  const { html, text, attachments } = smtp.received.at(-1)!.parsed;
  const wheel = attachments.find((a) => a.mimeType === 'image/png')!;
  expect(isPng(wheel.content)).toBe(true);
  return { html: html!, text: text!, wheel: Buffer.from(wheel.content as ArrayBuffer) };
}

describe('the competitor comparison in the report email', () => {
  it('round-trips from storage into the email: hosts, archetypes, sub-archetypes, confidence, palettes, voice, the note and the markers', async () => {
    const visitor = await visitorWithCompanyAnalysis();
    const without = await emailReport(visitor);
    expect(without.html).not.toContain('Compared with Your Competitors');
    expect(without.text).not.toContain('COMPARED WITH YOUR COMPETITORS');

    // Two real crawls of loopback fixture sites, under two host names, through the same analysis as any site.
    const first = await addCompetitor(visitor, sage.url);
    const second = await addCompetitor(visitor, ruler.url.replace('127.0.0.1', 'localhost'));
    expect([first.host, second.host]).toEqual(['127.0.0.1', 'localhost']);
    expect([first.archetype, second.archetype]).toEqual(['The Sage', 'The Ruler']);

    const withThem = await emailReport(visitor);
    for (const part of [withThem.html, withThem.text]) {
      for (const c of [first, second]) {
        expect(part).toContain(c.host);
        expect(part).toContain(c.archetype);
        if (c.subArchetype) expect(part).toContain(c.subArchetype);
        expect(part).toContain(`${Math.round(c.confidence * 100)}%`);
        for (const colour of c.palette) expect(part).toContain(colour.hex);
        expect(part).toContain(part === withThem.html ? escapeHtml(c.voice) : c.voice);
      }
      // The positioning note, in the same words as the results page: the company stands apart, nothing is crowded.
      expect(part).toContain('acme.example stands apart as The Hero: no competitor here claims it.');
      expect(part).toContain('No two sites project the same archetype');
      expect(part).toMatch(/Open ground: .+ claimed by none of these sites\./);
    }
    expect(withThem.text).toContain('COMPARED WITH YOUR COMPETITORS');
    expect(withThem.text).toContain('■ 127.0.0.1 (the square on the wheel)');
    expect(withThem.text).toContain('▲ localhost (the triangle on the wheel)');
    // The legend under the image names each marker's host, with its shape in its colour.
    expect(withThem.html).toContain('Competitors on the outer ring:');
    expect(withThem.html).toMatch(/color:#0072B2[^>]*>■<\/span>&nbsp;127\.0\.0\.1/);
    expect(withThem.html).toMatch(/alt="[^"]*Competitor localhost \(triangle\): The Ruler\./);
    // The wheel image carries the extra markers.
    expect(Buffer.compare(withThem.wheel, without.wheel)).not.toBe(0);

    // A competitor removed is gone from the next report, and its marker with it.
    const removed = await t.app.request(
      `/api/submissions/${visitor.id}/competitors/${first.id}`,
      { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken: visitor.accessToken }) },
      { clientAddress: '198.51.100.77' },
    );
    expect(await readJson(removed, removedSchema)).toEqual({ removed: true });
    const afterRemoval = await emailReport(visitor);
    expect(afterRemoval.text).not.toContain('127.0.0.1');
    // The shapes go by position in the comparison, so the one left takes the first: the square.
    expect(afterRemoval.text).toContain('■ localhost (the square on the wheel)');
    expect(Buffer.compare(afterRemoval.wheel, withThem.wheel)).not.toBe(0);
  });
});
