/** WCAG 2 relative luminance and contrast of '#rrggbb' colours, for choices that must stay visible whatever the colour. */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` moved `amount` (0–1) of the way towards `toward`. */
export function mix(hex: string, toward: string, amount: number): string {
  const a = channels(hex);
  const b = channels(toward);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

/** The colour in the tint steps from `hex` to white that first reaches `ratio` against `against`. */
export function tintUntil(hex: string, against: string, ratio: number): string {
  for (let step = 0; step <= 10; step++) {
    const tint = mix(hex, '#ffffff', step / 10);
    if (contrastRatio(tint, against) >= ratio) return tint;
  }
  return '#ffffff';
}

/** Near-black or white, whichever reads better as text on `background`. */
export function inkOn(background: string): '#111111' | '#ffffff' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}
