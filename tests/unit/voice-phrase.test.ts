import { describe, expect, it } from 'vitest';
import { readCta } from '../../src/domain/voice/cta-reading.ts';
import { readHeadline } from '../../src/domain/voice/headline.ts';
import { tokenize } from '../../src/domain/voice/tokens.ts';
import { HOSTILE_LINES } from '../helpers/hostile-lines.ts';

// [headline, subject, head, audience]: real-looking lines from SaaS, retail, services and non-profit sites.
const SUBJECTS: Array<[string, string, string, string?]> = [
  // SaaS
  ['The all-in-one platform for modern HR teams', 'platform for modern HR teams', 'platform', 'modern HR teams'],
  ['The All-in-One Platform for Modern HR Teams', 'platform for modern HR teams', 'platform', 'modern HR teams'],
  ['Accounting software that small firms love', 'accounting software', 'software'],
  ['Payroll software for small teams', 'payroll software for small teams', 'software', 'small teams'],
  ['Payroll made simple', 'payroll', 'payroll'],
  ['The smarter way to run payroll', 'payroll', 'payroll'],
  ['Meet Acme: the CRM for growing startups', 'CRM for growing startups', 'crm', 'growing startups'],
  ['Project management software for remote teams', 'project management software for remote teams', 'software', 'remote teams'],
  ['We make invoicing effortless', 'invoicing', 'invoicing'],
  ['Build a better website', 'website', 'website'],
  ['Payroll and benefits for small teams', 'payroll and benefits for small teams', 'benefits', 'small teams'],
  ['Fast, friendly IT support for London businesses', 'IT support for London businesses', 'support', 'London businesses'],
  // Retail
  ['Socks that make Mondays bearable', 'socks', 'socks'],
  ['Coffee roasted on Tuesdays', 'coffee', 'coffee'],
  ['The home of great coffee', 'coffee', 'coffee'],
  ['Handmade furniture from Vermont', 'handmade furniture', 'furniture'],
  ['Fresh flowers, delivered.', 'fresh flowers', 'flowers'],
  ['Discover your next adventure', 'adventure', 'adventure'],
  ['Hiking boots built to last', 'hiking boots', 'boots'],
  ['Organic skincare for sensitive skin', 'organic skincare', 'skincare'],
  ['Award-winning pizza since 1999', 'pizza', 'pizza'],
  ['Sustainable fashion, made to last', 'sustainable fashion', 'fashion'],
  // Services
  ['Compassionate care, in the comfort of home.', 'compassionate care', 'care'],
  ['Family law advice you can trust', 'family law advice', 'advice'],
  ['Plumbing repairs for busy homeowners', 'plumbing repairs for busy homeowners', 'repairs', 'busy homeowners'],
  ['Dog grooming in Leeds', 'dog grooming', 'grooming'],
  ['Wedding photography with heart', 'wedding photography', 'photography'],
  ['Insurance that actually pays out', 'insurance', 'insurance'],
  // Non-profits
  ['Clean water for every child', 'clean water', 'water'],
  ['Meals for families in need', 'meals for families', 'meals', 'families'],
  ['Shelter and support for young people', 'shelter and support for young people', 'support', 'young people'],
  ['Books for every classroom', 'books', 'books'],
];

describe('the subject of a headline', () => {
  it.each(SUBJECTS)('%s → %s', (headline, subject, head, audience) => {
    const reading = readHeadline(headline);
    expect(reading).toMatchObject({ subject, head });
    expect(reading?.audience).toBe(audience);
  });

  it.each([
    'Champions are built in the hours nobody sees.',
    'Think different.',
    'Just do it',
    'Belong anywhere',
    'We help small businesses grow',
    'Welcome to our home',
    'We are here',
    'Stop wasting time on spreadsheets',
    'Tired of slow payroll?',
    'Where every dog is family',
    'Together, we can end hunger',
    'Save a life today',
    'Protecting wildlife since 1961',
    'Learn to code in 12 weeks',
    '',
  ])('%j names no subject a rewrite could be built around', (headline) => {
    expect(readHeadline(headline)).toBeNull();
  });

  it('counts nouns the way English does: an article for a countable one, none for uncountables and plurals', () => {
    expect(readHeadline('The all-in-one platform for modern HR teams')?.grammar).toBe('count');
    expect(readHeadline('Compassionate care, in the comfort of home.')?.grammar).toBe('mass');
    expect(readHeadline('Socks that make Mondays bearable')?.grammar).toBe('plural');
    expect(readHeadline('Build a better website')?.yours).toBe(true);
  });
});

// [button, verb, object, head, free]
const CTAS: Array<[string, string, string, string, boolean]> = [
  ['Start your free trial', 'start', 'free trial', 'trial', true],
  ['Start Your Free Trial', 'start', 'free trial', 'trial', true],
  ['Book a demo', 'book', 'demo', 'demo', false],
  ['Request a Demo →', 'request', 'demo', 'demo', false],
  ['Schedule a free care consultation', 'schedule', 'free care consultation', 'consultation', true],
  ['Talk to an expert', 'talk to', 'expert', 'expert', false],
  ['Get a free quote', 'get', 'free quote', 'quote', true],
  ['Shop the collection', 'shop', 'collection', 'collection', false],
  ['See pricing', 'see', 'pricing', 'pricing', false],
  ['Free trial', '', 'free trial', 'trial', true],
  ['Book a call with our team', 'book', 'call', 'call', false],
  ['Donate to our winter appeal', 'donate to', 'winter appeal', 'appeal', false],
  ['Shop now', 'shop', '', '', false],
  ['Get started for free', 'get started', '', '', true],
  ['Try it free', 'try it', '', '', true],
  ['Get in touch', 'get in touch', '', '', false],
  ['Sign up', 'sign up', '', '', false],
];

describe('the offer of a call to action', () => {
  it.each(CTAS)('%s → %s / %s', (cta, verb, object, head, free) => {
    expect(readCta(cta)).toMatchObject({ verb, object, head, free });
  });

  it.each([undefined, '', '→', 'Click here to read everything we have ever written about it', '(555) 555-0100'])('%j has no offer to keep', (cta) => {
    expect(readCta(cta)).toBeNull();
  });
});

describe('reading costs no more than the line', () => {
  it('reads only the first characters of a line, however long it is', () => {
    expect(tokenize('payroll '.repeat(100_000), 200).length).toBeLessThanOrEqual(25);
  });

  // Each is read as its first characters alone, so its length costs nothing (the time per line: bench/voice-phrase.ts).
  it.each(HOSTILE_LINES.map((line) => [`${line.slice(0, 12)}… (${line.length} chars)`, line]))(
    'reads %s exactly as its first characters',
    (_, line) => {
      expect(readHeadline(line)).toEqual(readHeadline(line.slice(0, 200)));
      expect(readCta(line)).toEqual(readCta(line.slice(0, 80)));
    },
  );
});
