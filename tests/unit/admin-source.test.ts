import { describe, expect, it } from 'vitest';
import { sourceDetails } from '../../src/domain/admin/source-details.ts';
import type { SubmissionSource } from '../../src/domain/admin/types.ts';

const none: SubmissionSource = { label: 'direct', utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null, embedOrigin: null };

describe("the admin report's source details", () => {
  it.each<[string, Partial<SubmissionSource>, string[]]>([
    ['a direct visit has none', {}, []],
    [
      "an embedded visit: the partner's site, then the campaign of the partner's page",
      { label: 'partner-name', embedOrigin: 'https://partner.example', utmSource: 'newsletter', utmCampaign: 'spring' },
      ['embedded on https://partner.example', 'utm_source=newsletter, utm_campaign=spring'],
    ],
    ['a campaign', { label: 'newsletter', utmSource: 'newsletter', utmMedium: 'email' }, ['utm_source=newsletter, utm_medium=email']],
    ['a referring site', { label: 'blog.example', referrerHost: 'blog.example' }, ['referred by blog.example']],
  ])('%s', (_, source, details) => {
    expect(sourceDetails({ ...none, ...source })).toEqual(details);
  });
});
