import { describe, expect, it } from 'vitest';
import { colorName } from '../../../functions/analysis/signals/color-names.ts';
import { colorsInValue, parseColor, toHex } from '../../../functions/analysis/signals/color.ts';
import { readStyles, type ColorUse } from '../../../functions/analysis/signals/css.ts';
import { swatchEvidence } from '../../../functions/analysis/classify/cues.ts';
import { buildPalette } from '../../../functions/analysis/signals/palette.ts';

const hex = (css: string) => {
  const rgb = parseColor(css);
  return rgb ? toHex(rgb) : null;
};

describe('parsing CSS colours', () => {
  it.each([
    ['#d62828', '#D62828'],
    ['#abc', '#AABBCC'],
    ['#abcd', '#AABBCC'], // alpha 0xdd is opaque enough
    ['#11223380', '#112233'], // alpha exactly 0.5
    ['rgb(214, 40, 40)', '#D62828'],
    ['rgb(214 40 40)', '#D62828'],
    ['rgba(214, 40, 40, 0.9)', '#D62828'],
    ['rgb(100% 0% 0% / 80%)', '#FF0000'],
    ['hsl(0, 100%, 50%)', '#FF0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['hsla(240, 100%, 50%, 1)', '#0000FF'],
    ['hsl(0.5turn 100% 50%)', '#00FFFF'],
    ['RebeccaPurple', '#663399'],
    ['navy', '#000080'],
  ])('%s → %s', (css, expected) => {
    expect(hex(css)).toBe(expected);
  });

  it.each(['transparent', 'currentColor', 'inherit', 'rgba(0,0,0,0.2)', '#0000', 'hsl(0 0% 0% / 10%)', 'not-a-colour', '#12345'])(
    '%s is not a brand colour',
    (css) => {
      expect(parseColor(css)).toBeNull();
    },
  );

  it('finds every colour in a gradient and ignores words and URLs', () => {
    const found = colorsInValue('linear-gradient(135deg, #4b1d8f 0%, rgb(138 92 246) 100%) url(tan.png) no-repeat center');
    expect(found.map(toHex)).toEqual(['#4B1D8F', '#8A5CF6']);
  });
});

describe('naming swatches', () => {
  it.each([
    ['#CE2029', 'Fire Engine Red'],
    ['#708090', 'Slate Gray'],
    ['#673AB7', 'Deep Purple'],
    ['#CFB53B', 'Old Gold'],
    ['#9B111E', 'Deep Crimson'],
    ['#000080', 'Navy Blue'],
    ['#228B22', 'Forest Green'],
    ['#1C1C1C', 'Soft Black'],
    ['#FFFFFF', 'Snow White'],
  ])('%s is called %s', (css, name) => {
    expect(colorName(parseColor(css)!)).toBe(name);
  });

  it('gives a nearby name to colours not in the table', () => {
    expect(colorName(parseColor('#D72A2A')!)).toBe('Fire Engine Red');
    expect(colorName(parseColor('#2D6A4F')!)).toBe('Hunter Green');
    expect(colorName(parseColor('#7A1F3B')!)).toMatch(/Wine|Burgundy/);
  });
});

const use = (css: string, weight: number, role: ColorUse['role'] = 'button', surface: ColorUse['surface'] = 'bg'): ColorUse => ({
  rgb: parseColor(css)!,
  weight,
  role,
  surface,
});

describe('building the palette', () => {
  it('merges near-duplicates into one swatch, heaviest first', () => {
    const palette = buildPalette([use('#D62828', 3), use('#D72A29', 2), use('#1D3557', 2, 'header')]);
    expect(palette.map((s) => s.hex)).toEqual(['#D62828', '#1D3557']);
    expect(palette[0]?.weight).toBe(5);
  });

  it('drops near-white and near-black page furniture unless they fill brand areas', () => {
    const palette = buildPalette([use('#FFFFFF', 2, 'body'), use('#111111', 1, 'body', 'fg'), use('#2A9D8F', 4)]);
    expect(palette.map((s) => s.hex)).toEqual(['#2A9D8F']);
    const luxury = buildPalette([use('#0B0B0B', 2.5, 'header'), use('#0B0B0B', 2.5, 'hero'), use('#C9A227', 6)]);
    expect(luxury.map((s) => s.name)).toEqual(['Gold', 'Pure Black']);
  });

  it('keeps white or black when they are all there is', () => {
    expect(buildPalette([use('#000000', 1, 'body', 'fg'), use('#FFFFFF', 1, 'body')]).length).toBe(2);
  });

  it('returns at most eight swatches, each with a name and an uppercase hex', () => {
    const many = ['#E63946', '#F4A261', '#2A9D8F', '#264653', '#E9C46A', '#8A5CF6', '#06D6A0', '#118AB2', '#FF4F9A', '#3D5A80'];
    const palette = buildPalette(many.map((c, i) => use(c, 10 - i)));
    expect(palette).toHaveLength(8);
    for (const swatch of palette) {
      expect(swatch.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(swatch.name.length).toBeGreaterThan(2);
    }
  });
});

describe('reading colours out of CSS', () => {
  it('weights brand variables and button backgrounds, resolves var(), skips dark mode', () => {
    const { colors } = readStyles({
      css: [
        `:root { --brand-primary: #D62828; --ink: #222; }
         .btn-primary { background: var(--brand-primary); color: #fff; }
         p { color: var(--ink); }
         @media (prefers-color-scheme: dark) { :root { --brand-primary: #00FF00; } body { background: #000; } }`,
      ],
      attrs: [{ role: 'button', css: 'background-color: rgb(29, 53, 87)' }],
      themeColor: '#D62828',
      fontLinks: [],
    });
    const palette = buildPalette(colors);
    expect(palette[0]?.hex).toBe('#D62828');
    expect(palette.map((s) => s.hex)).toContain('#1D3557');
    expect(palette.map((s) => s.hex)).not.toContain('#00FF00');
  });
});

describe('wording what each colour does', () => {
  const evidence = (css: string) =>
    Object.fromEntries(buildPalette(readStyles({ css: [css], attrs: [], fontLinks: [] }).colors).map((s) => [s.hex, swatchEvidence(s)]));

  it.each([
    ['body{color:#ff0000;background:#00ff00}', { '#FF0000': 'colors the body text', '#00FF00': 'sets the page background' }],
    ['body{background-color:#ff0000;color:#00ff00}', { '#FF0000': 'sets the page background', '#00FF00': 'colors the body text' }],
    ['.btn{background:#d62828;color:#1d3557}', { '#D62828': 'dominates buttons', '#1D3557': 'colors the button labels' }],
    ['header{color:#d62828;background:#1d3557}', { '#D62828': 'colors the header text', '#1D3557': 'fills the header' }],
    ['a{color:#d62828} h2{color:#1d3557}', { '#D62828': 'colors the links', '#1D3557': 'colors the headings' }],
    [':root{--brand:#d62828;--gap:#1d3557}', { '#D62828': 'is the declared brand color', '#1D3557': 'runs through the design tokens' }],
  ])('%s', (css, expected) => {
    const said = evidence(css);
    for (const [hex, words] of Object.entries(expected)) expect(said[hex]).toMatch(new RegExp(`^[A-Z][\\w ]+ ${hex} ${words}$`));
  });

  it('never calls text colour the background, nor the background text colour', () => {
    const said = Object.values(evidence('body{color:#ff0000;background:#00ff00}'));
    expect(said).toContainEqual(expect.stringMatching(/ #FF0000 colors the body text$/));
    expect(said.filter((s) => s.includes('background'))).toEqual([expect.stringContaining('#00FF00')]);
  });
});
