import { parseIPv6 } from '../analysis/fetch/ip.ts';

/** Strict dotted quad: what proxies write into X-Forwarded-For. */
const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const MAX_HEADER = 2048;

/** An IP address as text, or undefined: an entry a client made up ('unknown', a name, junk) is not an address. */
export function asAddress(text: string | undefined): string | undefined {
  const t = text?.trim().replace(/^\[([^\]]*)\](:\d+)?$/, '$1') ?? '';
  if (DOTTED_QUAD.test(t)) return t;
  return t.length <= 45 && parseIPv6(t) ? t.toLowerCase() : undefined;
}

/**
 * The client as `hops` reverse proxies of ours report it. Each proxy appends the address it received the request
 * from, so the right-most `hops` entries are theirs and the one before is the client; anything further left was
 * written by the client and proves nothing. With fewer entries than hops, the left-most is the best there is.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header || hops <= 0 || header.length > MAX_HEADER) return undefined;
  const entries = header.split(',');
  return asAddress(entries[Math.max(0, entries.length - hops)]);
}

/**
 * Who a rate limit counts: one IPv4 address, or one IPv6 /64 (the smallest network a home or office is given,
 * so a client cannot walk its own prefix to get fresh limits). IPv4-mapped IPv6 counts as its IPv4 address.
 */
export function limitIdentity(address: string): string {
  const groups = address.includes(':') ? parseIPv6(address) : null;
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
