import { ApiError, isApiError } from '../../lib/errors.ts';
import { assertAllowedUrl, type GuardOptions } from './guard.ts';
import { SNIFF_BYTES, sniffsAsHtml } from './sniff.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** robots.txt is 'text'; sitemaps are 'xml'. */
export type ResourceKind = 'html' | 'css' | 'text' | 'xml';

export interface FetchedResource {
  /** The URL the content finally came from, after redirects. */
  url: string;
  text: string;
  bytes: number;
  status: number;
}

/**
 * The least a crawled response must deliver to keep its connection: its headers within `headersTimeoutMs`, then
 * at least `minBytesPerSecond` of body in every `windowMs` (a body that ends sooner is never measured). A server
 * that trickles its answer is cut off with the 'timeout' error long before the request's own time cap.
 */
export interface TransferFloor {
  headersTimeoutMs: number;
  /** 0 turns the body's floor off. */
  minBytesPerSecond: number;
  windowMs: number;
}

export interface FetchResourceOptions extends GuardOptions {
  fetch: FetchLike;
  kind: ResourceKind;
  maxBytes: number;
  /** Aborts when the whole analysis runs out of time. */
  deadline: AbortSignal;
  requestTimeoutMs: number;
  /** Cut off responses that trickle in; none when left out. */
  transferFloor?: TransferFloor;
  userAgent: string;
  maxRedirects?: number;
  /** Answer an HTTP error status with an empty body instead of throwing (robots.txt reads the status). */
  returnErrorStatus?: boolean;
}

const ACCEPT: Record<ResourceKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  css: 'text/css,*/*;q=0.1',
  text: 'text/plain,*/*;q=0.1',
  xml: 'application/xml,text/xml;q=0.9,*/*;q=0.1',
};

function acceptableType(kind: ResourceKind, contentType: string): boolean {
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (kind === 'html') return mime === 'text/html' || mime === 'application/xhtml+xml';
  if (kind === 'xml') return mime === 'application/xml' || mime === 'text/xml' || mime === 'text/plain' || mime === '';
  // A single-page app may answer /robots.txt with its HTML shell: that is 'no rules', read as text.
  if (kind === 'text') return mime === 'text/plain' || mime === '' || mime === 'text/html';
  // Stylesheets are often served loosely; refuse only what is clearly something else.
  return mime === '' || mime === 'text/css' || mime === 'text/plain';
}

/**
 * Fetches one HTML page or stylesheet under the SSRF guard. Redirects are followed by hand
 * (redirect: 'manual') so that every hop is checked before any request is sent to it.
 */
export async function fetchResource(start: URL, opts: FetchResourceOptions): Promise<FetchedResource> {
  const maxRedirects = opts.maxRedirects ?? 5;
  let url = start;
  for (let hop = 0; ; hop++) {
    await assertAllowedUrl(url, opts);
    // Aborted when the response falls below the transfer floor; aborting the request's signal closes its connection.
    const tooSlow = new AbortController();
    const signal = AbortSignal.any([opts.deadline, AbortSignal.timeout(opts.requestTimeoutMs), tooSlow.signal]);
    let response: Response;
    const headersTimer = opts.transferFloor ? setTimeout(() => tooSlow.abort(), opts.transferFloor.headersTimeoutMs) : undefined;
    try {
      response = await opts.fetch(url.href, {
        redirect: 'manual',
        signal,
        headers: { accept: ACCEPT[opts.kind], 'user-agent': opts.userAgent, 'accept-language': 'en;q=1, *;q=0.5' },
      });
    } catch (cause) {
      throw networkError(cause, signal);
    } finally {
      clearTimeout(headersTimer);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      if (hop >= maxRedirects) throw new ApiError('unreachable', 'The website redirected too many times.');
      try {
        url = new URL(location, url);
      } catch {
        throw new ApiError('unreachable', 'The website redirected to an invalid address.');
      }
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      if (opts.returnErrorStatus) return { url: url.href, text: '', bytes: 0, status: response.status };
      throw new ApiError('http_error', `The website answered with an error (HTTP ${response.status}).`);
    }
    const declared = response.headers.get('content-type');
    const contentType = declared ?? '';
    // Without a Content-Type a browser sniffs the body, and so do we (for a page; only then): see readCapped.
    const sniff = declared === null && opts.kind === 'html';
    if (!sniff && !acceptableType(opts.kind, contentType)) {
      await response.body?.cancel().catch(() => {});
      throw new ApiError('not_html');
    }
    const { text, bytes } = await readCapped(
      response,
      opts.maxBytes,
      signal,
      opts.transferFloor && { ...opts.transferFloor, abort: () => tooSlow.abort() },
      sniff,
    );
    return { url: url.href, text, bytes, status: response.status };
  }
}

function networkError(cause: unknown, signal: AbortSignal): ApiError {
  if (isApiError(cause)) return cause; // e.g. the pinned Node fetch refusing an address
  if (signal.aborted) return new ApiError('timeout', undefined, { cause });
  return new ApiError('unreachable', undefined, { cause });
}

/**
 * Streams the body, aborting as soon as it passes the cap (Content-Length is only a hint), when `signal` aborts,
 * or when a window passes with less than the floor's bytes.
 */
async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  floor?: TransferFloor & { abort(): void },
  sniffHtml = false,
): Promise<{ text: string; bytes: number }> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new ApiError('too_large');
  }
  const decoder = decoderFor(response.headers.get('content-type') ?? '');
  if (!response.body) return { text: '', bytes: 0 };
  const reader = response.body.getReader();
  const chunks: string[] = [];
  let bytes = 0;
  // The first bytes, kept until the body is sniffed (when it must be).
  let head: Uint8Array | null = sniffHtml ? new Uint8Array(0) : null;
  const sniffHead = async () => {
    const html = sniffsAsHtml(head!);
    head = null;
    if (!html) {
      await reader.cancel().catch(() => {});
      throw new ApiError('not_html');
    }
  };
  // A read waits no longer than the signal: a stalled body stream must not outlive its request.
  let stop: () => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => {}); // raced below; never an unhandled rejection of its own
  let windowStart = 0;
  const floorCheck =
    floor && floor.minBytesPerSecond > 0
      ? setInterval(() => {
          if (bytes - windowStart < (floor.minBytesPerSecond * floor.windowMs) / 1000) floor.abort();
          windowStart = bytes;
        }, floor.windowMs)
      : undefined;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new ApiError('too_large');
      }
      if (head) {
        const more = value.subarray(0, SNIFF_BYTES - head.length);
        const joined = new Uint8Array(head.length + more.length);
        joined.set(head);
        joined.set(more, head.length);
        head = joined;
        if (head.length >= SNIFF_BYTES) await sniffHead();
      }
      chunks.push(decoder.decode(value, { stream: true }));
    }
    if (head) await sniffHead();
  } catch (cause) {
    if (isApiError(cause)) throw cause;
    void reader.cancel().catch(() => {});
    throw networkError(cause, signal);
  } finally {
    clearInterval(floorCheck);
    signal.removeEventListener('abort', stop);
  }
  chunks.push(decoder.decode());
  return { text: chunks.join(''), bytes };
}

function decoderFor(contentType: string): TextDecoder {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8'); // unknown label: fall back rather than fail
  }
}
