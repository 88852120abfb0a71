// Draws the archetype names of public/images/wheel-base.svg as outlines of Inter, the site's text face: an SVG shown
// through <image> cannot use the page's fonts, so <text> there fell back to the system face. Each glyph is defined
// once and reused. Run after changing a name or the face: ./node_modules/.bin/node scripts/wheel-base-labels.ts
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkitten';
import { ARCHETYPES } from '../src/domain/archetypes/index.ts';
import { WHEEL_NAME_SIZE, wheelPoint } from '../src/domain/wheel.ts';

const FILE = new URL('../public/images/wheel-base.svg', import.meta.url);
const START = '<!-- labels: Inter as outlines, drawn by scripts/wheel-base-labels.ts -->';
const END = '<!-- /labels -->';
/** The names sit in the outer band, between the rings at 188 and 246, at the size the wheel always had. */
const RADIUS = 215;
// Large enough to read at 11 px on a 390 px phone (src/domain/wheel.ts).
const SIZE = WHEEL_NAME_SIZE;

const require = createRequire(import.meta.url);
const font = create(await readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'))) as Font;
const scale = SIZE / font.unitsPerEm;
const round = (n: number) => Math.round(n * 100) / 100;

const used = new Map<number, string>();
const labels = ARCHETYPES.map((a) => {
  const glyphs = font.glyphsForString(a.name.replace(/^The /, ''));
  const width = glyphs.reduce((sum, g) => sum + g.advanceWidth, 0);
  const { x, y } = wheelPoint(a.angle, RADIUS);
  let advance = 0;
  const uses = glyphs.map((g) => {
    used.set(g.id, g.path.toSVG());
    const use = `<use href="#g${g.id}" x="${advance}"/>`;
    advance += g.advanceWidth;
    return use;
  });
  // Centred on the point: half the advance to the left, capitals' middle on it (font units run upwards, hence -scale).
  const origin = { x: round(x - (width * scale) / 2), y: round(y + (font.capHeight * scale) / 2) };
  return `<g transform="translate(${origin.x} ${origin.y}) scale(${round(scale * 1e4) / 1e4} -${round(scale * 1e4) / 1e4})">${uses.join('')}</g>`;
});
const defs = [...used].map(([id, d]) => `<path id="g${id}" d="${d}"/>`).join('');

const svg = await readFile(FILE, 'utf8');
const old = svg.includes(START) ? svg.slice(svg.indexOf(START), svg.indexOf(END) + END.length) : /<g font-family[^>]*>[\s\S]*?<\/g>/.exec(svg)?.[0];
if (!old) throw new Error('wheel-base.svg: no labels to replace');
const block = [START, `<defs>${defs}</defs>`, `<g fill="#111827">`, ...labels.map((l) => `  ${l}`), '</g>', END].join('\n  ');
await writeFile(FILE, svg.replace(old, block));
console.log(`wheel-base.svg: ${labels.length} labels, ${used.size} glyphs`);
