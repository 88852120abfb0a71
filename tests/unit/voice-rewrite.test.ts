import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { readCta } from '../../src/domain/voice/cta-reading.ts';
import { readHeadline } from '../../src/domain/voice/headline.ts';
import { VOICE_PROFILES } from '../../src/domain/voice/profiles.ts';
import { suggestInVoice } from '../../src/domain/voice/rewrite.ts';
import { fillShape } from '../../src/domain/voice/shapes.ts';

// Headline and button pairs as sites publish them: SaaS, retail, services, non-profits.
const SITES: Array<[string, string]> = [
  ['The all-in-one platform for modern HR teams', 'Start your free trial'],
  ['Accounting software that small firms love', 'Book a demo'],
  ['Payroll software for small teams', 'Start free trial'],
  ['Meet Acme: the CRM for growing startups', 'Request a Demo →'],
  ['Build a better website', 'Get started for free'],
  ['Fast, friendly IT support for London businesses', 'Get a free quote'],
  ['Socks that make Mondays bearable', 'Shop now'],
  ['Coffee roasted on Tuesdays', 'Shop the collection'],
  ['Handmade furniture from Vermont', 'Explore our range'],
  ['Discover your next adventure', 'Plan your trip'],
  ['Award-winning pizza since 1999', 'Reserve a table'],
  ['Compassionate care, in the comfort of home.', 'Schedule a free care consultation'],
  ['Family law advice you can trust', 'Talk to an expert'],
  ['Plumbing repairs for busy homeowners', 'Get a quote'],
  ['Wedding photography with heart', 'Get in touch'],
  ['Clean water for every child', 'Donate'],
  ['Meals for families in need', 'Donate to our winter appeal'],
  ['Shelter and support for young people', 'Volunteer with us'],
  ['Books for every classroom', 'Support our work'],
  ['Champions are built in the hours nobody sees.', 'Join the club'],
  ['Just do it', 'Shop the collection'],
  ['Payroll made simple', 'See pricing'],
  ['Learn to code in 12 weeks', 'Apply now'],
  ['Organic skincare for sensitive skin', 'Order samples'],
  ['Hiking boots built to last', 'Buy tickets'],
  ['Project management software for remote teams', 'Try it free'],
  ['Dog grooming in Leeds', 'Book an appointment'],
  ['Insurance that actually pays out', 'Get a free quote'],
];

/** Verb and offer pairs no copywriter would sign; '*' for any offer. Today's rules produced the first three. */
const NEVER: Array<[string, string]> = [
  ['steal', '*'],
  ['study', '*'],
  ['get help with', '*'],
  ['indulge in', '*'],
  ['treat yourself to', '*'],
  ['play with', '*'],
  ['transform', '*'],
  ['fall for', '*'],
  ['take on', 'trial'],
  ['experience', 'demo'],
  ['enjoy', 'demo'],
  ['design', 'demo'],
  ['build', 'demo'],
  ['create', 'trial'],
  ['try', 'trial'],
  ['explore', 'trial'],
  ['discover', 'trial'],
  ['discover', 'demo'],
  ['compare', 'demo'],
  ['unlock', 'consultation'],
  ['unlock', 'quote'],
  ['grab', 'demo'],
  ['grab', 'consultation'],
  ['snag', 'demo'],
  ['snag', 'quote'],
  ['secure', 'demo'],
  ['reserve', 'trial'],
  ['pick up', 'demo'],
  ['claim', 'collection'],
  ['shop', 'demo'],
];

/** The words that carry a button's offer when it has no object: 'Shop now' must still be about shopping. */
const VERB_OFFERS: Record<string, RegExp> = {
  shop: /shop/i,
  'get started': /start|begin/i,
  donate: /give|donat/i,
  'get in touch': /touch|talk|contact|speak|hello/i,
  'try it': /try|trial/i,
  volunteer: /volunteer|your time/i,
  apply: /appl/i,
};

const suggestionsFor = (headline: string, cta: string) =>
  ARCHETYPE_NAMES.map((archetype) => ({ archetype, ...suggestInVoice({ archetype, headline, cta }) }));

describe('voice rewrites a copywriter would sign', () => {
  it.each(SITES)('headlines about the real subject of “%s”', (headline, cta) => {
    const reading = readHeadline(headline);
    for (const { archetype, headlines } of suggestionsFor(headline, cta)) {
      if (!reading) expect(headlines, archetype).toEqual([]);
      else expect(headlines.length, archetype).toBeGreaterThanOrEqual(2);
      expect(new Set(headlines).size).toBe(headlines.length);
      for (const line of headlines) {
        expect(line.toLowerCase(), archetype).toContain(reading!.head);
        expect(line).not.toMatch(/[{}[\]]|\s{2}|^[a-z]/);
        expect(line.length).toBeLessThanOrEqual(90);
        expect(line.toLowerCase()).not.toBe(headline.toLowerCase());
      }
    }
  });

  it.each(SITES)('calls to action for “%s” keep the offer of “%s” in natural English', (headline, cta) => {
    const original = readCta(cta)!;
    for (const { archetype, ctas } of suggestionsFor(headline, cta)) {
      for (const line of ctas) {
        const reading = readCta(line);
        expect(reading, `${archetype}: ${line}`).not.toBeNull();
        for (const [verb, offer] of NEVER) {
          const bad = reading!.verb === verb && (offer === '*' || reading!.head === offer);
          expect(bad, `${archetype}: ${line} pairs ${verb} with ${offer}`).toBe(false);
        }
        if (original.object) expect(reading!.head, `${archetype}: ${line}`).toBe(original.head);
        else expect(line).toMatch(VERB_OFFERS[original.verb] ?? new RegExp(original.verb, 'i'));
        if (original.free) expect(line).toMatch(/free/i);
        expect(line.toLowerCase()).not.toBe(cta.toLowerCase());
        expect(line.length).toBeLessThanOrEqual(40);
      }
    }
  });

  it.each(ARCHETYPE_NAMES)('%s: the issue’s examples read as natural English', (archetype) => {
    const saas = suggestInVoice({ archetype, headline: 'The all-in-one platform for modern HR teams', cta: 'Start your free trial' });
    expect(saas.headlines.join(' ')).not.toMatch(/all-in-one/i);
    for (const line of saas.headlines) expect(line).toMatch(/platform/);
    for (const line of saas.ctas) expect(line).toMatch(/^(Start|Begin|Claim|Get|Activate|Unlock|Grab|Snag) your free trial$/);
    const demo = suggestInVoice({ archetype, headline: 'Accounting software that small firms love', cta: 'Book a demo' });
    for (const line of demo.ctas) expect(line).toMatch(/^(See|Watch|Request|Schedule|Get|Arrange|Book) a demo$/);
  });

  it('writes no call to action when the site has none, and none for an offer the rules do not know', () => {
    expect(suggestInVoice({ archetype: 'The Hero', headline: 'Payroll made simple' }).ctas).toEqual([]);
    expect(suggestInVoice({ archetype: 'The Hero', headline: 'Payroll made simple', cta: 'Adopt a dog' }).ctas).toEqual([]);
    expect(suggestInVoice({ archetype: 'The Hero', headline: 'Payroll made simple', cta: 'Give monthly' }).ctas).toEqual([]);
  });

  it('is deterministic, and differs between archetypes', () => {
    const input = { headline: 'Coffee roasted on Tuesdays', cta: 'Shop the collection' };
    expect(suggestInVoice({ ...input, archetype: 'The Hero' })).toEqual(suggestInVoice({ ...input, archetype: 'The Hero' }));
    expect(suggestInVoice({ ...input, archetype: 'The Hero' }).headlines).not.toEqual(
      suggestInVoice({ ...input, archetype: 'The Jester' }).headlines,
    );
  });
});

describe('the voice guide', () => {
  it.each(SITES)('comes with every answer, with an example even when “%s” cannot be rewritten', (headline, cta) => {
    for (const { archetype, headlines, guide } of suggestionsFor(headline, cta)) {
      expect(guide.use).toEqual(VOICE_PROFILES[archetype].use);
      expect(guide.avoid.length).toBeGreaterThanOrEqual(4);
      expect(guide.shapes.length).toBeGreaterThanOrEqual(2);
      expect(guide.shapes.length).toBeLessThanOrEqual(3);
      for (const shape of guide.shapes) expect(shape).toMatch(/\[(What|what) you offer\]/);
      expect(guide.example).not.toMatch(/[{}[\]]/);
      if (headlines.length === 0) expect(guide.example, archetype).toMatch(/what you do/i);
      else expect(guide.example.toLowerCase(), archetype).toContain(readHeadline(headline)!.head);
    }
  });

  it('writes its example on the site’s own subject, or on a key term when the headline names none', () => {
    expect(suggestInVoice({ archetype: 'The Outlaw', headline: 'Compassionate care, in the comfort of home.' }).guide.example).toBe(
      'Compassionate care, without the rules.',
    );
    const champions = suggestInVoice({
      archetype: 'The Hero',
      headline: 'Champions are built in the hours nobody sees.',
      keywords: ['athletes', 'coaching'],
    });
    expect(champions.headlines).toEqual([]);
    expect(champions.guide.example).toBe('Coaching, built for the hard days.');
  });

  it.each(ARCHETYPE_NAMES)('%s: the three shapes the guide shows fit any subject', (archetype) => {
    const subjects = [
      'The all-in-one platform for modern HR teams',
      'Compassionate care, at home',
      'Socks that make Mondays bearable',
      'Build a better website',
    ];
    for (const headline of subjects) {
      for (const shape of VOICE_PROFILES[archetype].headlines.slice(0, 3)) expect(fillShape(shape, readHeadline(headline)!), shape).not.toBeNull();
    }
  });
});
