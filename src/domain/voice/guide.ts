import type { ArchetypeName } from '../archetypes/types.ts';
import { readHeadline, type HeadlineReading } from './headline.ts';
import { VOICE_PROFILES } from './profiles.ts';
import { fillShape, shapeForGuide } from './shapes.ts';

/**
 * How to write in an archetype's voice, for the lines the rules cannot rewrite without a model:
 * words to use and avoid, sentence shapes, and one example on the site's own subject. A guide,
 * not copy: the interface says so.
 */
export interface VoiceGuide {
  use: string[];
  avoid: string[];
  /** Two or three shapes with the subject left open: '[What you offer], without the rules.' */
  shapes: string[];
  /** One shape written on the site's subject. */
  example: string;
}

const GUIDE_SHAPES = 3;
/** When neither the headline nor a key term names a subject, the example still reads as a sentence. */
const NO_SUBJECT: HeadlineReading = { subject: 'what you do', thing: 'what you do', head: 'do', grammar: 'mass' };

/** The subject for the guide's example: the headline's, else the first key term that reads as one. */
export function guideSubject(headline: HeadlineReading | null, keywords: readonly string[] = []): HeadlineReading {
  if (headline) return headline;
  for (const keyword of keywords.slice(0, 12)) {
    const reading = keyword.length <= 40 ? readHeadline(keyword) : null;
    if (reading && !reading.audience) return reading;
  }
  return NO_SUBJECT;
}

export function voiceGuide(archetype: ArchetypeName, subject: HeadlineReading): VoiceGuide {
  const profile = VOICE_PROFILES[archetype];
  const shapes = profile.headlines.slice(0, GUIDE_SHAPES);
  const example = shapes.map((shape) => fillShape(shape, subject)).find((line) => line !== null) ?? fillShape(shapes[0]!, NO_SUBJECT)!;
  return { use: [...profile.use], avoid: [...profile.avoid], shapes: shapes.map(shapeForGuide), example };
}
