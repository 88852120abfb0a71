import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamNotices, teams } from '../../../db/team-schema.ts';
import { eraseSubmissions } from '../../../functions/privacy/erase.ts';
import { manageToken } from '../../../functions/teams/manage-token.ts';
import { TEAM_NOTICE_KIND } from '../../../functions/teams/notice-email.ts';
import { join, leave, notices, setupTeams, SITE, startTeam, submit, withWebsite, type Result } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
beforeAll(async () => (s = await setupTeams()));
afterAll(() => s.close());

const MINUTE = 60_000;
/** TEAM_NOTICE_WINDOW_SECONDS' default. */
const WINDOW = 10 * MINUTE;

/** Runs the notice queue as its timer would, at the test clock's time. */
async function runNotices() {
  await s.deps.teamNotices.kick();
}

const noticesTo = async (email: string) => (await notices(s.t)).filter((m) => m.recipient === email);

async function ownedTeam(email: string, name = 'Leadership') {
  const owner = await submit(s.t, { email, company: 'Acme Outfitters' });
  return startTeam(s.t, { name, ownerName: 'Olivia Owner' }, owner);
}

describe("the owner's notice of new members", () => {
  it('goes once for colleagues who join within the window, listing them all, with the team and manage links', async () => {
    const team = await ownedTeam('olivia@batch.example');
    await join(s.t, team.inviteId, await submit(s.t, { archetype: 'The Sage' }), 'Sam Sage');
    s.clock.advance(5 * MINUTE);
    await join(s.t, team.inviteId, await submit(s.t, { archetype: 'The Jester' }), 'Jo Jester');
    await runNotices();
    expect(await noticesTo('olivia@batch.example')).toEqual([]);

    s.clock.advance(5 * MINUTE + 1);
    await runNotices();
    const [mail, ...more] = await noticesTo('olivia@batch.example');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: '2 colleagues joined Leadership', status: 'pending', submissionId: team.owner.id });
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('Sam Sage');
      expect(part).toContain('The Sage');
      expect(part).toContain('Jo Jester');
      expect(part).toContain('The Jester');
      expect(part).toContain(`${SITE}/team/${team.teamId}`);
      expect(part).toContain(`${SITE}/team/${team.teamId}#manage=${manageToken(s.deps.secret, team.teamId)}`);
    }
    expect(mail!.text.indexOf('Sam Sage')).toBeLessThan(mail!.text.indexOf('Jo Jester'));
    const [row] = await s.t.db.select({ notifiedAt: teams.notifiedAt }).from(teams).where(eq(teams.id, team.teamId));
    expect(row!.notifiedAt).toBe(s.clock.at);
  });

  it('goes at most once an hour: a later join is told only after the hour, and alone', async () => {
    const team = await ownedTeam('olivia@hourly.example');
    await join(s.t, team.inviteId, await submit(s.t), 'First Fay');
    s.clock.advance(WINDOW);
    await runNotices();
    const firstAt = s.clock.at;
    expect(await noticesTo('olivia@hourly.example')).toHaveLength(1);

    s.clock.advance(MINUTE);
    await join(s.t, team.inviteId, await submit(s.t), 'Cara Later');
    const [job] = await s.t.db.select().from(teamNotices).where(eq(teamNotices.teamId, team.teamId));
    expect(job).toMatchObject({ status: 'pending', nextAttemptAt: new Date(firstAt + 60 * MINUTE) });
    s.clock.advance(WINDOW + MINUTE);
    await runNotices();
    expect(await noticesTo('olivia@hourly.example')).toHaveLength(1);

    s.clock.at = firstAt + 60 * MINUTE;
    await runNotices();
    const sent = await noticesTo('olivia@hourly.example');
    expect(sent).toHaveLength(2);
    const second = sent.find((m) => m.subject === 'Cara Later joined Leadership');
    expect(second?.text).not.toContain('First Fay');
  });

  it('waits out the hour when it comes round early (a join while the last one was being written)', async () => {
    const team = await ownedTeam('olivia@early.example');
    await join(s.t, team.inviteId, await submit(s.t), 'First Fay');
    s.clock.advance(WINDOW);
    await runNotices();
    const firstAt = s.clock.at;
    await join(s.t, team.inviteId, await submit(s.t), 'Quick Quinn');
    // As the queue leaves a job that was requested again while it was being sent: due at once.
    await s.t.db
      .update(teamNotices)
      .set({ nextAttemptAt: new Date(s.clock.at) })
      .where(eq(teamNotices.teamId, team.teamId));
    await runNotices();
    expect(await noticesTo('olivia@early.example')).toHaveLength(1);
    const [job] = await s.t.db.select().from(teamNotices).where(eq(teamNotices.teamId, team.teamId));
    expect(job).toMatchObject({ status: 'pending', nextAttemptAt: new Date(firstAt + 60 * MINUTE) });
    s.clock.at = firstAt + 60 * MINUTE;
    await runNotices();
    expect((await noticesTo('olivia@early.example')).map((m) => m.subject)).toContain('Quick Quinn joined Leadership');
  });

  it('escapes the names in the HTML part (they came from visitors) and keeps them as written in the text', async () => {
    const team = await ownedTeam('olivia@escape.example', '<script>alert("team")</script>');
    await join(s.t, team.inviteId, await submit(s.t), '<img src=x onerror=alert(1)> & "Co"');
    s.clock.advance(WINDOW);
    await runNotices();
    const [mail] = await noticesTo('olivia@escape.example');
    expect(mail!.html).not.toMatch(/<img src=x|<script>alert/);
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;team&quot;)&lt;/script&gt;');
    expect(mail!.text).toContain('<img src=x onerror=alert(1)> & "Co"');
    expect(mail!.subject).toBe('<img src=x onerror=alert(1)> & "Co" joined <script>alert("team")</script>');
  });

  it('says nothing when the colleagues left again before it was due, or when the owner’s result was erased', async () => {
    const left = await ownedTeam('olivia@left.example');
    const member = await submit(s.t);
    await join(s.t, left.inviteId, member, 'Brief Bea');
    await leave(s.t, left.teamId, member);
    const erased = await ownedTeam('olivia@erased.example');
    await join(s.t, erased.inviteId, await submit(s.t), 'Orphan Otto');
    await eraseSubmissions(s.deps, [erased.owner.id], { trigger: 'self-service' });
    s.clock.advance(WINDOW);
    await runNotices();
    expect(await noticesTo('olivia@left.example')).toEqual([]);
    expect(await noticesTo('olivia@erased.example')).toEqual([]);
    const jobs = await s.t.db.select({ status: teamNotices.status }).from(teamNotices).where(eq(teamNotices.teamId, left.teamId));
    expect(jobs).toEqual([{ status: 'sent' }]);
  });
});

describe('the notice and its mark are one write', () => {
  /** Runs `body` inside every write of this owner's notice to the outbox, as a trigger, until the returned call drops it. */
  async function whileNoticeIsWritten(email: string, body: string) {
    const name = `notice_${crypto.randomUUID().replaceAll('-', '')}`;
    await s.t.db.run(
      sql.raw(
        `create trigger ${name} after insert on mail_outbox when new.recipient = '${email}' and new.kind = '${TEAM_NOTICE_KIND}' begin ${body}; end`,
      ),
    );
    return () => s.t.db.run(sql.raw(`drop trigger ${name}`));
  }
  const notifiedAt = async (teamId: string) =>
    (await s.t.db.select({ notifiedAt: teams.notifiedAt }).from(teams).where(eq(teams.id, teamId)))[0]!.notifiedAt;
  const job = async (teamId: string) => (await s.t.db.select().from(teamNotices).where(eq(teamNotices.teamId, teamId)))[0]!;

  it('keeps neither when the email cannot be written; the retry still names everyone', async () => {
    const team = await ownedTeam('olivia@failed-write.example');
    await join(s.t, team.inviteId, await submit(s.t), 'Sam Sage');
    s.clock.advance(WINDOW);
    const stop = await whileNoticeIsWritten('olivia@failed-write.example', "select raise(abort, 'database or disk is full')");
    try {
      await runNotices();
      expect(await noticesTo('olivia@failed-write.example')).toEqual([]);
      expect(await notifiedAt(team.teamId)).toBeNull();
      expect(await job(team.teamId)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('disk is full') });
    } finally {
      await stop();
    }
    s.clock.advance(60 * MINUTE);
    await runNotices();
    expect((await noticesTo('olivia@failed-write.example')).map((m) => m.subject)).toEqual(['Sam Sage joined Leadership']);
    expect(await notifiedAt(team.teamId)).toBe(s.clock.at);
  });

  it('is taken back when a colleague leaves as it is written; read again, it leaves them out', async () => {
    const team = await ownedTeam('olivia@left-meanwhile.example');
    await join(s.t, team.inviteId, await submit(s.t), 'Brief Bea');
    await join(s.t, team.inviteId, await submit(s.t), 'Steady Stan');
    s.clock.advance(WINDOW);
    const stop = await whileNoticeIsWritten(
      'olivia@left-meanwhile.example',
      `delete from team_members where team_id = '${team.teamId}' and name = 'Brief Bea'`,
    );
    try {
      await runNotices();
    } finally {
      await stop();
    }
    expect(await noticesTo('olivia@left-meanwhile.example')).toEqual([]);
    expect(await notifiedAt(team.teamId)).toBeNull();
    expect(await job(team.teamId)).toMatchObject({ status: 'pending', nextAttemptAt: new Date(s.clock.at + 1000) });
    s.clock.advance(1000);
    await runNotices();
    expect((await noticesTo('olivia@left-meanwhile.example')).map((m) => m.subject)).toEqual(['Steady Stan joined Leadership']);
  });

  it('is taken back when a colleague joins as it is written, so they are not marked told unnamed', async () => {
    const team = await ownedTeam('olivia@joined-meanwhile.example');
    await join(s.t, team.inviteId, await submit(s.t), 'Early Eve');
    s.clock.advance(WINDOW);
    const late = await submit(s.t, { archetype: 'The Jester' });
    // What a join that saw the old notice time writes: joined a moment ago, inside the notice's window.
    const stop = await whileNoticeIsWritten(
      'olivia@joined-meanwhile.example',
      `insert into team_members (id, team_id, submission_id, name, is_owner, joined_at) values ('${crypto.randomUUID()}', '${team.teamId}', '${late.id}', 'Late Lou', 0, ${s.clock.at - 1})`,
    );
    try {
      await runNotices();
    } finally {
      await stop();
    }
    expect(await noticesTo('olivia@joined-meanwhile.example')).toEqual([]);
    s.clock.advance(1000);
    await runNotices();
    const [mail, ...more] = await noticesTo('olivia@joined-meanwhile.example');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 colleagues joined Leadership');
    expect(mail!.text).toContain('Early Eve');
    expect(mail!.text).toContain('Late Lou');
  });
});

describe('HubSpot', () => {
  const upserted = () =>
    s.hubspot.requests
      .filter((r) => r.path === '/crm/v3/objects/contacts/batch/upsert')
      .flatMap((r) => (r.body as { inputs: { id: string; properties: Record<string, string> }[] }).inputs);

  it("receives a consented member as a contact of the team's company; a member without consent is never sent", async () => {
    const owner = await submit(s.t, { company: 'Acme Outfitters' });
    await withWebsite(s.t, owner);
    const { inviteId } = await startTeam(s.t, {}, owner);
    const consented: Result = await submit(s.t, { email: 'member@hubspot.example', company: null });
    const silent: Result = await submit(s.t, { email: 'silent@hubspot.example', company: null, consent: false });
    await join(s.t, inviteId, consented);
    await join(s.t, inviteId, silent);
    await s.deps.hubspot.idle();
    const contacts = upserted();
    expect(contacts.filter((c) => c.id === 'member@hubspot.example').at(-1)?.properties).toMatchObject({
      email: 'member@hubspot.example',
      company: 'Acme Outfitters',
      website: 'https://acme.example/',
      company_archetype: 'The Hero',
    });
    expect(contacts.some((c) => c.id === 'silent@hubspot.example')).toBe(false);
  });
});
