import { describe, expect, it } from 'vitest';
import { webhookEventDataSchemas } from '../../../functions/webhooks/events.ts';
import { websiteChanged, type ReadingSummaryRow, type SummaryRow } from '../../../functions/webhooks/payloads.ts';
import { slackMessage } from '../../../functions/webhooks/slack.ts';
import type { WatchChange } from '../../../src/domain/watch/types.ts';

const SITE = 'https://archetypes.example';
const row: SummaryRow = {
  id: 'sub_1',
  createdAt: new Date('2026-03-01T09:00:00.000Z'),
  primaryArchetype: 'The Hero',
  secondaryArchetype: 'Champion',
  company: 'Acme',
  companyUrl: 'https://acme.example/',
  source: 'direct',
  consentVersion: '2026-01',
  email: 'ann@acme.example',
};
const hero: ReadingSummaryRow = {
  readAt: Date.parse('2026-04-01T10:00:00Z'),
  archetype: 'The Hero',
  subArchetype: 'Champion',
  confidence: 0.7,
  runnerUp: null,
  headline: 'Win the day.',
};
const sage: ReadingSummaryRow = {
  ...hero,
  readAt: Date.parse('2026-05-01T10:00:00Z'),
  archetype: 'The Sage',
  subArchetype: '',
  headline: 'Know more.',
};
const changes: WatchChange[] = [
  { kind: 'archetype', from: 'The Hero', to: 'The Sage' },
  { kind: 'alignment', from: 'aligned', to: 'gap' },
];

describe('website.changed: the payload', () => {
  it('holds the submission, both readings, the changes and the alignment, and matches its schema', () => {
    const event = websiteChanged(row, { url: 'https://acme.example/', previous: hero, current: sage, changes }, SITE)!;
    expect(event.submissionId).toBe('sub_1');
    expect(webhookEventDataSchemas['website.changed'].strict().parse(event.data)).toEqual(event.data);
    expect(event.data).toMatchObject({
      url: 'https://acme.example/',
      previous: { archetype: 'The Hero', headline: 'Win the day.', readAt: '2026-04-01T10:00:00.000Z' },
      current: { archetype: 'The Sage', subArchetype: null, headline: 'Know more.', readAt: '2026-05-01T10:00:00.000Z' },
      changes,
      alignment: 'gap',
    });
  });

  it.each([
    [0.7, 'gap'],
    [0.45, 'gap'],
    [0.44, 'uncertain'],
  ] as const)("states the current reading's alignment at %s confidence as %s (src/domain/alignment.ts)", (confidence, alignment) => {
    const event = websiteChanged(
      row,
      { url: 'https://acme.example/', previous: hero, current: { ...sage, confidence }, changes: changes.slice(0, 1) },
      SITE,
    )!;
    expect(webhookEventDataSchemas['website.changed'].strict().parse(event.data)).toEqual(event.data);
    expect(event.data.alignment).toBe(alignment);
  });

  it.each([
    ['nothing changed', { previous: hero, current: sage, changes: [] }],
    ['the current reading failed', { previous: hero, current: { ...sage, archetype: null }, changes }],
    ['there was no good reading before', { previous: { ...hero, archetype: null }, current: sage, changes }],
  ])('is not built when %s', (_, change) => {
    expect(websiteChanged(row, { url: 'https://acme.example/', ...change }, SITE)).toBeUndefined();
  });
});

describe('website.changed: the Slack message', () => {
  const data = (url: string) => websiteChanged(row, { url, previous: hero, current: sage, changes }, SITE)!.data;

  it('names the site, the archetype before and after, what changed and the alignment', () => {
    const message = slackMessage({ type: 'website.changed', data: data('https://acme.example/') });
    expect(message.text).toBe('The watched website of ann@acme.example at Acme changed: https://acme.example/.');
    expect(message.blocks[0]).toMatchObject({
      text: {
        text: expect.stringContaining(
          'Company archetype: *The Hero* → *The Sage* (70 % confidence).\nWhat changed: archetype, alignment.\nThere is a gap with The Hero.',
        ),
      },
    });
  });

  it('says the reading is too uncertain to judge alignment when it is weak', () => {
    const weak = websiteChanged(
      row,
      { url: 'https://acme.example/', previous: hero, current: { ...sage, confidence: 0.3 }, changes: changes.slice(0, 1) },
      SITE,
    )!;
    const body = JSON.stringify(slackMessage({ type: 'website.changed', data: weak.data }).blocks[0]);
    expect(body).toContain('The reading is too uncertain to judge whether it is aligned with the visitor.');
    expect(body).not.toContain('There is a gap');
  });

  it('escapes what a crawled site or a visitor could put in it', () => {
    const message = slackMessage({ type: 'website.changed', data: data('https://acme.example/<!channel>') });
    expect(JSON.stringify(message.blocks[0])).not.toContain('<!channel>');
  });
});
