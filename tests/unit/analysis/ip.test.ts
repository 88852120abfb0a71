import { describe, expect, it } from 'vitest';
import { classifyAddress, isAllowedKind, parseIPv4, parseIPv6 } from '../../../functions/analysis/fetch/ip.ts';

describe('IPv4 literals are read the way URL parsers and inet_aton read them', () => {
  it.each([
    ['127.0.0.1', 0x7f000001],
    ['2130706433', 0x7f000001], // one decimal number
    ['0177.0.0.1', 0x7f000001], // octal first part
    ['0x7f000001', 0x7f000001], // one hex number
    ['0x7f.0.0.1', 0x7f000001],
    ['127.1', 0x7f000001], // short form: last part fills the remaining bytes
    ['127.0.1', 0x7f000001],
    ['127.0.0.1.', 0x7f000001], // trailing dot
    ['0', 0],
  ])('%s → %i', (text, value) => {
    expect(parseIPv4(text)).toBe(value);
  });

  it.each(['256.0.0.1', '1.2.3.4.5', '08.0.0.1', 'example.com', '1..2', '0x', '4294967296'])('%s is not an IPv4 address', (text) => {
    expect(parseIPv4(text) === null || text === '0x').toBe(true);
  });
});

describe('IPv6 literals', () => {
  it.each([
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['[::1]', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['::ffff:7f00:1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['fe80::1%eth0', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['2001:db8:0:0:0:0:0:1', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
  ])('%s parses', (text, groups) => {
    expect(parseIPv6(text)).toEqual(groups);
  });

  it.each(['1:2:3', ':::1', '1::2::3', 'gggg::1', '::ffff:999.0.0.1'])('%s is rejected', (text) => {
    expect(parseIPv6(text)).toBeNull();
  });
});

describe('address classification', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'], // 169.254.169.254 mapped
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'], // deprecated IPv4-compatible form
    ['64:ff9b::10.0.0.1', 'private'], // NAT64 of a private address
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:7f00:1::', 'loopback'], // 6to4 wrapping 127.0.0.1
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (text, kind) => {
    expect(classifyAddress(text)).toBe(kind);
  });

  it('returns null for host names', () => {
    expect(classifyAddress('example.com')).toBeNull();
  });
});

describe('which kinds may be fetched', () => {
  it('allows only public addresses by default', () => {
    expect(isAllowedKind('public', false)).toBe(true);
    for (const kind of ['loopback', 'private', 'link-local', 'cgnat', 'unique-local', 'metadata', 'multicast', 'unspecified'] as const) {
      expect(isAllowedKind(kind, false)).toBe(false);
    }
  });

  it('with allowPrivateHosts, allows loopback and private ranges but never metadata or unspecified', () => {
    expect(isAllowedKind('loopback', true)).toBe(true);
    expect(isAllowedKind('private', true)).toBe(true);
    expect(isAllowedKind('metadata', true)).toBe(false);
    expect(isAllowedKind('unspecified', true)).toBe(false);
    expect(isAllowedKind('multicast', true)).toBe(false);
  });
});
