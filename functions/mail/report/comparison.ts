import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { isArchetypeName, type Archetype } from '../../../src/domain/archetypes/types.ts';
import { competitorMarkers, type CompetitorShape } from '../../../src/domain/competitors/markers.ts';
import { positioningNote } from '../../../src/domain/competitors/positioning.ts';
import { hostLabel, type CompetitorAnalysis } from '../../../src/domain/competitors/types.ts';
import { safeColor } from './markup.ts';

/** One competitor as the email shows it: a table row and, when it is on the wheel, its marker's look. */
export interface ComparisonRow {
  host: string;
  url: string;
  archetype: Archetype;
  subArchetype: string;
  confidencePercent: number;
  palette: Array<{ name: string; hex: string }>;
  voice: string;
  /** The marker on the wheel image; undefined when the stored archetype is not on the wheel. */
  marker?: { shape: CompetitorShape; color: string; glyph: string };
}

/** The comparison section of the report: the competitors in the order they were added, and the positioning note. */
export interface ComparisonReport {
  rows: ComparisonRow[];
  /** Plain sentences from the shared positioning note, the same words as the results page. */
  sentences: string[];
}

/**
 * Text stand-ins for the marker shapes: the PNG carries shapes only (workerd cannot lay out text at run time),
 * so the legend that names each host is written in the HTML and text parts with the same shape and colour.
 */
const SHAPE_GLYPH: Record<CompetitorShape, string> = { square: '\u25A0', triangle: '\u25B2', diamond: '\u25C6' };

/** The company's label in the note: its host, as every competitor is labelled by its host. */
function companyLabel(companyUrl: string | null): string {
  return companyUrl ? hostLabel(companyUrl) : 'Your website';
}

/** Undefined when nothing is stored to compare, so the email stays as it was for everyone else. */
export function comparisonReport(
  company: { url: string | null; archetype: string } | null,
  competitors: readonly CompetitorAnalysis[],
): ComparisonReport | undefined {
  if (competitors.length === 0) return undefined;
  const markers = competitorMarkers(comparisonMarks(competitors));
  const rows = competitors.map((c): ComparisonRow => {
    const marker = markers.find((m) => m.label === c.host);
    return {
      host: c.host,
      url: c.url,
      archetype: getArchetype(c.archetype),
      subArchetype: c.subArchetype,
      confidencePercent: Number.isFinite(c.confidence) ? Math.round(c.confidence * 100) : 0,
      palette: c.palette.slice(0, 3).map((p) => ({ name: p.name, hex: safeColor(p.hex) })),
      voice: c.voice,
      marker: marker && { shape: marker.shape, color: marker.color, glyph: SHAPE_GLYPH[marker.shape] },
    };
  });
  const self = company && isArchetypeName(company.archetype) ? { label: companyLabel(company.url), archetype: company.archetype } : null;
  const { sentences } = positioningNote(self, comparisonMarks(competitors));
  return { rows, sentences };
}

/** What the wheel image marks for the comparison: one shape per competitor, in the stored order. */
export const comparisonMarks = (competitors: readonly CompetitorAnalysis[]) => competitors.map((c) => ({ label: c.host, archetype: c.archetype }));
