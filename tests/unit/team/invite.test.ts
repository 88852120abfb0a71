import { describe, expect, it } from 'vitest';
import { inviteEmail, inviteMailto } from '../../../src/domain/team/invite-email.ts';
import { isPendingInvite, isTeamLinks } from '../../../src/domain/team/invite-state.ts';
import { inviteClosedReason, TEAM_CLOSED_MESSAGE, TEAM_FULL_MESSAGE } from '../../../src/domain/team/invite-status.ts';

describe('inviteClosedReason: whether an invite can be taken up', () => {
  it.each([
    ['open, with room', { closed: false, full: false }, null],
    ['closed by its owner', { closed: true, full: false }, TEAM_CLOSED_MESSAGE],
    ['full', { closed: false, full: true }, TEAM_FULL_MESSAGE],
    ['closed and full: closed is what the owner chose, so it is what the colleague hears', { closed: true, full: true }, TEAM_CLOSED_MESSAGE],
  ])('%s', (_, invite, reason) => expect(inviteClosedReason(invite)).toBe(reason));

  it('says the words the join API answers with', () => {
    expect(TEAM_CLOSED_MESSAGE).toBe(
      'This team is closed to new members. Its owner can reopen it: ask the person who invited you, and this same link will work again.',
    );
    expect(TEAM_FULL_MESSAGE).toBe('This team is full: it has 50 members.');
  });
});

describe('inviteMailto: the owner’s own invite email', () => {
  const message = { teamName: 'Owl & Co leadership', ownerName: 'Ada Lovelace', inviteUrl: 'https://quiz.example/t/AAAAAAAAAAAAAAAAAAAAAA' };

  it('has no recipient, a short subject naming the team, and a body with who invites and the link', () => {
    const url = new URL(inviteMailto(message));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('');
    expect(url.searchParams.get('subject')).toBe('Join Owl & Co leadership on the brand archetype quiz');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Ada Lovelace invited you to join Owl & Co leadership.');
    expect(body).toContain('Start here: https://quiz.example/t/AAAAAAAAAAAAAAAAAAAAAA');
    expect(body).toContain('your email is not');
  });

  it('encodes everything a name could break the link with, and breaks lines with CRLF (RFC 6068)', () => {
    const href = inviteMailto({ ...message, teamName: 'A&B ?=#% Team', ownerName: 'Zoë\nBcc: x@evil.example' });
    expect(href).not.toMatch(/[\n\r #]/);
    expect(href.match(/&/g)).toHaveLength(1); // only the one between subject and body
    expect(href).toContain('%0D%0A%0D%0A');
    expect(decodeURIComponent(href.split('&body=')[1]!)).toBe(
      inviteEmail({ ...message, teamName: 'A&B ?=#% Team', ownerName: 'Zoë\nBcc: x@evil.example' }).body,
    );
  });
});

describe('the team state kept in the browser', () => {
  const pending = { inviteId: 'i', teamName: 'Team', company: 'Acme', hasWebsite: true, memberName: 'Bo', started: false };
  const owner = {
    role: 'owner',
    teamName: 'Team',
    ownerName: 'Ada',
    teamId: 't',
    inviteId: 'i',
    inviteUrl: 'https://x/t/i',
    teamUrl: 'https://x/team/t',
    manageUrl: 'https://x/team/t#manage=m',
  };

  it.each<[string, unknown, boolean]>([
    ['a pending invite', pending, true],
    ['one for a team without a company', { ...pending, company: null }, true],
    ['one without its started mark (an older shape)', { ...pending, started: undefined }, false],
    ['one with a number for a name', { ...pending, memberName: 7 }, false],
    ['nothing', null, false],
  ])('isPendingInvite: %s → %s', (_, value, ok) => expect(isPendingInvite(value)).toBe(ok));

  it.each<[string, unknown, boolean]>([
    ['no teams yet', {}, true],
    ['an owner’s links', { s1: owner }, true],
    ['a member’s team page', { s1: { role: 'member', teamId: 't', teamName: 'Team', teamUrl: 'https://x/team/t' } }, true],
    ['a join that may pass on retry', { s1: { role: 'join-failed', teamName: 'T', message: 'm', retry: { inviteId: 'i', memberName: 'Bo' } } }, true],
    ['a join that will not', { s1: { role: 'join-failed', teamName: 'T', message: 'm', retry: null } }, true],
    ['an owner without the manage link', { s1: { ...owner, manageUrl: undefined } }, false],
    ['an unknown role', { s1: { ...owner, role: 'admin' } }, false],
    ['a list instead of a map', [owner], false],
  ])('isTeamLinks: %s → %s', (_, value, ok) => expect(isTeamLinks(value)).toBe(ok));
});
