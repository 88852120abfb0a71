import { describe, expect, it } from 'vitest';
import { checkWebsiteUrl } from '../../src/domain/website-url.ts';

describe('checkWebsiteUrl: the one rule for a website address (Quick Analysis, the quiz, the server)', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com/about  ', 'https://example.com/about'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/Path', 'https://example.com/Path'],
    ['bücher.de', 'https://xn--bcher-kva.de/'],
    ['acme.com', 'https://acme.com/'],
    ['Acme.COM/About#team', 'https://acme.com/About'],
    ['localhost:4321', 'https://localhost:4321/'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['http://[::1]/', 'http://[::1]/'],
    ['//acme.com/x', 'https://acme.com/x'],
  ])('%s → %s', (input, url) => expect(checkWebsiteUrl(input)).toEqual({ ok: true, url }));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url', 'invalid'],
    ['https://', 'invalid'],
    ['http//broken', 'invalid'],
    ['httpfoo', 'invalid'],
    ['acme', 'invalid'],
    ['javascript:alert(1)', 'scheme'],
    ['mailto:ceo@acme.com', 'scheme'],
    ['ftp://acme.com', 'scheme'],
    ['https://user:pw@acme.com', 'credentials'],
    ['acme .com', 'invalid'],
    [`acme.com/${'a'.repeat(2050)}`, 'too_long'],
  ])('%j is refused as %s', (input, reason) => expect(checkWebsiteUrl(input)).toMatchObject({ ok: false, reason }));
});
