import type { ArchetypeName } from './types.ts';

/** Each archetype's display colour (dots, badges, accents); all reach 4.5:1 on white. */
export const DISPLAY_COLORS: Record<ArchetypeName, string> = {
  'The Magician': '#6d28d9',
  'The Hero': '#b91c1c',
  'The Sage': '#1d4ed8',
  'The Explorer': '#15803d',
  'The Innocent': '#0369a1',
  'The Ruler': '#854d0e',
  'The Creator': '#c2410c',
  'The Caregiver': '#0f766e',
  'The Jester': '#a21caf',
  'The Lover': '#be185d',
  'The Everyman': '#4d7c0f',
  'The Outlaw': '#1f2937',
};

export const UNKNOWN_COLOR = '#6b7280';

/** The badge colour of an archetype name; grey for anything unknown. */
export function displayColorOf(name: string | undefined): string {
  return (name && DISPLAY_COLORS[name as ArchetypeName]) || UNKNOWN_COLOR;
}
