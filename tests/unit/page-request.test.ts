import { describe, expect, it } from 'vitest';
import { pageRequestId, renderPage, type RenderOptions } from '../../src/lib/server/page-request.ts';
import { memoryLogger } from '../helpers/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id of a page rendered on demand', () => {
  it('is the one a proxy or Cloudflare gave the request, as the API keeps it', () => {
    expect(pageRequestId({}, new Headers({ 'x-request-id': 'proxy-req-12345678' }))).toBe('proxy-req-12345678');
    expect(pageRequestId({}, new Headers({ 'cf-ray': '8f1e2d3c4b5a6978-AMS' }))).toBe('8f1e2d3c4b5a6978-AMS');
  });

  it('is a new UUID when the request brings none, or one that is not an id', () => {
    expect(pageRequestId({}, new Headers())).toMatch(UUID);
    expect(pageRequestId({}, new Headers({ 'x-request-id': 'a b <script>' }))).toMatch(UUID);
  });

  it('stays the same for the 404 page Astro renders after the page, which shares its locals', () => {
    const locals = {};
    const first = pageRequestId(locals, new Headers());
    expect(pageRequestId(locals, new Headers())).toBe(first);
    expect(locals).toEqual({ requestId: first });
  });
});

describe('rendering a page rendered on demand', () => {
  const request = new Request('https://archetypes.example/r/abc', { method: 'GET' });
  const options = (logger: RenderOptions['logger'], rethrow = false): RenderOptions => ({ request, path: '/r/abc', logger, rethrow });
  const broken = () => Promise.reject(new Error('the database is gone'));

  it('passes the page’s own response through, untouched', async () => {
    const page = new Response('<h1>Hero</h1>', { status: 200 });
    const rendered = await renderPage(() => Promise.resolve(page), options(memoryLogger));
    expect(rendered).toBe(page);
  });

  it('logs a failure as the API logs its own, with the request id, and answers Astro’s empty 500', async () => {
    const lines: string[] = [];
    const res = await renderPage(
      broken,
      options(() => memoryLogger(lines, { requestId: 'req-12345678' })),
    );
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('');
    const [line] = lines;
    expect(line).toMatch(/^Unhandled page error /);
    expect(JSON.parse(line!.slice('Unhandled page error '.length))).toMatchObject({
      requestId: 'req-12345678',
      path: '/r/abc',
      method: 'GET',
      error: expect.stringContaining('the database is gone'),
    });
  });

  it('leaves the failure to Astro when the page never reached the app’s logger', async () => {
    await expect(
      renderPage(
        broken,
        options(() => undefined),
      ),
    ).rejects.toThrow('the database is gone');
  });

  it('logs the failure and still throws it in astro dev, for the error overlay', async () => {
    const logger = memoryLogger();
    await expect(
      renderPage(
        broken,
        options(() => logger, true),
      ),
    ).rejects.toThrow('the database is gone');
    expect(logger.lines).toEqual([expect.stringMatching(/^Unhandled page error /)]);
  });
});
