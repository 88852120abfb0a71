import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisCache } from '../../../db/analysis-cache-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { createDbAnalysisCache, sweepAnalysisCache } from '../../../functions/analysis/db-cache.ts';
import { createWebsiteAnalyzer } from '../../../functions/analysis/index.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { tempDatabaseUrl } from '../../helpers/temp-database.ts';

const SAGE = fileURLToPath(new URL('../../fixtures/sites/sage', import.meta.url));

let site: ServedSite;
let handle: Awaited<ReturnType<typeof openDatabase>>;
let cleanup: () => void;
beforeAll(async () => {
  site = await serveSite(SAGE);
  const temp = tempDatabaseUrl();
  cleanup = temp.remove;
  handle = await openDatabase(temp.url);
});
afterAll(async () => {
  await site.close();
  handle.client.close();
  cleanup();
});

const homeRequests = () => site.requests.filter((p) => p === '/').length;
const analyzerOn = (now: () => number) =>
  createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cache: createDbAnalysisCache(handle.db, now) });

describe('the shared analysis cache (a table)', () => {
  it('lets a second process or isolate reuse a finished analysis without crawling', async () => {
    const before = homeRequests();
    const first = await analyzerOn(Date.now).analyze(site.url);
    const second = await analyzerOn(Date.now).analyze(site.url);
    expect(second).toEqual(first);
    expect(homeRequests() - before).toBe(1);
  });

  it('crawls again once the entry has expired, and the sweep removes expired rows', async () => {
    let clock = Date.now();
    const analyzer = analyzerOn(() => clock);
    await analyzer.analyze(`${site.url}?fresh=1`);
    clock += 2 * 60 * 60 * 1000; // past the one-hour TTL
    const before = homeRequests();
    await analyzerOn(() => clock).analyze(`${site.url}?fresh=1`);
    expect(homeRequests() - before).toBe(1);
    expect(await sweepAnalysisCache(handle.db, clock + 2 * 60 * 60 * 1000)).toBeGreaterThan(0);
    expect(await handle.db.select().from(analysisCache)).toEqual([]);
  });

  it('treats a row in an older or damaged shape as missing', async () => {
    const url = `${site.url}?damaged=1`;
    await handle.db.insert(analysisCache).values({ url, analysis: { archetype: 'Not one' } as never, expiresAt: Date.now() + 60_000 });
    expect(await createDbAnalysisCache(handle.db).get(url)).toBeUndefined();
  });
});
