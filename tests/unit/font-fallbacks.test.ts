import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const fonts = readFileSync('src/styles/fonts.css', 'utf8');
const global = readFileSync('src/styles/global.css', 'utf8');

/** The @font-face blocks of one family, each as a map of its descriptors. */
function faces(family: string): Record<string, string>[] {
  return [...fonts.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => Object.fromEntries([...body!.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(([, k, v]) => [k!, v!.trim()])))
    .filter((face) => face['font-family'] === `'${family}'`);
}

// The web faces swap in after the first paint; a fallback with their width and line metrics keeps the lines still.
describe('fallback faces for the web fonts', () => {
  it.each([
    ['Inter', 'Inter Fallback', '--font'],
    ['Fraunces', 'Fraunces Fallback', '--font-display'],
  ])('%s has a metric-matched %s for every weight and style, next in the %s stack', (web, fallback, variable) => {
    const webFaces = faces(web);
    const fallbackFaces = faces(fallback);
    expect(fallbackFaces.map((f) => `${f['font-style']} ${f['font-weight']}`)).toEqual(webFaces.map((f) => `${f['font-style']} ${f['font-weight']}`));
    for (const face of fallbackFaces) {
      expect(face.src).toMatch(/^local\(/);
      for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
        expect(face[descriptor], descriptor).toMatch(/^\d+(\.\d+)?%$/);
      }
    }
    expect(global).toMatch(new RegExp(`${variable}: '${web}', '${fallback}',`));
  });
});
