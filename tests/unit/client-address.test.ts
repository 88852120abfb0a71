import { describe, expect, it } from 'vitest';
import { asAddress, forwardedClient, limitIdentity } from '../../functions/lib/client-address.ts';

describe('forwardedClient: the right-most X-Forwarded-For entry our own proxies did not add', () => {
  it.each([
    ['one proxy: the entry it appended', '198.51.100.9', 1, '198.51.100.9'],
    ['one proxy: a forged left entry is ignored', '6.6.6.6, 198.51.100.9', 1, '198.51.100.9'],
    ['two proxies: the entry before theirs', '6.6.6.6, 198.51.100.9, 10.0.0.2', 2, '198.51.100.9'],
    ['fewer entries than hops: the left-most', '198.51.100.9', 3, '198.51.100.9'],
    ['spaces and IPv6', ' 2001:db8::1 ,  10.0.0.2', 2, '2001:db8::1'],
    ['bracketed IPv6 with a port', '[2001:db8::1]:4711', 1, '2001:db8::1'],
    ['no proxies trusted', '198.51.100.9', 0, undefined],
    ['junk where the address should be', '198.51.100.9, unknown', 1, undefined],
    ['a host name is not an address', 'evil.example', 1, undefined],
    ['an empty header', '', 1, undefined],
    ['an absurdly long header', `${'1.1.1.1, '.repeat(400)}2.2.2.2`, 1, undefined],
  ])('%s', (_name, header, hops, expected) => {
    expect(forwardedClient(header, hops)).toBe(expected);
  });
});

describe('asAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:DB8::A', '2001:db8::a'],
    ['256.1.1.1', undefined],
    ['1.2.3', undefined],
    ['0x7f.1', undefined],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
  ])('%s → %s', (text, expected) => expect(asAddress(text)).toBe(expected));
});

describe('limitIdentity: what one rate-limit count covers', () => {
  it.each([
    ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address counts by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address in the same /64 is the same client', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['the neighbouring /64 is another client', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['IPv4-mapped IPv6 counts as the IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['loopback IPv6', '::1', '0:0:0:0::/64'],
    ['an unknown address stays as it is', 'unknown', 'unknown'],
  ])('%s', (_name, address, expected) => expect(limitIdentity(address)).toBe(expected));
});
