import { describe, expect, it } from 'vitest';
import { driftEmail, driftSubject, endedEmail } from '../../../functions/watch/emails.ts';
import type { WatchChange } from '../../../src/domain/watch/types.ts';

const links = {
  to: 'visitor@example.com',
  url: 'https://acme.example/',
  historyUrl: 'https://site.example/w/abc',
  stopUrl: 'https://site.example/w/abc/stop?token=t0k',
  unsubscribeUrl: 'https://site.example/api/watches/abc/stop?token=t0k',
};

describe('the drift email', () => {
  it.each<[WatchChange[], string]>([
    [[{ kind: 'archetype', from: 'The Sage', to: 'The Ruler' }], 'Your website now reads as The Ruler'],
    [[{ kind: 'alignment', from: 'aligned', to: 'gap' }], 'Your website now differs from your own archetype'],
    [[{ kind: 'runnerUp', from: null, to: 'The Hero' }], 'Your website now also reads as The Hero'],
    [[{ kind: 'headline', from: 'Old', to: 'New' }], 'Your website’s headline changed'],
  ])('names the change in its subject: %j', (changes, subject) => {
    expect(driftSubject(changes)).toBe(subject);
  });

  it.each([
    ['uncertain', true],
    ['gap', false],
    [undefined, false],
  ] as const)('with the new reading %s, says it is too uncertain to judge alignment: %s', (alignment, said) => {
    const mail = driftEmail({ ...links, changes: [{ kind: 'archetype', from: 'The Sage', to: 'The Ruler' }], passages: [], alignment });
    for (const part of [mail.html, mail.text])
      expect(part.includes('This reading is too uncertain to say whether your website matches your own archetype.')).toBe(said);
  });

  it('lists each change and the passages behind the new reading, escaped, with the history and stop links', () => {
    const mail = driftEmail({
      ...links,
      changes: [
        { kind: 'archetype', from: 'The Sage', to: 'The Ruler' },
        { kind: 'headline', from: 'Learn', to: '<b>Lead</b>' },
      ],
      passages: [{ archetype: 'The Ruler', passages: ['We set the standard <script>alert(1)</script>'] }],
    });
    expect(mail.to).toBe('visitor@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Lead</b>');
    expect(mail.html).toContain('&lt;script&gt;');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Your website now reads as The Ruler');
      expect(part).toContain(links.historyUrl);
      expect(part).toContain(links.stopUrl);
    }
    expect(mail.text).toContain('We set the standard <script>alert(1)</script>');
  });

  it('offers one-click unsubscribe (RFC 8058) in its headers: it recurs while the watch lasts', () => {
    const mail = driftEmail({ ...links, changes: [{ kind: 'headline', from: 'A', to: 'B' }], passages: [] });
    expect(mail.listUnsubscribe).toBe(links.unsubscribeUrl);
  });
});

describe('the note when a watch ends', () => {
  it('says why, with the last error and the history and stop links', () => {
    const mail = endedEmail({ ...links, lastError: 'The site did not answer <in time>.', failures: 3 });
    expect(mail.subject).toBe('We stopped watching your website');
    expect(mail.text).toContain('could not read https://acme.example/ 3 times in a row');
    expect(mail.html).toContain('&lt;in time&gt;');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(links.historyUrl);
      expect(part).toContain(links.stopUrl);
    }
    expect(mail.listUnsubscribe).toBeUndefined(); // the last one: nothing left to unsubscribe from
  });
});
