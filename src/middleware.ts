import { defineMiddleware } from 'astro:middleware';
import { isEmbedPath } from './domain/site/embed.ts';
import { isPageMethod, PAGE_METHOD_NOT_ALLOWED } from './domain/site/page-methods.ts';
import { withPageSecurityHeaders } from './domain/site/security-headers.ts';

/**
 * Pages rendered on demand (admin, /embed, not found) answer GET and HEAD only, and get the page security headers next
 * to the policy Astro wrote for them. The API answers for itself. On Node, scripts/serve.ts applies the same rules
 * before Astro (it must: Astro cannot even build a Request for TRACE); this covers `astro dev` and Workers, and is
 * where /embed learns which origins may frame it, on both.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (pathname.startsWith('/api/')) return next();
  if (!isPageMethod(context.request.method)) {
    const { status, headers, body } = PAGE_METHOD_NOT_ALLOWED;
    return withSecurityHeaders(new Response(body, { status, headers }), pathname, []);
  }
  const response = await next();
  if (context.isPrerendered) return response;
  return withSecurityHeaders(response, pathname, isEmbedPath(pathname) ? await embedOrigins() : []);
});

/** EMBED_ALLOWED_ORIGINS as the app parsed it; loaded only for /embed. If the app cannot start, nobody may frame it. */
async function embedOrigins(): Promise<readonly string[]> {
  try {
    const { getServices } = await import('#runtime');
    return (await getServices()).env.EMBED_ALLOWED_ORIGINS;
  } catch (err) {
    console.error('Embed origins unavailable; /embed may not be framed', err);
    return [];
  }
}

function withSecurityHeaders(response: Response, pathname: string, embedOrigins: readonly string[]): Response {
  try {
    withPageSecurityHeaders(response.headers, pathname, embedOrigins);
    return response;
  } catch {
    // Redirects have immutable headers; a copy keeps status, headers and body.
    return withSecurityHeaders(new Response(response.body, response), pathname, embedOrigins);
  }
}
