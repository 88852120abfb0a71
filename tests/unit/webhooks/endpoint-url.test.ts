import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { checkEndpointUrl, defaultFormat, ENDPOINT_URL_MESSAGES as M, type EndpointUrlOptions } from '../../../functions/webhooks/endpoint-url.ts';

// A resolver that knows a few names, as DNS would answer them.
const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'hooks.slack.com': ['34.204.1.1'],
  'rebind.example.com': ['10.0.0.7'],
  'split.example.com': ['93.184.216.34', '127.0.0.1'],
  'v6.example.com': ['fd00::1'],
  localhost: ['127.0.0.1', '::1'],
};
const resolveHost = async (host: string) => {
  const addresses = DNS[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses;
};
const production = { allowPrivateHosts: false, resolveHost };
const tests = { allowPrivateHosts: true, resolveHost };

async function refusal(input: string, opts: EndpointUrlOptions = production): Promise<{ code: string; message: string }> {
  try {
    await checkEndpointUrl(input, opts);
  } catch (err) {
    if (err instanceof ApiError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error(`${input} was accepted`);
}

describe('checkEndpointUrl: the addresses webhooks may be sent to', () => {
  it.each([
    ['https://hooks.example.com/in', 'https://hooks.example.com/in'],
    ['  https://Hooks.Example.com/in?x=1#frag  ', 'https://hooks.example.com/in?x=1'],
    ['https://hooks.example.com:443/in', 'https://hooks.example.com/in'],
    ['https://hooks.slack.com/services/T0/B0/xyz', 'https://hooks.slack.com/services/T0/B0/xyz'],
    ['https://93.184.216.34/hook', 'https://93.184.216.34/hook'],
  ])('%s is accepted as %s', async (input, href) => expect(await checkEndpointUrl(input, production)).toBe(href));

  it.each([
    // Private and local addresses, in every spelling.
    ['https://127.0.0.1/hook', 'blocked_address', M.private],
    ['https://2130706433/hook', 'blocked_address', M.private],
    ['https://0x7f.1/hook', 'blocked_address', M.private],
    ['https://10.1.2.3/hook', 'blocked_address', M.private],
    ['https://192.168.1.1/hook', 'blocked_address', M.private],
    ['https://172.16.0.1/hook', 'blocked_address', M.private],
    ['https://169.254.169.254/latest/meta-data', 'blocked_address', M.private],
    ['https://0.0.0.0/hook', 'blocked_address', M.private],
    ['https://[::1]/hook', 'blocked_address', M.private],
    ['https://[::ffff:127.0.0.1]/hook', 'blocked_address', M.private],
    ['https://[fd00::1]/hook', 'blocked_address', M.private],
    ['https://[fe80::1]/hook', 'blocked_address', M.private],
    ['https://metadata.google.internal/computeMetadata', 'blocked_address', M.private],
    ['https://localhost/hook', 'blocked_address', M.private],
    ['https://api.localhost/hook', 'blocked_address', M.private],
    ['https://vault.internal/hook', 'blocked_address', M.private],
    ['https://printer.local/hook', 'blocked_address', M.private],
    ['https://intranet/hook', 'blocked_address', M.private],
    // Names whose DNS answer is private (wholly or in part).
    ['https://rebind.example.com/hook', 'blocked_address', M.private],
    ['https://split.example.com/hook', 'blocked_address', M.private],
    ['https://v6.example.com/hook', 'blocked_address', M.private],
    // Unicode that normalizes to loopback: fullwidth digits and the ideographic full stop.
    ['https://１２７．０．０．１/hook', 'blocked_address', M.private],
    ['https://127。0。0。1/hook', 'blocked_address', M.private],
    // Scheme, credentials, port.
    ['http://hooks.example.com/in', 'invalid_url', M.https],
    ['ftp://hooks.example.com/in', 'invalid_url', M.https],
    ['javascript:alert(1)', 'invalid_url', M.https],
    ['data:text/plain,hi', 'invalid_url', M.https],
    ['https://user:pw@hooks.example.com/in', 'invalid_url', M.credentials],
    ['https://token@hooks.example.com/in', 'invalid_url', M.credentials],
    ['https://hooks.example.com:8443/in', 'blocked_address', M.port],
    // Malformed, invisible characters, too long, unknown host.
    ['', 'invalid_url', M.empty],
    ['hooks.example.com/in', 'invalid_url', M.malformed],
    ['https://', 'invalid_url', M.malformed],
    ['https://hooks.exa mple.com/in', 'invalid_url', M.invisible],
    ['https://hooks.example.com/i\nn', 'invalid_url', M.invisible],
    ['https://hooks.example\u200b.com/in', 'invalid_url', M.invisible],
    ['https://hooks.example.com/\u202ein', 'invalid_url', M.invisible],
    [`https://hooks.example.com/${'a'.repeat(2040)}`, 'invalid_url', M.tooLong],
    ['https://nowhere.example.com/in', 'invalid_url', M.notFound],
  ])('%j is refused (%s): %s', async (input, code, message) => expect(await refusal(input)).toEqual({ code, message }));
});

describe('checkEndpointUrl with WEBHOOK_ALLOW_PRIVATE_HOSTS (tests only)', () => {
  it.each([
    ['http://127.0.0.1:4400/hook', 'http://127.0.0.1:4400/hook'],
    ['http://[::1]:4400/hook', 'http://[::1]:4400/hook'],
    ['http://localhost:4400/hook', 'http://localhost:4400/hook'],
    ['https://10.0.0.5:8443/hook', 'https://10.0.0.5:8443/hook'],
  ])('%s is accepted', async (input, href) => expect(await checkEndpointUrl(input, tests)).toBe(href));

  it.each([
    ['http://hooks.example.com/in', 'invalid_url', M.https],
    ['https://169.254.169.254/latest', 'blocked_address', M.private],
    ['https://metadata.google.internal/', 'blocked_address', M.private],
    ['https://user:pw@127.0.0.1/hook', 'invalid_url', M.credentials],
  ])('%s is still refused (%s)', async (input, code, message) => expect(await refusal(input, tests)).toEqual({ code, message }));
});

describe('checkEndpointUrl on Workers (no resolver: the platform refuses private egress)', () => {
  it('checks the shape of the address without DNS', async () => {
    const workers = { allowPrivateHosts: false, resolveHost: null };
    expect(await checkEndpointUrl('https://nowhere.example.com/in', workers)).toBe('https://nowhere.example.com/in');
    expect((await refusal('https://127.0.0.1/hook', workers)).code).toBe('blocked_address');
  });
});

describe('defaultFormat', () => {
  it.each([
    ['https://hooks.slack.com/services/T0/B0/xyz', 'slack'],
    ['https://HOOKS.SLACK.COM/services/x', 'slack'],
    ['https://hooks.slack.com.evil.example/services/x', 'standard'],
    ['https://example.com/hooks.slack.com', 'standard'],
    ['not a url', 'standard'],
  ])('%s → %s', (url, format) => expect(defaultFormat(url)).toBe(format));
});
