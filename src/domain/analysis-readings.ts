import { describeCall, type RunnerUp } from './analysis-call.ts';
import { isArchetypeName, type ArchetypeName } from './archetypes/types.ts';

/**
 * The readings of a website analysis in words (issue 23, "honest uncertainty"): when the evidence is thin or split,
 * the two or three archetypes the copy supports, each with its share and the site's own passages behind it.
 * Every passage is plain text from a crawled site: render it as text.
 */
export interface AnalysisReading {
  archetype: ArchetypeName;
  /** How likely this reading is the right one, 0 to 1. */
  share: number;
  /** Up to three of the site's own sentences. */
  passages: string[];
}

/** From this confidence a single reading needs no words beyond the call itself. */
export const CONFIDENT_FROM = 0.6;
/** Below this confidence the evidence is called thin or split, and the readings possibilities, not a verdict. */
export const THIN_BELOW = 0.45;
/** Under a low confidence, a second reading with at least this share of the first's makes the evidence split (not thin). */
const SPLIT_FROM = 0.5;

const MAX_READINGS = 3;
const MAX_PASSAGES = 3;
const MAX_PASSAGE_LENGTH = 240;

export const READINGS_HEADING = 'What the copy supports';

export interface ReadingLine {
  archetype: ArchetypeName | string;
  /** Whole percent. */
  percent: number;
  /** True for the archetype the analysis names (always the first line). */
  named: boolean;
  passages: string[];
}

export interface ReadingsWording {
  heading: string;
  /** Said first when the evidence is thin or split; null otherwise. */
  note: string | null;
  /** The named archetype first, then the others the copy supports, strongest first. Empty when there is nothing to list. */
  readings: ReadingLine[];
  /** One plain line for places without room for passages (the report email): the note and the other readings. Empty when there is nothing to add. */
  summary: string;
}

interface AnalysisWithReadings {
  archetype: string;
  confidence: number;
  /** As sent or stored: read defensively. */
  readings?: unknown;
}

const percentOf = (share: number) => Math.round(share * 100);
const clampShare = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** A passage as one clean line, without the quotation marks the site may have put round it (the view adds its own). */
function cleanPassage(p: unknown): string {
  if (typeof p !== 'string') return '';
  const line = p
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’«»„]+|["'“”‘’«»„]+$/g, '')
    .trim();
  if (line.length <= MAX_PASSAGE_LENGTH) return line;
  // Cut at a word where there is one, and say so.
  const cut = line.slice(0, MAX_PASSAGE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_PASSAGE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Readings as stored or sent, read defensively (stored JSON may be old or partial): known archetypes only, each once,
 * shares clamped to 0..1, at most three readings of at most three distinct, non-empty passages.
 */
export function readingsOf(value: unknown): AnalysisReading[] {
  if (!Array.isArray(value)) return [];
  const out: AnalysisReading[] = [];
  for (const item of value as unknown[]) {
    const r = item as Partial<Record<keyof AnalysisReading, unknown>> | null;
    if (!r || !isArchetypeName(r.archetype) || typeof r.share !== 'number' || out.some((o) => o.archetype === r.archetype)) continue;
    const passages = Array.isArray(r.passages) ? [...new Set(r.passages.map(cleanPassage).filter(Boolean))].slice(0, MAX_PASSAGES) : [];
    out.push({ archetype: r.archetype, share: clampShare(r.share), passages });
    if (out.length === MAX_READINGS) break;
  }
  return out;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What the analysis' readings add to its call, or null when they add nothing (one reading at 60% or more, or at 45% or
 * more with no passage to show). The named archetype's line carries the analysis' own confidence, so it never differs
 * from the percentage shown beside the call. Below 45% the evidence is said to be thin (one reading, or the others far
 * behind) or split (another reading at half the first's share or more), and the readings possibilities, not a verdict.
 */
export function describeReadings(analysis: AnalysisWithReadings): ReadingsWording | null {
  const confidence = clampShare(analysis.confidence);
  const readings = readingsOf(analysis.readings);
  const named = readings.find((r) => r.archetype === analysis.archetype);
  const others = readings.filter((r) => r.archetype !== analysis.archetype && percentOf(r.share) > 0);
  const lines: ReadingLine[] = [
    { archetype: analysis.archetype, percent: percentOf(confidence), named: true, passages: named?.passages ?? [] },
    ...others.map((r) => ({ archetype: r.archetype, percent: percentOf(r.share), named: false, passages: r.passages })),
  ];
  const thin = confidence < THIN_BELOW;
  if (others.length === 0 && !thin && (confidence >= CONFIDENT_FROM || lines[0]!.passages.length === 0)) return null;

  const split = thin && others.some((r) => r.share >= confidence * SPLIT_FROM);
  const several = others.length > 0;
  const note = !thin
    ? null
    : split
      ? 'The evidence is split: the copy supports more than one reading and none clearly leads. Treat these as possibilities, not a verdict.'
      : `The evidence is thin: the copy gives little to go on. Treat ${several ? 'these as possibilities' : 'this as a possibility'}, not a verdict.`;
  const also = several ? `The copy also supports ${joinNames(others.map((r) => `${r.archetype} (${percentOf(r.share)}%)`))}.` : '';
  const listed = several || lines[0]!.passages.length > 0;
  return {
    heading: READINGS_HEADING,
    note,
    readings: listed ? lines : [],
    summary: [note, also].filter(Boolean).join(' '),
  };
}

/**
 * The "with a strong pull of" line beside the call, or null. Readings say the same and more, so with readings there is
 * no runner-up line: the two must never disagree.
 */
export function runnerUpLine(analysis: { archetype: string; runnerUp?: RunnerUp | null; readings?: unknown }): string | null {
  if (readingsOf(analysis.readings).length > 0 || !analysis.runnerUp) return null;
  const call = describeCall(analysis.archetype, analysis.runnerUp);
  return call === analysis.archetype ? null : call;
}

/** A word beside a bare percentage (a comparison table's cell): below 45% the number is low, and says why. */
export function confidenceQualifier(confidence: number): string | null {
  return clampShare(confidence) < THIN_BELOW ? 'low: thin or split evidence' : null;
}
