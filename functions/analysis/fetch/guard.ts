import { ApiError } from '../../lib/errors.ts';
import { classifyAddress, isAllowedKind, type AddressKind } from './ip.ts';

/**
 * Resolves a host name to its IP addresses. Node: dns.promises.lookup({ all: true })
 * (see resolve-node.ts). Pass null where the platform's own egress already refuses private
 * networks (Cloudflare Workers cannot reach RFC 1918, loopback or metadata addresses); then
 * only the literal-address and host-name rules below apply.
 */
export type HostResolver = (hostname: string) => Promise<string[]>;

export interface GuardOptions {
  resolveHost: HostResolver | null;
  allowPrivateHosts: boolean;
}

/** Names that always mean "inside": cloud metadata services. Never reachable, flag or not. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

/** Suffixes of names that only resolve inside a private network (mDNS, split-horizon DNS). */
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home.arpa', '.corp', '.private'];

const blocked = (detail: string) => new ApiError('blocked_address', undefined, { cause: new Error(`blocked: ${detail}`) });

/** The host as the guard compares it: lowercase, no brackets, no trailing dot. */
export function bareHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** Checks everything about a URL that needs no DNS: scheme, credentials, port, literal IPs, names. */
export function checkUrlShape(url: URL, allowPrivateHosts: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError('invalid_url', 'Only http and https website addresses can be analyzed.');
  }
  if (url.username || url.password) {
    throw new ApiError('invalid_url', 'Website addresses with a user name or password cannot be analyzed.');
  }
  // Other ports are where internal admin panels and databases live; tests serve on random ports.
  if (url.port && !['80', '443'].includes(url.port) && !allowPrivateHosts) {
    throw new ApiError('blocked_address', 'Only websites on the standard ports (80 and 443) can be analyzed.');
  }
  const host = bareHost(url);
  if (!host) throw new ApiError('invalid_url');
  const literal = classifyAddress(host);
  if (literal) {
    if (!isAllowedKind(literal, allowPrivateHosts)) throw blocked(`${host} is ${literal}`);
    return;
  }
  if (METADATA_NAMES.has(host)) throw blocked(`${host} is a metadata service`);
  const privateName = host === 'localhost' || PRIVATE_SUFFIXES.some((s) => host.endsWith(s)) || !host.includes('.');
  if (privateName && !allowPrivateHosts) throw blocked(`${host} is a private name`);
}

/** True when the host is an IP literal, so no resolution is needed. */
export function isIpLiteral(url: URL): boolean {
  return classifyAddress(bareHost(url)) !== null;
}

/**
 * Full check of one hop: shape, then every address the name resolves to must be allowed
 * (a name with one public and one private record is refused: the connection may pick either).
 *
 * DNS rebinding: a resolver can answer differently here and at connect time. On Node, pass
 * the pinned fetch from resolve-node.ts, which re-checks the address it actually connects to.
 */
export async function assertAllowedUrl(url: URL, opts: GuardOptions): Promise<void> {
  checkUrlShape(url, opts.allowPrivateHosts);
  if (isIpLiteral(url) || !opts.resolveHost) return;
  let addresses: string[];
  try {
    addresses = await opts.resolveHost(bareHost(url));
  } catch (cause) {
    throw new ApiError('unreachable', 'We could not find that website. Check the address and try again.', { cause });
  }
  if (addresses.length === 0) {
    throw new ApiError('unreachable', 'We could not find that website. Check the address and try again.');
  }
  for (const address of addresses) {
    const kind: AddressKind = classifyAddress(address) ?? 'reserved';
    if (!isAllowedKind(kind, opts.allowPrivateHosts)) throw blocked(`${url.hostname} resolves to ${address} (${kind})`);
  }
}
