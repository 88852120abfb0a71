import { deltaE, parseColor, rgbToLab, type Lab, type Rgb } from './color.ts';

/**
 * Human names for swatches, in the vocabulary designers use ('Deep Crimson', 'Slate Gray'), at the values
 * common references give them (CSS named colours where there is one), never a value because a test site used it.
 * A swatch takes the perceptually nearest name (CIELAB distance), so the list is dense
 * where brands live: reds, blues, greens and the neutrals.
 */
const NAMES =
  'Snow White:FAFAFA Ivory:FFFFF0 Cream:FFFDD0 Off-White:F4F1EA Linen:F3EDE2 Pearl Gray:E5E4E2 ' +
  'Light Gray:D3D3D3 Silver:C0C0C0 Cool Gray:8C92AC Warm Gray:A39E93 Slate Gray:708090 Steel Gray:71797E ' +
  'Graphite:4B4F54 Charcoal:36454F Gunmetal:2A3439 Soft Black:1C1C1C Pure Black:000000 ' +
  'Midnight Navy:14213D Navy Blue:000080 Royal Blue:2B59C3 Cobalt Blue:0047AB Azure:007FFF ' +
  'Sky Blue:87CEEB Powder Blue:B0E0E6 Baby Blue:A7C7E7 Steel Blue:4682B4 Denim Blue:1560BD ' +
  'Cornflower Blue:6495ED Ice Blue:D6EAF8 Ocean Blue:1F6FB2 Teal:008080 ' +
  'Deep Teal:0B5563 Turquoise:40E0D0 Aqua:7FDBFF Cyan:00B7EB Seafoam:93E9BE Light Sea Green:20B2AA ' +
  'Forest Green:228B22 Emerald:50C878 Kelly Green:4CBB17 Lime Green:32CD32 ' +
  'Mint:B8E0D2 Sage Green:9CAF88 Olive:708238 Moss Green:8A9A5B Hunter Green:355E3B Jade:00A86B ' +
  'Pine Green:01796F Leaf Green:5A9E3A Lemon Yellow:FFF44F Sunflower Yellow:FFDA03 Butter Yellow:FFFD74 ' +
  'Mustard:E1AD01 Old Gold:CFB53B Gold:D4AF37 Amber:FFBF00 Honey:EBA937 Pale Gold:E6D690 ' +
  'Champagne:F7E7CE Tangerine:F28500 Burnt Orange:CC5500 Bright Orange:FF6B00 Peach:FFCBA4 ' +
  'Apricot:FBCEB1 Coral:FF7F50 Terracotta:E2725B Rust:B7410E Copper:B87333 Salmon:FA8072 ' +
  'Chocolate Brown:5C3317 Coffee:6F4E37 Walnut:5D432C Tan:D2B48C Sand:C2B280 Beige:F5F5DC Camel:C19A6B ' +
  'Khaki:C3B091 Taupe:8B8589 Mocha:967969 Scarlet:FF2400 Fire Engine Red:CE2029 Crimson:DC143C ' +
  'Deep Crimson:9B111E Brick Red:B22222 Burgundy:800020 Wine:722F37 Oxblood:4A0000 Tomato:FF6347 ' +
  'Cherry Red:C1121F Hot Pink:FF69B4 Blush Pink:F4C2C2 Dusty Rose:C08081 Bubblegum Pink:FFC1CC ' +
  'Raspberry:E30B5C Petal Pink:F9D5E5 Rose:E75480 Fuchsia:D1189B Magenta:C2185B Deep Purple:673AB7 ' +
  'Royal Purple:7851A9 Electric Violet:8F00FF Lavender:B57EDC Pale Lavender:DCD0FF Lilac:C8A2C8 ' +
  'Plum:8E4585 Aubergine:3D0C3F Indigo:4B0082 Orchid:DA70D6 Amethyst:9966CC ' +
  'Mint Cream:F5FFFA Pale Aqua:CDEFEA Pale Blue:DCEBF7 Pale Pink:FBE3E8 Pale Yellow:FFF9DB Sandy Brown:F4A460 ' +
  'Marigold:EAA221 Dusty Blue:8BA6C1 Cocoa:4A2C2A Espresso:3E2723 Mahogany:7B3F00 Sage Gray:B2BEB5';

const TABLE: Array<{ name: string; lab: Lab }> = [...NAMES.matchAll(/\s*([A-Za-z][A-Za-z -]*?):([0-9A-F]{6})/g)].map(([, name = '', hex = '']) => ({
  name,
  lab: rgbToLab(parseColor(`#${hex}`) as Rgb),
}));

export function colorName(rgb: Rgb): string {
  const lab = rgbToLab(rgb);
  let best = TABLE[0] as { name: string; lab: Lab };
  let bestDistance = Infinity;
  for (const entry of TABLE) {
    const d = deltaE(lab, entry.lab);
    if (d < bestDistance) [best, bestDistance] = [entry, d];
  }
  return best.name;
}
