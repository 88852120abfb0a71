import { describe, expect, it } from 'vitest';
import { normalizeInputUrl } from '../../src/domain/website-url.ts';

describe('normalizeInputUrl (Quick Analysis input)', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com/about  ', 'https://example.com/about'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/Path', 'https://example.com/Path'],
    ['bücher.de', 'https://xn--bcher-kva.de/'],
  ])('%s → %s', (input, url) => expect(normalizeInputUrl(input)).toEqual({ ok: true, url }));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url', 'invalid'],
    ['https://', 'invalid'],
    ['http//broken', 'invalid'],
    ['httpfoo', 'invalid'],
  ])('%j is refused as %s', (input, reason) => expect(normalizeInputUrl(input)).toEqual({ ok: false, reason }));
});
