// The submission endpoint as `npm start` serves it: behind @hono/node-server's listener (scripts/serve.ts), whose
// light Request and Response take shortcuts that app.request() never takes (a body read straight from the socket,
// a JSON answer written as one string), and with the write thread committing the submissions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAnswers, quizSubmissions } from '../../../db/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_BYTES: '4096' });
  const listener = getRequestListener((request, { incoming }) => t.app.fetch(request, { clientAddress: incoming.socket.remoteAddress }));
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

const body = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ email: 'node@example.com', company: 'Listener Ltd', companyUrl: null, answers: fullAnswersFor('The Sage'), ...overrides });
const post = (payload: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${origin}/api/submissions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload, ...init });
const stored = async () => (await t.db.select({ n: count() }).from(quizSubmissions))[0]!.n;

describe('POST /api/submissions through the Node listener', () => {
  it('stores the submission with its 13 answers and answers 201 with every header of the API', async () => {
    const res = await post(body(), { 'x-request-id': 'node-listener-0001' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toBe('node-listener-0001');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const created = await readJson(res, createdSubmissionSchema);
    expect(created).toMatchObject({ id: expect.any(String), accessToken: expect.any(String), results: { primary: 'The Sage' } });
    const answers = await t.db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.submissionId, created.id));
    expect(answers[0]!.n).toBe(13);
  });

  it('answers a retry with the same Idempotency-Key with the first response, and stores one row', async () => {
    const before = await stored();
    const key = { 'idempotency-key': '4b0c7a0e-9f1d-4c1e-8b6a-2f3d4e5f6a7b' };
    const [first, again] = [await post(body(), key), await post(body(), key)];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(again, createdSubmissionSchema)).toEqual(await readJson(first, createdSubmissionSchema));
    expect(await stored()).toBe(before + 1);
  });

  it('stores concurrent submissions once each, whatever group they commit in', async () => {
    const before = await stored();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => post(body(), { 'idempotency-key': `node-concurrent-${i}-key` })));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await readJson(r, createdSubmissionSchema)).id)));
    expect(ids.size).toBe(30);
    expect(await stored()).toBe(before + 30);
  });

  it('refuses a body whose Content-Length is over the limit with the 413 envelope, and stores nothing', async () => {
    const before = await stored();
    const res = await post(body({ company: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await readError(res)).toEqual({
      error: 'Request body is too large (limit 4096 bytes).',
      code: 'payload_too_large',
      requestId: res.headers.get('x-request-id'),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await stored()).toBe(before);
  });

  it('counts a body sent without a Content-Length (chunked) and refuses it past the limit', async () => {
    const before = await stored();
    const chunks = [body({ company: 'y'.repeat(5000) })];
    const stream = new ReadableStream({
      pull: (controller) => void (chunks.length ? controller.enqueue(new TextEncoder().encode(chunks.shift())) : controller.close()),
    });
    const res = await post(stream, {}, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect((await readError(res)).code).toBe('payload_too_large');
    const small = [body()];
    const fits = new ReadableStream({
      pull: (controller) => void (small.length ? controller.enqueue(new TextEncoder().encode(small.shift())) : controller.close()),
    });
    expect((await post(fits, {}, { duplex: 'half' } as RequestInit)).status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('keeps the validation message and the envelope', async () => {
    const res = await post(body({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(await readError(res)).toEqual({
      error: 'email: Enter a valid email address.',
      code: 'invalid_request',
      requestId: res.headers.get('x-request-id'),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
