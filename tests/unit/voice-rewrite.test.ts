import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { VOICE_PROFILES } from '../../src/domain/voice/profiles.ts';
import { ctaObject, rewriteInVoice, topicOf } from '../../src/domain/voice/rewrite.ts';

describe('the subject a rewrite keeps', () => {
  it.each([
    ['Payroll without the headaches', ['payroll', 'teams'], 'payroll'],
    ['Welcome to our home', ['home', 'welcome', 'coffee'], 'coffee'],
    ['Socks that make Mondays bearable', [], 'socks'],
    ['We are here', [], 'what you do'],
    ['Anything', ['<script>', 'x'], 'anything'],
  ])('%s with %j → %s', (headline, keywords, expected) => {
    expect(topicOf(headline, keywords)).toBe(expected);
  });
});

describe('what a call to action offers', () => {
  it.each([
    ['Book a demo', 'your demo'],
    ['Shop the range', 'the range'],
    ['Start your free trial', 'your free trial'],
    ['Shop now', null],
    ['Get started', null],
    ['Learn more', null],
    ['Go', null],
    ['Click here to read everything we have ever written about it', null],
    [undefined, null],
  ])('%s → %s', (cta, expected) => {
    expect(ctaObject(cta)).toBe(expected);
  });
});

describe('rewrites in each archetype’s voice', () => {
  it.each(ARCHETYPE_NAMES)('%s: three different headlines about the site’s subject, from its own profile', (archetype) => {
    const rewrites = rewriteInVoice({ archetype, headline: 'Payroll software for small teams', cta: 'Book a demo', keywords: ['payroll'] });
    expect(rewrites).toHaveLength(3);
    expect(new Set(rewrites.map((r) => r.headline)).size).toBe(3);
    for (const r of rewrites) {
      expect(r.headline.toLowerCase()).toContain('payroll');
      expect(r.headline).not.toMatch(/[{}]/);
      expect(r.headline).not.toBe('Payroll software for small teams');
      expect(r.headline.charAt(0)).toBe(r.headline.charAt(0).toUpperCase());
    }
    expect(rewrites[0]!.cta).toMatch(/ your demo$/);
    expect(VOICE_PROFILES[archetype].ctas).toContain(rewrites[2]!.cta);
  });

  it('is deterministic, and differs between archetypes', () => {
    const input = { headline: 'Coffee roasted on Tuesdays', keywords: ['coffee'] };
    expect(rewriteInVoice({ ...input, archetype: 'The Hero' })).toEqual(rewriteInVoice({ ...input, archetype: 'The Hero' }));
    expect(rewriteInVoice({ ...input, archetype: 'The Hero' })).not.toEqual(rewriteInVoice({ ...input, archetype: 'The Jester' }));
  });

  it('uses stand-alone calls to action when the site’s has no object', () => {
    const rewrites = rewriteInVoice({ archetype: 'The Explorer', headline: 'Campervans for hire', cta: 'Shop now' });
    for (const r of rewrites) expect(VOICE_PROFILES['The Explorer'].ctas).toContain(r.cta);
  });
});
