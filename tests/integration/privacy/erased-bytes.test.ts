import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { filePathOf } from '../../../db/open-and-migrate.ts';
import { runRetentionSweep } from '../../../functions/privacy/retention.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { readJson } from '../../helpers/read.ts';
import { request, sessionFor } from '../admin/helpers.ts';
import { addEverything, queueMail, setupErasures, submitLead, type Lead, type TestApp } from './erasure-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Distinctive addresses, submitted in mixed case (they are stored lower-cased). */
const LEAVING = 'Erin.Probe-25@Erasure-Bytes.example';
const STAYING = 'Kim.Probe-25@Erasure-Bytes.example';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup(env: Record<string, string> = {}) {
  const s = await setupErasures({ hubspot: false, env: { AUTH_RATE_LIMIT_MAX: '1000', ...env } });
  cleanup.push(s.close);
  return s;
}

/** The database's files as they lie on disk: the main file, its write-ahead log and the log's index. */
function rawFiles(t: TestApp): Record<string, Buffer> {
  const path = filePathOf(t.env.DATABASE_URL)!;
  const files: Record<string, Buffer> = {};
  for (const suffix of ['', '-wal', '-shm']) files[`app.db${suffix}`] = existsSync(path + suffix) ? readFileSync(path + suffix) : Buffer.alloc(0);
  return files;
}

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/**
 * How many times each file holds the address, as bytes: in any letter case (ASCII), and as the SHA-256 hex of its
 * lower-cased form (how the app hashes addresses where it keeps a hash).
 */
function tracesOf(t: TestApp, address: string): Record<string, number> {
  const lower = address.toLowerCase();
  const hashed = createHash('sha256').update(lower).digest('hex');
  const traces: Record<string, number> = {};
  for (const [name, bytes] of Object.entries(rawFiles(t))) {
    const text = bytes.toString('latin1').toLowerCase();
    traces[name] = occurrences(text, lower) + occurrences(text, hashed);
  }
  return traces;
}

const NONE = { 'app.db': 0, 'app.db-wal': 0, 'app.db-shm': 0 };
const total = (traces: Record<string, number>) => Object.values(traces).reduce((a, b) => a + b, 0);

/** A visitor with a row in every table that can hang off a submission, and a report email of their own. */
async function visitorWithEverything(t: TestApp, address: string, at: number): Promise<{ lead: Lead; token: string }> {
  const lead = await submitLead(t, address);
  await addEverything(t, lead, at);
  const res = await t.post(`/api/submissions/${lead.id}/email-report`, { email: lead.email, accessToken: lead.accessToken });
  expect(res.status).toBe(202);
  const { id } = await readJson(res, emailReportAcceptedSchema);
  const [mail] = await t.client.execute({ sql: 'select text from mail_outbox where id = ?', args: [id] }).then((r) => r.rows);
  const token = /delete-my-data#token=([\w.-]+)/.exec(String(mail!.text))?.[1];
  expect(token).toBeDefined();
  return { lead, token: token! };
}

describe('Erasure leaves no trace of the address in the database files', () => {
  it('an admin erasing the address: neither the main file nor the log holds it afterwards; another visitor’s stays', async () => {
    const { t, clock } = await setup();
    await visitorWithEverything(t, LEAVING, clock.at);
    // Mail to the address that belongs to no submission.
    await queueMail(t, LEAVING.toLowerCase(), { at: clock.at });
    await visitorWithEverything(t, STAYING, clock.at);
    const admin = await sessionFor(t, 'privacy-officer@example.com', { admin: true });
    expect(total(tracesOf(t, LEAVING))).toBeGreaterThan(0);

    const res = await request(t, 'POST', '/api/admin/erasures', { email: LEAVING }, { cookie: admin });

    expect(res.status).toBe(200);
    expect(tracesOf(t, LEAVING)).toEqual(NONE);
    expect(total(tracesOf(t, STAYING))).toBeGreaterThan(0);
  });

  it('a visitor deleting their data through the link in their email: the address is gone from every file', async () => {
    const { t, clock } = await setup();
    const { token } = await visitorWithEverything(t, LEAVING, clock.at);
    await visitorWithEverything(t, STAYING, clock.at);
    expect(total(tracesOf(t, LEAVING))).toBeGreaterThan(0);

    const res = await t.post('/api/privacy/delete', { token });

    expect(res.status).toBe(200);
    expect(tracesOf(t, LEAVING)).toEqual(NONE);
    expect(total(tracesOf(t, STAYING))).toBeGreaterThan(0);
  });

  it('the retention sweep erasing old submissions: their address is gone from every file, a recent one stays', async () => {
    const { t, deps, clock } = await setup({ DATA_RETENTION_DAYS: '30' });
    await visitorWithEverything(t, LEAVING, clock.at);
    clock.at += 31 * DAY;
    await visitorWithEverything(t, STAYING, clock.at);
    expect(total(tracesOf(t, LEAVING))).toBeGreaterThan(0);

    expect(await runRetentionSweep(deps)).toMatchObject({ submissions: 1 });

    expect(tracesOf(t, LEAVING)).toEqual(NONE);
    expect(total(tracesOf(t, STAYING))).toBeGreaterThan(0);
  });
});
