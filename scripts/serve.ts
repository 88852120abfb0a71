// The Node server that `npm start` runs after the build. Pages and assets go through Astro's standalone handler;
// /api/* goes straight to the Hono app, because Astro's page pipeline costs more per request than most API
// calls themselves (bench/submissions.ts). The Astro endpoint stays the only mount in dev and on Workers.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { EnvError, parseEnv } from '../functions/env.ts';
import { requestIdOf } from '../functions/lib/request-id.ts';
import { isPageMethod, PAGE_METHOD_NOT_ALLOWED } from '../src/domain/site/page-methods.ts';
import { EMBED_SCRIPT_CACHE_CONTROL, EMBED_SCRIPT_PATH } from '../src/domain/site/embed.ts';
import { pageSecurityHeaders } from '../src/domain/site/security-headers.ts';
import { listenOrigin } from '../src/domain/site/site-url.ts';
import { serveCompressed } from './compressed-assets.ts';

type NodeListener = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown;
type ApiHandler = (request: Request, clientAddress: string | undefined) => Promise<Response>;

// Settings that do not parse stop the start, before anything listens: a server up with an API that cannot answer
// would look healthy to a process manager. (A failure later, such as the database, is answered per request with 503.)
try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = `${process.env.ASTRO_OUT_DIR ?? 'dist'}/server/entry.mjs`;
const clientDir = `${process.env.ASTRO_OUT_DIR ?? 'dist'}/client`;
const { handler: astro } = (await import(pathToFileURL(entry).href)) as { handler: NodeListener };

// Astro's endpoint loads the app on the first API call, which then hands its request handler over here.
// The handover goes through globalThis because the app lives in Astro's bundle: one app, one database connection.
let api: NodeListener | undefined;
function apiListener(): NodeListener | undefined {
  const handleApiRequest = (globalThis as Record<symbol, unknown>)[Symbol.for('brand-archetype.handleApiRequest')] as ApiHandler | undefined;
  // The listener's light Request and Response replace the globals (as subclasses of them, so Astro's code and
  // instanceof checks keep working): Hono middleware builds `new Request(c.req.raw, …)`, which needs them.
  return handleApiRequest && getRequestListener((request, { incoming }) => handleApiRequest(request, incoming.socket.remoteAddress));
}

// Methods a fetch Request cannot carry: Astro fails on them with a 500 and a stack trace, so they never reach it.
const UNFETCHABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
let apiLoaded: (listener: NodeListener | undefined) => void;
const apiReady = new Promise<NodeListener | undefined>((resolve) => (apiLoaded = resolve));

// /api itself is an API path like any other (the app answers it with its JSON 404), not a page; so is '//api/…',
// which the app answers with its envelope rather than a page's 405 or 404.
function isApiPath(url = ''): boolean {
  let start = 0;
  while (url[start] === '/' && url[start + 1] === '/') start++;
  const path = url.slice(start);
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
}

/** The request's id, as the app and the page middleware take it (a proxy's or Cloudflare's, else a new one). */
function requestIdOfNode(req: import('node:http').IncomingMessage): string {
  const headers = new Headers();
  for (const name of ['x-request-id', 'cf-ray']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return requestIdOf(headers);
}

/** Whether a path's percent-encoding decodes (Astro answers a bare 400 to one that does not). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

async function route(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<unknown> {
  if (isApiPath(req.url)) {
    if ((api ??= apiListener())) return api(req, res);
    // Until the warm-up below has loaded the app, the API is reached through Astro's endpoint, except for these.
    if (!UNFETCHABLE_METHODS.has(req.method ?? '')) return astro(req, res);
    const listener = await apiReady;
    if (listener) return listener(req, res);
    res.writeHead(503, { 'Retry-After': '5' }).end();
    return;
  }
  // Static files never reach Astro's middleware, so the page headers are set here (the API sets its own). /embed starts
  // unframable; its middleware replaces the policy with one naming EMBED_ALLOWED_ORIGINS.
  const path = req.url?.split('?')[0] ?? '/';
  for (const [name, value] of Object.entries(pageSecurityHeaders(path))) res.setHeader(name, value);
  // The snippet's name carries no hash: cached for a while, not for good (Astro's static handler keeps a header set here).
  if (path === EMBED_SCRIPT_PATH) res.setHeader('Cache-Control', EMBED_SCRIPT_CACHE_CONTROL);
  // Pages answer GET and HEAD only; Astro's static handler would serve a file to any method.
  if (!isPageMethod(req.method)) {
    const { status, headers, body } = PAGE_METHOD_NOT_ALLOWED;
    res.writeHead(status, { ...headers, 'X-Request-Id': requestIdOfNode(req) }).end(body);
    return;
  }
  if (!decodable(path)) {
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Request-Id': requestIdOfNode(req) };
    res.writeHead(400, headers).end('Bad request: the address is not valid.\n');
    return;
  }
  if (serveCompressed(clientDir, req, res)) return;
  return astro(req, res);
}

// Set by the first SIGTERM or SIGINT (below): from then on every response closes its connection.
let stopping = false;
const server = createServer((req, res) => {
  if (stopping) res.setHeader('Connection', 'close');
  void route(req, res);
});

const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);
await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const { port: bound } = server.address() as import('node:net').AddressInfo; // PORT=0 picks a free one
const origin = `http://${local.includes(':') ? `[${local}]` : local}:${bound}`;
console.log(`Server listening on ${origin}`);
// Without SITE_URL the app takes its origin from HOST and PORT (functions/env.ts); with PORT=0 only now is the port known.
// The app reads its settings when it loads, at the warm-up below.
if (!process.env.SITE_URL?.trim()) process.env.SITE_URL = listenOrigin({ HOST: host, PORT: bound });

// Call the API once now, so the database is migrated and pending mail resumes at boot, not on a visitor's request.
try {
  const warmUp = await fetch(`${origin}/api/health`);
  if (!warmUp.ok) console.error(`Warm-up: /api/health answered ${warmUp.status}; see the error above.`);
} catch (error) {
  console.error(`Warm-up: could not reach ${origin}/api/health`, error);
}
apiLoaded!((api ??= apiListener()));

// A graceful stop (README, "Stopping the server"): the first SIGTERM or SIGINT stops accepting connections, lets open
// requests finish, then has the app finish the sends under way and hand back the jobs it claimed (functions/runtime/
// node.ts, shutdown), closes the database and exits 0; exit handlers run (and a --cpu-prof profile is written). A
// second signal exits at once. STOP_DEADLINE_MS bounds each of the two waits, under the usual 10 s before a SIGKILL.
const STOP_DEADLINE_MS = 4_000;
type Shutdown = (deadlineMs: number) => Promise<void>;

function closeHttp(): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends the idle keep-alive connections once; a connection whose response was under way turns idle only
  // later (its response said keep-alive before the stop), so idle ones are closed again until none is left.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_DEADLINE_MS)));
  return Promise.race([closed, late]).finally(() => {
    clearInterval(sweep);
    clearTimeout(timer);
    server.closeAllConnections();
  });
}

async function stop(signal: NodeJS.Signals) {
  console.log(`${signal}: stopping; a second signal exits at once`);
  let code = 0;
  try {
    await closeHttp();
    const shutdown = (globalThis as Record<symbol, unknown>)[Symbol.for('brand-archetype.shutdown')] as Shutdown | undefined;
    await shutdown?.(STOP_DEADLINE_MS);
  } catch (error) {
    console.error('Graceful stop failed', error);
    code = 1;
  }
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, (received) => {
    if (stopping) process.exit(1);
    stopping = true;
    void stop(received);
  });
