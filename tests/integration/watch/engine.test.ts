import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { watchHosts, websiteReadings, websiteWatches } from '../../../db/watch-schema.ts';
import { createNodeAnalyzer } from '../../../functions/analysis/node-analyzer.ts';
import { servicesOf } from '../../../functions/app.ts';
import { parseEnv } from '../../../functions/env.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { createWatch, stopWatch } from '../../../functions/watch/service.ts';
import { verifyStopToken } from '../../../functions/watch/stop-token.ts';
import { serverSecret } from '../../../functions/auth/auth.ts';
import { HOST_GAP_MS } from '../../../src/domain/watch/schedule.ts';
import { seedSubmission } from '../admin/helpers.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp, memoryLogger } from '../../helpers/test-app.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/sites/${name}`, import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let site: ServedSite;
let siteDir: string;
let clock = Date.UTC(2026, 0, 1, 9);
/** When set, the site reads at this confidence (below 0.45: too weak to judge alignment). */
let readConfidence: number | undefined;

/** Serves the fixture's copy at the same address from now on. */
function rewriteSite(name: string) {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture(name), siteDir, { recursive: true });
}

/** Advances the clock, runs one pass of the watches, and waits for whatever mail it queued to reach the SMTP sink. */
async function after(ms: number) {
  clock += ms;
  const { watches, mailer } = servicesOf(t.app);
  await watches.kick();
  await mailer.kick();
  await mailer.idle();
}

const readingsOf = (watchId: string) =>
  t.db.select().from(websiteReadings).where(eq(websiteReadings.watchId, watchId)).orderBy(asc(websiteReadings.readAt));
const watchRow = async (watchId: string) => (await t.db.select().from(websiteWatches).where(eq(websiteWatches.id, watchId)))[0];
const mailTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));

async function watchSite(url: string) {
  const submission = await seedSubmission(t, { primaryArchetype: 'The Sage', companyUrl: url });
  const { id } = await createWatch(t.db, { submissionId: submission.id, url, consentAt: clock, now: clock, intervalMs: 30 * DAY });
  return { id, submission };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  siteDir = mkdtempSync(join(tmpdir(), 'watched-site-'));
  rewriteSite('sage');
  site = await serveSite(siteDir);
  const env = { ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_CACHE_TTL_SECONDS: '0', WATCH_INTERVAL_DAYS: '30' };
  const real = createNodeAnalyzer(parseEnv({ DATABASE_URL: 'file::memory:', NODE_ENV: 'test', ...env }), memoryLogger());
  const analyzer = {
    analyze: async (...args: Parameters<typeof real.analyze>) => {
      const analysis = await real.analyze(...args);
      return readConfidence === undefined ? analysis : { ...analysis, confidence: readConfidence };
    },
  };
  t = await createTestApp(env, { now: () => clock, mailTransport: createSmtpTransport({ url: smtp.url }), analyzer });
});
afterAll(async () => {
  const { watches, mailer } = servicesOf(t.app);
  await Promise.all([watches.idle(), mailer.idle()]);
  t.close();
  await Promise.all([smtp.close(), site.close()]);
  rmSync(siteDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(websiteWatches);
  await t.db.delete(watchHosts);
  rewriteSite('sage');
  readConfidence = undefined;
});

describe('watching a website', () => {
  it('reads it every interval, emails once when its voice drifts, stays quiet when nothing changed, and stops on request', async () => {
    const { id, submission } = await watchSite(site.url);

    await after(31 * DAY);
    const [first] = await readingsOf(id);
    expect(first).toMatchObject({ error: null, archetype: 'The Sage', alignment: 'aligned', changes: [] });
    expect(first?.passages?.[0]?.passages.length).toBeGreaterThan(0);
    expect(mailTo(submission.email)).toHaveLength(0);

    rewriteSite('ruler');
    await after(31 * DAY);
    const readings = await readingsOf(id);
    expect(readings).toHaveLength(2);
    expect(readings[1]).toMatchObject({ archetype: 'The Ruler', alignment: 'gap' });
    expect(readings[1]?.changes).toEqual(
      expect.arrayContaining([
        { kind: 'archetype', from: 'The Sage', to: 'The Ruler' },
        { kind: 'alignment', from: 'aligned', to: 'gap' },
      ]),
    );
    const [drift, ...more] = mailTo(submission.email);
    expect(more).toHaveLength(0);
    expect(drift?.parsed.subject).toBe('Your website now reads as The Ruler');
    expect(drift?.parsed.text).toContain(`/w/${id}`);
    const token = /\/w\/[\w-]+\/stop\?token=([\w-]+)/.exec(drift?.parsed.text ?? '')?.[1];
    expect(verifyStopToken(serverSecret(t.env), id, token)).toBe(true);
    expect((await watchRow(id))?.lastChangeAt).toBe(readings[1]?.readAt);

    await after(31 * DAY);
    expect(await readingsOf(id)).toHaveLength(3);
    expect((await readingsOf(id))[2]?.changes).toEqual([]);
    expect(mailTo(submission.email)).toHaveLength(1);

    expect(await stopWatch(t.db, id, clock)).toBe(true);
    expect(await stopWatch(t.db, id, clock)).toBe(false);
    await after(31 * DAY);
    expect(await readingsOf(id)).toHaveLength(3);
    expect(await watchRow(id)).toMatchObject({ status: 'ended', endReason: 'stopped' });
  });

  it('records a weak reading as uncertain and announces no change of alignment from it; the next judged reading is compared with the last judged one', async () => {
    const { id, submission } = await watchSite(site.url);
    await after(31 * DAY);
    expect((await readingsOf(id))[0]).toMatchObject({ archetype: 'The Sage', alignment: 'aligned' });

    // The site now reads as another archetype, but too weakly to judge: no "it now differs from you".
    rewriteSite('ruler');
    readConfidence = 0.3;
    await after(31 * DAY);
    const weak = (await readingsOf(id))[1]!;
    expect(weak).toMatchObject({ archetype: 'The Ruler', confidence: 0.3, alignment: 'uncertain' });
    expect(weak.changes?.map((c) => c.kind)).not.toContain('alignment');
    const [note] = mailTo(submission.email);
    expect(note?.parsed.text).toContain('This reading is too uncertain to say whether your website matches your own archetype.');
    expect(note?.parsed.text).not.toContain('differs from your own archetype');

    // A strong reading again: the alignment changed since the last reading that could judge it.
    readConfidence = 0.8;
    await after(31 * DAY);
    expect((await readingsOf(id))[2]).toMatchObject({ alignment: 'gap' });
    expect((await readingsOf(id))[2]?.changes).toContainEqual({ kind: 'alignment', from: 'aligned', to: 'gap' });
  });

  it("offers one-click unsubscribe in the drift email's headers: the mail client's POST to that address ends the watch", async () => {
    const { id, submission } = await watchSite(site.url);
    await after(31 * DAY);
    rewriteSite('ruler');
    await after(31 * DAY);
    const [drift] = mailTo(submission.email);
    const header = (name: string) => drift?.parsed.headers.find((h) => h.key === name.toLowerCase())?.value;
    const address = /^<(https?:\/\/[^>]+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1];
    expect(address).toMatch(new RegExp(`/api/watches/${id}/stop\\?token=[\\w-]{43}$`));
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const { pathname, search } = new URL(address!);
    const opened = await t.app.request(pathname + search, {}, { clientAddress: '192.0.2.40' });
    expect(opened.status).toBe(303); // a browser is sent on to the page, and nothing stops
    expect(opened.headers.get('location')).toBe(`/w/${id}/stop${search}`);
    expect(await watchRow(id)).toMatchObject({ endedAt: null });

    const clicked = await t.app.request(
      pathname + search,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' },
      { clientAddress: '192.0.2.40' },
    );
    expect(clicked.status).toBe(200);
    expect(await watchRow(id)).toMatchObject({ status: 'ended', endReason: 'stopped' });
  });

  it('ends a watch whose site cannot be read three times in a row, with one note', async () => {
    const { id, submission } = await watchSite(`http://127.0.0.1:${await closedPort()}/`);

    await after(31 * DAY);
    expect(await watchRow(id)).toMatchObject({ status: 'pending', consecutiveFailures: 1 });
    await after(DAY);
    await after(DAY);
    await after(DAY);

    const readings = await readingsOf(id);
    expect(readings).toHaveLength(3);
    expect(readings.every((r) => r.error && r.archetype === null)).toBe(true);
    expect(await watchRow(id)).toMatchObject({ status: 'ended', endReason: 'unreachable', consecutiveFailures: 3 });
    const notes = mailTo(submission.email);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.parsed.subject).toBe('We stopped watching your website');
    expect(notes[0]?.parsed.text).toContain(readings[2]!.error!);
    expect(notes[0]?.parsed.text).toContain(`/w/${id}/stop?token=`);
  });

  it('crawls a host at most once an hour: of two watches due together, one reads and the other waits its turn', async () => {
    const a = await watchSite(site.url);
    const b = await watchSite(`${site.url}about`);
    await after(31 * DAY);

    const read = [...(await readingsOf(a.id)), ...(await readingsOf(b.id))];
    expect(read).toHaveLength(1);
    const waiting = (await watchRow(read[0]!.watchId === a.id ? b.id : a.id))!;
    expect(waiting.status).toBe('pending');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(clock + HOST_GAP_MS);
    expect(waiting.nextAttemptAt.getTime()).toBeLessThan(clock + 2 * HOST_GAP_MS);

    await after(2 * HOST_GAP_MS);
    expect([...(await readingsOf(a.id)), ...(await readingsOf(b.id))]).toHaveLength(2);
  });

  it('reads one page once for all its watchers: the crawl within the hour serves them all', async () => {
    const a = await watchSite(site.url);
    const b = await watchSite(site.url);
    site.requests.length = 0;
    await after(31 * DAY);

    const [first, second] = [(await readingsOf(a.id))[0], (await readingsOf(b.id))[0]];
    expect(first?.archetype).toBeTruthy();
    expect(second).toMatchObject({ archetype: first!.archetype, headline: first!.headline, error: null });
    expect(site.requests.filter((path) => path === '/')).toHaveLength(1);
  });

  it('keeps one watch per submission: asking again returns it, and a stopped one starts over', async () => {
    const { id, submission } = await watchSite(site.url);
    expect(id).toMatch(/^[\w-]{22}$/);
    const again = () => createWatch(t.db, { submissionId: submission.id, url: site.url, consentAt: clock, now: clock, intervalMs: 30 * DAY });
    expect(await again()).toEqual({ id });
    await stopWatch(t.db, id, clock);
    expect(await again()).toEqual({ id });
    expect(await watchRow(id)).toMatchObject({ status: 'pending', endReason: null, consecutiveFailures: 0 });
  });

  it('lets a watch go with its erased submission', async () => {
    const { id, submission } = await watchSite(site.url);
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, submission.id));
    await after(31 * DAY);
    expect(await watchRow(id)).toBeUndefined();
    expect(await readingsOf(id)).toHaveLength(0);
  });
});
