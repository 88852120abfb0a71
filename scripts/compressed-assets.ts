// Serves the precompressed copies (scripts/precompress.ts) of hashed bundles, prerendered pages and public SVGs to
// browsers that accept them. Anything else, and any file without a copy, falls through to Astro's static handler.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';

export const ASSETS_DIR = '_astro';
/** Compressed wherever they are in the client folder: bundles, and the pages and images Astro copied there. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html']);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
};
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
const MAX_PATH = 300;

/** Which encodings the request accepts (a q=0 refuses one). */
function accepted(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) out.add(name.trim());
  }
  return out;
}

/**
 * The file a path names inside the client folder, as Astro's static handler finds it: a page's folder holds its
 * index.html ('/hero' and '/hero/' alike). Undefined for anything that could leave the folder.
 */
export function clientFile(path: string): string | undefined {
  if (path.length > MAX_PATH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const segments = decoded.split(/[/\\]/);
  // Only a path as the site links it; anything odder is left to Astro.
  if (segments.some((s) => s === '..' || s === '.') || decoded.includes('//') || decoded.includes('\0')) return undefined;
  const relative = segments.filter(Boolean).join(sep);
  if (relative === '' || decoded.endsWith('/')) return join(relative, 'index.html');
  return segments.at(-1)!.includes('.') ? relative : join(relative, 'index.html');
}

/** Answers the request with a compressed copy and returns true, or returns false to let Astro serve it. */
export function serveCompressed(clientDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const relative = clientFile((req.url ?? '').split('?')[0] ?? '');
  if (!relative) return false;
  const ext = relative.slice(relative.lastIndexOf('.'));
  if (!COMPRESSIBLE.has(ext)) return false;
  // Bundle names carry a content hash: a changed file is a new URL. Pages and public images keep theirs, so they
  // are checked again on each visit, and answered 304 while unchanged.
  const hashed = relative.startsWith(`${ASSETS_DIR}${sep}`);
  const accepts = accepted(req.headers['accept-encoding']);
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepts.has(encoding)) continue;
    const file = join(clientDir, `${relative}${suffix}`);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    const etag = `W/"${encoding}-${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[ext]!,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
      // serve.ts may have set its own (the embed snippet's); otherwise revalidated, like Astro's static handler.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : String(res.getHeader('Cache-Control') ?? 'public, max-age=0'),
      ETag: etag,
    };
    if (!hashed && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }
  return false;
}
