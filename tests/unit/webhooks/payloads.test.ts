import { describe, expect, it } from 'vitest';
import type { CompanyAnalysis } from '../../../src/domain/quiz/results.ts';
import { webhookEventDataSchemas, type WebhookEventInput, type WebhookEventType } from '../../../functions/webhooks/events.ts';
import {
  adminReportUrl,
  companyAnalysisCompleted,
  competitorAdded,
  erasureReason,
  reportEmailed,
  resultShared,
  submissionCreated,
  submissionErased,
  submissionSummary,
  teamMemberJoined,
  type SummaryRow,
} from '../../../functions/webhooks/payloads.ts';

const SITE = 'https://archetypes.example.com';

const row = (overrides: Partial<SummaryRow> = {}): SummaryRow => ({
  id: '0194f0c2-7b1e-7000-8000-000000000001',
  createdAt: new Date('2026-03-02T10:15:00.123Z'),
  primaryArchetype: 'The Hero',
  secondaryArchetype: 'Warrior',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example/',
  source: 'linkedin',
  consentVersion: '2026-01',
  email: 'lead@acme.example',
  ...overrides,
});

const HERO_SITE: CompanyAnalysis = {
  archetype: 'The Hero',
  subArchetype: 'Warrior',
  confidence: 0.82,
  reasoning: 'Bold claims of victory.',
  keyIndicators: ['win'],
  runnerUp: { archetype: 'The Ruler', strength: 0.7 },
};

/** Every field the contract lists, nothing more: parsing drops unknown keys, so an extra field would show as a difference. */
function expectContract(event: WebhookEventInput | undefined) {
  expect(event).toBeDefined();
  const schema = webhookEventDataSchemas[event!.type as WebhookEventType];
  expect(schema.parse(event!.data)).toEqual(event!.data);
  expect(JSON.stringify(event!.data)).not.toMatch(/accessToken|scores|answers|reasoning|keyIndicators|utm/i);
}

describe('submissionSummary', () => {
  it.each([
    { consentVersion: '2026-01', email: { email: 'lead@acme.example' }, consent: true },
    { consentVersion: null, email: {}, consent: false },
  ])('carries the email only with consent on record (consentVersion $consentVersion)', ({ consentVersion, email, consent }) => {
    expect(submissionSummary(row({ consentVersion }), SITE)).toEqual({
      id: '0194f0c2-7b1e-7000-8000-000000000001',
      createdAt: '2026-03-02T10:15:00.123Z',
      primary: 'The Hero',
      subArchetype: 'Warrior',
      company: 'Acme Outfitters',
      website: 'https://acme.example/',
      source: 'linkedin',
      consent,
      ...email,
      adminReportUrl: `${SITE}/admin/report/0194f0c2-7b1e-7000-8000-000000000001`,
    });
  });

  it('keeps a missing company and website as null', () => {
    expect(submissionSummary(row({ company: null, companyUrl: null }), SITE)).toMatchObject({ company: null, website: null });
  });
});

describe('adminReportUrl', () => {
  it.each([
    [SITE, `${SITE}/admin/report/abc`],
    [`${SITE}/`, `${SITE}/admin/report/abc`],
    ['http://localhost:4321//', 'http://localhost:4321/admin/report/abc'],
  ])('on %s is %s', (site, url) => expect(adminReportUrl(site, 'abc')).toBe(url));
});

describe("company_analysis.completed's alignment follows the one rule (src/domain/alignment.ts)", () => {
  it.each([
    ['The Hero', 'The Hero', 0.82, 'aligned'],
    ['The Hero', 'The Sage', 0.82, 'gap'],
    ['The Sage', 'The Hero', 0.45, 'gap'],
    ['The Hero', 'The Hero', 0.44, 'uncertain'],
    ['The Hero', 'The Sage', 0.2, 'uncertain'],
  ] as const)('a %s visitor with a %s website read at %s confidence: %s', (primary, company, confidence, alignment) => {
    const event = companyAnalysisCompleted(row({ primaryArchetype: primary }), { ...HERO_SITE, archetype: company, confidence }, SITE);
    expectContract(event);
    expect(event!.data.alignment).toBe(alignment);
  });
});

describe('erasureReason', () => {
  it.each([
    ['self-service', 'visitor'],
    ['admin', 'admin'],
    ['retention', 'retention'],
  ] as const)('%s erasure: %s', (trigger, reason) => expect(erasureReason(trigger)).toBe(reason));
});

describe('each event matches its schema and is about its submission', () => {
  it('submission.created', () => {
    const event = submissionCreated(row(), SITE);
    expectContract(event);
    expect(event).toMatchObject({ type: 'submission.created', submissionId: row().id });
  });

  it('company_analysis.completed: the analysis in spec names, the alignment; none without a website', () => {
    const event = companyAnalysisCompleted(row({ primaryArchetype: 'The Sage' }), HERO_SITE, SITE);
    expectContract(event);
    expect(event!.data).toMatchObject({
      website: 'https://acme.example/',
      analysis: { companyArchetype: 'The Hero', subArchetype: 'Warrior', confidence: 0.82, runnerUp: 'The Ruler' },
      alignment: 'gap',
    });
    const bare = companyAnalysisCompleted(row(), { ...HERO_SITE, subArchetype: undefined, runnerUp: undefined }, SITE);
    expect(bare!.data.analysis).toMatchObject({ subArchetype: null, runnerUp: null });
    expect(bare!.data.alignment).toBe('aligned');
    expect(companyAnalysisCompleted(row({ companyUrl: null }), HERO_SITE, SITE)).toBeUndefined();
  });

  it('report.emailed: when the mail server accepted it', () => {
    const event = reportEmailed(row(), Date.parse('2026-03-02T10:16:00Z'), SITE);
    expectContract(event);
    expect(event.data.emailedAt).toBe('2026-03-02T10:16:00.000Z');
  });

  it('result.shared', () => {
    const event = resultShared(row(), `${SITE}/r/abc`, SITE);
    expectContract(event);
    expect(event.data.shareUrl).toBe(`${SITE}/r/abc`);
  });

  it('team.member_joined', () => {
    const event = teamMemberJoined(row(), { team: { id: 't1', name: 'Acme brand', memberCount: 3 }, name: 'Casey', isOwner: false }, SITE);
    expectContract(event);
    expect(event.data).toMatchObject({ team: { id: 't1', name: 'Acme brand', memberCount: 3 }, member: { name: 'Casey', isOwner: false } });
  });

  it('competitor.added: an empty sub-archetype is null', () => {
    const competitor = { url: 'https://rival.example/', host: 'rival.example', archetype: 'The Sage', subArchetype: '', confidence: 0.6 };
    const event = competitorAdded(row(), competitor, SITE);
    expectContract(event);
    expect(event.data.competitor).toEqual({
      url: 'https://rival.example/',
      host: 'rival.example',
      companyArchetype: 'The Sage',
      subArchetype: null,
      confidence: 0.6,
      runnerUp: null,
    });
  });

  it('submission.erased: names the submission only in its data, not as the delivery’s submission', () => {
    const event = submissionErased('s1', Date.parse('2026-03-02T10:15:00Z'), 'visitor');
    expectContract(event);
    expect(event).toEqual({
      type: 'submission.erased',
      data: { submissionId: 's1', erasedAt: '2026-03-02T10:15:00.000Z', reason: 'visitor' },
    });
  });
});
