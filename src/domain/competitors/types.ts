import type { ArchetypeName } from '../archetypes/types.ts';
import { clipText } from '../clip-text.ts';

/** At most this many competitor sites per comparison (the "up to 3"). */
export const MAX_COMPETITORS = 3;

/** One competitor website, read by the same analysis as any site; what the comparison shows and stores of it. */
export interface CompetitorAnalysis {
  /** The address as analysed (after normalisation). */
  url: string;
  /** Its host without 'www.', the site's label everywhere (wheel, table, note). */
  host: string;
  archetype: ArchetypeName;
  subArchetype: string;
  confidence: number;
  /** The top three palette colours, most prominent first. */
  palette: Array<{ name: string; hex: string }>;
  /** The brand voice in a few words (the analysis' brandVoice, shortened), or '' when the site gave none. */
  voice: string;
}

/** A site on the comparison: the company's own or a competitor. */
export interface PositionedSite {
  label: string;
  archetype: ArchetypeName;
}

/** The label of a site: its host, without a leading 'www.'. */
export function hostLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A few words of brand voice: the first clause, at most `max` characters, cut at a word. */
export function voiceInBrief(voice: string | undefined, max = 60): string {
  const first = (voice ?? '').split(/[.;:]/, 1)[0]!.trim();
  const cut = clipText(first, max);
  if (cut === first) return first;
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[,\s]+$/, '')}…`;
}
