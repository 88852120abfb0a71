import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dataErasures, hubspotErasures } from '../../../db/privacy-schema.ts';
import { eraseByEmail, eraseSubmissions } from '../../../functions/privacy/erase.ts';
import { addEverything, mailTo, queueMail, rowsOf, setupErasures, submitLead, sum } from './erasure-helpers.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup(options?: Parameters<typeof setupErasures>[0]) {
  const s = await setupErasures(options);
  cleanup.push(s.close);
  return s;
}

describe('Erasing submissions', () => {
  it('deletes every row of the erased submissions in every table, pending mail included, and nobody else’s', async () => {
    const { t, deps, clock, idle } = await setup();
    const mine = [await submitLead(t, 'ana@example.com'), await submitLead(t, 'ana@example.com')];
    const other = await submitLead(t, 'ben@example.com');
    for (const lead of [...mine, other]) await addEverything(t, lead, clock.at);
    await idle();
    const before = [await rowsOf(t, mine[0]!.id), await rowsOf(t, mine[1]!.id)];
    const othersBefore = await rowsOf(t, other.id);
    expect(Object.values(before[0]!).every((n) => n > 0)).toBe(true);

    const report = await eraseSubmissions(
      deps,
      mine.map((l) => l.id),
      { trigger: 'self-service' },
    );

    expect(report).toEqual({ submissions: 2, rows: sum(before[0]!) + sum(before[1]!) });
    for (const lead of mine) expect(Object.values(await rowsOf(t, lead.id)).every((n) => n === 0)).toBe(true);
    expect(await mailTo(t, 'ana@example.com')).toBe(0);
    expect(await rowsOf(t, other.id)).toEqual(othersBefore);
  });

  it('logs the erasure with counts only: when, how, who acted, how many; never the address or a submission id', async () => {
    const { t, deps, clock } = await setup({ hubspot: false });
    const lead = await submitLead(t, 'cara@example.com');
    const report = await eraseSubmissions(deps, [lead.id], { trigger: 'admin', actorId: 'admin-user-1' });

    const log = await t.db.select().from(dataErasures);
    expect(log).toEqual([
      { id: expect.any(String), at: new Date(clock.at), trigger: 'admin', actorId: 'admin-user-1', submissions: 1, rows: report.rows },
    ]);
    const text = JSON.stringify(log);
    expect(text).not.toContain('cara');
    expect(text).not.toContain(lead.id);
  });

  it('logs an admin erasure that matched nothing, but not a visitor’s or an unknown id’s', async () => {
    const { t, deps } = await setup({ hubspot: false });
    expect(await eraseSubmissions(deps, [crypto.randomUUID()], { trigger: 'self-service' })).toEqual({ submissions: 0, rows: 0 });
    expect(await t.db.select().from(dataErasures)).toEqual([]);

    expect(await eraseByEmail(deps, 'nobody@example.com', 'admin-user-1')).toEqual({ submissions: 0, rows: 0 });
    expect(await t.db.select().from(dataErasures)).toMatchObject([{ trigger: 'admin', actorId: 'admin-user-1', submissions: 0, rows: 0 }]);
  });

  it('erases an address whatever its case: every submission made with it and every email sent to it', async () => {
    const { t, deps, clock } = await setup({ hubspot: false });
    const leads = [await submitLead(t, 'Dana@Example.com'), await submitLead(t, 'dana@example.com')];
    await addEverything(t, leads[0]!, clock.at);
    // Mail to the address that belongs to no submission (e.g. sent before the submission was deleted by hand).
    await queueMail(t, 'dana@example.com', { at: clock.at });
    const keep = await submitLead(t, 'dana@example.org');
    const rowsBefore = sum(await rowsOf(t, leads[0]!.id)) + sum(await rowsOf(t, leads[1]!.id)) + 1;

    expect(await eraseByEmail(deps, '  DANA@example.COM ', 'admin-user-1')).toEqual({ submissions: 2, rows: rowsBefore });
    expect(await mailTo(t, 'dana@example.com')).toBe(0);
    expect((await rowsOf(t, keep.id)).quiz_submissions).toBe(1);
  });
});

describe('HubSpot after an erasure', () => {
  it('queues a GDPR delete of a contact whose last submission went, and sends it a minute later', async () => {
    const { t, deps, clock, idle, gdprDeletes } = await setup();
    const lead = await submitLead(t, 'erin@example.com');
    await idle();

    await eraseSubmissions(deps, [lead.id], { trigger: 'self-service' });
    await deps.hubspotErasures.kick();
    expect(gdprDeletes()).toEqual([]);

    clock.at += 60_000;
    await deps.hubspotErasures.kick();
    expect(gdprDeletes()).toMatchObject([{ method: 'POST', body: { objectId: 'erin@example.com', idProperty: 'email' } }]);
    expect(gdprDeletes()[0]!.headers.authorization).toBe('Bearer pat-na1-erasure-test');
    expect(await t.db.select().from(hubspotErasures)).toMatchObject([{ status: 'erased', email: null, erasedAt: new Date(clock.at) }]);
  });

  it('retries a refused delete (503) until HubSpot takes it, then never sends it again', async () => {
    const { t, deps, clock, idle, hubspot, gdprDeletes } = await setup();
    const lead = await submitLead(t, 'finn@example.com');
    await idle();
    await eraseSubmissions(deps, [lead.id], { trigger: 'self-service' });

    hubspot.respond = (r) => (r.path.endsWith('/gdpr-delete') ? { status: 503, body: { message: 'busy' } } : undefined);
    clock.at += 60_000;
    await deps.hubspotErasures.kick();
    const [waiting] = await t.db.select().from(hubspotErasures);
    expect(waiting).toMatchObject({ status: 'pending', email: 'finn@example.com', lastError: expect.stringContaining('HubSpot answered 503') });

    hubspot.respond = undefined;
    clock.at = waiting!.nextAttemptAt.getTime();
    await deps.hubspotErasures.kick();
    clock.at += 24 * 60 * 60 * 1000;
    await deps.hubspotErasures.kick();

    expect(gdprDeletes().map((r) => (r.body as { objectId: string }).objectId)).toEqual(['finn@example.com', 'finn@example.com']);
    expect(await t.db.select().from(hubspotErasures)).toMatchObject([{ status: 'erased', email: null, attempts: 2 }]);
  });

  it('counts a contact HubSpot does not hold (404) as deleted', async () => {
    const { t, deps, clock, idle, hubspot } = await setup();
    const lead = await submitLead(t, 'gus@example.com');
    await idle();
    await eraseSubmissions(deps, [lead.id], { trigger: 'self-service' });
    hubspot.respond = () => ({ status: 404, body: { message: 'Not found' } });
    clock.at += 60_000;
    await deps.hubspotErasures.kick();
    expect(await t.db.select().from(hubspotErasures)).toMatchObject([{ status: 'erased', email: null }]);
  });

  it('syncs the newest remaining submission again when the address still has one, instead of deleting the contact', async () => {
    const { t, deps, clock, idle, hubspot, gdprDeletes } = await setup();
    const older = await submitLead(t, 'hana@example.com');
    clock.at += 1000;
    const newer = await submitLead(t, 'hana@example.com');
    await idle();
    const upsertsBefore = hubspot.requests.length;

    await eraseSubmissions(deps, [newer.id], { trigger: 'self-service' });
    await idle();

    expect(hubspot.requests.length).toBe(upsertsBefore + 1);
    expect(hubspot.requests.at(-1)).toMatchObject({ path: '/crm/v3/objects/contacts/batch/upsert', body: { inputs: [{ id: 'hana@example.com' }] } });
    expect(await t.db.query.hubspotSync.findFirst({ where: (s) => eq(s.submissionId, older.id) })).toMatchObject({ status: 'synced', version: 2 });
    clock.at += 60 * 60_000;
    await deps.hubspotErasures.kick();
    expect(gdprDeletes()).toEqual([]);
    expect(await t.db.select().from(hubspotErasures)).toEqual([]);
  });

  it('sends nothing about an address HubSpot never had: no consent, or no HubSpot token', async () => {
    const withoutConsent = await setup();
    const lead = await submitLead(withoutConsent.t, 'ivy@example.com', { consent: false });
    await withoutConsent.idle();
    await eraseSubmissions(withoutConsent.deps, [lead.id], { trigger: 'self-service' });
    expect(await withoutConsent.t.db.select().from(hubspotErasures)).toEqual([]);

    const withoutToken = await setup({ hubspot: false });
    const other = await submitLead(withoutToken.t, 'jo@example.com');
    await eraseSubmissions(withoutToken.deps, [other.id], { trigger: 'self-service' });
    expect(await withoutToken.t.db.select().from(hubspotErasures)).toEqual([]);
  });

  it('does not delete a contact whose address has consented again since the erasure', async () => {
    const { t, deps, clock, idle, gdprDeletes } = await setup();
    const first = await submitLead(t, 'kim@example.com');
    await idle();
    await eraseSubmissions(deps, [first.id], { trigger: 'self-service' });
    await submitLead(t, 'kim@example.com');
    await idle();

    clock.at += 60_000;
    await deps.hubspotErasures.kick();
    expect(gdprDeletes()).toEqual([]);
    expect(await t.db.select().from(hubspotErasures)).toMatchObject([{ status: 'erased', email: null }]);
  });
});
