/**
 * The one rule for a website address a visitor types, on the server and in the browser alike: trimmed,
 * https:// added to a bare domain ('acme.com', 'acme.com/about'), only http(s), no user name or password,
 * no spaces, at most 2048 characters, a host that is a domain, localhost or an IP address; the host is
 * lowercased and the fragment dropped, so one site has one spelling (the analysis cache key).
 */
export type UrlProblem = 'empty' | 'too_long' | 'scheme' | 'credentials' | 'invalid';
export type UrlCheck = { ok: true; url: string } | { ok: false; reason: UrlProblem; message: string };

const MAX_URL_LENGTH = 2048;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Schemes typed by mistake or malice without '//'; never prefixed with https://. */
const OTHER_SCHEME = /^(javascript|data|file|mailto|ftp|ftps|about|blob|vbscript|chrome|view-source|ws|wss|gopher|tel|sms):/i;

const MESSAGES: Record<UrlProblem, string> = {
  empty: 'Please enter a website URL.',
  too_long: 'That website address is too long.',
  scheme: 'Only http and https website addresses can be used.',
  credentials: 'Website addresses with a user name or password cannot be used.',
  invalid: 'Please enter a valid website URL.',
};

const fail = (reason: UrlProblem): UrlCheck => ({ ok: false, reason, message: MESSAGES[reason] });

export function checkWebsiteUrl(input: unknown): UrlCheck {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (!trimmed) return fail('empty');
  if (trimmed.length > MAX_URL_LENGTH) return fail('too_long');
  if (/\s/.test(trimmed)) return fail('invalid');
  const hasScheme = HAS_SCHEME.test(trimmed);
  if (!hasScheme && OTHER_SCHEME.test(trimmed)) return fail('scheme');
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    return fail('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('scheme');
  if (url.username || url.password) return fail('credentials');
  const host = url.hostname;
  if (!host || !(host.includes('.') || host === 'localhost' || host.startsWith('['))) return fail('invalid');
  url.hash = '';
  // The URL parser already lowercases the host, removes default ports and gives '/' as the path.
  return { ok: true, url: url.href };
}

/** Only http(s) addresses become links; anything else (javascript:, data:, junk) stays text. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
