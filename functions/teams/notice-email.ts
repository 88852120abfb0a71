import { safeHttpUrl } from '../../src/domain/website-url.ts';
import { emailHead, html, raw, type SafeHtml } from '../mail/report/markup.ts';
import { FONT, H2, TEXT } from '../mail/report/styles.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export const TEAM_NOTICE_KIND = 'team-notice';

export interface NewMember {
  name: string;
  primary: string;
  subArchetype: string;
}

export interface TeamNotice {
  to: string;
  ownerName: string;
  teamName: string;
  /** Oldest first. */
  members: NewMember[];
  teamUrl: string;
  manageUrl: string;
}

const ACCENT = '#5b21b6';

export function noticeSubject({ teamName, members }: Pick<TeamNotice, 'teamName' | 'members'>): string {
  return members.length === 1 ? `${members[0]!.name} joined ${teamName}` : `${members.length} colleagues joined ${teamName}`;
}

const memberLine = (m: NewMember) => `${m.name}: ${m.primary} (${m.subArchetype})`;

/**
 * The owner's "new members" email: who joined since the last one, with their archetypes, the team page and the
 * manage link. Every name came from a visitor, so the HTML part interpolates only through `html` (escaped).
 */
export function renderTeamNotice(notice: TeamNotice): OutgoingMail {
  const subject = noticeSubject(notice);
  const teamUrl = safeHttpUrl(notice.teamUrl);
  const manageUrl = safeHttpUrl(notice.manageUrl);
  const body = html`<!doctype html>
    <html lang="en">
      ${emailHead(subject)}
      <body style="margin:0;padding:24px 12px;background:#f3f4f6">
        <table
          role="presentation"
          width="600"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="width:100%;max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px"
        >
          <tr>
            <td style="padding:28px 32px;${raw(TEXT)}">
              <h1 style="${raw(H2)};font-size:22px">New on your team: ${notice.teamName}</h1>
              <p style="margin:0 0 12px">Hi ${notice.ownerName},</p>
              <p style="margin:0 0 8px">
                ${notice.members.length === 1 ? 'A colleague' : `${notice.members.length} colleagues`} finished the quiz and joined:
              </p>
              <ul style="margin:0 0 16px;padding-left:20px">
                ${notice.members.map((m) => html`<li style="margin:0 0 4px"><strong>${m.name}</strong>: ${m.primary} (${m.subArchetype})</li>`)}
              </ul>
              ${teamUrl ? button(teamUrl, 'See the team page') : ''}
              ${
                manageUrl
                  ? html`<p style="margin:0 0 12px;font-size:14px;color:#4b5563">
                      To close the team to new members, remove a member or delete the team, use your
                      <a href="${manageUrl}" style="color:${ACCENT}">manage link</a>. Keep it private: whoever has it can manage the team.
                    </p>`
                  : ''
              }
              <p style="margin:0;font-size:12px;color:#6b7280">
                You get this email because you created this team on our website; we send at most one an hour.
              </p>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  const text = [
    `Hi ${notice.ownerName},`,
    '',
    `New on your team, ${notice.teamName}:`,
    ...notice.members.map((m) => `- ${memberLine(m)}`),
    '',
    `See the team page: ${notice.teamUrl}`,
    '',
    `Manage the team (close it to new members, remove a member or delete it): ${notice.manageUrl}`,
    'Keep this link private: whoever has it can manage the team.',
    '',
    '--',
    'You get this email because you created this team on our website; we send at most one an hour.',
  ].join('\n');
  return { kind: TEAM_NOTICE_KIND, to: notice.to, subject, html: body.value, text: text + '\n' };
}

function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:0 0 16px">
    <a
      href="${href}"
      style="${raw(FONT)};display:inline-block;padding:10px 20px;background:${ACCENT};color:#ffffff;border-radius:8px;font-weight:600;text-decoration:none"
      >${label}</a
    >
  </p>`;
}
