import { describe, expect, it } from 'vitest';
import { fontLinkFamilies, readStyles } from '../../../functions/analysis/signals/css.ts';
import { classifyFont, describeFace, readTypography } from '../../../functions/analysis/signals/typography.ts';

describe('classifying font families', () => {
  it.each([
    ['Playfair Display', 'serif', 'didone'],
    ['Merriweather', 'serif', undefined],
    ['Georgia', 'serif', undefined],
    ['Roboto Slab', 'serif', 'slab'],
    ['Inter', 'sans', undefined],
    ['Helvetica Neue', 'sans', undefined],
    ['Montserrat', 'sans', 'geometric'],
    ['Nunito', 'sans', 'rounded'],
    ['Oswald', 'display', 'condensed'],
    ['Bebas Neue', 'display', 'condensed'],
    ['Bangers', 'display', undefined],
    ['Great Vibes', 'script', undefined],
    ['Pacifico', 'script', undefined],
    ['JetBrains Mono', 'mono', undefined],
    ['Courier New', 'mono', undefined],
  ])('%s is %s', (family, cls, flavor) => {
    const face = classifyFont(family);
    expect(face?.class).toBe(cls);
    expect(face?.flavor).toBe(flavor);
  });

  it.each([
    ['Acme Grotesk', undefined, 'sans'],
    ['Brand Serif Text', undefined, 'serif'],
    ['Foundry Script Pro', undefined, 'script'],
    ['House Mono', undefined, 'mono'],
    ['Customface', 'serif', 'serif'],
    ['Customface', 'cursive', 'script'],
    ['Customface', 'monospace', 'mono'],
    ['Customface', undefined, 'sans'],
  ])('unknown %s (generic %s) falls back to %s', (family, generic, cls) => {
    expect(classifyFont(family, generic)?.class).toBe(cls);
  });

  it('does not treat generic keywords as brand fonts', () => {
    expect(classifyFont('sans-serif')).toBeNull();
    expect(classifyFont('system-ui')).toBeNull();
  });

  it('describes a face for people', () => {
    expect(describeFace(classifyFont('Oswald')!)).toBe('condensed display type (Oswald)');
    expect(describeFace(classifyFont('Lora')!)).toBe('serif type (Lora)');
  });
});

describe('reading the heading and body faces from CSS', () => {
  it('takes the h1 face as the heading face and the body face from body rules', () => {
    const { fonts } = readStyles({
      css: [
        `:root { --font-display: 'Oswald', 'Arial Narrow', sans-serif; }
         body { font-family: Roboto, Arial, sans-serif; }
         h1, h2 { font-family: var(--font-display); }
         .card-title { font-family: Lobster, cursive; }
         @font-face { font-family: "Oswald"; src: url(x.woff2); }`,
      ],
      attrs: [],
      fontLinks: [],
    });
    const typography = readTypography(fonts);
    expect(typography.heading?.family).toBe('Oswald');
    expect(typography.body?.family).toBe('Roboto');
    expect(typography.faces.map((f) => f.family)).toContain('Lobster');
  });

  it('reads family names from Google Fonts links (css and css2 syntax)', () => {
    expect(fontLinkFamilies('https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&family=Inter&display=swap')).toEqual([
      'Playfair Display',
      'Inter',
    ]);
    expect(fontLinkFamilies('https://fonts.googleapis.com/css?family=Lato:400,700|Open+Sans')).toEqual(['Lato', 'Open Sans']);
  });
});
