// The JavaScript each built page loads, measured over the build output: inline scripts, module scripts and their
// static imports (eager), and what it can fetch on demand later (dynamic imports). Used by bench/bundle-size.ts
// (a report) and scripts/check-size.ts (the budgets that fail the build).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** '/', '/hero/', '/privacy/' … */
  page: string;
  /** Bytes of gzip JavaScript loaded with the page, inline scripts included. */
  eager: number;
  /** Bytes of gzip JavaScript the page may fetch later. */
  lazy: number;
  lazyChunks: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

export function pageWeights(client: string): PageWeight[] {
  const gz = (path: string) => gzipSync(readFileSync(join(client, path))).length;
  const resolve = (from: string, spec: string) => (spec.startsWith('/') ? spec.slice(1) : relative('.', join(from, '..', spec)));
  /** Every JS file reachable from a module: static imports and dynamic import() chunks, as separate sets. */
  const closure = (entry: string, seen: Set<string>, lazy: Set<string>): void => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const code = readFileSync(join(client, entry), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) closure(resolve(entry, m[1]!), seen, lazy);
    for (const m of code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) lazy.add(resolve(entry, m[1]!));
  };

  const rows: PageWeight[] = [];
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, 'utf8');
    const entries = new Set<string>();
    for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) entries.add(m[1]!.slice(1));
    let inline = 0;
    // Inline scripts count too (Astro's island loader); JSON-LD is data, not JavaScript.
    for (const m of html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g))
      if (m[1]!.trim()) inline += gzipSync(m[1]!).length;
    const seen = new Set<string>();
    const lazy = new Set<string>();
    for (const e of entries) closure(e, seen, lazy);
    const lazySeen = new Set<string>();
    const lazyNested = new Set<string>();
    for (const f of [...lazy].filter((f) => !seen.has(f))) closure(f, lazySeen, lazyNested);
    for (const f of lazyNested) closure(f, lazySeen, new Set());
    const lazyOnly = [...lazySeen].filter((f) => !seen.has(f));
    rows.push({
      page:
        '/' +
        relative(client, file)
          .replace(/index\.html$/, '')
          .replace(/\.html$/, ''),
      eager: [...seen].reduce((n, f) => n + gz(f), 0) + inline,
      lazy: lazyOnly.reduce((n, f) => n + gz(f), 0),
      lazyChunks: lazySeen.size,
    });
  }
  return rows.sort((a, b) => a.page.localeCompare(b.page));
}
