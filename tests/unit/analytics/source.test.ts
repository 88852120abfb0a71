import { describe, expect, it } from 'vitest';
import {
  cleanSourceText,
  cleanVisitSource,
  countedSource,
  OTHER_SOURCE,
  sourceFromEmbed,
  sourceFromLanding,
  sourceLabel,
} from '../../../src/domain/analytics/source.ts';

const SELF = 'https://quiz.example';

describe('sourceFromLanding', () => {
  it.each([
    [
      'campaign tags',
      `${SELF}/?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring%20Launch`,
      '',
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring launch' },
    ],
    ['an outside referrer: its host only', `${SELF}/`, 'https://www.Google.com/search?q=brand+quiz', { referrerHost: 'www.google.com' }],
    ['tags and a referrer together', `${SELF}/?utm_source=x`, 'https://blog.example/post', { utmSource: 'x', referrerHost: 'blog.example' }],
    ['a referrer from this site is no source', `${SELF}/`, `${SELF}/the-hero`, {}],
    ['no tags, no referrer', `${SELF}/`, '', {}],
    ['empty tags are absent', `${SELF}/?utm_source=&utm_medium=%20`, '', {}],
    ['a referrer that is not http(s)', `${SELF}/`, 'android-app://com.example', {}],
    ['a malformed landing URL', 'not a url', '', {}],
    // A Start clicked before the page's script ran sends a form that keeps only ?step=intro: the tags come from the page before.
    [
      '?step=intro from our own tagged page',
      `${SELF}/?step=intro`,
      `${SELF}/?utm_source=Newsletter&utm_campaign=launch`,
      { utmSource: 'newsletter', utmCampaign: 'launch' },
    ],
    ['its own tags win over those of our page before', `${SELF}/?utm_source=ads`, `${SELF}/?utm_source=newsletter`, { utmSource: 'ads' }],
    ["an outside page's tags are never taken", `${SELF}/?step=intro`, 'https://blog.example/?utm_source=blog', { referrerHost: 'blog.example' }],
  ])('%s', (_, url, referrer, expected) => {
    expect(sourceFromLanding({ url, referrer, selfOrigin: SELF })).toEqual(expected);
  });
});

describe('sourceFromEmbed', () => {
  it('takes the snippet name and the host page tags from its URL, and the embedding origin from the browser', () => {
    expect(
      sourceFromEmbed({
        url: `${SELF}/embed?source=Partner-Name&utm_campaign=spring`,
        ancestorOrigin: 'https://partner.example',
        referrer: 'https://ignored.example/',
      }),
    ).toEqual({ embedName: 'partner-name', utmCampaign: 'spring', embedOrigin: 'https://partner.example' });
  });

  it("falls back to the referrer's origin where the browser has no ancestorOrigins", () => {
    expect(sourceFromEmbed({ url: `${SELF}/embed`, referrer: 'https://partner.example/pricing?x=1', selfOrigin: SELF })).toEqual({
      embedOrigin: 'https://partner.example',
    });
  });

  it('after a Start clicked before the script ran (/embed?step=intro), keeps the name and tags of the frame’s first page', () => {
    const before = `${SELF}/embed?source=partner-name&utm_source=newsletter`;
    expect(
      sourceFromEmbed({ url: `${SELF}/embed?step=intro`, ancestorOrigin: 'https://partner.example', referrer: before, selfOrigin: SELF }),
    ).toEqual({
      embedName: 'partner-name',
      utmSource: 'newsletter',
      embedOrigin: 'https://partner.example',
    });
    // Without ancestorOrigins, our own page before is no embedding site.
    expect(sourceFromEmbed({ url: `${SELF}/embed?step=intro`, referrer: before, selfOrigin: SELF })).toEqual({
      embedName: 'partner-name',
      utmSource: 'newsletter',
    });
  });
});

describe('cleanSourceText', () => {
  it.each([
    ['  Google  Ads ', 'google ads'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['zero\u200Bwidth', 'zerowidth'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['', undefined],
    ['\u0000\u0007', undefined],
  ])('%j → %j', (input, expected) => {
    expect(cleanSourceText(input)).toBe(expected);
  });

  it('cuts a long tag to 100 characters, never splitting a character', () => {
    expect(cleanSourceText('a'.repeat(5000))).toBe('a'.repeat(100));
    expect([...cleanSourceText('😀'.repeat(150))!]).toHaveLength(100);
  });

  it('ignores anything that is not a string', () => {
    expect(cleanSourceText(42)).toBeUndefined();
    expect(cleanSourceText({ toString: () => 'x' })).toBeUndefined();
  });
});

describe('cleanVisitSource', () => {
  it('keeps valid fields, drops unusable ones and unknown keys', () => {
    expect(
      cleanVisitSource({
        utmSource: 'News',
        referrerHost: 'Blog.Example:8080',
        embedOrigin: 'javascript:alert(1)',
        embedName: null,
        extra: 'x',
      }),
    ).toEqual({ utmSource: 'news', referrerHost: 'blog.example' });
    expect(cleanVisitSource('nope')).toEqual({});
    expect(cleanVisitSource({ referrerHost: 'a b/c' })).toEqual({});
  });
});

describe('sourceLabel', () => {
  it.each([
    // An embedded visit is the partner's lead: the campaign that brought the visitor to the partner's page stays a utm field.
    [{ utmSource: 'newsletter', embedName: 'partner', embedOrigin: 'https://partner.example' }, 'partner'],
    [{ utmSource: 'newsletter', embedOrigin: 'https://partner.example' }, 'partner.example'],
    [{ utmSource: 'newsletter', embedName: 'partner', referrerHost: 'google.com' }, 'partner'],
    [{ utmSource: 'newsletter', referrerHost: 'google.com' }, 'newsletter'],
    [{ embedName: 'partner', embedOrigin: 'https://partner.example' }, 'partner'],
    [{ embedOrigin: 'https://partner.example:8443' }, 'partner.example'],
    [{ referrerHost: 'google.com', utmMedium: 'cpc' }, 'google.com'],
    [{ utmCampaign: 'spring' }, 'direct'],
    [{}, 'direct'],
  ])('%j → %s', (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe('countedSource: the label a beacon counts under', () => {
  it.each(['newsletter', 'direct', 'google.com', 'spring sale_2026', 'partner~1', 'a'.repeat(64)])('keeps %s', (label) => {
    expect(countedSource(label)).toBe(label);
  });

  it.each(['<script>alert(1)</script>', 'café', 'a'.repeat(65), 'two  spaces', '-leading', 'emoji 🎉', 'new\nline', ''])(
    'folds %j into "other"',
    (label) => {
      expect(countedSource(label)).toBe(OTHER_SOURCE);
    },
  );
});
