import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase } from '../../../db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, openDatabase } from '../../../db/open-and-migrate.ts';
import { teamMembers } from '../../../db/team-schema.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** The migrations folder as it was before members kept the notice that named them (0000–0016). */
function migrationsBefore0017(dir: string): string {
  const folder = join(dir, 'migrations');
  cpSync(DEFAULT_MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0017');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it('gives each member the owner was already told about the notice that named them, and leaves the others to be named', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'notice-migration-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const url = `file:${join(dir, 'app.db')}`;
  const old = connectDatabase(url);
  await migrate(old.db, { migrationsFolder: migrationsBefore0017(dir) });

  const t0 = Date.parse('2026-03-02T10:00:00Z');
  const hour = 60 * 60_000;
  const submission = (id: string) =>
    `INSERT INTO quiz_submissions (id, email, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, access_token_hash)
     VALUES ('${id}', '${id}@example.com', 'The Hero', 'Warrior', '{}', '{}', ${t0}, '${'x'.repeat(64)}')`;
  const team = (id: string, owner: string, notifiedAt: number) =>
    `INSERT INTO teams (id, invite_id, owner_submission_id, name, owner_name, closed, created_at, notified_at)
     VALUES ('${id}', 'invite-${id}', '${owner}', 'Team ${id}', 'Olivia', 0, ${t0}, ${notifiedAt})`;
  const member = (id: string, teamId: string, joinedAt: number, isOwner = 0) =>
    `INSERT INTO team_members (id, team_id, submission_id, name, is_owner, joined_at) VALUES ('${id}', '${teamId}', '${id}', '${id}', ${isOwner}, ${joinedAt})`;
  const notice = (id: string, owner: string, at: number) =>
    `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at, submission_id)
     VALUES ('${id}', 'team-notice', '${owner}@example.com', 'Joined', '<p>Joined</p>', 'Joined', 'sent', 1, ${at}, ${at}, '${owner}')`;
  await old.client.batch([
    ...['owner', 'first', 'second', 'waiting', 'owner2', 'unmailed'].map(submission),
    team('z', 'owner', t0 + 2 * hour),
    member('owner', 'z', t0, 1),
    member('first', 'z', t0 + 5 * 60_000),
    member('second', 'z', t0 + hour + 5 * 60_000),
    member('waiting', 'z', t0 + 2 * hour + 5 * 60_000),
    notice('notice-1', 'owner', t0 + hour),
    notice('notice-2', 'owner', t0 + 2 * hour),
    // A team told before whose notice is no longer in the outbox.
    team('y', 'owner2', t0 + hour),
    member('owner2', 'y', t0, 1),
    member('unmailed', 'y', t0 + 5 * 60_000),
  ]);
  old.client.close();

  const { db, client } = await openDatabase(url);
  cleanup.push(() => client.close());
  const named = Object.fromEntries(
    (await db.select({ id: teamMembers.id, noticeMailId: teamMembers.noticeMailId }).from(teamMembers)).map((m) => [m.id, m.noticeMailId]),
  );
  expect(named).toEqual({
    owner: null,
    first: 'notice-1',
    second: 'notice-2',
    waiting: null,
    owner2: null,
    unmailed: 'before-0017',
  });
});
