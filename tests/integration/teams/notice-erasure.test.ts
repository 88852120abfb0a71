import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { teamMembers } from '../../../db/team-schema.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { eraseByEmail, eraseSubmissions } from '../../../functions/privacy/erase.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { join, notices, setupTeams, startTeam, submit } from './helpers.ts';

const MINUTE = 60_000;
/** TEAM_NOTICE_WINDOW_SECONDS' default. */
const WINDOW = 10 * MINUTE;
const OWNER = 'olivia@team-z.example';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** The teams app with its mail going to a loopback port where no mail server listens yet. */
async function setup() {
  const port = await closedPort();
  const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}` });
  const s = await setupTeams({ deps: { mailTransport: transport } });
  cleanup.push(
    () => transport.close?.(),
    () => s.close(),
  );
  const { mailer, teamNotices } = s.deps;
  const deliver = async () => {
    await mailer.kick();
    await mailer.idle();
  };
  return {
    ...s,
    /** The mail server comes up on the port the app sends to; what reaches the owner from then on. */
    async smtpUp() {
      const smtp = await startSmtpServer(port);
      cleanup.push(() => smtp.close());
      return () => smtp.received.filter((m) => m.envelopeTo.includes(OWNER)).map((m) => m.parsed.text ?? '');
    },
    /** The notice pass, then the mailer, as their timers would run them at the test clock's time. */
    async runNoticesAndMail() {
      await teamNotices.kick();
      await teamNotices.idle();
      await deliver();
    },
    deliver,
  };
}

/** Team Z with Erin (erased3@example.com) and, unless told otherwise, Kim as members; the notice naming them rendered and pending. */
async function teamZWithPendingNotice(s: Awaited<ReturnType<typeof setup>>, { withKim = true } = {}) {
  const team = await startTeam(s.t, { name: 'Team Z', ownerName: 'Olivia Owner' }, await submit(s.t, { email: OWNER }));
  const erin = await submit(s.t, { email: 'erased3@example.com', archetype: 'The Hero' });
  await join(s.t, team.inviteId, erin, 'Erin Erased');
  if (withKim) await join(s.t, team.inviteId, await submit(s.t, { archetype: 'The Sage' }), 'Kept Kim');
  s.clock.advance(WINDOW);
  await s.runNoticesAndMail();
  const pending = await notices(s.t);
  expect(pending).toMatchObject([{ recipient: OWNER, status: 'pending', submissionId: team.owner.id }]);
  expect(pending[0]!.text).toContain('Erin Erased');
  return { team, erin };
}

describe("a member erased while the owner's notice naming them waits in the outbox", () => {
  it('is never named to the owner: the notice is taken back and goes again naming only the members that remain', async () => {
    const s = await setup();
    await teamZWithPendingNotice(s);

    await eraseByEmail(s.deps, 'erased3@example.com', 'admin-user-1');
    const received = await s.smtpUp();
    s.clock.advance(5 * MINUTE);
    await s.deliver();
    expect(received()).toEqual([]);

    // Written again once the hour since the notice that was taken back has passed.
    s.clock.advance(60 * MINUTE);
    await s.runNoticesAndMail();
    const [mail, ...more] = received();
    expect(more).toEqual([]);
    expect(mail).toContain('New on your team, Team Z:');
    expect(mail).toContain('- Kept Kim: The Sage');
    expect(mail).not.toContain('Erin');
    expect(JSON.stringify(await notices(s.t))).not.toContain('Erin');
  });

  it('goes nowhere when the erased member was the only one it named (a visitor erasing their own result)', async () => {
    const s = await setup();
    const { erin } = await teamZWithPendingNotice(s, { withKim: false });

    await eraseSubmissions(s.deps, [erin.id], { trigger: 'self-service' });
    const received = await s.smtpUp();
    s.clock.advance(65 * MINUTE);
    await s.runNoticesAndMail();
    expect(received()).toEqual([]);
    expect(await notices(s.t)).toEqual([]);
  });

  it('once sent, cannot be recalled, but its stored copy goes; the others it named are not told again', async () => {
    const s = await setup();
    const { team, erin } = await teamZWithPendingNotice(s);
    const received = await s.smtpUp();
    s.clock.advance(5 * MINUTE);
    await s.deliver();
    expect(received()).toHaveLength(1);

    await eraseSubmissions(s.deps, [erin.id], { trigger: 'self-service' });
    expect(await notices(s.t)).toEqual([]);
    s.clock.advance(65 * MINUTE);
    await s.runNoticesAndMail();
    expect(received()).toHaveLength(1);
    const members = await s.t.db.select({ name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.teamId, team.teamId));
    expect(members.map((m) => m.name).sort()).toEqual(['Kept Kim', 'Olivia Owner']);
    expect(await s.t.db.$count(mailOutbox, eq(mailOutbox.recipient, OWNER))).toBe(0);
  });
});
