import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file database URL in a fresh temp folder, and a way to remove the folder. */
export function tempDatabaseUrl(): { url: string; file: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'brand-archetype-'));
  const file = join(dir, 'test.db');
  return { url: `file:${file}`, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
