/** The report's four faces, as the site sets them: Inter for text, Fraunces for display. */
export type FontFace = 'body' | 'bold' | 'display' | 'displayItalic';

/**
 * Each face's WOFF files from @fontsource, in fallback order: a character the first file lacks is drawn from the
 * next that has it (latin-ext for "Łódź", Inter's Cyrillic and Greek under the display face). Only files a
 * document uses are embedded in it.
 */
export const FONT_FILES: Record<FontFace, readonly string[]> = {
  body: [
    '@fontsource/inter/files/inter-latin-400-normal.woff',
    '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
    '@fontsource/inter/files/inter-cyrillic-400-normal.woff',
    '@fontsource/inter/files/inter-greek-400-normal.woff',
  ],
  bold: [
    '@fontsource/inter/files/inter-latin-600-normal.woff',
    '@fontsource/inter/files/inter-latin-ext-600-normal.woff',
    '@fontsource/inter/files/inter-cyrillic-600-normal.woff',
    '@fontsource/inter/files/inter-greek-600-normal.woff',
  ],
  display: [
    '@fontsource/fraunces/files/fraunces-latin-700-normal.woff',
    '@fontsource/fraunces/files/fraunces-latin-ext-700-normal.woff',
    '@fontsource/inter/files/inter-cyrillic-600-normal.woff',
    '@fontsource/inter/files/inter-greek-600-normal.woff',
  ],
  displayItalic: [
    '@fontsource/fraunces/files/fraunces-latin-600-italic.woff',
    '@fontsource/fraunces/files/fraunces-latin-ext-600-italic.woff',
    '@fontsource/inter/files/inter-cyrillic-400-normal.woff',
    '@fontsource/inter/files/inter-greek-400-normal.woff',
  ],
};

/** Every file named above, once: what a target bundles. */
export const ALL_FONT_FILES: readonly string[] = [...new Set(Object.values(FONT_FILES).flat())];

/** The WOFF bytes of ALL_FONT_FILES, by the path above. */
export type FontFiles = ReadonlyMap<string, Uint8Array>;

/** Reads the font files for the runtime: ./fonts-node.ts or ./fonts-cloudflare.ts. Called once per process or isolate. */
export type FontFilesLoader = () => Promise<FontFiles>;
