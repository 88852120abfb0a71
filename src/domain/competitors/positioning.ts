import { ARCHETYPE_NAMES, type ArchetypeName } from '../archetypes/types.ts';
import type { PositionedSite } from './types.ts';

export interface Positioning {
  /** Archetypes claimed by two or more of the sites (company included), most crowded first. */
  crowded: Array<{ archetype: ArchetypeName; sites: string[] }>;
  /** Archetypes none of the sites projects, in wheel order. */
  open: ArchetypeName[];
  /** The competitors that share the company's archetype; empty when it stands apart (or there is no company). */
  overlaps: string[];
  /** The note in plain words, one sentence per point. */
  sentences: string[];
}

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const COUNTS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Who projects an archetype, with the verb agreeing: 'a.com projects it', 'a.com and b.com both project it', '… all three project it'. */
export function projectedBy(labels: readonly string[]): string {
  const names = list([...labels]);
  if (labels.length <= 1) return `${names} projects it`;
  if (labels.length === 2) return `${names} both project it`;
  return `${names} all ${COUNTS[labels.length] ?? labels.length} project it`;
}

/**
 * Where the company stands among its competitors: which archetypes are crowded, which are open,
 * and whether the company overlaps or stands apart. Pure, so the results page, the email, the
 * admin report and Quick Analysis say the same thing.
 */
export function positioningNote(company: PositionedSite | null, competitors: PositionedSite[]): Positioning {
  const sites = company ? [company, ...competitors] : competitors;
  const byArchetype = new Map<ArchetypeName, string[]>();
  for (const site of sites) byArchetype.set(site.archetype, [...(byArchetype.get(site.archetype) ?? []), site.label]);
  const crowded = [...byArchetype.entries()]
    .filter(([, labels]) => labels.length >= 2)
    .sort((a, b) => b[1].length - a[1].length || ARCHETYPE_NAMES.indexOf(a[0]) - ARCHETYPE_NAMES.indexOf(b[0]))
    .map(([archetype, labels]) => ({ archetype, sites: labels }));
  const open = ARCHETYPE_NAMES.filter((n) => !byArchetype.has(n));
  const overlaps = company ? competitors.filter((c) => c.archetype === company.archetype).map((c) => c.label) : [];

  const sentences: string[] = [];
  if (sites.length === 0) return { crowded, open, overlaps, sentences };
  for (const { archetype, sites: labels } of crowded) sentences.push(`${archetype} is crowded: ${projectedBy(labels)}.`);
  if (crowded.length === 0) sentences.push('No two sites project the same archetype: each has ground of its own.');
  if (company) {
    sentences.push(
      overlaps.length > 0
        ? `${company.label} overlaps with ${list(overlaps)} as ${company.archetype}, so it must win on execution rather than on identity.`
        : `${company.label} stands apart as ${company.archetype}: no competitor here claims it.`,
    );
  }
  const shown = open.slice(0, 4);
  if (shown.length > 0) {
    sentences.push(
      `Open ground: ${list(shown)}${open.length > shown.length ? `, and ${open.length - shown.length} more` : ''} ${open.length === 1 ? 'is' : 'are'} claimed by none of these sites.`,
    );
  }
  return { crowded, open, overlaps, sentences };
}
