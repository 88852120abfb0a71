import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDohResolver, createMemoryCache, createWebsiteAnalyzer, type AnalysisCache } from '../../../functions/analysis/index.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

const EXPLORER = fileURLToPath(new URL('../../fixtures/sites/explorer', import.meta.url));

let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(EXPLORER);
});
afterAll(() => site.close());

const homeRequests = () => site.requests.filter((p) => p === '/').length;

describe('the analyzer service', () => {
  it('caches by normalized URL: the second request for the same site crawls nothing', async () => {
    const analyzer = createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true });
    const before = homeRequests();
    const first = await analyzer.analyze(site.url);
    const second = await analyzer.analyze(`${site.url.toUpperCase().replace('HTTP://', 'http://')}#top`);
    expect(second).toEqual(first);
    expect(homeRequests() - before).toBe(1);
  });

  it('shares one crawl between concurrent requests for the same URL', async () => {
    const analyzer = createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true });
    const before = homeRequests();
    const results = await Promise.all([analyzer.analyze(site.url), analyzer.analyze(site.url), analyzer.analyze(site.url)]);
    expect(new Set(results.map((r) => r.archetype))).toEqual(new Set(['The Explorer']));
    expect(homeRequests() - before).toBe(1);
  });

  it('crawls again when caching is off or the entry expired', async () => {
    const off = createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0 });
    const before = homeRequests();
    await off.analyze(site.url);
    await off.analyze(site.url);
    expect(homeRequests() - before).toBe(2);
  });

  it('accepts any cache behind the AnalysisCache interface (e.g. a database)', async () => {
    const store = new Map<string, unknown>();
    const cache: AnalysisCache = {
      get: async (key) => store.get(key) as never,
      set: async (key, value) => void store.set(key, value),
    };
    await createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cache }).analyze(site.url);
    expect([...store.keys()]).toEqual([site.url]);
  });

  it('never caches failures', async () => {
    const cache = createMemoryCache();
    const analyzer = createWebsiteAnalyzer({ resolveHost: null, cache });
    await expect(analyzer.analyze(site.url)).rejects.toMatchObject({ code: 'blocked_address' });
    expect(cache.size()).toBe(0);
  });
});

describe('the DNS-over-HTTPS resolver (for runtimes without DNS)', () => {
  it('returns A and AAAA answers and ignores CNAME records', async () => {
    const asked: string[] = [];
    const fakeDoh = async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(`${url.searchParams.get('name')} ${url.searchParams.get('type')}`);
      const answers =
        url.searchParams.get('type') === 'A'
          ? [
              { type: 5, data: 'alias.example.' },
              { type: 1, data: '93.184.216.34' },
            ]
          : [{ type: 28, data: '2606:2800:220:1::1' }];
      return new Response(JSON.stringify({ Status: 0, Answer: answers }), { headers: { 'content-type': 'application/dns-json' } });
    };
    const resolve = createDohResolver({ fetch: fakeDoh as typeof fetch });
    expect(await resolve('www.example.com')).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
    expect(asked.sort()).toEqual(['www.example.com A', 'www.example.com AAAA']);
  });

  it('fails when both queries fail', async () => {
    const resolve = createDohResolver({ fetch: (async () => new Response('no', { status: 503 })) as typeof fetch });
    await expect(resolve('example.com')).rejects.toThrow(/DNS query failed/);
  });
});
