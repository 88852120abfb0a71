/**
 * IP address parsing and classification for the SSRF guard. Pure; no DNS, no I/O.
 *
 * IPv4 literals are parsed the way the WHATWG URL parser (and inet_aton) reads them, so
 * '2130706433', '0177.0.0.1', '0x7f000001' and '127.1' all mean 127.0.0.1 here too: an
 * attacker must not be able to smuggle loopback past us in a form some layer reads differently.
 */

export type AddressKind =
  'public' | 'loopback' | 'private' | 'link-local' | 'cgnat' | 'unique-local' | 'multicast' | 'unspecified' | 'broadcast' | 'reserved' | 'metadata';

/** Parses an IPv4 literal in any inet_aton form; null when it is not one. */
export function parseIPv4(input: string): number | null {
  let text = input.trim();
  if (text.endsWith('.')) text = text.slice(0, -1); // WHATWG drops one trailing dot
  const parts = text.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const part of parts) {
    const n = parseIPv4Part(part);
    if (n === null) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - nums.length)) return null;
  let value = last;
  nums.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return value;
}

function parseIPv4Part(part: string): number | null {
  if (part === '') return null;
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) [radix, digits] = [16, part.slice(2)];
  else if (part.length > 1 && part.startsWith('0')) [radix, digits] = [8, part.slice(1)];
  if (digits === '') return 0; // '0x' alone is zero in WHATWG
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  const n = parseInt(digits, radix);
  return Number.isSafeInteger(n) && n <= 0xffffffff ? n : null;
}

/** Parses an IPv6 literal (brackets and zone id allowed) into eight 16-bit groups. */
export function parseIPv6(input: string): number[] | null {
  let text = input.trim().replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return null;
  // Rewrite an embedded dotted IPv4 tail ('::ffff:127.0.0.1') as two hex groups first.
  const lastColon = text.lastIndexOf(':');
  const v4text = text.slice(lastColon + 1);
  if (v4text.includes('.')) {
    const octets = v4text.split('.');
    if (octets.length !== 4 || octets.some((o) => !/^\d{1,3}$/.test(o) || Number(o) > 255)) return null;
    const [o1, o2, o3, o4] = octets.map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((o1 << 8) | o2).toString(16)}:${((o3 << 8) | o4).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  const explicit = head.length + rest.length;
  if (halves.length === 1 && explicit !== 8) return null;
  if (halves.length === 2 && explicit > 7) return null;
  const zeros = new Array<number>(8 - explicit).fill(0);
  return halves.length === 2 ? [...head, ...zeros, ...rest] : head;
}

const V4_RANGES: Array<[string, number, AddressKind]> = [
  ['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack instance metadata
  ['168.63.129.16', 32, 'metadata'], // Azure wire server (a public-looking address)
  ['100.100.100.200', 32, 'metadata'], // Alibaba Cloud metadata
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'], // 'this network'; 0.0.0.0 reaches localhost on Linux
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.88.99.0', 24, 'reserved'], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V4_TABLE = V4_RANGES.map(([base, bits, kind]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { net: ((parseIPv4(base) as number) & mask) >>> 0, mask, kind };
});

export function classifyIPv4(value: number): AddressKind {
  for (const { net, mask, kind } of V4_TABLE) if ((value & mask) >>> 0 === net) return kind;
  return 'public';
}

export function classifyIPv6(g: number[]): AddressKind {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g6 = 0, h = 0] = g;
  const v4tail = ((g6 << 16) >>> 0) + h;
  const firstFiveZero = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  if (firstFiveZero && f === 0 && g6 === 0 && h === 0) return 'unspecified';
  if (firstFiveZero && f === 0 && g6 === 0 && h === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms.
  if (firstFiveZero && (f === 0xffff || f === 0)) return classifyIPv4(v4tail);
  // SIIT translated (::ffff:0:a.b.c.d).
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0xffff && f === 0) return classifyIPv4(v4tail);
  // NAT64 well-known prefix 64:ff9b::/96 embeds the IPv4 target; 64:ff9b:1::/48 is local-use.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return classifyIPv4(v4tail);
  if (a === 0x64 && b === 0xff9b && c === 1) return 'private';
  if (a === 0x2002) return classifyIPv4(((b << 16) >>> 0) + c); // 6to4 embeds an IPv4 address
  if (a === 0x2001 && b === 0) return 'reserved'; // Teredo tunnels
  if (a === 0x2001 && b === 0xdb8) return 'reserved'; // documentation
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return 'reserved'; // discard-only
  if (a === 0xfd00 && b === 0x0ec2 && c === 0 && d === 0 && e === 0 && f === 0 && g6 === 0 && h === 0x254) {
    return 'metadata'; // AWS metadata over IPv6
  }
  if ((a & 0xfe00) === 0xfc00) return 'unique-local';
  if ((a & 0xffc0) === 0xfe80) return 'link-local';
  if ((a & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((a & 0xff00) === 0xff00) return 'multicast';
  if ((a & 0xe000) !== 0x2000) return 'reserved'; // only 2000::/3 is global unicast
  return 'public';
}

/** Classifies an IP literal in any accepted form; null when the text is not an IP address. */
export function classifyAddress(text: string): AddressKind | null {
  const v6 = parseIPv6(text);
  if (v6) return classifyIPv6(v6);
  const v4 = parseIPv4(text);
  return v4 === null ? null : classifyIPv4(v4);
}

/** Kinds a test setup may reach with allowPrivateHosts; metadata, multicast and friends never. */
const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'link-local', 'cgnat', 'unique-local']);

export function isAllowedKind(kind: AddressKind, allowPrivateHosts: boolean): boolean {
  return kind === 'public' || (allowPrivateHosts && PRIVATE_KINDS.has(kind));
}
