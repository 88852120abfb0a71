import { memoryLogger } from '../../helpers/test-app.ts';
import { describe, expect, it } from 'vitest';
import type { ReportSubmission } from '../../../functions/mail/report/index.ts';
import { renderReportEmail } from '../../../functions/mail/report/index.ts';
import { escapeHtml, html, safeColor } from '../../../functions/mail/report/markup.ts';
import { buildReportModel } from '../../../functions/mail/report/model.ts';
import type { AnalysisReading } from '../../../src/domain/analysis-readings.ts';

const hero: ReportSubmission = {
  email: 'owner@acme.example',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example/',
  primaryArchetype: 'The Hero',
  secondaryArchetype: 'Warrior',
  scores: { 'The Hero': 12, 'The Ruler': 6 },
  companyArchetype: null,
  companyArchetypeConfidence: null,
  companyAnalysis: null,
};
const site = { siteUrl: 'https://archetypes.example/' };

describe('the report email', () => {
  it('has a subject naming the archetype and sub-archetype, and both parts', async () => {
    const mail = await renderReportEmail(hero, 'friend@example.com', site);
    expect(mail).toMatchObject({
      kind: 'archetype-report',
      to: 'friend@example.com',
      subject: 'Your Brand Archetype Report: The Hero (Warrior)',
      attachments: [],
    });
    for (const part of [mail.html, mail.text]) {
      for (const expected of [
        'The Hero',
        'Warrior',
        'Courageous',
        'https://archetypes.example/hero',
        'https://archetypes.example/',
        'Acme Outfitters',
      ]) {
        expect(part).toContain(expected);
      }
    }
  });

  it('goes out without the wheel image, and says why in the log, when the image cannot be drawn', async () => {
    const logger = memoryLogger();
    const warnings = logger.lines;
    const renderWheel = () => Promise.reject(new Error('wasm unavailable'));
    const mail = await renderReportEmail(hero, 'a@example.com', { ...site, renderWheel, logger });
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
    expect(mail.html).toContain('The Hero');
    expect(warnings).toEqual(['Wheel image failed; the report goes without it {"error":"wasm unavailable"}']);
  });

  it('leaves the company section out until the website analysis has stored an archetype', async () => {
    const mail = await renderReportEmail(hero, 'a@example.com', site);
    expect(mail.html).not.toContain('Our Analysis of Your Website');
    expect(mail.text).not.toContain('OUR ANALYSIS');
  });

  it.each([
    ['the same archetype', 'The Hero', 'Aligned: your website projects The Hero'],
    ['another archetype', 'The Lover', 'Gap: you lead as The Hero, but your website reads as The Lover.'],
  ])('states alignment when the website shows %s', async (_, companyArchetype, sentence) => {
    const row = {
      ...hero,
      companyArchetype,
      companyArchetypeConfidence: 0.666,
      companyAnalysis: { archetype: companyArchetype, confidence: 0.666, reasoning: 'r', keyIndicators: ['k'] },
    };
    const mail = await renderReportEmail(row, 'a@example.com', site);
    expect(mail.html).toContain(sentence);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain('Confidence: 67%');
  });

  it('states no alignment when the website reading is below the low-confidence threshold', async () => {
    const row = {
      ...hero,
      companyArchetype: 'The Lover',
      companyArchetypeConfidence: 0.11,
      companyAnalysis: { archetype: 'The Lover', confidence: 0.11, reasoning: 'r', keyIndicators: ['k'] },
    };
    const mail = await renderReportEmail(row, 'a@example.com', site);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Too uncertain to judge: you lead as The Hero');
      expect(part).not.toMatch(/Gap: |Aligned: /);
    }
  });

  it('says in one line when the website evidence is split, and which other readings the copy supports', async () => {
    const readings: AnalysisReading[] = [
      { archetype: 'The Lover', share: 0.4, passages: ['<b>Made with love</b>'] },
      { archetype: 'The Sage', share: 0.31, passages: [] },
    ];
    const row = {
      ...hero,
      companyArchetype: 'The Lover',
      companyArchetypeConfidence: 0.4,
      companyAnalysis: { archetype: 'The Lover', confidence: 0.4, reasoning: 'r', keyIndicators: [], readings },
    };
    const mail = await renderReportEmail(row, 'a@example.com', site);
    const line =
      'The evidence is split: the copy supports more than one reading and none clearly leads. Treat these as possibilities, not a verdict. The copy also supports The Sage (31%).';
    expect(mail.text).toContain(`Confidence: 40%\n${line}\n`);
    expect(mail.html).toContain(line);
    expect(mail.html).not.toContain('Made with love');

    const sure = {
      ...row,
      companyArchetypeConfidence: 0.8,
      companyAnalysis: { ...row.companyAnalysis, confidence: 0.8, readings: readings.slice(0, 1) },
    };
    expect((await renderReportEmail(sure, 'a@example.com', site)).text).not.toContain('The copy also supports');
  });

  it('reads a malformed stored analysis defensively', () => {
    const row = { ...hero, companyArchetype: 'The Sage', companyAnalysis: { keyIndicators: 'not a list', confidence: 'high' } as never };
    expect(buildReportModel(row, site.siteUrl).companyAnalysis).toMatchObject({
      keyIndicators: [],
      confidencePercent: undefined,
      reasoning: undefined,
    });
  });

  it('shows an unknown stored archetype with the generic text and a safe link', async () => {
    const mail = await renderReportEmail({ ...hero, primaryArchetype: 'The <Wizard>?x=1', secondaryArchetype: 'Odd' }, 'a@example.com', site);
    expect(mail.html).toContain('The &lt;Wizard&gt;?x=1');
    expect(mail.html).toContain('href="https://archetypes.example/%3Cwizard%3E%3Fx%3D1"');
  });

  it('keeps the subject to one line', async () => {
    const mail = await renderReportEmail({ ...hero, secondaryArchetype: 'War\r\nBcc: x@example.com' }, 'a@example.com', site);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('markup helpers', () => {
  it('escapes every interpolation unless it is already safe markup', () => {
    const evil = `<script>"'&`;
    expect(html`<p title="${evil}">${evil}${html`<b>${evil}</b>`}</p>`.value).toBe(
      '<p title="&lt;script&gt;&quot;&#39;&amp;">&lt;script&gt;&quot;&#39;&amp;<b>&lt;script&gt;&quot;&#39;&amp;</b></p>',
    );
    expect(escapeHtml('a < b')).toBe('a &lt; b');
  });

  it.each([
    ['#b91c1c', '#b91c1c'],
    ['red;background:url(x)', '#6b7280'],
    [undefined, '#6b7280'],
  ])('lets only #rrggbb colours into style attributes: %j', (input, expected) => {
    expect(safeColor(input)).toBe(expected);
  });
});
