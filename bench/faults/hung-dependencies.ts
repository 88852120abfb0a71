// Analyses whose dependencies never answer: a brand page that hangs (the crawl answers with what it read once its
// time budget is spent), a model that hangs (the rule-based result once the model's timeout passes), and an
// analysis thread that idles (terminated at the crawl deadline plus the pool's grace). Prints how long each took
// past its limit: the tests prove the outcomes, these are the figures. Run alone: node bench/faults/hung-dependencies.ts
import { pathToFileURL } from 'node:url';
import { createModelClassifier, createWebsiteAnalyzer } from '../../functions/analysis/index.ts';
import { openAICompatibleModel } from '../../functions/analysis/model/openai-compatible.ts';
import { crawlLimitsOf } from '../../functions/analysis/service.ts';
import { createAnalysisPool } from '../../functions/analysis/worker/pool.ts';
import { startChatModelServer } from '../../tests/helpers/chat-model-server.ts';
import { NEVER, serveSite } from '../../tests/helpers/static-server.ts';

const ROUNDS = Number(process.env.BENCH_HUNG_ROUNDS ?? 5);
const CRAWL_BUDGET_MS = 1500;
const MODEL_TIMEOUT_MS = 400;
const POOL_DEADLINE_MS = 300;
const POOL_GRACE_MS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const overshoot = (ms: number[], limit: number) => {
  const past = ms.map((m) => m - limit).sort((a, b) => a - b);
  return `${percentile(past, 50).toFixed(0)} / ${(past.at(-1) ?? 0).toFixed(0)} ms past ${limit} ms`;
};
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function hungDependencyFigures(): Promise<Record<string, string | number>> {
  const site = await serveSite('tests/fixtures/sites/caregiver', { routes: { '/caregivers': { hold: NEVER } } });
  const hero = await serveSite('tests/fixtures/sites/hero');
  const model = await startChatModelServer({ kind: 'hang' });
  const pool = createAnalysisPool({
    size: 1,
    cpuBudgetMs: 30_000,
    allowPrivateHosts: false,
    entry: 'tests/helpers/pool-worker.ts',
    graceMs: POOL_GRACE_MS,
  });
  try {
    const crawl = createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0, timeoutMs: CRAWL_BUDGET_MS });
    const withModel = createWebsiteAnalyzer({
      resolveHost: null,
      allowPrivateHosts: true,
      cacheTtlMs: 0,
      model: createModelClassifier(openAICompatibleModel({ baseURL: model.url, apiKey: 'k', model: 'm' }), { timeoutMs: MODEL_TIMEOUT_MS }),
    });
    const rulesOnly = createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0 });
    const limits = { ...crawlLimitsOf({ resolveHost: null }), timeoutMs: POOL_DEADLINE_MS };
    await pool.read('https://site.test/ok', { ...limits, timeoutMs: 60_000 }); // the thread has started: the deadline is the task's alone
    const brandPage: number[] = [];
    const modelCall: number[] = [];
    const noModel: number[] = [];
    const idleThread: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      brandPage.push(await timed(() => crawl.analyze(site.url)));
      modelCall.push(await timed(() => withModel.analyze(hero.url)));
      noModel.push(await timed(() => rulesOnly.analyze(hero.url)));
      idleThread.push(await timed(() => pool.read('https://site.test/hang', limits).catch(() => undefined)));
    }
    return {
      rounds: ROUNDS,
      'brand page never answers: answered (p50 / max)': overshoot(brandPage, CRAWL_BUDGET_MS),
      'model never answers: rule-based result (p50 / max)': `${overshoot(modelCall, MODEL_TIMEOUT_MS)}, crawl included (p50 without a model: ${percentile(
        noModel.sort((a, b) => a - b),
        50,
      ).toFixed(0)} ms)`,
      'analysis thread idles: terminated (p50 / max)': overshoot(idleThread, POOL_DEADLINE_MS + POOL_GRACE_MS),
    };
  } finally {
    await pool.close();
    await model.close();
    await Promise.all([site.close(), hero.close()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await hungDependencyFigures())) console.log(`${name}: ${value}`);
}
