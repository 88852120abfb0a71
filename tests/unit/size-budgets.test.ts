import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { slugify } from '../../src/domain/archetypes/slug.ts';

/** A fake build output: every budgeted page, script-free unless given one. */
function build(scripts: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
  const pages = ['', 'privacy', 'terms', 'bot', ...ARCHETYPE_NAMES.map(slugify)];
  for (const page of pages) {
    mkdirSync(join(dir, 'client', page), { recursive: true });
    const script = scripts[`/${page}`] ?? '';
    writeFileSync(join(dir, 'client', page, 'index.html'), `<html><body><h1>${page}</h1>${script ? `<script>${script}</script>` : ''}</body></html>`);
  }
  return dir;
}
const check = (outDir: string) =>
  spawnSync(process.execPath, ['scripts/check-size.ts'], { env: { ...process.env, ASTRO_OUT_DIR: outDir }, encoding: 'utf8' });

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the size budgets (run by npm run build)', () => {
  it('pass when archetype and policy pages ship no JavaScript', () => {
    dir = build({ '/': 'console.log("the quiz")' });
    const run = check(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('ok  /hero/');
  });

  it('fail the build when an archetype page ships any script', () => {
    dir = build({ '/hero': 'document.title = "x"' });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/OVER {2}\/hero\//);
    expect(run.stderr).toContain('over their JavaScript budget');
  });

  it.each([
    [78, 0],
    [82, 1],
    [150, 1],
  ])('the quiz page at %i KB gzip: exit %i (its budget is 80 KB)', (kb, status) => {
    dir = build({ '/': incompressible(kb * 1024) });
    expect(check(dir).status).toBe(status);
  });
});

/** Script text (random-looking numbers) that gzips to `bytes`, or a few bytes more. */
function incompressible(bytes: number): string {
  let text = '';
  for (let i = 0, size = 0; size < bytes; size = gzipSync(text).length) {
    // Each character adds less than a byte of gzip: add what is missing, then measure again.
    for (const end = text.length + bytes - size + 16; text.length < end; i++) text += `${((i * 2654435761) >>> 0).toString(36)};`;
  }
  return text;
}
