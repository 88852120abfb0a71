import { ApiError } from '../lib/errors.ts';

const MAX_URL_LENGTH = 2048;
/** Schemes a visitor may type by mistake or malice; never prefixed with https://. */
const OTHER_SCHEME = /^(javascript|data|file|mailto|ftp|ftps|about|blob|vbscript|chrome|view-source|ws|wss|gopher|tel|sms):/i;

/**
 * Normalises what a visitor typed into the URL we analyse and cache by: https:// added when
 * no scheme is given (as the spec's client does), host lowercased, fragment dropped, path
 * defaulting to '/'. Throws ApiError('invalid_url') with a message fit to show.
 */
export function normalizeWebsiteUrl(input: string): string {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (!trimmed) throw new ApiError('invalid_url', 'Please enter a website URL to analyze.');
  if (trimmed.length > MAX_URL_LENGTH) throw new ApiError('invalid_url', 'That website address is too long.');
  if (/\s/.test(trimmed)) throw new ApiError('invalid_url');
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  if (!hasScheme && OTHER_SCHEME.test(trimmed)) {
    throw new ApiError('invalid_url', 'Only http and https website addresses can be analyzed.');
  }
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    throw new ApiError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError('invalid_url', 'Only http and https website addresses can be analyzed.');
  }
  if (url.username || url.password) {
    throw new ApiError('invalid_url', 'Website addresses with a user name or password cannot be analyzed.');
  }
  if (!url.hostname) throw new ApiError('invalid_url');
  url.hash = '';
  // The URL parser already lowercases the host, removes default ports and gives '/' as the path.
  return url.href;
}
