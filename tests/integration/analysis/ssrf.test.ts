import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createWebsiteAnalyzer, type FetchLike } from '../../../functions/analysis/index.ts';
import { createPinnedNodeFetch, resolveHostNode } from '../../../functions/analysis/resolve-node.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

const HERO = fileURLToPath(new URL('../../fixtures/sites/hero', import.meta.url));

let site: ServedSite;
let port: number;

/** A fetch that records every call before passing it on, to prove nothing was sent. */
function spyFetch(inner: FetchLike = (u, i) => fetch(u, i)) {
  const calls: string[] = [];
  const wrapped: FetchLike = (url, init) => {
    calls.push(url);
    return inner(url, init);
  };
  return { calls, fetch: wrapped };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  site = await serveSite(HERO, {
    routes: {
      // A public-looking site that redirects its visitors into the private network.
      '/to-loopback': { redirect: 'http://127.0.0.1/admin' },
      '/to-metadata': { redirect: 'http://169.254.169.254/latest/meta-data/iam' },
      '/to-internal-name': { redirect: 'http://internal.example/' },
      '/to-mapped': { redirect: 'http://[::ffff:7f00:1]/' },
    },
  });
  port = site.port;
});
afterAll(() => site.close());

describe('with private hosts not allowed (the default)', () => {
  const targets = () => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://2130706433:${port}/`, // decimal 127.0.0.1
    `http://0177.0.0.1:${port}/`, // octal
    `http://0x7f000001:${port}/`, // hex
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://[::ffff:7f00:1]/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://100.64.0.1/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://0.0.0.0/',
  ];

  it('refuses loopback, private, link-local, metadata, mapped and odd-notation targets before any request', async () => {
    for (const target of targets()) {
      const spy = spyFetch();
      const analyzer = createWebsiteAnalyzer({ resolveHost: resolveHostNode, fetch: spy.fetch, cacheTtlMs: 0 });
      const error = await failure(analyzer.analyze(target));
      expect(error.code, target).toBe('blocked_address');
      expect(error.status).toBe(400);
      expect(spy.calls, target).toEqual([]);
    }
    expect(site.requests).toEqual([]);
  });

  it('refuses a host name that resolves to loopback', async () => {
    const spy = spyFetch();
    const analyzer = createWebsiteAnalyzer({
      resolveHost: async (host) => (host === 'innocent-looking.example' ? ['127.0.0.1'] : []),
      fetch: spy.fetch,
      cacheTtlMs: 0,
    });
    const error = await failure(analyzer.analyze('innocent-looking.example'));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe('That address points to a private or local network and cannot be analyzed.');
    expect(spy.calls).toEqual([]);
  });

  it.each([
    ['/to-loopback', '/admin'],
    ['/to-metadata', '/latest/meta-data/iam'],
    ['/to-internal-name', '/'],
    ['/to-mapped', '/'],
  ])('re-checks every redirect hop: %s is refused and its target never requested', async (path) => {
    // 'public.example' resolves to a public address; the test fetch routes it to our server.
    const dns: Record<string, string[]> = { 'public.example': ['93.184.216.34'], 'internal.example': ['10.0.0.8'] };
    const toLoopback: FetchLike = (url, init) => fetch(url.replace('http://public.example', `http://127.0.0.1:${port}`), init);
    const spy = spyFetch(toLoopback);
    const analyzer = createWebsiteAnalyzer({ resolveHost: async (h) => dns[h] ?? [], fetch: spy.fetch, cacheTtlMs: 0 });
    const before = site.requests.length;
    const error = await failure(analyzer.analyze(`http://public.example${path}`));
    expect(error.code).toBe('blocked_address');
    expect(spy.calls).toEqual(['http://public.example/robots.txt', `http://public.example${path}`]);
    expect(site.requests.slice(before)).toEqual(['/robots.txt', path]);
  });
});

describe('the pinned Node fetch (DNS rebinding)', () => {
  it('refuses at connect time when the name resolves to a blocked address', async () => {
    const pinned = createPinnedNodeFetch({ allowPrivateHosts: false });
    const before = site.requests.length;
    const error = await failure(pinned(`http://localhost:${port}/`, { headers: {} }));
    expect(error.code).toBe('blocked_address');
    expect(site.requests.length).toBe(before);
  });

  it('catches a resolver that lied to the guard', async () => {
    // The guard is told 'localhost.test' is public; the connection's own lookup says otherwise.
    const analyzer = createWebsiteAnalyzer({
      resolveHost: async () => ['93.184.216.34'],
      fetch: (url, init) => createPinnedNodeFetch({ allowPrivateHosts: false })(url.replace('rebind.example', 'localhost'), init),
      cacheTtlMs: 0,
    });
    const before = site.requests.length;
    const error = await failure(analyzer.analyze(`http://rebind.example/`));
    expect(error.code).toBe('blocked_address');
    expect(site.requests.length).toBe(before);
  });

  it('fetches normally when the address is allowed, and streams the body', async () => {
    const analyzer = createWebsiteAnalyzer({
      resolveHost: resolveHostNode,
      allowPrivateHosts: true,
      fetch: createPinnedNodeFetch({ allowPrivateHosts: true }),
      cacheTtlMs: 0,
    });
    const result = await analyzer.analyze(`http://localhost:${port}/`);
    expect(result.archetype).toBe('The Hero');
  });
});
