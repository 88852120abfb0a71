/** Where `npm start` listens when HOST and PORT are unset (functions/env.ts has the same defaults). */
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_PORT = 4321;

/** Addresses that mean "every interface": a browser cannot send them as an Origin, so links name localhost. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

export interface ListenAddress {
  HOST?: string | undefined;
  PORT?: string | number | undefined;
}

/**
 * The origin a browser sees for a server listening on HOST:PORT, e.g. `http://localhost:4501` or `http://[::1]:4501`.
 * It stands in for SITE_URL when that is unset, so `PORT=4501 npm start` signs admins in (better-auth compares the
 * Origin header with it) and emails link back to the port the server is actually on.
 */
export function listenOrigin({ HOST, PORT }: ListenAddress): string {
  const bare = (HOST ?? '').trim().replace(/^\[(.*)\]$/, '$1');
  const host = WILDCARD_HOSTS.has(bare) ? DEFAULT_HOST : bare || DEFAULT_HOST;
  const port = PORT === undefined || PORT === '' ? DEFAULT_PORT : PORT;
  // URL drops a default port (80) and writes IPv6 addresses in their canonical form, as browsers do in Origin.
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}

/** SITE_URL when it is set (an empty value counts as unset), else the origin of HOST:PORT. */
export function siteUrlOf(env: ListenAddress & { SITE_URL?: string | undefined }): string {
  return env.SITE_URL?.trim() || listenOrigin(env);
}
