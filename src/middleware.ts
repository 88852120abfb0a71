import { defineMiddleware } from 'astro:middleware';
import { isPageMethod, PAGE_METHOD_NOT_ALLOWED } from './domain/site/page-methods.ts';
import { withPageSecurityHeaders } from './domain/site/security-headers.ts';

/**
 * Pages rendered on demand (admin, not found) answer GET and HEAD only, and get the page security headers next to
 * the policy Astro wrote for them. The API answers for itself. On Node, scripts/serve.ts applies the same rules
 * before Astro (it must: Astro cannot even build a Request for TRACE); this covers `astro dev` and Workers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.url.pathname.startsWith('/api/')) return next();
  if (!isPageMethod(context.request.method)) {
    const { status, headers, body } = PAGE_METHOD_NOT_ALLOWED;
    return withSecurityHeaders(new Response(body, { status, headers }));
  }
  const response = await next();
  return context.isPrerendered ? response : withSecurityHeaders(response);
});

function withSecurityHeaders(response: Response): Response {
  try {
    withPageSecurityHeaders(response.headers);
    return response;
  } catch {
    // Redirects have immutable headers; a copy keeps status, headers and body.
    return withSecurityHeaders(new Response(response.body, response));
  }
}
