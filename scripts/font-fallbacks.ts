// Prints the fallback @font-face rules of src/styles/fonts.css: a local face (Arial, Times New Roman, or their
// metric twins Liberation Sans and Serif on Linux) resized and given the web face's line metrics, so that when the
// web face swaps in, lines keep their width and height and nothing below them moves (layout shift).
// Run: ./node_modules/.bin/node scripts/font-fallbacks.ts [path to Liberation fonts]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkitten';

const require = createRequire(import.meta.url);
const liberation = process.argv[2] ?? '/usr/share/fonts/truetype/liberation';

/** Ordinary copy of the site, so the width ratio is weighted the way its text uses letters (and spaces). */
const SAMPLE =
  'Discover your brand archetype. Answer a few questions about how you work, what you value and how you speak, ' +
  'and we will show you the archetype your brand already leans on, with the company analysis of your website.';

interface Pair {
  family: string;
  style: 'normal' | 'italic';
  weight: string;
  web: string;
  local: string[];
  fallbackFile: string;
}

const PAIRS: Pair[] = [
  {
    family: 'Inter Fallback',
    style: 'normal',
    weight: '400 500',
    web: '@fontsource/inter/files/inter-latin-400-normal.woff2',
    local: ['Arial', 'ArialMT', 'Liberation Sans'],
    fallbackFile: 'LiberationSans-Regular.ttf',
  },
  {
    family: 'Inter Fallback',
    style: 'normal',
    weight: '600 900',
    web: '@fontsource/inter/files/inter-latin-600-normal.woff2',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
    fallbackFile: 'LiberationSans-Bold.ttf',
  },
  {
    family: 'Fraunces Fallback',
    style: 'normal',
    weight: '600 900',
    web: '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2',
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
    fallbackFile: 'LiberationSerif-Bold.ttf',
  },
  {
    family: 'Fraunces Fallback',
    style: 'italic',
    weight: '600 900',
    web: '@fontsource/fraunces/files/fraunces-latin-600-italic.woff2',
    local: ['Times New Roman Bold Italic', 'TimesNewRomanPS-BoldItalicMT', 'Liberation Serif Bold Italic'],
    fallbackFile: 'LiberationSerif-BoldItalic.ttf',
  },
];

const open = async (path: string) => create(await readFile(path)) as Font;

/** The sample's width in ems. */
function sampleWidth(font: Font): number {
  let units = 0;
  for (const char of SAMPLE) units += font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth;
  return units / font.unitsPerEm;
}

/** Chromium lays lines out with the typo metrics when a face asks for them (OS/2 fsSelection bit 7), else hhea. */
function lineMetrics(font: Font) {
  const os2 = font['OS/2'] as unknown as {
    fsSelection: number | { useTypoMetrics?: boolean };
    typoAscender: number;
    typoDescender: number;
    typoLineGap: number;
  };
  const useTypo = typeof os2.fsSelection === 'number' ? Boolean(os2.fsSelection & 0x80) : Boolean(os2.fsSelection.useTypoMetrics);
  const [ascent, descent, lineGap] = useTypo ? [os2.typoAscender, os2.typoDescender, os2.typoLineGap] : [font.ascent, font.descent, font.lineGap];
  return { ascent: ascent / font.unitsPerEm, descent: Math.abs(descent) / font.unitsPerEm, lineGap: lineGap / font.unitsPerEm };
}

const percent = (n: number) => `${Number((n * 100).toFixed(2))}%`;

for (const pair of PAIRS) {
  const web = await open(require.resolve(pair.web));
  const fallback = await open(`${liberation}/${pair.fallbackFile}`);
  const sizeAdjust = sampleWidth(web) / sampleWidth(fallback);
  // The overrides apply to the resized face, so they are divided by the same factor.
  const m = lineMetrics(web);
  console.log(`@font-face {
  font-family: '${pair.family}';
  font-style: ${pair.style};
  font-weight: ${pair.weight};
  src: ${pair.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(m.ascent / sizeAdjust)};
  descent-override: ${percent(m.descent / sizeAdjust)};
  line-gap-override: ${percent(m.lineGap / sizeAdjust)};
}`);
}
