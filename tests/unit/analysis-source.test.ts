import { describe, expect, it } from 'vitest';
import { analysisSource } from '../../src/domain/analysis-source.ts';

describe('the site and date an exported analysis names', () => {
  const noon = Date.UTC(2025, 2, 4, 12);
  it.each([
    ['https://acme.example/', 'acme.example'],
    ['http://127.0.0.1:4402/about', '127.0.0.1:4402'],
    ['https://www.shop.example/path?q=1', 'www.shop.example'],
    ['not a url', 'not a url'],
  ])('%s → %s', (url, host) => {
    expect(analysisSource(url, noon)).toMatchObject({ host, iso: '2025-03-04T12:00:00.000Z' });
    expect(analysisSource(url, noon).date).toMatch(/^March [345], 2025$/); // the day in the viewer's time zone
  });
});
