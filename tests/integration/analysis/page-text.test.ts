import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createWebsiteAnalyzer } from '../../../functions/analysis/index.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

const HERO = fileURLToPath(new URL('../../fixtures/sites/hero', import.meta.url));
const HOME = readFileSync(`${HERO}/index.html`, 'utf8');
const HEADLINE = 'Champions are built in the hours nobody sees.';
/** The hero home page with a headline that shows angle brackets: the page writes them as entities. */
const SHOWS_BRACKETS = HOME.replace(`<h1>${HEADLINE}</h1>`, `<h1>&lt;script&gt;alert(3)&lt;/script&gt; ${HEADLINE}</h1>`);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(HERO, {
    routes: {
      '/brackets': { status: 200, body: SHOWS_BRACKETS },
      '/untyped': { status: 200, contentType: null, body: HOME },
      '/untyped-bom': { status: 200, contentType: null, body: `\ufeff\n  ${HOME.replace('<!doctype html>', '<!DOCTYPE html>')}` },
      '/untyped-fragment': { status: 200, contentType: null, body: HOME.slice(HOME.indexOf('<body>')) },
      '/untyped-png': { status: 200, contentType: null, body: PNG },
      '/untyped-json': { status: 200, contentType: null, body: '{"title": "<h1>Not a page</h1>"}' },
      '/untyped-text': { status: 200, contentType: null, body: `Plain words first, then ${HOME}` },
      '/typed-png': { status: 200, contentType: 'image/png', body: HOME },
      '/typed-json': { status: 200, contentType: 'application/json', body: HOME },
    },
  });
  expect(SHOWS_BRACKETS).not.toBe(HOME);
});
afterAll(() => site.close());

const analyze = (path: string) =>
  createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0 }).analyze(`${site.url}${path.slice(1)}`);

describe('text a page shows is kept as the characters it shows', () => {
  it('keeps angle brackets the page displays (written as entities) in the headline, as text', async () => {
    const analysis = await analyze('/brackets');
    expect(analysis.headline).toBe(`<script>alert(3)</script> ${HEADLINE}`);
    // Shown brackets are not the brand's words either way: 'alert' is no keyword of an athletics brand.
    expect(analysis.brandKeywords).not.toContain('alert');
  });
});

describe('a page sent without a Content-Type is sniffed as a browser would', () => {
  it.each(['/untyped', '/untyped-bom', '/untyped-fragment'])('%s is read as the page it is', async (path) => {
    const analysis = await analyze(path);
    expect(analysis.headline).toBe(HEADLINE);
  });

  it.each(['/untyped-png', '/untyped-json', '/untyped-text', '/typed-png', '/typed-json'])('%s is refused as not HTML', async (path) => {
    const error = await analyze(path).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('not_html');
  });
});
