import type { HostResolver } from './guard.ts';

/**
 * A resolver for runtimes without DNS (Cloudflare Workers): DNS-over-HTTPS JSON queries for
 * A and AAAA records. Optional there, since Workers egress cannot reach private networks, but
 * it lets the guard refuse a public name that points at 10.0.0.1 with a clear message.
 * The endpoint is fixed configuration, never user input.
 */
export function createDohResolver(options: { fetch?: typeof globalThis.fetch; endpoint?: string; timeoutMs?: number } = {}): HostResolver {
  const endpoint = options.endpoint ?? 'https://cloudflare-dns.com/dns-query';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const query = async (name: string, type: 'A' | 'AAAA'): Promise<string[]> => {
    const url = `${endpoint}?name=${encodeURIComponent(name)}&type=${type}`;
    const res = await doFetch(url, { headers: { accept: 'application/dns-json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 3000) });
    if (!res.ok) throw new Error(`DNS query failed (${res.status})`);
    const data = (await res.json()) as { Answer?: Array<{ type: number; data: string }> };
    const wanted = type === 'A' ? 1 : 28; // CNAME records (type 5) are followed by the resolver
    return (data.Answer ?? []).filter((a) => a.type === wanted).map((a) => a.data);
  };
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([query(hostname, 'A'), query(hostname, 'AAAA')]);
    if (v4.status === 'rejected' && v6.status === 'rejected') throw v4.reason;
    return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
  };
}
