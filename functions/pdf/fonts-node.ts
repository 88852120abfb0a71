import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ALL_FONT_FILES, type FontFiles, type FontFilesLoader } from './fonts.ts';

const require = createRequire(import.meta.url);
let files: Promise<FontFiles> | undefined;

/** Reads the report's WOFF files from node_modules once per process. */
export const loadFontFilesNode: FontFilesLoader = () => {
  files ??= Promise.all(ALL_FONT_FILES.map(async (path) => [path, new Uint8Array(await readFile(require.resolve(path)))] as const)).then(
    (entries) => new Map(entries),
  );
  files.catch(() => (files = undefined));
  return files;
};
