import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebsiteAnalyzer } from '../../../functions/analysis/index.ts';
import { crawlerUserAgent } from '../../../functions/analysis/fetch/robots.ts';
import { NEVER, serveSite, type ServeOptions, type ServedSite } from '../../helpers/static-server.ts';

/** A fixture site copied to a scratch folder, with files added or replaced, served on 127.0.0.1. */
const EXPLORER = fileURLToPath(new URL('../../fixtures/sites/explorer', import.meta.url));
const opened: Array<{ site: ServedSite; dir: string }> = [];
async function siteWith(files: Record<string, string>, options: ServeOptions = {}, base: string | null = EXPLORER): Promise<ServedSite> {
  const dir = await mkdtemp(join(tmpdir(), 'crawl-'));
  if (base) await cp(base, dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  const site = await serveSite(dir, options);
  opened.push({ site, dir });
  return site;
}
afterEach(async () => {
  for (const { site, dir } of opened.splice(0)) {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
});

const analyzer = () =>
  createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0, userAgent: crawlerUserAgent('https://brandarchetype.example') });
const pagesRead = (site: ServedSite) => site.requests.filter((p) => !p.endsWith('.css') && p !== '/robots.txt' && p !== '/sitemap.xml');

describe('crawling like a good citizen', () => {
  it('asks for robots.txt first and names itself with a URL about the crawler', async () => {
    const site = await siteWith({});
    await analyzer().analyze(site.url);
    expect(site.requests[0]).toBe('/robots.txt');
    expect(new Set(site.userAgents)).toEqual(new Set(['BrandArchetypeBot/1.0 (+https://brandarchetype.example/bot)']));
  });

  it('does not read pages robots.txt keeps from every crawler, or from us by name', async () => {
    const everyone = await siteWith({ 'robots.txt': 'User-agent: *\nDisallow: /story\n' });
    await analyzer().analyze(everyone.url);
    expect(pagesRead(everyone)).not.toContain('/story');
    expect(pagesRead(everyone)).toContain('/about');

    const named = await siteWith({ 'robots.txt': 'User-agent: *\nAllow: /\n\nUser-agent: BrandArchetypeBot\nDisallow: /about\n' });
    await analyzer().analyze(named.url);
    expect(pagesRead(named)).not.toContain('/about');
  });

  it('refuses a home page robots.txt disallows, saying why, after reading nothing else', async () => {
    const site = await siteWith({ 'robots.txt': 'User-agent: BrandArchetypeBot\nDisallow: /\n' });
    await expect(analyzer().analyze(site.url)).rejects.toMatchObject({
      code: 'robots_disallowed',
      status: 422,
      message: expect.stringContaining('robots.txt'),
    });
    expect(site.requests).toEqual(['/robots.txt']);
  });

  it('treats a robots.txt server error as a full disallow, and a missing or unreachable one as none', async () => {
    const failing = await siteWith({}, { routes: { '/robots.txt': { status: 503 } } });
    await expect(analyzer().analyze(failing.url)).rejects.toMatchObject({ code: 'robots_disallowed' });

    const missing = await siteWith({}, { routes: { '/robots.txt': { status: 404 } } });
    await expect(analyzer().analyze(missing.url)).resolves.toMatchObject({ archetype: 'The Explorer' });

    // One that never answers: its Disallow could only be read by waiting forever, so the crawl goes on without it.
    const slow = await siteWith({}, { routes: { '/robots.txt': { hold: NEVER, body: 'User-agent: *\nDisallow: /', contentType: 'text/plain' } } });
    await expect(analyzer().analyze(slow.url)).resolves.toMatchObject({ archetype: 'The Explorer' });
  });
});

describe('finding the pages that carry the voice', () => {
  const shell = (links: string) => `<!doctype html><html><head><title>Quarry &amp; Co</title><link rel="stylesheet" href="/styles.css"></head><body>
    <header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/journal">Journal</a></nav></header>
    <main><section class="hero"><h1>Stone, shaped slowly</h1><p>Handmade homeware from a small workshop.</p></section>
    <div class="grid">${Array.from({ length: 12 }, (_, i) => `<div class="card"><a href="/products/bowl-${i}">Bowl ${i} £${20 + i}</a></div>`).join('')}</div></main>
    <footer>${links}<a href="/privacy">Privacy</a></footer></body></html>`;
  const manifesto = `<!doctype html><html><head><title>Why we carve</title></head><body><main><h1>Why we carve</h1>
    ${'<p>We believe every object in a home should carry the mark of the hand that made it, and that patience is a material like any other. We carve each piece ourselves, slowly, and we sign it.</p>'.repeat(6)}</main></body></html>`;
  const product = (i: number) => `<!doctype html><html><body><main><h1>Bowl ${i}</h1><p>£${20 + i}. Add to basket.</p></main></body></html>`;
  const products = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`products/bowl-${i}.html`, product(i)]));

  it('reads a page with an unusual name linked only from the footer, over product pages', async () => {
    const site = await siteWith(
      {
        'index.html': shell('<a href="/why-we-carve">Why we carve</a>'),
        'why-we-carve.html': manifesto,
        'styles.css': 'body{color:#333}',
        ...products,
      },
      {},
      null,
    );
    await analyzer().analyze(site.url);
    expect(pagesRead(site)).toContain('/why-we-carve');
    expect(pagesRead(site).filter((p) => p.startsWith('/products/')).length).toBeLessThanOrEqual(1);
  });

  it('finds a voice page listed only in the sitemap robots.txt names', async () => {
    const site = await siteWith(
      { 'index.html': shell(''), 'atelier.html': manifesto, 'robots.txt': 'User-agent: *\nDisallow: /checkout\nSitemap: /pages.xml\n', ...products },
      {},
      null,
    );
    await writeFile(
      join(opened.at(-1)!.dir, 'pages.xml'),
      `<urlset><url><loc>${site.url}</loc></url><url><loc>${site.url}atelier</loc></url></urlset>`,
    );
    const result = await analyzer().analyze(site.url);
    expect(site.requests).toContain('/pages.xml');
    expect(pagesRead(site)).toContain('/atelier');
    expect(result.keyIndicators.length).toBeGreaterThan(0);
  });

  it('analyses a page rendered by JavaScript from the data it ships, instead of calling it empty', async () => {
    const data = {
      props: {
        pageProps: {
          hero: {
            headline: 'Play louder',
            subtitle: 'Ridiculous socks for people who refuse to take Mondays seriously. Your feet deserve a laugh too.',
          },
          blocks: [
            { title: 'Why socks?', text: 'Because life is short and plain socks are a missed opportunity for a giggle at the office.' },
            {
              title: 'The joke guarantee',
              text: 'If a pair fails to make somebody laugh within a week, we will send another pair that is even sillier.',
            },
          ],
        },
      },
    };
    const html = `<!doctype html><html><head><title>Odd Feet</title></head><body><div id="__next"></div>
      <script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const site = await siteWith({ 'index.html': html }, {}, null);
    const result = await analyzer().analyze(site.url);
    expect(result.reasoning.length).toBeGreaterThan(0);
    expect(result.confidence).toBeGreaterThan(0);
  });
});
