import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { assertAllowedUrl } from '../../../functions/analysis/fetch/guard.ts';

/** A DNS stub: names map to fixed answers, anything else does not exist. */
const dns: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'loopback.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.0.0.7'],
  'v6-loopback.example': ['::1'],
  'mapped.example': ['::ffff:192.168.0.10'],
  'empty.example': [],
  localhost: ['127.0.0.1', '::1'],
};
const resolveHost = async (host: string) => {
  const answer = dns[host];
  if (!answer) throw new Error(`ENOTFOUND ${host}`);
  return answer;
};

async function codeOf(url: string, allowPrivateHosts = false): Promise<string> {
  try {
    await assertAllowedUrl(new URL(url), { resolveHost, allowPrivateHosts });
    return 'allowed';
  } catch (error) {
    return error instanceof ApiError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe('the SSRF guard, private hosts not allowed', () => {
  it.each([
    ['http://127.0.0.1/', 'blocked_address'],
    ['http://2130706433/', 'blocked_address'],
    ['http://0177.0.0.1/', 'blocked_address'],
    ['http://0x7f000001/', 'blocked_address'],
    ['http://127.1/', 'blocked_address'],
    ['http://[::1]/', 'blocked_address'],
    ['http://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['http://[::ffff:7f00:1]/', 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://100.64.0.1/', 'blocked_address'],
    ['http://[fd00::1]/', 'blocked_address'],
    ['http://[fd00:ec2::254]/', 'blocked_address'],
    ['http://0.0.0.0/', 'blocked_address'],
    ['http://10.0.0.1/', 'blocked_address'],
    ['http://192.168.1.1/', 'blocked_address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'blocked_address'],
    ['http://localhost/', 'blocked_address'],
    ['http://app.localhost/', 'blocked_address'],
    ['http://printer.local/', 'blocked_address'],
    ['http://intranet/', 'blocked_address'], // single-label names resolve through search domains
    ['http://loopback.example/', 'blocked_address'],
    ['http://v6-loopback.example/', 'blocked_address'],
    ['http://mapped.example/', 'blocked_address'],
    ['http://mixed.example/', 'blocked_address'], // one private record is enough
    ['http://public.example:8080/', 'blocked_address'], // non-standard port
    ['http://public.example:22/', 'blocked_address'],
    ['http://user:pass@public.example/', 'invalid_url'],
    ['ftp://public.example/', 'invalid_url'],
    ['http://nowhere.example/', 'unreachable'],
    ['http://empty.example/', 'unreachable'],
    ['http://public.example/', 'allowed'],
    ['https://public.example:443/', 'allowed'],
    ['http://93.184.216.34/', 'allowed'],
  ])('%s → %s', async (url, expected) => {
    expect(await codeOf(url)).toBe(expected);
  });
});

describe('the SSRF guard with allowPrivateHosts (tests only)', () => {
  it.each([
    ['http://127.0.0.1:54321/', 'allowed'],
    ['http://localhost:3000/', 'allowed'],
    ['http://loopback.example/', 'allowed'],
    ['http://169.254.169.254/', 'blocked_address'], // metadata stays blocked
    ['http://metadata.google.internal/', 'blocked_address'],
    ['http://0.0.0.0/', 'blocked_address'],
  ])('%s → %s', async (url, expected) => {
    expect(await codeOf(url, true)).toBe(expected);
  });
});

describe('without a resolver (Cloudflare: the platform blocks private egress)', () => {
  it('still refuses literal private addresses and internal names', async () => {
    const check = (url: string) => assertAllowedUrl(new URL(url), { resolveHost: null, allowPrivateHosts: false });
    await expect(check('http://127.0.0.1/')).rejects.toMatchObject({ code: 'blocked_address' });
    await expect(check('http://metadata.google.internal/')).rejects.toMatchObject({ code: 'blocked_address' });
    await expect(check('https://example.com/')).resolves.toBeUndefined();
  });
});

describe('the blocked-address error', () => {
  it('speaks to the visitor and maps to HTTP 400', async () => {
    const error = await assertAllowedUrl(new URL('http://10.0.0.1/'), { resolveHost, allowPrivateHosts: false }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('That address points to a private or local network and cannot be analyzed.');
  });
});
