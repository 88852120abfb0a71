import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/**
 * companyUrl is refused when it is sent, by the analysis guard's own rules that need no DNS, rather than accepted
 * and refused later by the company analysis. ANALYZER_ALLOW_PRIVATE_HOSTS relaxes both alike (tests, e2e).
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let strict: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  strict = await createTestApp({ SUBMISSION_RATE_LIMIT_MAX: '0' });
  relaxed = await createTestApp({ SUBMISSION_RATE_LIMIT_MAX: '0', ANALYZER_ALLOW_PRIVATE_HOSTS: 'true' });
});
afterAll(() => {
  strict.close();
  relaxed.close();
});

const submit = (t: TestApp, companyUrl: string) =>
  t.post('/api/submissions', { email: 'owner@example.com', company: 'Acme', companyUrl, answers: fullAnswersFor('The Hero') });

const PORTS = /^companyUrl: Only websites on the standard ports \(80 and 443\)/;
const PRIVATE = /^companyUrl: That address points to a private or local network/;

describe('companyUrl is checked when it is sent, as the analysis will check it', () => {
  it.each([
    ['acme.example', 'https://acme.example/'],
    ['https://acme.example/about', 'https://acme.example/about'],
    ['http://acme.example:80/', 'http://acme.example/'],
    ['https://acme.example:443/', 'https://acme.example/'],
    ['http://8.8.8.8/', 'http://8.8.8.8/'],
    ['https://[2606:4700:4700::1111]/', 'https://[2606:4700:4700::1111]/'],
  ])('accepts %s (stored as %s)', async (companyUrl, stored) => {
    const res = await submit(strict, companyUrl);
    expect(res.status).toBe(201);
    const { id } = await readJson(res, createdSubmissionSchema);
    expect(await strict.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) })).toMatchObject({ companyUrl: stored });
  });

  it.each([
    ['http://127.0.0.1:8080/', PORTS],
    ['https://acme.example:8443/', PORTS],
    ['http://127.0.0.1/', PRIVATE],
    ['http://localhost/', PRIVATE],
    ['http://0x7f.0.0.1/', PRIVATE], // hex, decimal and short spellings of loopback
    ['http://2130706433/', PRIVATE],
    ['http://127.1/', PRIVATE],
    ['http://[::1]/', PRIVATE],
    ['http://[::ffff:127.0.0.1]/', PRIVATE],
    ['http://10.0.0.8/', PRIVATE],
    ['http://192.168.1.1/', PRIVATE],
    ['http://169.254.169.254/latest/meta-data/', PRIVATE], // link-local: the cloud metadata service
    ['http://[fe80::1]/', PRIVATE],
    ['http://metadata.google.internal/', PRIVATE],
    ['http://printer.local/', PRIVATE],
    ['https://user:pw@acme.example/', /^companyUrl: .*password/],
    ['ftp://acme.example/', /^companyUrl: .*http/],
  ])('refuses %s with a 400 naming the field', async (companyUrl, message) => {
    const res = await submit(strict, companyUrl);
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(message) });
  });
});

describe('with ANALYZER_ALLOW_PRIVATE_HOSTS, the relaxations the guard makes', () => {
  it.each(['http://127.0.0.1:8080/', 'http://localhost:4321/', 'http://10.0.0.8/', 'http://[::1]:3000/'])('accepts %s', async (companyUrl) => {
    expect((await submit(relaxed, companyUrl)).status).toBe(201);
  });

  it.each([
    ['http://metadata.google.internal/', PRIVATE],
    ['http://0.0.0.0/', PRIVATE],
    ['https://user:pw@127.0.0.1:8080/', /^companyUrl: .*password/],
  ])('still refuses %s', async (companyUrl, message) => {
    const res = await submit(relaxed, companyUrl);
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toMatch(message);
  });
});
