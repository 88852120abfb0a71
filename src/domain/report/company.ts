import type { AnalysisReading } from '../analysis-readings.ts';
import { isArchetypeName, type ArchetypeName } from '../archetypes/types.ts';
import type { CompanyAnalysis } from '../quiz/results.ts';

/** The report's company analysis: a stored analysis whose archetype is one of the twelve. */
export type ReportCompanyAnalysis = CompanyAnalysis & { archetype: ArchetypeName };

/** The columns a submission stores its website analysis in (db/schema.ts). */
export interface StoredCompanyColumns {
  companyArchetype: string | null;
  companyArchetypeConfidence: number | null;
  companyAnalysis: unknown;
}

const HEX = /^#[0-9a-f]{6}$/i;
type Json = Partial<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const texts = (v: unknown, max: number): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, max) : []);
const unit = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : undefined);

/**
 * The stored company analysis as the report shows it, read defensively: stored JSON may be older or foreign, so an
 * archetype off the list means no company analysis, and fields of the wrong shape are left out.
 */
export function readCompanyAnalysis(row: StoredCompanyColumns): ReportCompanyAnalysis | null {
  const stored = row.companyAnalysis;
  if (!isObject(stored)) return null;
  const archetype = row.companyArchetype ?? stored.archetype;
  const confidence = unit(row.companyArchetypeConfidence ?? stored.confidence);
  if (!isArchetypeName(archetype) || confidence === undefined) return null;
  const analysis: ReportCompanyAnalysis = {
    archetype,
    confidence,
    reasoning: text(stored.reasoning) ?? '',
    keyIndicators: texts(stored.keyIndicators, 12),
  };
  const subArchetype = text(stored.subArchetype);
  if (subArchetype) analysis.subArchetype = subArchetype;
  const headline = text(stored.headline);
  if (headline) analysis.headline = headline;
  const primaryCta = text(stored.primaryCta);
  if (primaryCta) analysis.primaryCta = primaryCta;
  if (Array.isArray(stored.brandKeywords)) analysis.brandKeywords = texts(stored.brandKeywords, 12);
  const runnerUp = stored.runnerUp;
  if (isObject(runnerUp) && isArchetypeName(runnerUp.archetype) && unit(runnerUp.strength) !== undefined) {
    analysis.runnerUp = { archetype: runnerUp.archetype, strength: unit(runnerUp.strength)! };
  }
  const readings = readingsOf(stored.readings);
  if (readings.length) analysis.readings = readings;
  const palette = paletteOf(stored.colorPalette);
  if (palette.length) analysis.colorPalette = palette;
  return analysis;
}

function readingsOf(value: unknown): AnalysisReading[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((r): r is Json => isObject(r) && isArchetypeName(r.archetype) && unit(r.share) !== undefined)
    .slice(0, 12)
    .map((r) => ({ archetype: r.archetype as ArchetypeName, share: unit(r.share)!, passages: texts(r.passages, 3) }));
}

/** At most five swatches, each a #rrggbb hex (the PDF draws them as colours). */
export function paletteOf(value: unknown): { name: string; hex: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is Json => isObject(c) && typeof c.hex === 'string' && HEX.test(c.hex))
    .slice(0, 5)
    .map((c) => ({ name: typeof c.name === 'string' ? c.name.slice(0, 40) : '', hex: (c.hex as string).toLowerCase() }));
}
