import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../src/domain/archetypes/types.ts';

/**
 * The voice corpus: marketing copy written blind by several writers, each line labelled with the
 * archetype whose voice it carries (null for boilerplate every site has). One file per writer, so
 * the model can be tested on a writer it never trained on.
 */
export const CORPUS_DIR = new URL('../../training/voice-corpus/', import.meta.url);

export interface Snippet {
  archetype: ArchetypeName | null;
  subArchetype: string | null;
  kind: string;
  text: string;
  writer: string;
}

export async function loadCorpus(): Promise<{ snippets: Snippet[]; digest: string }> {
  const files = (await readdir(CORPUS_DIR)).filter((f) => f.endsWith('.jsonl')).sort();
  const hash = createHash('sha256');
  const snippets: Snippet[] = [];
  for (const file of files) {
    const raw = await readFile(new URL(file, CORPUS_DIR), 'utf8');
    hash.update(file).update(raw);
    raw.split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as Partial<Snippet>;
      const archetype = row.archetype === null ? null : ARCHETYPE_NAMES.find((n) => n === row.archetype);
      if (archetype === undefined || typeof row.text !== 'string') throw new Error(`${file}:${i + 1}: not a labelled snippet`);
      snippets.push({
        archetype,
        subArchetype: row.subArchetype ?? null,
        kind: row.kind ?? '',
        text: row.text,
        writer: file.replace(/\.jsonl$/, ''),
      });
    });
  }
  return { snippets, digest: hash.digest('hex').slice(0, 16) };
}
