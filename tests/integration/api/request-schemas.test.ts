import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFailureSchema } from '../../../functions/analysis/routes.ts';
import { ApiError } from '../../../functions/lib/errors.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

// Request rules live in the route schemas: the contract shows them, handlers receive what they checked.
let t: Awaited<ReturnType<typeof createTestApp>>;
const analysed: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { SUBMISSION_RATE_LIMIT_MAX: '1' },
    // Records what the handler passes on; answering unreachable keeps every crawl out of these tests.
    {
      analyzer: {
        analyze: (url) => {
          analysed.push(url);
          return Promise.reject(new ApiError('unreachable'));
        },
      },
    },
  );
});
afterAll(() => t.close());

async function operation(method: string, path: string) {
  const doc = await readJson(await t.app.request('/api/openapi.json'), openApiDocumentSchema);
  return doc.paths[path]![method]!;
}

describe('POST /api/submissions: the Idempotency-Key header', () => {
  it('is documented with its rule: optional, 8 to 128 visible ASCII characters', async () => {
    const { parameters = [] } = await operation('post', '/api/submissions');
    expect(parameters.find((p) => p.name === 'idempotency-key')).toMatchObject({
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,128}$' },
    });
  });

  it('answers a malformed key with 400 invalid_request and the rule, before anything is stored or counted', async () => {
    const body = { email: 'ceo@example.com', company: 'Valor', companyUrl: null, answers: fullAnswersFor('The Hero') };
    for (const key of ['short', 'has a space in it', 'k'.repeat(129)]) {
      const res = await t.post('/api/submissions', body, { 'idempotency-key': key });
      expect(await readError(res)).toEqual({
        error: 'Idempotency-Key must be 8 to 128 visible ASCII characters (a UUID, say).',
        code: 'invalid_request',
        requestId: res.headers.get('x-request-id'),
      });
      expect(res.status).toBe(400);
    }
    // The client's one submission of the window is still there.
    expect((await t.post('/api/submissions', body, { 'idempotency-key': crypto.randomUUID() })).status).toBe(201);
  });
});

describe('POST /api/analyze-website: the url', () => {
  it('is documented as the address the visitor typed, up to 2048 characters', async () => {
    const { requestBody } = (await operation('post', '/api/analyze-website')) as { requestBody?: unknown };
    expect(requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { url: { type: 'string', minLength: 1, maxLength: 2048 } }, required: ['url'] } } },
    });
  });

  it('reaches the analyzer normalised: https:// added, host lowercased, fragment dropped', async () => {
    analysed.length = 0;
    await t.post('/api/analyze-website', { url: '  Example.COM/About#team ' }, { 'x-test-client': '198.51.100.60' });
    await t.post('/api/analyze-website', { url: 'HTTP://example.com:80' }, { 'x-test-client': '198.51.100.60' });
    expect(analysed).toEqual(['https://example.com/About', 'http://example.com/']);
  });

  it.each([
    ['no url', {}, 'invalid_request', 'url: url is required.'],
    ['a blank url', { url: '   ' }, 'invalid_request', 'url: url is required.'],
    ['a url over 2048 characters', { url: `https://example.com/${'x'.repeat(2048)}` }, 'invalid_request', 'url: url is too long.'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'invalid_url', 'Only http and https website addresses can be analyzed.'],
    [
      'a url with a password',
      { url: 'https://user:pw@example.com' },
      'invalid_url',
      'Website addresses with a user name or password cannot be analyzed.',
    ],
    ['a url without a host', { url: 'http://' }, 'invalid_url', 'Please enter a valid website URL.'],
  ])('answers %s with 400, the spec’s success: false and its message, and never analyses it', async (_, body, code, error) => {
    analysed.length = 0;
    const res = await t.post('/api/analyze-website', body, { 'x-test-client': '198.51.100.61' });
    expect(res.status).toBe(400);
    expect(await readError(res, analyzeFailureSchema)).toEqual({ success: false, error, code, requestId: res.headers.get('x-request-id') });
    expect(analysed).toEqual([]);
  });
});
