import { describe, expect, it } from 'vitest';
import { escapeSlack, slackMessage } from '../../../functions/webhooks/slack.ts';

const submission = {
  id: 'sub_1',
  createdAt: '2026-11-01T09:00:00.000Z',
  primary: 'The Sage',
  subArchetype: 'The Mentor',
  company: 'Acme',
  website: 'https://acme.example/',
  source: 'direct',
  consent: true,
  email: 'ann@acme.example',
  adminReportUrl: 'https://archetypes.example/admin/submissions/sub_1',
};
const anonymous = { ...submission, consent: false, email: undefined, company: null };
const analysis = { companyArchetype: 'The Ruler', subArchetype: 'The Sovereign', confidence: 0.72, runnerUp: null };
const text = (envelope: { type: string; data: unknown }) => {
  const message = slackMessage(envelope);
  return [message.text, ...message.blocks.map((b) => ('text' in b ? b.text.text : b.elements.map((e) => e.text).join(' ')))];
};

describe('slackMessage: one readable message per event type', () => {
  it.each([
    ['submission.created', { submission }, 'ann@acme.example at Acme finished the quiz: *The Sage* (The Mentor).'],
    ['submission.created', { submission: anonymous }, 'A visitor finished the quiz: *The Sage* (The Mentor).'],
    [
      'company_analysis.completed',
      { submission, website: 'https://acme.example/', analysis, alignment: 'gap' },
      'Website analyzed for ann@acme.example at Acme (*The Sage* (The Mentor)).',
    ],
    [
      'report.emailed',
      { submission, emailedAt: '2026-11-01T09:01:00.000Z' },
      'ann@acme.example at Acme was emailed their report: *The Sage* (The Mentor).',
    ],
    [
      'result.shared',
      { submission, shareUrl: 'https://archetypes.example/r/abc' },
      'ann@acme.example at Acme shared their result: *The Sage* (The Mentor).',
    ],
    [
      'team.member_joined',
      { team: { id: 't1', name: 'Design', memberCount: 3 }, member: { name: 'Bo', isOwner: false }, submission },
      'Bo joined the team Design: *The Sage* (The Mentor).',
    ],
    [
      'competitor.added',
      { submission, competitor: { url: 'https://rival.example/', host: 'rival.example', ...analysis } },
      'ann@acme.example at Acme added a competitor: rival.example.',
    ],
    [
      'submission.erased',
      { submissionId: 'sub_1', erasedAt: '2026-11-02T00:00:00.000Z', reason: 'visitor' },
      'A submission was erased (by visitor); delete your copy of sub_1 too.',
    ],
    ['webhook.test', { endpointId: 'we_1', message: 'Hello from the admin' }, 'Test event: Hello from the admin'],
  ])('%s: %s', (type, data, headline) => expect(slackMessage({ type, data }).text).toBe(headline));

  it('names the company archetype and the alignment, and links the admin report', () => {
    expect(text({ type: 'company_analysis.completed', data: { submission, website: 'https://acme.example/', analysis, alignment: 'gap' } })).toEqual([
      'Website analyzed for ann@acme.example at Acme (*The Sage* (The Mentor)).',
      'Website analyzed for ann@acme.example at Acme (*The Sage* (The Mentor)).\nWebsite: https://acme.example/\nCompany archetype: *The Ruler* (The Sovereign) (72 % confidence). There is a gap with The Sage.',
      '<https://archetypes.example/admin/submissions/sub_1|Open the admin report>',
    ]);
    expect(text({ type: 'company_analysis.completed', data: { submission, website: 'x', analysis, alignment: 'aligned' } })[1]).toContain(
      'It is aligned with The Sage.',
    );
  });

  it('says plainly when the reading is too uncertain to judge alignment, with neither "aligned" nor "gap"', () => {
    const [, body] = text({
      type: 'company_analysis.completed',
      data: { submission, website: 'x', analysis: { ...analysis, confidence: 0.3 }, alignment: 'uncertain' },
    });
    expect(body).toContain('(30 % confidence). The reading is too uncertain to judge whether it is aligned with the visitor.');
    expect(body).not.toMatch(/It is aligned|a gap/);
  });

  it('escapes every value from a visitor or a crawled site', () => {
    const hostile = { ...submission, company: '<!channel> & <https://evil.example|click>', email: 'a<b>@x.example', primary: 'The <Sage>' };
    const lines = text({
      type: 'competitor.added',
      data: { submission: hostile, competitor: { url: 'https://r.example/', host: '<@U123>', ...analysis, companyArchetype: 'Ruler & <b>' } },
    });
    const all = lines.slice(0, 2).join('\n');
    expect(all).not.toMatch(/<[!@h]/);
    expect(all).toContain('&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;');
    expect(all).toContain('a&lt;b&gt;@x.example');
    expect(all).toContain('&lt;@U123&gt;');
    expect(all).toContain('*Ruler &amp; &lt;b&gt;*');
  });

  it('keeps a link inside its <url|label> form and drops a non-http one', () => {
    const shared = (shareUrl: string) => text({ type: 'result.shared', data: { submission: anonymous, shareUrl } })[1];
    expect(shared('https://archetypes.example/r/a|b>c')).toContain('<https://archetypes.example/r/a%7Cb%3Ec|Open the shared result>');
    expect(shared('javascript:alert(1)')).toBe('A visitor shared their result: *The Sage* (The Mentor).');
  });

  it('cuts long values and keeps them on one line', () => {
    const long = { ...submission, company: `Acme\n${'x'.repeat(500)}` };
    const headline = slackMessage({ type: 'submission.created', data: { submission: long } }).text;
    expect(headline).not.toContain('\n');
    expect(headline.length).toBeLessThan(300);
  });

  it('cuts a long value of emoji between two of them, never inside one', () => {
    const long = { ...submission, company: `a${'😀'.repeat(300)}` };
    const headline = slackMessage({ type: 'submission.created', data: { submission: long } }).text;
    expect(headline).toContain(`a${'😀'.repeat(198)}…`);
    expect(headline.isWellFormed()).toBe(true);
  });

  it.each([
    ['a & b', 'a &amp; b'],
    ['<!here>', '&lt;!here&gt;'],
    ['plain', 'plain'],
  ])('escapeSlack(%j) → %j', (input, output) => expect(escapeSlack(input)).toBe(output));
});
