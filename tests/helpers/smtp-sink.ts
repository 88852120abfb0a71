// A mail server for the e2e app server (playwright.config.ts starts it): every message it receives becomes one .eml
// file in SMTP_SINK_DIR, so specs read real, delivered mail (tests/e2e/mailbox.ts). Run: node tests/helpers/smtp-sink.ts
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
if (!port || !dir) throw new Error('Set SMTP_SINK_PORT and SMTP_SINK_DIR.');

// A fresh mailbox per server start, as the e2e database is.
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  // The library's built-in STARTTLS certificate has expired; a loopback relay needs neither TLS nor a login.
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const name = `${Date.now()}-${String(++received).padStart(5, '0')}.eml`;
      // Written aside, then renamed: a reader never sees half a message.
      writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
      renameSync(join(dir, `${name}.part`), join(dir, name));
      callback();
    });
  },
});

server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
