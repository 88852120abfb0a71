// Build report: the gzip size of the JavaScript each built page loads (inline scripts, module scripts and their
// static imports), and what it can fetch on demand later (dynamic imports, e.g. the results view, one chunk per archetype).
// Run: npm run build && npm run bench:size
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = 'dist/client';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const gz = (path: string) => gzipSync(readFileSync(path)).length;

/** Every JS file reachable from a module: static imports and dynamic import() chunks, as separate sets. */
function closure(entry: string, seen: Set<string>, lazy: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(join(CLIENT, entry), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) closure(resolve(entry, m[1]!), seen, lazy);
  for (const m of code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) lazy.add(resolve(entry, m[1]!));
}

function resolve(from: string, spec: string): string {
  if (spec.startsWith('/')) return spec.slice(1);
  return relative('.', join(from, '..', spec));
}

const rows: [string, number, number, number][] = [];
for (const file of htmlFiles(CLIENT)) {
  const html = readFileSync(file, 'utf8');
  const entries = new Set<string>();
  for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) entries.add(m[1]!.slice(1));
  // Inline scripts count too (Astro's island loader); JSON-LD is data, not JavaScript.
  for (const m of html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) if (m[1]!.trim()) entries.add(`inline:${gzipSync(m[1]!).length}`);
  const seen = new Set<string>();
  const lazy = new Set<string>();
  let inline = 0;
  for (const e of entries) {
    if (e.startsWith('inline:')) inline += Number(e.slice(7));
    else closure(e, seen, lazy);
  }
  const eager = [...seen].reduce((n, f) => n + gz(join(CLIENT, f)), 0);
  const lazyOnly = [...lazy].filter((f) => !seen.has(f));
  const lazySeen = new Set<string>();
  const lazyNested = new Set<string>();
  for (const f of lazyOnly) closure(f, lazySeen, lazyNested);
  for (const f of lazyNested) closure(f, lazySeen, new Set());
  const lazyBytes = [...lazySeen].filter((f) => !seen.has(f)).reduce((n, f) => n + gz(join(CLIENT, f)), 0);
  rows.push(['/' + relative(CLIENT, file).replace(/index\.html$/, '').replace(/\.html$/, ''), eager + inline, lazyBytes, lazySeen.size]);
}

rows.sort((a, b) => a[0].localeCompare(b[0]));
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log('page'.padEnd(28), 'loads (KB gzip, incl. inline)', ' on demand (KB gzip)', ' on-demand chunks');
for (const [page, eager, lazy, chunks] of rows) console.log(page.padEnd(28), kb(eager), '                     ', kb(lazy), '             ', String(chunks).padStart(3));
