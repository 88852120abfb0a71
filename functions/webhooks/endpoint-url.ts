import type { WebhookFormat } from '../../db/webhook-schema.ts';
import { assertAllowedUrl, bareHost, type HostResolver } from '../analysis/fetch/guard.ts';
import { classifyAddress } from '../analysis/fetch/ip.ts';
import { ApiError, isApiError } from '../lib/errors.ts';

export interface EndpointUrlOptions {
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: tests reach a receiver on loopback (and over http there only). */
  allowPrivateHosts: boolean;
  /** Node: the OS resolver; Workers: null (their egress cannot reach private networks). */
  resolveHost: HostResolver | null;
}

export const MAX_ENDPOINT_URL_LENGTH = 2048;

export const ENDPOINT_URL_MESSAGES = {
  empty: 'Enter the address of your webhook endpoint.',
  tooLong: `Endpoint addresses can be at most ${MAX_ENDPOINT_URL_LENGTH} characters long.`,
  invisible: 'The endpoint address contains spaces, control or invisible characters. Paste it again without them.',
  malformed: 'That is not a valid address. Enter a full address starting with https://.',
  https: 'Webhook endpoints must use https.',
  credentials: 'Endpoint addresses cannot contain a user name or password.',
  port: 'Webhook endpoints must use the standard https port (443).',
  private: 'That address points to a private or local network; webhooks are only sent to public addresses.',
  notFound: 'We could not find that host. Check the address and try again.',
} as const;

// Whitespace, C0/C1 controls, zero-width characters, bidi overrides and the BOM: the URL parser drops or encodes
// some of them silently, so an address could read one way and go another.
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

const invalid = (message: string) => new ApiError('invalid_url', message);
const blocked = (cause?: unknown) => new ApiError('blocked_address', ENDPOINT_URL_MESSAGES.private, cause === undefined ? {} : { cause });

/** A host that only a test setup may use over http: a loopback/private literal or a local name. */
function isLocalHost(url: URL): boolean {
  const host = bareHost(url);
  const kind = classifyAddress(host);
  if (kind) return kind !== 'public';
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Parses and checks an endpoint address; returns the normalized URL (href). The analyser's SSRF guard decides
 * what is private (guard.ts); its messages speak of websites, so they are mapped to endpoint wording here.
 * Throws ApiError 'invalid_url' or 'blocked_address' with a message fit for the operator.
 */
export async function checkEndpointUrl(input: string, opts: EndpointUrlOptions): Promise<string> {
  const text = input.trim();
  if (!text) throw invalid(ENDPOINT_URL_MESSAGES.empty);
  if (text.length > MAX_ENDPOINT_URL_LENGTH) throw invalid(ENDPOINT_URL_MESSAGES.tooLong);
  if (INVISIBLE.test(text)) throw invalid(ENDPOINT_URL_MESSAGES.invisible);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(ENDPOINT_URL_MESSAGES.malformed);
  }
  try {
    await assertEndpointAllowed(url, opts);
  } catch (err) {
    throw isApiError(err) && err.code === 'unreachable' ? invalid(err.message) : err;
  }
  url.hash = ''; // never sent; keep the stored address what the request uses
  if (url.href.length > MAX_ENDPOINT_URL_LENGTH) throw invalid(ENDPOINT_URL_MESSAGES.tooLong);
  return url.href;
}

/**
 * The checks of one endpoint URL, at save time and again at every send (DNS may have changed since). Throws
 * 'invalid_url', 'blocked_address', or 'unreachable' for a name that does not resolve (retried at send time).
 */
export async function assertEndpointAllowed(url: URL, opts: EndpointUrlOptions): Promise<void> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(ENDPOINT_URL_MESSAGES.https);
  if (url.username || url.password) throw invalid(ENDPOINT_URL_MESSAGES.credentials);
  if (url.protocol === 'http:' && !(opts.allowPrivateHosts && isLocalHost(url))) throw invalid(ENDPOINT_URL_MESSAGES.https);
  try {
    await assertAllowedUrl(url, opts);
  } catch (err) {
    throw toEndpointError(err);
  }
}

function toEndpointError(err: unknown): unknown {
  if (!isApiError(err)) return err;
  if (err.code === 'blocked_address') {
    return /standard ports/.test(err.message) ? new ApiError('blocked_address', ENDPOINT_URL_MESSAGES.port, { cause: err }) : blocked(err);
  }
  if (err.code === 'unreachable') return new ApiError('unreachable', ENDPOINT_URL_MESSAGES.notFound, { cause: err });
  if (err.code === 'invalid_url') return invalid(ENDPOINT_URL_MESSAGES.malformed);
  return err;
}

/** 'slack' when the host is hooks.slack.com (an incoming webhook), else 'standard'. */
export function defaultFormat(url: string): WebhookFormat {
  try {
    return new URL(url).hostname.toLowerCase() === 'hooks.slack.com' ? 'slack' : 'standard';
  } catch {
    return 'standard';
  }
}
