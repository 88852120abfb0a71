import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../functions/env.ts';
import { listenOrigin, siteUrlOf } from '../../src/domain/site/site-url.ts';

describe('listenOrigin: the origin a browser sees for a server on HOST:PORT', () => {
  it.each([
    ['nothing set: the documented default', undefined, undefined, 'http://localhost:4321'],
    ['only PORT', undefined, '4501', 'http://localhost:4501'],
    ['PORT as a number', 'localhost', 4501, 'http://localhost:4501'],
    ['a name', 'brand.internal', '8080', 'http://brand.internal:8080'],
    ['an IPv4 address', '127.0.0.1', '4501', 'http://127.0.0.1:4501'],
    ['every IPv4 interface: localhost', '0.0.0.0', '4501', 'http://localhost:4501'],
    ['every IPv6 interface: localhost', '::', '4501', 'http://localhost:4501'],
    ['every IPv6 interface, long form', '0:0:0:0:0:0:0:0', '4501', 'http://localhost:4501'],
    ['every interface, bracketed', '[::]', '4501', 'http://localhost:4501'],
    ['an IPv6 address: in brackets', '::1', '4501', 'http://[::1]:4501'],
    ['an IPv6 address already in brackets', '[2001:db8::1]', '4501', 'http://[2001:db8::1]:4501'],
    ['an IPv6 address in its canonical form', '2001:DB8:0:0:0:0:0:1', '4501', 'http://[2001:db8::1]:4501'],
    ['port 80: no port, as in an Origin header', 'localhost', '80', 'http://localhost'],
    ['empty values count as unset', '', '', 'http://localhost:4321'],
  ])('%s (HOST=%s PORT=%s) → %s', (_name, HOST, PORT, expected) => {
    expect(listenOrigin({ HOST, PORT })).toBe(expected);
  });
});

describe('siteUrlOf: SITE_URL, else the listen origin', () => {
  it.each([
    ['SITE_URL wins over HOST and PORT', { SITE_URL: 'https://archetypes.example', PORT: '4501' }, 'https://archetypes.example'],
    ['unset', { PORT: '4501' }, 'http://localhost:4501'],
    ['empty', { SITE_URL: '', HOST: '0.0.0.0', PORT: '4501' }, 'http://localhost:4501'],
    ['blank', { SITE_URL: '  ', HOST: '::1', PORT: '4501' }, 'http://[::1]:4501'],
  ])('%s', (_name, env, expected) => expect(siteUrlOf(env)).toBe(expected));
});

describe('the server settings (functions/env.ts)', () => {
  it.each([
    ['SITE_URL as given', { SITE_URL: 'https://archetypes.example' }, 'https://archetypes.example'],
    ['no SITE_URL: the origin of HOST and PORT', { HOST: '0.0.0.0', PORT: '4501' }, 'http://localhost:4501'],
    ['an empty SITE_URL (as .env files write it): derived too', { SITE_URL: '', PORT: '4501' }, 'http://localhost:4501'],
    ['nothing set: the default origin', {}, 'http://localhost:4321'],
  ])('%s', (_name, source, expected) => {
    expect(parseEnv(source).SITE_URL).toBe(expected);
  });

  it('still refuses a SITE_URL that is not a URL', () => {
    expect(() => parseEnv({ SITE_URL: 'archetypes.example' })).toThrow(/SITE_URL/);
  });
});
