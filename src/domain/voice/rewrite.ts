import type { ArchetypeName } from '../archetypes/types.ts';
import { rewriteCta } from './cta.ts';
import { guideSubject, voiceGuide, type VoiceGuide } from './guide.ts';
import { readHeadline, type HeadlineReading } from './headline.ts';
import { VOICE_PROFILES } from './profiles.ts';
import { fillShape } from './shapes.ts';

/**
 * A site's headline and call to action in an archetype's voice, by rule: headlines from the
 * archetype's sentence shapes around the subject the headline is really about, calls to action
 * from its verbs where they fit the site's offer. A line the rules cannot write naturally is left
 * out rather than written oddly, and the voice guide (always included) covers it. Pure and
 * deterministic: the same site and archetype always get the same answer.
 */
export interface VoiceSuggestionInput {
  archetype: ArchetypeName;
  headline: string;
  cta?: string;
  /** The site's key terms, most telling first (the analysis' brandKeywords): the guide's subject when the headline names none. */
  keywords?: readonly string[];
}

export interface VoiceSuggestions {
  /** Up to three; none when the headline has no subject a shape could be built around. */
  headlines: string[];
  /** Up to three; none when the site has no call to action, or none of the voice's verbs fits its offer. */
  ctas: string[];
  guide: VoiceGuide;
}

export const REWRITE_COUNT = 3;

/** A small stable hash, so the choice of shapes varies by site but never between calls. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function headlinesFor(archetype: ArchetypeName, reading: HeadlineReading, original: string): string[] {
  const same = original.trim().toLowerCase();
  const usable = VOICE_PROFILES[archetype].headlines
    .map((shape) => fillShape(shape, reading))
    .filter((line): line is string => line !== null && line.toLowerCase() !== same);
  const start = seedOf(`${archetype}|${original}`) % Math.max(usable.length, 1);
  return [...usable.slice(start), ...usable.slice(0, start)].slice(0, REWRITE_COUNT);
}

export function suggestInVoice(input: VoiceSuggestionInput): VoiceSuggestions {
  const reading = readHeadline(input.headline);
  return {
    headlines: reading ? headlinesFor(input.archetype, reading, input.headline) : [],
    ctas: rewriteCta(input.archetype, input.cta, REWRITE_COUNT),
    guide: voiceGuide(input.archetype, guideSubject(reading, input.keywords)),
  };
}
