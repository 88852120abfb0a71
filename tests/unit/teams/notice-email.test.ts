import { describe, expect, it } from 'vitest';
import { noticeSubject, renderTeamNotice, TEAM_NOTICE_KIND, type NewMember } from '../../../functions/teams/notice-email.ts';

const member = (name: string): NewMember => ({ name, primary: 'The Sage', subArchetype: 'Scholar' });

describe('noticeSubject', () => {
  it.each([
    [['Sam'], 'Sam joined Leadership'],
    [['Sam', 'Jo'], '2 colleagues joined Leadership'],
    [['Sam', 'Jo', 'Ann'], '3 colleagues joined Leadership'],
  ])('%j → %s', (names, subject) => {
    expect(noticeSubject({ teamName: 'Leadership', members: names.map(member) })).toBe(subject);
  });
});

describe('renderTeamNotice', () => {
  const notice = {
    to: 'owner@example.com',
    ownerName: 'Olivia & Co',
    teamName: 'Leadership',
    members: [member('<b>Sam</b>')],
    teamUrl: 'https://example.com/team/AAAAAAAAAAAAAAAAAAAAAA',
    manageUrl: 'https://example.com/team/AAAAAAAAAAAAAAAAAAAAAA#manage=secret',
  };

  it('is a team-notice to the owner with an HTML and a text part', () => {
    const mail = renderTeamNotice(notice);
    expect(mail).toMatchObject({ kind: TEAM_NOTICE_KIND, to: 'owner@example.com', subject: '<b>Sam</b> joined Leadership' });
    expect(mail.text).toContain('- <b>Sam</b>: The Sage (Scholar)');
    expect(mail.html).toContain('<strong>&lt;b&gt;Sam&lt;/b&gt;</strong>: The Sage (Scholar)');
    expect(mail.html).toContain('Hi Olivia &amp; Co,');
  });

  it('links only http(s) addresses', () => {
    const mail = renderTeamNotice({ ...notice, teamUrl: 'javascript:alert(1)', manageUrl: 'javascript:alert(2)' });
    expect(mail.html).not.toContain('javascript:');
  });
});
