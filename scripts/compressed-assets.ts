// Serves the precompressed copies of hashed bundles (scripts/precompress.ts) to browsers that accept them.
// Anything else, and any file without a copy, falls through to Astro's static handler.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';

export const ASSETS_DIR = '_astro';
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json']);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Which encodings the request accepts (a q=0 refuses one). */
function accepted(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) out.add(name.trim());
  }
  return out;
}

/** Answers the request with a compressed copy and returns true, or returns false to let Astro serve it. */
export function serveCompressed(clientDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(`/${ASSETS_DIR}/`) || path.length > 300) return false;
  const ext = path.slice(path.lastIndexOf('.'));
  if (!COMPRESSIBLE.has(ext)) return false;
  let relative: string;
  try {
    relative = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
  } catch {
    return false;
  }
  if (!relative.startsWith(`${ASSETS_DIR}${sep}`) || relative.includes('..')) return false;
  const accepts = accepted(req.headers['accept-encoding']);
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepts.has(encoding)) continue;
    const file = join(clientDir, `${relative}${suffix}`);
    const size = statSync(file, { throwIfNoEntry: false })?.size;
    if (size === undefined) continue;
    res.writeHead(200, {
      'Content-Type': TYPES[ext]!,
      'Content-Encoding': encoding,
      'Content-Length': size,
      Vary: 'Accept-Encoding',
      // Bundle names carry a content hash: a changed file is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }
  return false;
}
