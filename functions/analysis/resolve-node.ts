/**
 * Node-only wiring for the analyzer: the OS resolver and the pinned HTTP fetch the analysis worker
 * (worker/entry.ts) runs with. This file, node-analyzer.ts and worker/ are the only ones in
 * functions/analysis that import `node:` modules (eslint.config.js keeps it so); the Cloudflare
 * wiring imports none of them.
 */
import { Buffer } from 'node:buffer';
import { lookup } from 'node:dns';
import { lookup as lookupAsync } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ApiError } from '../lib/errors.ts';
import type { FetchLike } from './fetch/fetch-page.ts';
import { classifyAddress, isAllowedKind } from './fetch/ip.ts';

/** Every address a host name resolves to (A and AAAA), as the OS resolver sees it. */
export async function resolveHostNode(hostname: string): Promise<string[]> {
  const records = await lookupAsync(hostname, { all: true, verbatim: true });
  return records.map((r) => r.address);
}

/**
 * DNS rebinding: the guard resolves a name, checks the addresses, then fetch resolves it again
 * to connect, and a hostile DNS server can answer '127.0.0.1' the second time. This fetch closes
 * that gap: the connection's own lookup refuses blocked addresses, so the address we check is
 * the address we connect to. It speaks plain HTTP/1.1 via node:http(s), which is all the
 * analyzer and webhook deliveries need (GET or a POST of a string, manual redirects, streamed
 * body, abort signal).
 */
export function createPinnedNodeFetch(options: { allowPrivateHosts: boolean }): FetchLike {
  const guardedLookup: LookupFunction = (hostname, opts, callback) => {
    lookup(hostname, { ...opts, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as Array<{ address: string; family: number }>;
      const bad = list.find((a) => !isAllowedKind(classifyAddress(a.address) ?? 'reserved', options.allowPrivateHosts));
      if (bad || list.length === 0) {
        return callback(new ApiError('blocked_address') as unknown as NodeJS.ErrnoException, '', 0);
      }
      if (opts.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };

  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const client = url.protocol === 'https:' ? https : http;
      // A string body is all a caller sends (webhook deliveries POST their JSON); the analyzer only GETs.
      const payload = typeof init.body === 'string' ? init.body : undefined;
      const headers = {
        ...(init.headers as Record<string, string> | undefined),
        'accept-encoding': 'gzip, deflate, br',
        ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
      };
      const method = init.method ?? 'GET';
      const req = client.request(url, { method, headers, lookup: guardedLookup, agent: false, signal: init.signal ?? undefined }, (res) => {
        const status = res.statusCode ?? 502;
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        const encoding = (res.headers['content-encoding'] ?? '').toLowerCase();
        const decoded =
          encoding === 'gzip'
            ? res.pipe(zlib.createGunzip())
            : encoding === 'deflate'
              ? res.pipe(zlib.createInflate())
              : encoding === 'br'
                ? res.pipe(zlib.createBrotliDecompress())
                : res;
        if (encoding) {
          // Byte caps apply to the decoded body; the compressed length is meaningless to them.
          responseHeaders.delete('content-length');
          responseHeaders.delete('content-encoding');
          decoded.on('error', () => res.destroy());
        }
        const nullBody = status === 204 || status === 304 || (status >= 100 && status < 200);
        const body = nullBody ? null : (Readable.toWeb(decoded as Readable) as unknown as ReadableStream<Uint8Array>);
        if (nullBody) res.resume();
        resolve(new Response(body, { status: status < 200 ? 502 : status, headers: responseHeaders }));
      });
      req.on('error', reject);
      req.end(payload);
    });
}
