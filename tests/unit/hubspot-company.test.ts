import { describe, expect, it } from 'vitest';
import { companyDomain, companyFromSubmission, type CompanySource } from '../../functions/hubspot/company.ts';
import { latestContacts, type ContactSource } from '../../functions/hubspot/contact.ts';

describe('companyDomain: the host of the website, lowercased, without "www."', () => {
  it.each([
    ['https://acme.example/', 'acme.example'],
    ['https://www.acme.example/about?x=1', 'acme.example'],
    ['http://WWW.Acme.Example:8443/', 'acme.example'],
    ['https://acme.example./', 'acme.example'],
    // No public-suffix list: a subdomain stays a company of its own.
    ['https://shop.example.co.uk/', 'shop.example.co.uk'],
    ['https://www.shop.example.co.uk/', 'shop.example.co.uk'],
    ['https://www2.acme.example/', 'www2.acme.example'],
  ])('%s → %s', (url, domain) => expect(companyDomain(url)).toBe(domain));

  it.each([null, undefined, '', 'not a url', 'http://localhost:4321/', 'http://127.0.0.1/', 'http://[::1]/'])('%s has no company domain', (url) =>
    expect(companyDomain(url)).toBeNull(),
  );
});

const analysed: CompanySource = {
  company: 'Acme Outfitters',
  companyUrl: 'https://www.acme.example/',
  primaryArchetype: 'The Hero',
  companyArchetype: 'The Sage',
  companyArchetypeConfidence: 0.834,
};

describe('companyFromSubmission', () => {
  it.each<[string, Partial<CompanySource>, Record<string, string> | undefined]>([
    [
      'an analysed lead whose website projects another archetype: a gap, confidence as a whole percent',
      {},
      {
        domain: 'acme.example',
        name: 'Acme Outfitters',
        company_archetype: 'The Sage',
        company_archetype_confidence: '83',
        archetype_alignment: 'gap',
      },
    ],
    [
      'the same archetype as the lead: aligned',
      { companyArchetype: 'The Hero', companyArchetypeConfidence: 1 },
      {
        domain: 'acme.example',
        name: 'Acme Outfitters',
        company_archetype: 'The Hero',
        company_archetype_confidence: '100',
        archetype_alignment: 'aligned',
      },
    ],
    [
      'no company name or confidence: left out, not cleared',
      { company: '  ', companyArchetypeConfidence: null },
      { domain: 'acme.example', company_archetype: 'The Sage', archetype_alignment: 'gap' },
    ],
    [
      'a reading too weak to judge (below 45%): uncertain, neither aligned nor a gap',
      { companyArchetype: 'The Hero', companyArchetypeConfidence: 0.44 },
      {
        domain: 'acme.example',
        name: 'Acme Outfitters',
        company_archetype: 'The Hero',
        company_archetype_confidence: '44',
        archetype_alignment: 'uncertain',
      },
    ],
    ['no analysis: no company', { companyArchetype: null }, undefined],
    ['no website: no company', { companyUrl: null }, undefined],
  ])('%s', (_, change, company) => expect(companyFromSubmission({ ...analysed, ...change })).toEqual(company));
});

describe('the contact carries the alignment of its own primary and company archetype', () => {
  const row = (primaryArchetype: string, companyArchetype: string | null, companyArchetypeConfidence: number | null = 0.8): ContactSource => ({
    email: 'owner@acme.example',
    company: 'Acme',
    companyUrl: 'https://acme.example/',
    primaryArchetype,
    secondaryArchetype: 'Scholar',
    companyArchetype,
    companyArchetypeConfidence,
  });

  it.each<[string, ContactSource[], string | undefined]>([
    ['no analysis: no alignment', [row('The Hero', null)], undefined],
    ['analysed, another archetype', [row('The Hero', 'The Sage')], 'gap'],
    ['analysed, the same archetype', [row('The Sage', 'The Sage')], 'aligned'],
    // The newest primary against the newest company archetype, so the contact's three properties agree.
    ['a newer answer without analysis, over an older analysed one', [row('The Sage', null), row('The Hero', 'The Sage')], 'aligned'],
    ['analysed with a reading too weak to judge', [row('The Sage', 'The Sage', 0.3)], 'uncertain'],
    ['no recorded confidence (an old row): taken as stored', [row('The Hero', 'The Sage', null)], 'gap'],
    // The confidence is that of the reading the company archetype came from, not of a newer row without one.
    ['a newer answer without analysis, over an older weak reading', [row('The Sage', null, 0.9), row('The Hero', 'The Sage', 0.3)], 'uncertain'],
    ['a newer strong reading over an older weak one', [row('The Hero', 'The Sage', 0.9), row('The Hero', 'The Hero', 0.3)], 'gap'],
  ])('%s', (_, newestFirst, alignment) => {
    const [contact] = latestContacts(newestFirst);
    expect(contact!.properties.archetype_alignment).toBe(alignment);
  });
});
