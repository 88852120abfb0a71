import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('fail the build when the quiz page passes 90 KB gzip', () => {
    // Random-looking text does not compress: about 150 KB gzip.
    const heavy = Array.from({ length: 20_000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join(';');
    dir = build({ '/': heavy });
    expect(check(dir).status).toBe(1);
  });
});
