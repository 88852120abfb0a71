import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { hubspotErasures } from '../../../db/privacy-schema.ts';
import { EARLIER_MAY_HAVE_REACHED } from '../../../functions/hubspot/reach.ts';
import { eraseByEmail, eraseSubmissions } from '../../../functions/privacy/erase.ts';
import { rowsOf, setupErasures, submitLead } from './erasure-helpers.ts';

// A GDPR delete goes to HubSpot only for an address it may hold: one it never received would land on its blocklist.

const UPSERT_PATH = '/crm/v3/objects/contacts/batch/upsert';
const HOUR = 60 * 60_000;

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup() {
  const s = await setupErasures();
  cleanup.push(s.close);
  const syncOf = async (id: string) => (await s.t.db.select().from(hubspotSync).where(eq(hubspotSync.submissionId, id)))[0];
  const upserts = () => s.hubspot.requests.filter((r) => r.path === UPSERT_PATH);
  /** Long after the erasure: every queued GDPR delete and sync has had its chance. */
  const later = async () => {
    s.clock.at += HOUR;
    await s.deps.hubspotErasures.kick();
    await s.deps.hubspot.kick();
    await s.idle();
  };
  return { ...s, syncOf, upserts, later };
}

describe('An admin erasing an address HubSpot never received', () => {
  it('sends no GDPR delete when the only sync of it got an HTTP error, and the pending sync goes with it', async () => {
    const { t, deps, hubspot, idle, gdprDeletes, syncOf, upserts, later } = await setup();
    hubspot.behaviour = 'error';
    const lead = await submitLead(t, 'never@example.com');
    await idle();
    expect(upserts()).toHaveLength(1);
    expect(await syncOf(lead.id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('HubSpot answered 500') });

    hubspot.behaviour = 'ok';
    await eraseByEmail(deps, 'never@example.com', 'admin-user-1');

    expect(await t.db.select().from(hubspotErasures)).toEqual([]);
    expect((await rowsOf(t, lead.id)).hubspot_sync).toBe(0);
    await later();
    expect(gdprDeletes()).toEqual([]);
    expect(upserts()).toHaveLength(1);
  });
});

describe('An admin erasing an address HubSpot may hold', () => {
  it('sends the GDPR delete after a sync whose connection dropped (the contact may have arrived)', async () => {
    const { t, deps, hubspot, idle, gdprDeletes, syncOf, later } = await setup();
    hubspot.behaviour = 'drop';
    const lead = await submitLead(t, 'dropped@example.com');
    await idle();
    expect((await syncOf(lead.id))?.lastError).toMatch(/^HubSpot unreachable:/);

    hubspot.behaviour = 'ok';
    await eraseByEmail(deps, 'dropped@example.com', 'admin-user-1');
    await later();
    expect(gdprDeletes()).toMatchObject([{ body: { objectId: 'dropped@example.com', idProperty: 'email' } }]);
  });

  it('still sends it when an HTTP error came after that dropped connection', async () => {
    const { t, deps, clock, hubspot, idle, gdprDeletes, syncOf, upserts, later } = await setup();
    hubspot.behaviour = 'drop';
    const lead = await submitLead(t, 'twice@example.com');
    await idle();
    hubspot.behaviour = 'error';
    clock.at += HOUR;
    await deps.hubspot.kick();
    await idle();
    expect(upserts()).toHaveLength(2);
    const sync = await syncOf(lead.id);
    expect(sync?.lastError?.startsWith(EARLIER_MAY_HAVE_REACHED)).toBe(true);
    expect(sync?.lastError).toContain('HubSpot answered 500');

    hubspot.behaviour = 'ok';
    await eraseByEmail(deps, 'twice@example.com', 'admin-user-1');
    await later();
    expect(gdprDeletes()).toHaveLength(1);
  });

  it('counts a sync of another submission of the same address: HubSpot holds the contact, so it is brought in line', async () => {
    const { t, deps, clock, hubspot, idle, gdprDeletes, syncOf, upserts, later } = await setup();
    const first = await submitLead(t, 'both@example.com');
    await idle();
    expect(await syncOf(first.id)).toMatchObject({ status: 'synced' });
    hubspot.behaviour = 'error';
    clock.at += 1000;
    const second = await submitLead(t, 'both@example.com');
    await idle();
    expect(await syncOf(second.id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('HubSpot answered 500') });

    hubspot.behaviour = 'ok';
    const before = upserts().length;
    await eraseSubmissions(deps, [second.id], { trigger: 'self-service' });
    await later();
    // The remaining submission is synced again (HubSpot mirrors what is held); its consent keeps the contact.
    expect(upserts().length).toBeGreaterThan(before);
    expect(await syncOf(first.id)).toMatchObject({ status: 'synced' });
    expect(gdprDeletes()).toEqual([]);
  });

  it('sends it while a sync is in flight, and after one that succeeded', async () => {
    const { t, deps, clock, hubspot, idle, gdprDeletes, syncOf, later } = await setup();
    hubspot.behaviour = 'error';
    const inFlight = await submitLead(t, 'flying@example.com');
    await idle();
    // As a drainer holds it mid-request.
    await t.db.update(hubspotSync).set({ status: 'sending', leaseToken: 'another-drainer' }).where(eq(hubspotSync.submissionId, inFlight.id));
    hubspot.behaviour = 'ok';
    clock.at += HOUR; // past the drain's back-off after the 500
    const synced = await submitLead(t, 'synced@example.com');
    await idle();
    expect(await syncOf(synced.id)).toMatchObject({ status: 'synced' });

    await eraseByEmail(deps, 'flying@example.com', 'admin-user-1');
    await eraseByEmail(deps, 'synced@example.com', 'admin-user-1');
    await later();
    expect(
      gdprDeletes()
        .map((r) => (r.body as { objectId: string }).objectId)
        .sort(),
    ).toEqual(['flying@example.com', 'synced@example.com']);
  });
});
