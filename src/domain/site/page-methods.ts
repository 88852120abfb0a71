/**
 * Pages (pre-rendered or on demand, the not-found page included) and static files answer GET and HEAD only.
 * OPTIONS is refused like the rest: the site never asks for its pages across origins, so no CORS preflight needs
 * an answer, and one rule for every method is what Workers' asset layer applies to static files anyway.
 */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const PAGE_ALLOW = PAGE_METHODS.join(', ');

export function isPageMethod(method: string | undefined): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method ?? '');
}

/** The 405 answer to any other method (the page security headers, Allow among them, go with it). A client error: nothing is logged. */
export const PAGE_METHOD_NOT_ALLOWED = {
  status: 405,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body: 'Method Not Allowed\n',
} as const;
