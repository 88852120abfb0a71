// Reads the mail outbox: npm run outbox -- list | show <id> [--html] | retry <id> | deliver
// Uses the same database as the server (DATABASE_URL, default file:data/app.db). Without a mail
// transport configured, every email waits here as 'pending': this is how to read it.
import { openDatabase } from '../db/node.ts';
import { parseEnv } from '../functions/env.ts';
import { deliverPending } from '../functions/mail/deliver.ts';
import { getOutboxMail, listOutbox, retryFailedMail } from '../functions/mail/outbox.ts';
import { createSmtpTransport } from '../functions/mail/smtp.ts';

const USAGE = `Usage:
  npm run outbox -- list [--status pending|sending|sent|failed] [--limit N]   newest first
  npm run outbox -- show <id> [--html]     headers and the text part (or the HTML part)
  npm run outbox -- retry <id>             put a failed mail back in the queue
  npm run outbox -- deliver                send due mail now through SMTP_URL`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i === -1 ? undefined : rest[i + 1];
};
const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const { db, client } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    switch (command) {
      case 'list': {
        const status = option('status');
        const rows = (await listOutbox(db, Number(option('limit') ?? 50))).filter((r) => !status || r.status === status);
        if (rows.length === 0) console.log('The outbox is empty.');
        for (const r of rows) {
          console.log(`${r.id}  ${when(r.createdAt)}  ${r.status.padEnd(7)}  tries ${r.attempts}  ${r.kind.padEnd(20)}  ${r.recipient}  ${r.subject}`);
          if (r.lastError) console.log(`    last error: ${r.lastError}`);
        }
        return 0;
      }
      case 'show': {
        const mail = rest[0] ? await getOutboxMail(db, rest[0]) : undefined;
        if (!mail) {
          console.error(rest[0] ? `No mail with id ${rest[0]}.` : USAGE);
          return rest[0] ? 1 : 2;
        }
        console.log(`To:       ${mail.recipient}\nSubject:  ${mail.subject}\nKind:     ${mail.kind}\nStatus:   ${mail.status} (${mail.attempts} attempts)`);
        console.log(`Created:  ${when(mail.createdAt)}\nSent:     ${when(mail.sentAt)}${mail.lastError ? `\nError:    ${mail.lastError}` : ''}`);
        for (const a of mail.attachments) console.log(`Attached: ${a.filename} (${a.contentType}${a.cid ? `, inline cid:${a.cid}` : ''})`);
        console.log(`\n${rest.includes('--html') ? mail.html : mail.text}`);
        return 0;
      }
      case 'retry': {
        if (!rest[0]) break;
        const ok = await retryFailedMail(db, rest[0]);
        console.log(ok ? 'Queued again; the server sends it on its next sweep (or run: npm run outbox -- deliver).' : 'No failed mail with that id.');
        return ok ? 0 : 1;
      }
      case 'deliver': {
        if (!env.SMTP_URL) {
          console.error('Set SMTP_URL (e.g. smtp://user:pass@host:587) to deliver from here.');
          return 1;
        }
        const transport = createSmtpTransport({ url: env.SMTP_URL });
        const report = await deliverPending(db, transport, { from: env.MAIL_FROM });
        transport.close?.();
        console.log(`Sent ${report.sent}, will retry ${report.retrying}, failed ${report.failed}.`);
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
