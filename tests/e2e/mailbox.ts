import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import { E2E_MAILBOX } from '../../playwright.config.ts';

/** One message the e2e server delivered to the SMTP sink (tests/helpers/smtp-sink.ts). */
export interface DeliveredMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Every message delivered so far that passes `filter`, oldest first. */
export async function readMailbox(filter: (mail: DeliveredMail) => boolean = () => true): Promise<DeliveredMail[]> {
  const files = (await readdir(E2E_MAILBOX).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (file): Promise<DeliveredMail> => {
      const parsed = await PostalMime.parse(await readFile(join(E2E_MAILBOX, file)));
      return {
        file,
        to: (parsed.to ?? []).flatMap((a) => (a.group ?? [a]).map((m) => m.address.toLowerCase())),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        messageId: parsed.messageId ?? '',
      };
    }),
  );
  return mails.filter(filter);
}

/** Waits until a message passing `filter` has been delivered, and returns the newest such message. */
export async function waitForMail(filter: (mail: DeliveredMail) => boolean): Promise<DeliveredMail> {
  await expect.poll(async () => (await readMailbox(filter)).length, { message: 'a matching email in the SMTP sink' }).toBeGreaterThan(0);
  return (await readMailbox(filter)).at(-1)!;
}

/** Mail to one address (any case). */
export const sentTo = (address: string) => (mail: DeliveredMail) => mail.to.includes(address.toLowerCase());
