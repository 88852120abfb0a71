import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase } from '../../../db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, openDatabase } from '../../../db/open-and-migrate.ts';
import { createMailDrain } from '../../../functions/mail/deliver.ts';
import { getOutboxMail } from '../../../functions/mail/outbox.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** The migrations folder as it was before the delivery queue (0000–0005). */
function migrationsBeforeQueue(dir: string): string {
  const folder = join(dir, 'migrations');
  cpSync(DEFAULT_MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0006');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it('keeps the mail and HubSpot syncs that were waiting, and gives failures of the last 48 h the new delivery window', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'queue-migration-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const url = `file:${join(dir, 'app.db')}`;
  const old = connectDatabase(url);
  await migrate(old.db, { migrationsFolder: migrationsBeforeQueue(dir) });

  const now = Date.now();
  const mail = (id: string, status: string, createdAt: number) => ({
    sql: `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, status, attempts, last_error, next_attempt_at, created_at)
          VALUES (?, 'account-confirmation', ?, 'Hi', '<p>Hi</p>', 'Hi', ?, 4, ?, ?, ?)`,
    args: [id, `${id}@example.com`, status, status === 'failed' ? 'connect ECONNREFUSED' : null, createdAt + 60_000, createdAt],
  });
  await old.client.batch([
    mail('waiting', 'pending', now - 60_000),
    mail('claimed', 'sending', now - 10 * 60_000),
    mail('failed-in-outage', 'failed', now - 3 * 60 * 60_000),
    mail('failed-long-ago', 'failed', now - 5 * 24 * 60 * 60_000),
    `INSERT INTO quiz_submissions (id, email, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, access_token_hash)
     VALUES ('s1', 'lead@example.com', 'The Hero', 'Warrior', '{}', '{}', ${now - 60_000}, '${'x'.repeat(64)}')`,
    `INSERT INTO hubspot_sync (submission_id, status, attempts, last_error, next_attempt_at, version, created_at)
     VALUES ('s1', 'failed', 4, 'HubSpot answered 500', ${now}, 1, ${now - 60_000})`,
  ]);
  old.client.close();

  const { db, client } = await openDatabase(url);
  cleanup.push(() => client.close());
  const status = async (id: string) => (await getOutboxMail(db, id))!;
  expect(await status('waiting')).toMatchObject({ status: 'pending', attempts: 4, queuedAt: null, version: 1, leaseToken: null });
  expect(await status('claimed')).toMatchObject({ status: 'sending' });
  expect(await status('failed-in-outage')).toMatchObject({ status: 'pending', lastError: 'connect ECONNREFUSED' });
  expect(await status('failed-long-ago')).toMatchObject({ status: 'failed' });
  expect(await db.query.hubspotSync.findFirst()).toMatchObject({ status: 'pending', lastError: 'HubSpot answered 500' });

  // The old claim has long expired: everything waiting goes out, once; the old failure stays failed.
  const smtp = await startSmtpServer();
  cleanup.push(() => smtp.close());
  const transport = createSmtpTransport({ url: smtp.url });
  cleanup.push(() => transport.close?.());
  const drain = createMailDrain({
    db,
    transport,
    from: 'x@site.example',
    giveUpMs: 48 * 60 * 60_000,
    now: () => now + 5 * 60_000,
    logger: memoryLogger(),
  });
  expect(await drain.pass()).toMatchObject({ delivered: 3, failed: 0 });
  expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(['claimed@example.com', 'failed-in-outage@example.com', 'waiting@example.com']);
  expect(await status('claimed')).toMatchObject({ status: 'sent', lastError: null });
  expect(await status('failed-long-ago')).toMatchObject({ status: 'failed' });
});
