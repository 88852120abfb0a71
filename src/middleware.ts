import { defineMiddleware } from 'astro:middleware';
import { configuredLogger } from '../functions/lib/logger.ts';
import { isEmbedPath } from './domain/site/embed.ts';
import { isPageMethod, PAGE_METHOD_NOT_ALLOWED } from './domain/site/page-methods.ts';
import { withPageSecurityHeaders } from './domain/site/security-headers.ts';
import { pageRequestId, renderPage } from './lib/server/page-request.ts';

/**
 * Pages rendered on demand (admin, /embed, not found) answer GET and HEAD only, and get the page security headers next
 * to the policy Astro wrote for them. The API answers for itself. On Node, scripts/serve.ts applies the same rules
 * before Astro (it must: Astro cannot even build a Request for TRACE); this covers `astro dev` and Workers, and writes
 * the framing policy /embed asks for, on both. Like the API's answers, theirs carry X-Request-Id, the id their log
 * lines carry, and what they throw is logged with it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (pathname.startsWith('/api/')) return next();
  if (!isPageMethod(context.request.method)) {
    const { status, headers, body } = PAGE_METHOD_NOT_ALLOWED;
    return withSecurityHeaders(new Response(body, { status, headers }), pathname, [], pageRequestId(context.locals, context.request.headers));
  }
  if (context.isPrerendered) return next();
  const requestId = pageRequestId(context.locals, context.request.headers);
  const response = await renderPage(next, {
    request: context.request,
    path: pathname,
    logger: () => configuredLogger()?.with({ requestId }),
    rethrow: import.meta.env.DEV,
  });
  // /embed put the origins that may frame it in locals (src/lib/server/embed-origins.ts); none there, none may.
  return withSecurityHeaders(response, pathname, isEmbedPath(pathname) ? (context.locals.embedOrigins ?? []) : [], requestId);
});

function withSecurityHeaders(response: Response, pathname: string, embedOrigins: readonly string[], requestId?: string): Response {
  try {
    withPageSecurityHeaders(response.headers, pathname, embedOrigins);
    if (requestId) response.headers.set('X-Request-Id', requestId);
    return response;
  } catch {
    // Redirects have immutable headers; a copy keeps status, headers and body.
    return withSecurityHeaders(new Response(response.body, response), pathname, embedOrigins, requestId);
  }
}
