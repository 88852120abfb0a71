import type { AlignmentKind } from '../alignment.ts';
import type { JudgedAlignment, WatchChange } from './types.ts';

/** What of a good reading is compared with the previous good one. */
export interface ComparableReading {
  archetype: string;
  runnerUp: string | null;
  /** 'uncertain' when the reading was too weak to judge alignment (src/domain/alignment.ts). */
  alignment: AlignmentKind | null;
  headline: string | null;
  primaryCta: string | null;
  palette: readonly { hex: string }[] | null;
}

// A headline re-cased or re-spaced is the same headline.
const wording = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
const judged = (alignment: AlignmentKind | null): alignment is JudgedAlignment => alignment === 'aligned' || alignment === 'gap';
const hexes = (palette: ComparableReading['palette']) => [...new Set((palette ?? []).map((c) => c.hex.toLowerCase()))];

/** What changed from the previous good reading to this one; nothing for the first reading (no previous). */
export function readingChanges(previous: ComparableReading | null, current: ComparableReading): WatchChange[] {
  if (!previous) return [];
  const changes: WatchChange[] = [];
  if (previous.archetype !== current.archetype) changes.push({ kind: 'archetype', from: previous.archetype, to: current.archetype });
  if (previous.runnerUp !== current.runnerUp) changes.push({ kind: 'runnerUp', from: previous.runnerUp, to: current.runnerUp });
  // Only between two readings strong enough to judge: a weak reading's aligned/gap is noise, not a change.
  if (judged(previous.alignment) && judged(current.alignment) && previous.alignment !== current.alignment)
    changes.push({ kind: 'alignment', from: previous.alignment, to: current.alignment });
  if (wording(previous.headline) !== wording(current.headline)) changes.push({ kind: 'headline', from: previous.headline, to: current.headline });
  if (wording(previous.primaryCta) !== wording(current.primaryCta)) changes.push({ kind: 'cta', from: previous.primaryCta, to: current.primaryCta });
  const [before, after] = [hexes(previous.palette), hexes(current.palette)];
  const added = after.filter((hex) => !before.includes(hex));
  const removed = before.filter((hex) => !after.includes(hex));
  if (added.length || removed.length) changes.push({ kind: 'palette', added, removed });
  return changes;
}
