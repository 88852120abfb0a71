/** The twelve archetypes in wheel order: index × 30 is the angle on the wheel (Magician at 0°). */
export const ARCHETYPE_NAMES = [
  'The Magician',
  'The Hero',
  'The Sage',
  'The Explorer',
  'The Innocent',
  'The Ruler',
  'The Creator',
  'The Caregiver',
  'The Jester',
  'The Lover',
  'The Everyman',
  'The Outlaw',
] as const;

export type ArchetypeName = (typeof ARCHETYPE_NAMES)[number];

export function isArchetypeName(name: unknown): name is ArchetypeName {
  return typeof name === 'string' && (ARCHETYPE_NAMES as readonly string[]).includes(name);
}

export interface SubArchetype {
  name: string;
  /** One sentence. */
  description: string;
}

export interface Swatch {
  name: string;
  /** '#rrggbb' */
  hex: string;
}

export interface BrandExample {
  name: string;
  /** A short line in our own words on how the brand plays this archetype (not a trademarked slogan quote). */
  slogan: string;
  /** '#rrggbb' brand colour used for the example's mark. */
  color: string;
  /** One or two capital letters drawn as the example's mark, in its colour (not emoji: many systems have no colour-emoji font). */
  mark: string;
}

export interface Archetype {
  name: ArchetypeName;
  /** 'hero' for 'The Hero'; see slugify(). */
  slug: string;
  /** Degrees on the wheel: 0, 30, … 330. */
  angle: number;
  /** Two or three sentences. */
  description: string;
  /** Exactly 4. */
  traits: string[];
  /** Exactly 4, in the spec's order; the first is the fallback sub-archetype. */
  subArchetypes: SubArchetype[];
  /** One paragraph of actionable brand strategy. */
  strategyInsight: string;
  /** Exactly 4 widely cited public examples. */
  brandExamples: BrandExample[];
  /** 4 or 5 swatches. */
  colors: Swatch[];
  /** '#rrggbb' used for the archetype's dot, badge and accents; must reach 4.5:1 contrast on white. */
  displayColor: string;
  /** Public path of the archetype's illustration. */
  image: string;
}

export interface StrategyPoint {
  /** One actionable sentence. */
  text: string;
  /** Icon key, one of STRATEGY_ICONS. */
  icon: StrategyIcon;
}

export const STRATEGY_ICONS = [
  'target',
  'compass',
  'book',
  'shield',
  'flame',
  'sparkles',
  'users',
  'heart',
  'smile',
  'hand',
  'crown',
  'palette',
  'megaphone',
  'mountain',
  'lightbulb',
  'star',
] as const;
export type StrategyIcon = (typeof STRATEGY_ICONS)[number];

export interface PercentBar {
  label: string;
  /** 0–100 */
  value: number;
}

/** The long-form content of an archetype's static page (/hero …), beyond the core fields. */
export interface ArchetypePage {
  /** The spec's exact tagline, e.g. 'Brave, determined, and honorable.' */
  tagline: string;
  /** 4 more traits; the page shows the 4 core traits followed by these, 8 in all. */
  moreTraits: string[];
  /** 3–4 paragraphs for the page body (the core description is the short form). */
  longDescription: string[];
  /** Exactly 5. */
  strategyPoints: StrategyPoint[];
  /** Exactly 2: sample headlines or lines of copy in this archetype's voice. */
  messagingExamples: string[];
  /** 2–3 sentences on using the colour palette. */
  paletteNotes: string;
  /** 2–3 sentences on typography that fits the archetype. */
  typographyNotes: string;
  /** A short quote, attributed on the page to The Brand Book. */
  quote: string;
  /** Three bars, or none (Innocent and Creator). Values fixed by the spec. */
  bars: PercentBar[];
  /** SEO meta description, 140–160 characters. */
  metaDescription: string;
}

export interface ArchetypeProfile extends Archetype {
  page: ArchetypePage;
}
