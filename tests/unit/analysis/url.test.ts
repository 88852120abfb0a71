import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { normalizeWebsiteUrl } from '../../../functions/analysis/url.ts';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  Example.COM  ', 'https://example.com/'],
    ['www.Example.com/About#team', 'https://www.example.com/About'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM:443/path?q=1#x', 'https://example.com/path?q=1'],
    ['example.com:8080/shop', 'https://example.com:8080/shop'],
    ['//example.com/x', 'https://example.com/x'],
    ['bücher.example', 'https://xn--bcher-kva.example/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    ['', 'Please enter a website URL to analyze.'],
    ['   ', 'Please enter a website URL to analyze.'],
    ['javascript:alert(1)', 'Only http and https website addresses can be analyzed.'],
    ['ftp://example.com/', 'Only http and https website addresses can be analyzed.'],
    ['file:///etc/passwd', 'Only http and https website addresses can be analyzed.'],
    ['https://user:secret@example.com/', 'Website addresses with a user name or password cannot be analyzed.'],
    ['http://exa mple.com', 'Please enter a valid website URL.'],
    ['http://', 'Please enter a valid website URL.'],
  ])('refuses %j with a clear message', (input, message) => {
    let error: unknown;
    try {
      normalizeWebsiteUrl(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_url');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(message);
  });
});
