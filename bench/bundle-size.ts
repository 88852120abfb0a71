// Build report: the gzip size of the JavaScript each built page loads (its module scripts and their static imports).
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
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) if (m[1]!.trim()) entries.add(`inline:${m[1]!.length}`);
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
  for (const f of lazyOnly) closure(f, lazySeen, new Set());
  const lazyBytes = [...lazySeen].filter((f) => !seen.has(f)).reduce((n, f) => n + gz(join(CLIENT, f)), 0);
  rows.push(['/' + relative(CLIENT, file).replace(/index\.html$/, '').replace(/\.html$/, ''), eager, lazyBytes, inline]);
}

rows.sort((a, b) => a[0].localeCompare(b[0]));
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log('page'.padEnd(28), 'JS gzip KB', ' lazy KB', ' inline script chars');
for (const [page, eager, lazy, inline] of rows) console.log(page.padEnd(28), kb(eager), '  ', kb(lazy), '  ', String(inline).padStart(6));
