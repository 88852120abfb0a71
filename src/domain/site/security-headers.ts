import { PAGE_ALLOW } from './page-methods.ts';

/**
 * A page's Content-Security-Policy comes in two parts, because neither delivery can carry all of it:
 *
 * - PAGE_CSP_DIRECTIVES go to Astro (`security.csp` in astro.config.mjs), which adds `script-src` and `style-src`
 *   with the hashes of its own inline scripts and styles, computed at build time. Astro writes that policy into a
 *   <meta http-equiv> on pre-rendered pages and into a header on pages rendered on demand.
 * - The header below goes with every response, static files included. It holds `frame-ancestors`, which browsers
 *   ignore in a <meta>, and repeats the directives that must hold even where no HTML carries the policy.
 *
 * A browser enforces every policy it receives, so a page gets both.
 */
const DOCUMENT_DIRECTIVES = ["base-uri 'none'", "form-action 'self'", "object-src 'none'"] as const;

/**
 * What a page may load. Scripts and styles are left to Astro (its own files and hashes, nothing else); images may
 * also be data: and blob: URLs (the Quick Analysis JPEG export draws the page through both).
 */
export const PAGE_CSP_DIRECTIVES = ["default-src 'self'", "img-src 'self' data: blob:", "connect-src 'self'", ...DOCUMENT_DIRECTIVES] as const;

/**
 * Style attributes are the one inline allowance: pages set `--accent` per archetype and React islands render
 * style={{…}}; attributes cannot load scripts, and <style> elements still need a hash.
 */
export const STYLE_ATTRIBUTE_SOURCE = "'unsafe-inline'";

/**
 * Style hashes beside Astro's own: the empty <style> modern-screenshot adds to a scratch document to read the page's
 * @font-face rules for the Quick Analysis JPEG export (it fills the sheet through the CSSOM, which CSP allows). Blocked,
 * the sheet is null and the export fails. An empty style element can do nothing, so allowing it costs nothing.
 */
export const EXTRA_STYLE_HASHES: readonly `sha256-${string}`[] = ['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='];

/**
 * Headers on every page and static file (the API sets its own, with Hono's secureHeaders). Allow names the only
 * methods pages answer; it is here so that the 405 of Workers' asset layer, which adds these headers, carries it too.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': ["frame-ancestors 'none'", ...DOCUMENT_DIRECTIVES].join('; '),
  Allow: PAGE_ALLOW,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The same headers as a Cloudflare `_headers` rule for every path. */
export function headersFileRule(): string {
  return ['/*', ...Object.entries(PAGE_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n';
}

/**
 * The headers of one response that carries a page, where Astro may already have put the page's own policy in a
 * Content-Security-Policy header: that stays, and the document policy joins it as a second policy (a browser
 * enforces both), rather than replacing the script and style hashes.
 */
export function withPageSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy' && headers.has(name) && !headers.get(name)!.includes(value)) headers.append(name, value);
    else headers.set(name, value);
  }
  return headers;
}
