/** The account emails: plain, escaped, with a text part; the outbox delivers them. */
import { clipText } from '../../src/domain/clip-text.ts';
import { cleanName } from '../lib/fields.ts';
import { emailHead, escapeHtml } from '../mail/report/markup.ts';

export const CONFIRMATION_KIND = 'account-confirmation';
export const EXISTING_ACCOUNT_KIND = 'account-exists';

// Names come from whoever signed up: keep them short and on one line in both parts.
const displayName = (name: string) => clipText(cleanName(name), 80) || 'there';

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en">${emailHead(title)}
<body style="margin:0;padding:24px;background:#f8f7fc;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${body}</td></tr></table></td></tr></table></body></html>`;
}

export function confirmationEmail({ name, url }: { name: string; url: string }) {
  const subject = 'Confirm your Brand Archetype admin account';
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">Confirm your email</h1>
<p>Hi ${escapeHtml(displayName(name))},</p>
<p>Thanks for creating an account for the Brand Archetype admin area. Confirm your email address to finish:</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#5b21b6;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my email</a></p>
<p style="color:#4b5563;font-size:14px">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="color:#4b5563;font-size:14px">The link works for 24 hours. Access to submissions is granted separately by an administrator.
If you did not sign up, ignore this email.</p>`,
  );
  const text = `Hi ${displayName(name)},

Thanks for creating an account for the Brand Archetype admin area. Confirm your email address to finish:

${url}

The link works for 24 hours. Access to submissions is granted separately by an administrator.
If you did not sign up, ignore this email.
`;
  return { subject, html, text, kind: CONFIRMATION_KIND };
}

export function existingAccountEmail({ name, siteUrl }: { name: string; siteUrl: string }) {
  const subject = 'Someone tried to sign up with your email';
  const signIn = `${siteUrl}/admin`;
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">You already have an account</h1>
<p>Hi ${escapeHtml(displayName(name))},</p>
<p>Someone (maybe you) tried to create a Brand Archetype admin account with this email address, which already has one. Nothing was changed.</p>
<p>To use your account, sign in at <a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a>.</p>`,
  );
  const text = `Hi ${displayName(name)},

Someone (maybe you) tried to create a Brand Archetype admin account with this email address, which already has one. Nothing was changed.

To use your account, sign in at ${signIn}
`;
  return { subject, html, text, kind: EXISTING_ACCOUNT_KIND };
}
