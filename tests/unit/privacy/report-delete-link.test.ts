import { describe, expect, it } from 'vitest';
import { renderReportEmail, type ReportSubmission } from '../../../functions/mail/report/index.ts';
import { deleteLinkUrl, issueDeleteToken } from '../../../functions/privacy/delete-token.ts';

const sage: ReportSubmission = {
  email: 'owner@acme.example',
  company: 'Acme & <Sons>',
  companyUrl: null,
  primaryArchetype: 'The Sage',
  secondaryArchetype: 'Scholar',
  scores: { 'The Sage': 12 },
  companyArchetype: null,
  companyArchetypeConfidence: null,
  companyAnalysis: null,
};
const issued = issueDeleteToken(
  'a-server-secret-of-at-least-thirty-two-characters',
  '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  Date.UTC(2026, 10, 24, 18),
);
const deleteLink = { url: deleteLinkUrl('https://archetypes.example/', issued.token), expiresAt: issued.expiresAt };

describe('the "Delete my data" link in the report email', () => {
  it('is in the HTML part as a link, with what it does and the day it stops working', async () => {
    const { html } = await renderReportEmail(sage, 'owner@acme.example', { siteUrl: 'https://archetypes.example/', deleteLink });
    expect(html).toContain(`<a href="https://archetypes.example/delete-my-data#token=${issued.token}"`);
    expect(html).toMatch(/>Delete my data<\/a>: see what we store about this\s+report and\s+download a copy, then delete it all after you confirm/);
    expect(html).toMatch(/The link works once, until\s+December 24, 2026\./);
  });

  it('is in the text part on its own line, with the same words', async () => {
    const { text } = await renderReportEmail(sage, 'owner@acme.example', { siteUrl: 'https://archetypes.example/', deleteLink });
    expect(text).toContain(`\nDelete my data: https://archetypes.example/delete-my-data#token=${issued.token}\n`);
    expect(text).toContain('download a copy, then delete it all after you confirm. The link works once, until December 24, 2026.\n');
    expect(text.trimEnd().endsWith('©2025 The Brand Company LLC')).toBe(true);
  });

  it('is left out where no link was made (a preview): never a dead link', async () => {
    const mail = await renderReportEmail(sage, 'owner@acme.example', { siteUrl: 'https://archetypes.example/' });
    expect(mail.html).not.toContain('Delete my data');
    expect(mail.text).not.toContain('Delete my data');
  });
});
