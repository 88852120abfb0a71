import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/** Inter from @fontsource/inter (latin subset, WOFF: satori cannot read WOFF2). Build-time only. */
const FILES = [
  { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
  { weight: 800, file: '@fontsource/inter/files/inter-latin-800-normal.woff' },
] as const;

let fonts: Promise<Font[]> | undefined;

export function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FILES.map(async ({ weight, file }) => ({
      name: 'Inter',
      data: await readFile(require.resolve(file)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}
