/** The quiz alone, for an iframe on a partner's page: the one page that may be framed. */
export const EMBED_PATH = '/embed';

/** The snippet partners include (public/embed.js). Its name carries no hash, so it is cached for an hour, not for good. */
export const EMBED_SCRIPT_PATH = '/embed.js';
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=3600';

/** The message /embed posts to the page framing it whenever its height changes; public/embed.js listens for it. */
export const RESIZE_MESSAGE = 'brand-archetype:resize';

export function isEmbedPath(pathname: string): boolean {
  return pathname === EMBED_PATH || pathname === `${EMBED_PATH}/`;
}

/**
 * Whether following a link or form from the embedded quiz would take the frame to another page (an archetype guide,
 * the brand book, the privacy policy). Those open in a new tab: every page but /embed refuses to be framed, and the
 * visitor stays on the partner's page. Other schemes (mailto:, blob: downloads) are left alone.
 */
export function leavesEmbed(href: string, here: string): boolean {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin !== new URL(here).origin || !isEmbedPath(url.pathname);
}
