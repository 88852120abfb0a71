import { defineMiddleware } from 'astro:middleware';
import { PAGE_SECURITY_HEADERS } from './domain/site/security-headers.ts';

/** Pages rendered on demand (admin, not found) get the page security headers; the API sets its own. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered || context.url.pathname.startsWith('/api/') ? response : withSecurityHeaders(response);
});

function withSecurityHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  } catch {
    // Redirects have immutable headers; a copy keeps status, headers and body.
    return withSecurityHeaders(new Response(response.body, response));
  }
}
