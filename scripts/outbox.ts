// Reads and nudges the delivery queues: npm run outbox -- list [--hubspot] | show <id> [--html] | retry <id>|--all [--hubspot] | deliver [--hubspot]
// Uses the same database as the server (DATABASE_URL, default file:data/app.db). Without a mail transport
// configured, every email waits here as 'pending': this is how to read it.
import { desc, eq } from 'drizzle-orm';
import { hubspotSync, type HubspotSyncStatus } from '../db/hubspot-schema.ts';
import { openDatabase } from '../db/open-and-migrate.ts';
import { quizSubmissions } from '../db/schema.ts';
import { parseEnv } from '../functions/env.ts';
import { createHubspotClient } from '../functions/hubspot/client.ts';
import { createHubspotDrain } from '../functions/hubspot/queue.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { createMailDrain } from '../functions/mail/deliver.ts';
import { messageIdFor } from '../functions/mail/message-id.ts';
import { getOutboxMail, listOutbox } from '../functions/mail/outbox.ts';
import { createSmtpTransport } from '../functions/mail/smtp.ts';
import { retryFailed } from '../functions/jobs/store.ts';
import { HUBSPOT_JOBS, MAIL_JOBS } from '../functions/jobs/tables.ts';

const USAGE = `Usage:
  npm run outbox -- list [--hubspot] [--status pending|sending|sent|synced|failed] [--limit N]   newest first
  npm run outbox -- show <id> [--html]          a mail: headers and the text part (or the HTML part)
  npm run outbox -- retry <id>                  put a failed mail or HubSpot sync (by submission id) back in the queue
  npm run outbox -- retry --all [--hubspot]     every failed mail (or HubSpot sync)
  npm run outbox -- deliver [--hubspot]         send due mail now through SMTP_URL (or due syncs through HUBSPOT_TOKEN)`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i === -1 ? undefined : rest[i + 1];
};
const hubspot = rest.includes('--hubspot');
const argument = rest.find((a, i) => !a.startsWith('--') && !rest[i - 1]?.match(/^--(status|limit)$/));
const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const { db, client } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, env.MIGRATIONS_DIR);
  const giveUpMs = env.OUTBOX_GIVE_UP_HOURS * 60 * 60 * 1000;
  try {
    switch (command) {
      case 'list': {
        const status = option('status');
        const limit = Number(option('limit') ?? 50);
        if (hubspot) {
          const rows = await db
            .select({ sync: hubspotSync, email: quizSubmissions.email })
            .from(hubspotSync)
            .innerJoin(quizSubmissions, eq(quizSubmissions.id, hubspotSync.submissionId))
            .where(status ? eq(hubspotSync.status, status as HubspotSyncStatus) : undefined)
            .orderBy(desc(hubspotSync.createdAt))
            .limit(limit);
          if (rows.length === 0) console.log('No HubSpot syncs.');
          for (const { sync: r, email } of rows) {
            console.log(
              `${r.submissionId}  ${when(r.createdAt)}  ${r.status.padEnd(7)}  tries ${r.attempts}  next ${r.status === 'pending' ? when(r.nextAttemptAt) : '-'}  ${email}`,
            );
            if (r.lastError) console.log(`    last error: ${r.lastError}`);
          }
          return 0;
        }
        const rows = (await listOutbox(db, limit)).filter((r) => !status || r.status === status);
        if (rows.length === 0) console.log('The outbox is empty.');
        for (const r of rows) {
          console.log(
            `${r.id}  ${when(r.createdAt)}  ${r.status.padEnd(7)}  tries ${r.attempts}  ${r.kind.padEnd(20)}  ${r.recipient}  ${r.subject}`,
          );
          if (r.lastError) console.log(`    last error: ${r.lastError}`);
        }
        return 0;
      }
      case 'show': {
        const mail = argument ? await getOutboxMail(db, argument) : undefined;
        if (!mail) {
          console.error(argument ? `No mail with id ${argument}.` : USAGE);
          return argument ? 1 : 2;
        }
        console.log(`Message-ID: ${messageIdFor(mail.id, env.MAIL_FROM)}`);
        console.log(
          `To:       ${mail.recipient}\nSubject:  ${mail.subject}\nKind:     ${mail.kind}\nStatus:   ${mail.status} (${mail.attempts} attempts)`,
        );
        console.log(
          `Created:  ${when(mail.createdAt)}\nNext try: ${mail.status === 'pending' ? when(mail.nextAttemptAt) : '-'}\nSent:     ${when(mail.sentAt)}${mail.lastError ? `\nError:    ${mail.lastError}` : ''}`,
        );
        for (const a of mail.attachments) console.log(`Attached: ${a.filename} (${a.contentType}${a.cid ? `, inline cid:${a.cid}` : ''})`);
        console.log(`\n${rest.includes('--html') ? mail.html : mail.text}`);
        return 0;
      }
      case 'retry': {
        const now = Date.now();
        if (rest.includes('--all')) {
          const ids = await retryFailed(db, hubspot ? HUBSPOT_JOBS : MAIL_JOBS, now);
          console.log(`Queued again: ${ids.length} failed ${hubspot ? 'HubSpot syncs' : 'mails'}. The server sends them on its next sweep.`);
          return 0;
        }
        if (!argument) break;
        // Ids are UUIDs of different things (a mail, a submission), so trying both tables is unambiguous.
        for (const table of [MAIL_JOBS, HUBSPOT_JOBS]) {
          if ((await retryFailed(db, table, now, argument)).length) {
            console.log(
              `Queued again (${table.label}); the server sends it on its next sweep (or run: npm run outbox -- deliver${table === HUBSPOT_JOBS ? ' --hubspot' : ''}).`,
            );
            return 0;
          }
        }
        console.log('No failed mail or HubSpot sync with that id.');
        return 1;
      }
      case 'deliver': {
        if (hubspot) {
          if (!env.HUBSPOT_TOKEN) {
            console.error('Set HUBSPOT_TOKEN to sync from here.');
            return 1;
          }
          const hubspotClient = createHubspotClient({ token: env.HUBSPOT_TOKEN, baseUrl: env.HUBSPOT_BASE_URL });
          const report = await createHubspotDrain({ db, client: hubspotClient, giveUpMs, logger: createLogger() }).pass();
          console.log(`Synced ${report.delivered}, will retry ${report.retrying}, failed ${report.failed}.`);
          return 0;
        }
        if (!env.SMTP_URL) {
          console.error('Set SMTP_URL (e.g. smtp://user:pass@host:587) to deliver from here.');
          return 1;
        }
        const transport = createSmtpTransport({ url: env.SMTP_URL });
        const report = await createMailDrain({ db, transport, from: env.MAIL_FROM, giveUpMs, logger: createLogger() }).pass();
        transport.close?.();
        console.log(`Sent ${report.delivered}, will retry ${report.retrying}, failed ${report.failed}.`);
        return 0;
      }
    }
    console.error(USAGE);
    return 2;
  } finally {
    client.close();
  }
}

process.exitCode = await main();
