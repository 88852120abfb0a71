import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let res: Response;
let html: string;

beforeAll(async () => {
  t = await createTestApp();
  res = await t.app.request('/api/docs');
  html = await res.text();
});
afterAll(() => t.close());

const policy = () =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources] as const),
  );
const inlineScripts = () => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const configuration = () => JSON.parse(/createApiReference\('#app', (\{.*\})\);/.exec(inlineScripts()[0]!)![1]!) as Record<string, unknown>;

describe('GET /api/docs', () => {
  it('answers the reference page with a Content-Security-Policy that allows nothing but this origin', () => {
    expect(res.status).toBe(200);
    const csp = policy();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('allows its one inline script by hash, and no other inline script', () => {
    const scripts = inlineScripts();
    expect(scripts).toHaveLength(1);
    const digest = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(policy().get('script-src')).toEqual(["'self'", `'sha256-${digest}'`]);
  });

  it('loads the viewer from this origin and names no other origin in src, href or url()', () => {
    expect(html).toContain('<script src="/vendor/scalar-api-reference.js"></script>');
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('reads our contract and turns off the fonts, telemetry, AI agent, MCP, developer tools (Deploy) and the hosted client', () => {
    expect(configuration()).toEqual({
      url: '/api/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      hideClientButton: true,
    });
  });
});
