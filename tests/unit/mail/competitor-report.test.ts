import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderReportEmail, type ReportSubmission } from '../../../functions/mail/report/index.ts';
import { wheelSvg } from '../../../functions/mail/report/wheel-svg.ts';
import { COMPETITOR_STYLES, competitorMarkers } from '../../../src/domain/competitors/markers.ts';
import type { CompetitorAnalysis } from '../../../src/domain/competitors/types.ts';

const visitor: ReportSubmission = {
  email: 'owner@acme.example',
  company: 'Acme Outfitters',
  companyUrl: 'https://www.acme.example/',
  primaryArchetype: 'The Hero',
  secondaryArchetype: 'Warrior',
  scores: { 'The Hero': 12, 'The Ruler': 6 },
  companyArchetype: 'The Sage',
  companyArchetypeConfidence: 0.7,
  companyAnalysis: { archetype: 'The Sage', confidence: 0.7, reasoning: 'Research everywhere.', keyIndicators: [] },
};
const site = { siteUrl: 'https://archetypes.example/' };

const competitor = (host: string, archetype: CompetitorAnalysis['archetype'], extra: Partial<CompetitorAnalysis> = {}): CompetitorAnalysis => ({
  url: `https://${host}/`,
  host,
  archetype,
  subArchetype: 'Mentor',
  confidence: 0.812,
  palette: [{ name: 'Navy', hex: '#001f3f' }],
  voice: 'Calm and expert',
  ...extra,
});

describe('the report email with a competitor comparison', () => {
  it('has no comparison when none is stored', async () => {
    const mail = await renderReportEmail(visitor, 'a@example.com', site);
    expect(mail.html).not.toContain('Compared with Your Competitors');
    expect(mail.text).not.toContain('COMPARED WITH YOUR COMPETITORS');
  });

  it("labels the company by its website's host in the positioning note", async () => {
    const mail = await renderReportEmail(visitor, 'a@example.com', { ...site, competitors: [competitor('rival.example', 'The Sage')] });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('The Sage is crowded: acme.example and rival.example both project it.');
      expect(part).toContain('acme.example overlaps with rival.example as The Sage, so it must win on execution rather than on identity.');
      expect(part).toContain('81%');
    }
  });

  it('keeps what a crawled site said inert: markup is text, and a colour that is not #rrggbb never reaches a style', async () => {
    const hostile = competitor('evil.example', 'The Outlaw', {
      subArchetype: '<img src=x onerror=alert(1)>',
      voice: '<script>alert("voice")</script>',
      palette: [{ name: '<b>Red</b>', hex: 'red;background:url(https://evil.example/x)' }],
    });
    const mail = await renderReportEmail(visitor, 'a@example.com', { ...site, competitors: [hostile] });
    const { document } = parseHTML(mail.html);
    expect(document.querySelectorAll('script, img[onerror], b')).toHaveLength(0);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;voice&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('evil.example/x');
    expect(mail.text).toContain('<script>alert("voice")</script>');
  });

  it('draws one marker per competitor on the wheel, with the shared shapes and colours, even for archetypes the company shares', () => {
    const competitors = [
      { label: 'a.example', archetype: 'The Sage' },
      { label: 'b.example', archetype: 'The Sage' },
      { label: 'c.example', archetype: 'The Ruler' },
    ];
    const svg = wheelSvg({ primary: 'The Hero', company: 'The Sage', competitors });
    for (const [i, marker] of competitorMarkers(competitors).entries()) {
      expect(svg).toContain(`<path d="${marker.path}" fill="${COMPETITOR_STYLES[i]!.color}"`);
    }
    expect(wheelSvg({ primary: 'The Hero', competitors: [] })).toBe(wheelSvg({ primary: 'The Hero' }));
  });
});
