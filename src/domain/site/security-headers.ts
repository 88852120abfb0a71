/**
 * Headers on every page (the API sets its own, with Hono's secureHeaders). The policy limits framing, <base>,
 * form targets and plugins only: islands and the image export need inline styles and data: images.
 * Served by scripts/serve.ts and src/middleware.ts on Node, and by public/_headers for Workers' static assets.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
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
