import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * Serves a fixture folder on 127.0.0.1 (random port) for crawler tests, with special routes
 * for the failure modes the analyzer must handle. Clean URLs: '/about' serves about.html.
 */
export type Route =
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 }
  | {
      /**
       * Answers once this settles (called per request): the test decides when, never a clock, so "slow" means slow
       * on any machine. NEVER: not while the test runs.
       */
      hold: () => Promise<unknown>;
      body?: string;
      contentType?: string;
      /** send headers first, then stall the body */
      stallBody?: boolean;
    }
  | { oversizedBytes: number; contentType?: string; /** send Content-Length up front (else chunked) */ declareLength?: boolean }
  | { status: number; body?: string | Uint8Array; /** null: no Content-Type header at all */ contentType?: string | null };

export interface ServeOptions {
  routes?: Record<string, Route>;
  /** A fixed port (e.g. to bring a stopped site back at the same address); random when left out. */
  port?: number;
}

/** For a `hold` route that never answers: whoever asks must give up on it by itself. */
export const NEVER = (): Promise<never> => new Promise<never>(() => {});

export interface ServedSite {
  /** Base URL with trailing slash, e.g. 'http://127.0.0.1:41234/'. */
  url: string;
  port: number;
  /** Every request path the server saw, in order. */
  requests: string[];
  /** The User-Agent of each of those requests. */
  userAgents: string[];
  /** Resolves once the server has been asked for `path` (at once if it already was). */
  requested(path: string): Promise<void>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

async function fileFor(root: string, pathname: string): Promise<string | null> {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidates = clean === '' || clean.endsWith(sep) ? [join(clean, 'index.html')] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const full = resolve(root, candidate);
    if (full !== root && !full.startsWith(root + sep)) return null; // no escaping the fixture folder
    const info = await stat(full).catch(() => null);
    if (info?.isFile()) return full;
  }
  return null;
}

async function special(route: Route, res: ServerResponse): Promise<void> {
  if ('redirect' in route) {
    res.writeHead(route.status ?? 302, { location: route.redirect });
    res.end();
  } else if ('hold' in route) {
    const type = route.contentType ?? 'text/html; charset=utf-8';
    if (route.stallBody) {
      res.writeHead(200, { 'content-type': type });
      res.write('<!doctype html><html><head><title>Slow</title></head><body>');
    }
    await route.hold();
    if (res.destroyed) return;
    if (!res.headersSent) res.writeHead(200, { 'content-type': type });
    res.end(route.body ?? '<p>Finally.</p></body></html>');
  } else if ('oversizedBytes' in route) {
    const chunk = Buffer.from(`<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`);
    const headers: Record<string, string | number> = { 'content-type': route.contentType ?? 'text/html; charset=utf-8' };
    if (route.declareLength) headers['content-length'] = route.oversizedBytes;
    res.writeHead(200, headers);
    let sent = 0;
    const pump = () => {
      while (sent < route.oversizedBytes && !res.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, route.oversizedBytes - sent));
        sent += part.length;
        if (!res.write(part)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  } else {
    res.writeHead(route.status, route.contentType === null ? {} : { 'content-type': route.contentType ?? 'text/html; charset=utf-8' });
    res.end(route.body ?? `<h1>Status ${route.status}</h1>`);
  }
}

export async function serveSite(dir: string, opts: ServeOptions = {}): Promise<ServedSite> {
  const root = resolve(dir);
  const requests: string[] = [];
  const userAgents: string[] = [];
  const waiters: Array<{ path: string; resolve: () => void }> = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.on('error', () => {}); // the analyzer aborts oversized and slow bodies on purpose
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    requests.push(pathname);
    userAgents.push(req.headers['user-agent'] ?? '');
    for (const waiter of waiters.filter((w) => w.path === pathname)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const route = opts.routes?.[pathname];
    if (route) return special(route, res);
    const file = await fileFor(root, pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end('<h1>Not found</h1>');
    }
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': body.length });
    res.end(body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(opts.port ?? 0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    requests,
    userAgents,
    requested: (path) => (requests.includes(path) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ path, resolve }))),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
