/**
 * Website watch scheduling: 1,000 watches created within one hour over 100 hosts (a few hosts watched by many
 * people), run by the real watch drain (functions/watch/engine.ts) against a temp file database, with a test clock
 * jumped from one due reading to the next through two intervals (plus a day, for the second round's spread). The
 * analyser is a stand-in that records each crawl's host and time: no network, the scheduling is what is measured.
 * Figures, not assertions.
 *
 *   npm run bench:watch
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../db/open-and-migrate.ts';
import { quizSubmissions } from '../db/schema.ts';
import { websiteReadings } from '../db/watch-schema.ts';
import type { WebsiteAnalyzer } from '../functions/analysis/service.ts';
import type { WebsiteAnalysis } from '../functions/analysis/types.ts';
import { createWatchDrain } from '../functions/watch/engine.ts';
import { createWatch } from '../functions/watch/service.ts';
import { uuidv7 } from '../functions/lib/ids.ts';

const WATCHES = 1000;
const HOSTS = 100;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INTERVAL = Number(process.env.WATCH_INTERVAL_DAYS ?? 30) * DAY;
const START = Date.parse('2026-03-02T09:00:00Z');
const END = START + 2 * INTERVAL + DAY;

/** Watchers per host, Zipf-like: the first host has ~190 watchers, the last a few. Sums to WATCHES. */
function hostOfEach(): string[] {
  const weights = Array.from({ length: HOSTS }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const hosts: string[] = [];
  weights.forEach((w, i) => {
    const n = Math.max(1, Math.round((w / total) * (WATCHES - HOSTS)) + 1);
    for (let j = 0; j < n; j++) hosts.push(`site-${i}.example`);
  });
  return hosts.slice(0, WATCHES).concat(Array.from({ length: Math.max(0, WATCHES - hosts.length) }, (_, i) => `site-${i % HOSTS}.example`));
}

const dir = mkdtempSync(join(tmpdir(), 'bench-watch-'));
const handle = await openDatabase(`file:${join(dir, 'bench.db')}`);
const { db } = handle;
let clock = START;
const now = () => clock;

const crawls: { host: string; at: number }[] = [];
const analysis: WebsiteAnalysis = {
  archetype: 'The Sage',
  confidence: 0.7,
  reasoning: 'Calm, expert copy.',
  keyIndicators: [],
  colorPalette: [{ name: 'Navy', hex: '#001f3f' }],
  coreValues: [],
  brandKeywords: [],
  additionalInsights: [],
  headline: 'Understand what matters.',
};
const analyzer: WebsiteAnalyzer = {
  analyze(url) {
    crawls.push({ host: new URL(url).hostname, at: clock });
    return Promise.resolve(analysis);
  },
};

// 1,000 visitors opting in over one hour.
const hosts = hostOfEach();
const ids: string[] = [];
for (let i = 0; i < WATCHES; i += 250) {
  const chunk = hosts.slice(i, i + 250).map((host, j) => ({ id: uuidv7(START + i + j), host, at: START + Math.floor(((i + j) / WATCHES) * HOUR) }));
  await db.insert(quizSubmissions).values(
    chunk.map(({ id, host, at }) => ({
      id,
      email: `${id}@example.com`,
      companyUrl: `https://${host}/`,
      primaryArchetype: 'The Sage',
      secondaryArchetype: 'Scholar',
      scores: { 'The Sage': 12 },
      subArchetypeScores: { Scholar: 6 },
      createdAt: new Date(at),
      accessTokenHash: 'a'.repeat(64),
    })),
  );
  for (const { id, host, at } of chunk) {
    clock = at;
    await createWatch(db, { submissionId: id, url: `https://${host}/`, consentAt: at, now: at, intervalMs: INTERVAL });
    ids.push(id);
  }
}

const drain = createWatchDrain({
  db,
  analyzer,
  intervalMs: INTERVAL,
  siteUrl: 'https://bench.example',
  secret: 'bench-secret'.repeat(4),
  giveUpMs: 7 * DAY,
  now,
})!;

// The clock goes from one due reading to the next, as the poll loop would wake.
const started = performance.now();
let passes = 0;
/** Attempts recorded: crawls, plus watches sent back because their host was crawled within the hour. */
let attempts = 0;
clock = START + HOUR;
while (clock <= END) {
  const report = await drain.pass();
  passes++;
  attempts += report.delivered;
  if (report.nextDueAt === undefined) break;
  clock = Math.max(clock, report.nextDueAt);
}
const wallMs = performance.now() - started;

// Crawls per clock hour, over the hours from the first crawl due (one interval after the first opt-in) to the end.
const from = START + INTERVAL;
const perHour = new Array<number>(Math.ceil((END - from) / HOUR)).fill(0);
for (const { at } of crawls) if (at >= from && at < END) perHour[Math.floor((at - from) / HOUR)]!++;

// Crawls by hour of the day (UTC), summed over the run.
const byHourOfDay = new Array<number>(24).fill(0);
for (const { at } of crawls) byHourOfDay[new Date(at).getUTCHours()]!++;

// The most crawls of one host within any hour (a window starting at each crawl).
const timesByHost = new Map<string, number[]>();
for (const { host, at } of crawls) timesByHost.set(host, [...(timesByHost.get(host) ?? []), at]);
let worst = 0;
let worstHost = '';
for (const [host, times] of timesByHost) {
  times.sort((a, b) => a - b);
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[j]! < times[i]! - HOUR + 1) j++;
    if (i - j + 1 > worst) [worst, worstHost] = [i - j + 1, host];
  }
}

// First readings: when each watch was first read, by hour of day, and how long the first round took.
const firsts = await db
  .select({ at: sql<number>`min(${websiteReadings.readAt})` })
  .from(websiteReadings)
  .groupBy(websiteReadings.watchId);
const firstByHour = new Array<number>(24).fill(0);
for (const { at } of firsts) firstByHour[new Date(at).getUTCHours()]!++;
const firstTimes = firsts.map((f) => f.at).sort((a, b) => a - b);
const perWatch = await db.select({ n: count() }).from(websiteReadings).groupBy(websiteReadings.watchId);
const readingCounts = perWatch.map((r) => r.n);
const tally = new Map<number, number>();
for (const n of readingCounts) tally.set(n, (tally.get(n) ?? 0) + 1);
// The time between two readings of the same watch: the interval, kept.
const byWatch = await db
  .select({ watchId: websiteReadings.watchId, at: websiteReadings.readAt })
  .from(websiteReadings)
  .orderBy(websiteReadings.watchId, websiteReadings.readAt);
const gaps: number[] = [];
for (let i = 1; i < byWatch.length; i++) if (byWatch[i]!.watchId === byWatch[i - 1]!.watchId) gaps.push((byWatch[i]!.at - byWatch[i - 1]!.at) / DAY);
const busiest = [...new Set(hosts)].map((h) => [h, hosts.filter((x) => x === h).length] as const).sort((a, b) => b[1] - a[1]);

const days = (ms: number) => (ms / DAY).toFixed(2);
const stats = (xs: number[]) => `min ${Math.min(...xs)}, max ${Math.max(...xs)}, mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)}`;
console.log(`Website watch scheduling: ${WATCHES} watches created within 1 hour over ${new Set(hosts).size} hosts`);
console.log(
  `  watchers per host: the busiest ${busiest
    .slice(0, 3)
    .map(([h, n]) => `${h} ${n}`)
    .join(', ')}; ${busiest.filter(([, n]) => n === 1).length} hosts with one`,
);
console.log(`  interval ${days(INTERVAL)} days, simulated ${days(END - START)} days (2 intervals + 1 day), ${passes} drain passes`);
console.log(`  crawls: ${crawls.length}; readings stored: ${readingCounts.reduce((a, b) => a + b, 0)}`);
console.log(`  attempts: ${attempts}, of which ${attempts - crawls.length} deferred because the host had been crawled within the hour`);
console.log(`  crawls per clock hour from day ${days(INTERVAL)} on (${perHour.length} hours): ${stats(perHour)}`);
console.log(`  crawls by hour of day (UTC, summed): ${stats(byHourOfDay)}`);
console.log(`    ${byHourOfDay.map((n, h) => `${String(h).padStart(2, '0')}h ${n}`).join('  ')}`);
console.log(`  most crawls of one host within any hour: ${worst} (${worstHost})${worst <= 1 ? '' : '  <-- over the limit of 1'}`);
console.log(`  first readings by hour of day (UTC): ${stats(firstByHour)}`);
console.log(
  `  first readings from day ${days(firstTimes[0]! - START)} to day ${days(firstTimes.at(-1)! - START)} after the opt-ins (${firsts.length} watches read)`,
);
console.log(
  `  readings per watch: ${stats(readingCounts)}; ${[...tally]
    .sort((a, b) => a[0] - b[0])
    .map(([n, w]) => `${w} watches × ${n}`)
    .join(', ')}`,
);
console.log(`  days between two readings of a watch: ${gaps.length ? stats(gaps.map((g) => Number(g.toFixed(2)))) : 'none'}`);
console.log(`  wall time of the simulation: ${(wallMs / 1000).toFixed(1)} s`);

handle.client.close();
rmSync(dir, { recursive: true, force: true });
