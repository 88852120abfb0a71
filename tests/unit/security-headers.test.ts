import { describe, expect, it } from 'vitest';
import { isPageMethod, PAGE_METHOD_NOT_ALLOWED } from '../../src/domain/site/page-methods.ts';
import { slugify } from '../../src/domain/archetypes/slug.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import {
  headersFileRule,
  isolatesOpener,
  PAGE_CSP_DIRECTIVES,
  PAGE_SECURITY_HEADERS,
  pageSecurityHeaders,
  PUBLIC_PAGES,
  withPageSecurityHeaders,
} from '../../src/domain/site/security-headers.ts';

const HEADER_POLICY = PAGE_SECURITY_HEADERS['Content-Security-Policy']!;

describe('the page Content-Security-Policy', () => {
  it('header part: no framing, no <base>, forms only to this site, no plugins', () => {
    expect(HEADER_POLICY.split('; ')).toEqual(["frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"]);
  });

  it("Astro's part: this site only, images also from data: and blob: (the JPEG export), and nothing inline or eval'd", () => {
    expect(PAGE_CSP_DIRECTIVES).toEqual([
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ]);
    expect(PAGE_CSP_DIRECTIVES.join(';')).not.toMatch(/unsafe-|\*|https?:/);
  });

  it("Astro's part leaves out frame-ancestors, which a <meta> cannot carry (the browser reports it as an error)", () => {
    expect(PAGE_CSP_DIRECTIVES.some((d) => d.startsWith('frame-ancestors'))).toBe(false);
  });
});

describe('withPageSecurityHeaders', () => {
  it('keeps the policy Astro wrote for an on-demand page and adds the header policy as a second one', () => {
    const astro = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';";
    const headers = withPageSecurityHeaders(new Headers({ 'Content-Security-Policy': astro, 'Cache-Control': 'no-store' }));
    // A comma separates policies in one header field; the browser enforces each.
    expect(headers.get('Content-Security-Policy')).toBe(`${astro}, ${HEADER_POLICY}`);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['no-referrer', 'no-referrer'],
    ['unsafe-url', 'strict-origin-when-cross-origin'],
    [null, 'strict-origin-when-cross-origin'],
  ])("keeps a page's Referrer-Policy only when it gives away less (%s → %s)", (page, expected) => {
    const headers = withPageSecurityHeaders(new Headers(page ? { 'Referrer-Policy': page } : {}));
    expect(headers.get('Referrer-Policy')).toBe(expected);
  });

  it('sets the header policy alone where Astro wrote none (redirects), and only once when applied twice', () => {
    const headers = withPageSecurityHeaders(withPageSecurityHeaders(new Headers({ Location: '/admin' })));
    expect(headers.get('Content-Security-Policy')).toBe(HEADER_POLICY);
  });
});

describe('framing: only /embed, only by the allowed origins', () => {
  const PARTNERS = ['https://partner.example', 'http://127.0.0.1:4425'];
  const frameAncestors = (headers: Readonly<Record<string, string>>) => headers['Content-Security-Policy']!.split('; ')[0];

  it.each([
    ['/embed', PARTNERS, 'frame-ancestors https://partner.example http://127.0.0.1:4425'],
    ['/embed/', PARTNERS, 'frame-ancestors https://partner.example http://127.0.0.1:4425'],
    ['/embed', [], "frame-ancestors 'none'"],
    ['/embed', ["https://partner.example; script-src 'unsafe-inline'", 'https://partner.example/path', '*'], "frame-ancestors 'none'"],
    ['/embed', ['https://partner.example', 'javascript:alert(1)'], 'frame-ancestors https://partner.example'],
  ])('%s with %j: %s', (path, origins, policy) => {
    const headers = pageSecurityHeaders(path, origins);
    expect(frameAncestors(headers)).toBe(policy);
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it.each(['/', '/hero', '/admin', '/embed.js', '/embed/other', '/Embed', '/embeds', '/api/embed', '/%65mbed'])(
    '%s keeps forbidding framing, whatever origins are allowed',
    (path) => {
      const headers = pageSecurityHeaders(path, PARTNERS);
      expect(headers).toEqual(pageSecurityHeaders(path));
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Content-Security-Policy']).toBe(PAGE_SECURITY_HEADERS['Content-Security-Policy']);
    },
  );

  it('/embed keeps every other header, the opener policy included (browsers apply it to top-level pages only)', () => {
    const { 'Content-Security-Policy': _embedPolicy, ...embed } = pageSecurityHeaders('/embed', PARTNERS);
    const { 'Content-Security-Policy': _pagePolicy, 'X-Frame-Options': _deny, ...page } = PAGE_SECURITY_HEADERS;
    expect(embed).toEqual(page);
    expect(embed['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(pageSecurityHeaders('/embed', PARTNERS)['Content-Security-Policy']).toMatch(/; base-uri 'none'; form-action 'self'; object-src 'none'$/);
  });

  it("an on-demand /embed response: Astro's policy stays, the framing policy joins it, no X-Frame-Options", () => {
    const astro = "default-src 'self'; script-src 'self' 'sha256-abc='";
    const headers = withPageSecurityHeaders(new Headers({ 'Content-Security-Policy': astro }), '/embed', PARTNERS);
    expect(headers.get('Content-Security-Policy')).toBe(`${astro}, ${pageSecurityHeaders('/embed', PARTNERS)['Content-Security-Policy']}`);
    expect(headers.has('X-Frame-Options')).toBe(false);
  });

  it('the Workers _headers rules: the page headers on every static file, and an hour of caching for the snippet', () => {
    expect(headersFileRule()).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none';[^]*\n {2}X-Frame-Options: DENY\n/);
    expect(headersFileRule()).toMatch(/\n\/embed\.js\n {2}Cache-Control: public, max-age=3600\n$/);
  });
});

describe('Cross-Origin-Opener-Policy: kept where a window handle could reach something, dropped on public pages', () => {
  const GUIDES = ARCHETYPE_NAMES.map((name) => `/${slugify(name)}`);

  it.each([
    // /embed is for frames, where browsers ignore the policy; opened on its own, it keeps it.
    ['/embed', 'same-origin'],
    // A secret in the address: shared results, team pages (manage token), team invites.
    ['/r/Ab3dEf9hJk', 'same-origin'],
    ['/r/Ab3dEf9hJk.png', 'same-origin'],
    ['/team/t_123', 'same-origin'],
    ['/t/inv_123', 'same-origin'],
    // A session or a deletion.
    ['/admin', 'same-origin'],
    ['/admin/', 'same-origin'],
    ['/admin/dashboard', 'same-origin'],
    ['/admin/report/42', 'same-origin'],
    ['/admin/teams/t_123', 'same-origin'],
    ['/delete-my-data', 'same-origin'],
    // Anything not listed keeps it: the not-found page, files, look-alikes of public pages.
    ['/no-such-page', 'same-origin'],
    ['/favicon.svg', 'same-origin'],
    ['/_astro/client.js', 'same-origin'],
    ['/Hero', 'same-origin'],
    ['/%68ero', 'same-origin'],
    ['/hero/more', 'same-origin'],
    ['/heroes', 'same-origin'],
    ['/hero.html', 'same-origin'],
    ['//hero', 'same-origin'],
    // Public pages: the same for everyone, no secret in the address, no session. The quiz reads the visitor's results
    // from its own storage, out of reach of another site's window.
    ['/', undefined],
    ['/hero', undefined],
    ['/hero/', undefined],
    ['/outlaw', undefined],
    ['/privacy', undefined],
    ['/privacy/', undefined],
    ['/terms', undefined],
    ['/bot', undefined],
    ['/quick-analysis', undefined],
  ])('%s → %s', (path, policy) => {
    expect(pageSecurityHeaders(path)['Cross-Origin-Opener-Policy']).toBe(policy);
    expect(isolatesOpener(path)).toBe(policy !== undefined);
  });

  it('the public pages are the quiz, the twelve guides, the policies, the crawler page and Quick Analysis', () => {
    expect(PUBLIC_PAGES).toEqual(['/', ...GUIDES, '/privacy', '/terms', '/bot', '/quick-analysis']);
    expect(GUIDES).toHaveLength(12);
  });

  it('a public page keeps every other header', () => {
    const { 'Cross-Origin-Opener-Policy': _opener, ...others } = PAGE_SECURITY_HEADERS;
    expect(pageSecurityHeaders('/hero')).toEqual(others);
    expect(withPageSecurityHeaders(new Headers(), '/privacy').has('Cross-Origin-Opener-Policy')).toBe(false);
    expect(withPageSecurityHeaders(new Headers(), '/admin').get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('the Workers _headers rules detach it from exactly the public pages (Workers serve /hero/index.html at /hero)', () => {
    const rules = headersFileRule()
      .split(/\n(?=\/)/)
      .map((block) => block.trim().split('\n'));
    expect(rules[0]![0]).toBe('/*');
    expect(rules[0]).toContain('  Cross-Origin-Opener-Policy: same-origin');
    const detached = rules.filter((lines) => lines.slice(1).some((line) => line.trim() === '! Cross-Origin-Opener-Policy')).map((lines) => lines[0]);
    expect(detached).toEqual(PUBLIC_PAGES);
  });
});

describe('page methods', () => {
  it.each(['GET', 'HEAD'])('%s is served', (method) => expect(isPageMethod(method)).toBe(true));

  it.each(['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'CONNECT', 'PROPFIND', 'get', '', undefined])('%s is refused', (method) => {
    expect(isPageMethod(method)).toBe(false);
  });

  it('every page response names them in Allow, so a 405 from any layer does (RFC 9110 requires it there)', () => {
    expect(PAGE_SECURITY_HEADERS.Allow).toBe('GET, HEAD');
  });

  it('refuses with 405, nothing cached', () => {
    expect(PAGE_METHOD_NOT_ALLOWED).toEqual({
      status: 405,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      body: 'Method Not Allowed\n',
    });
  });
});
