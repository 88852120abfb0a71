import { originOf } from '../analytics/source.ts';
import { slugify } from '../archetypes/slug.ts';
import { ARCHETYPE_NAMES } from '../archetypes/types.ts';
import { EMBED_SCRIPT_CACHE_CONTROL, EMBED_SCRIPT_PATH, isEmbedPath } from './embed.ts';
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

/** The header policy: who may frame the page, then the directives every document keeps. */
const headerPolicy = (frameAncestors: string) => [`frame-ancestors ${frameAncestors}`, ...DOCUMENT_DIRECTIVES].join('; ');

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
 * Headers on every page and static file but /embed (the API sets its own, with Hono's secureHeaders). Allow names the
 * only methods pages answer; it is here so that the 405 of Workers' asset layer, which adds these headers, carries it too.
 * Cross-Origin-Opener-Policy applies to top-level documents only, so it holds on /embed too without breaking the frame;
 * the public pages go without it (PUBLIC_PAGES).
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': headerPolicy("'none'"),
  Allow: PAGE_ALLOW,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const OPENER_POLICY = 'Cross-Origin-Opener-Policy';

/**
 * Pages that are the same for every visitor, with nothing secret in their address and no session behind them: the quiz
 * (/), the archetype guides, the policies, the crawler's page and Quick Analysis. They go without
 * Cross-Origin-Opener-Policy.
 *
 * What the policy buys: a page of its own browsing context group, so a window of another site that opened it, or
 * that it opens, holds no handle on it (it cannot navigate it, count its frames or message it). What it costs: every
 * navigation into such a page from one without it swaps the group, and with it the renderer process, before the
 * page can start (Lighthouse, mobile: /hero 87 with about 500 ms of main-thread work no script causes, against 97–98
 * without; / 85 against 96). It is worth that where the address or a session is the key to something: shared results
 * (/r/…), team pages and invites, the data request page (its token), the admin area. Those, and every path not listed
 * here (a new page is isolated until it is added), keep the policy. The quiz shows the visitor's own results, but from
 * its own storage, which no other site's window can read, handle or not; it has no frames and listens for no messages.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  ...ARCHETYPE_NAMES.map((name) => `/${slugify(name)}`),
  '/privacy',
  '/terms',
  '/bot',
  '/quick-analysis',
];

/** Whether the response for this path carries Cross-Origin-Opener-Policy: everywhere but the public pages. */
export function isolatesOpener(pathname: string): boolean {
  const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return !PUBLIC_PAGES.includes(page);
}

const { [OPENER_POLICY]: _openerPolicy, ...PUBLIC_PAGE_SECURITY_HEADERS } = PAGE_SECURITY_HEADERS;

/**
 * The headers for one path. /embed may be framed by the origins of EMBED_ALLOWED_ORIGINS only (by none when the list is
 * empty, or when anything but an origin slips in), so it goes without X-Frame-Options, which cannot name another origin.
 * Every other page and file forbids framing both ways. The public pages go without the opener policy.
 */
export function pageSecurityHeaders(pathname: string, embedOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  if (!isEmbedPath(pathname)) return isolatesOpener(pathname) ? PAGE_SECURITY_HEADERS : PUBLIC_PAGE_SECURITY_HEADERS;
  const { 'X-Frame-Options': _denied, ...rest } = PAGE_SECURITY_HEADERS;
  const origins = embedOrigins.filter((origin) => originOf(origin) === origin);
  return { ...rest, 'Content-Security-Policy': headerPolicy(origins.length ? origins.join(' ') : "'none'") };
}

/**
 * The same headers as Cloudflare `_headers` rules: every static file (/embed is rendered by the Worker, whose
 * middleware sets its headers), the public pages without the opener policy (`! Name` detaches a header an earlier
 * rule attached; Workers serve /hero/index.html at /hero), and the snippet's cache lifetime (rules that match one
 * path add up).
 */
export function headersFileRule(): string {
  const rule = (path: string, headers: Readonly<Record<string, string>>) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return (
    [
      ...rule('/*', PAGE_SECURITY_HEADERS),
      ...PUBLIC_PAGES.flatMap((path) => [path, `  ! ${OPENER_POLICY}`]),
      ...rule(EMBED_SCRIPT_PATH, { 'Cache-Control': EMBED_SCRIPT_CACHE_CONTROL }),
    ].join('\n') + '\n'
  );
}

/**
 * The headers of one response that carries a page, where Astro may already have put the page's own policy in a
 * Content-Security-Policy header: that stays, and the document policy joins it as a second policy (a browser
 * enforces both), rather than replacing the script and style hashes.
 */
export function withPageSecurityHeaders(headers: Headers, pathname = '/', embedOrigins: readonly string[] = []): Headers {
  for (const [name, value] of Object.entries(pageSecurityHeaders(pathname, embedOrigins))) {
    if (name === 'Content-Security-Policy' && headers.has(name) && !headers.get(name)!.includes(value)) headers.append(name, value);
    // A page that asks for less referrer than the default (team and invite pages: no-referrer) keeps its policy.
    else if (name === 'Referrer-Policy' && headers.get(name) === 'no-referrer') continue;
    else headers.set(name, value);
  }
  return headers;
}
