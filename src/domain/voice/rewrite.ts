import type { ArchetypeName } from '../archetypes/types.ts';
import { VOICE_PROFILES } from './profiles.ts';

/**
 * Three rewrites of a site's main headline and call to action in an archetype's voice, built
 * from the archetype's voice profile around the site's own subject. Pure and deterministic: the
 * same site and archetype always get the same three.
 */
export interface VoiceRewrite {
  headline: string;
  cta: string;
}

export interface VoiceRewriteInput {
  archetype: ArchetypeName;
  headline: string;
  cta?: string;
  /** The site's key terms, most telling first (the analysis' brandKeywords). */
  keywords?: readonly string[];
}

export const REWRITE_COUNT = 3;
const FALLBACK_TOPIC = 'what you do';
const STOP = new Set(
  'a an and are as at be best by for from get have here home how in into is it its just make more new now of on one or our out shop so that the their this to up us we welcome what when where who why will with you your'.split(
    ' ',
  ),
);
/** Objects that are not things ('Shop now', 'Get started'): the rewrite then uses a stand-alone call. */
const NOT_OBJECTS = new Set(['now', 'today', 'more', 'here', 'started', 'in', 'up', 'out', 'free', 'online', 'it', 'us']);

const wordsOf = (text: string) => text.slice(0, 200).match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

/** The site's subject: its first usable key term, else the headline's first content word (headlines lead with their subject). */
export function topicOf(headline: string, keywords: readonly string[] = []): string {
  for (const keyword of keywords) {
    const k = keyword.trim().toLowerCase();
    if (k.length >= 3 && k.length <= 30 && /^[a-z][a-z '-]*$/.test(k) && !STOP.has(k)) return k;
  }
  const first = wordsOf(headline).find((w) => w.length >= 4 && !STOP.has(w.toLowerCase()));
  return first ? first.toLowerCase() : FALLBACK_TOPIC;
}

/** What a call to action offers: 'Book a demo' → 'your demo'; null for 'Shop now' or a long sentence. */
export function ctaObject(cta: string | undefined): string | null {
  const words = wordsOf(cta ?? '');
  if (words.length < 2 || words.length > 5) return null;
  const rest = words.slice(1).map((w) => w.toLowerCase());
  if (rest[0] === 'a' || rest[0] === 'an') rest[0] = 'your';
  if (rest.length === 1 && NOT_OBJECTS.has(rest[0]!)) return null;
  if (rest.every((w) => NOT_OBJECTS.has(w) || STOP.has(w))) return null;
  return rest.join(' ');
}

/** A small stable hash, so the choice of shapes varies by site but never between calls. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const fill = (shape: string, topic: string) => shape.replace('{Topic}', topic.charAt(0).toUpperCase() + topic.slice(1)).replace('{topic}', topic);

export function rewriteInVoice(input: VoiceRewriteInput): VoiceRewrite[] {
  const profile = VOICE_PROFILES[input.archetype];
  const topic = topicOf(input.headline, input.keywords);
  const object = ctaObject(input.cta);
  const seed = seedOf(`${input.archetype}|${input.headline}`);
  const rewrites: VoiceRewrite[] = [];
  for (let i = 0; i < REWRITE_COUNT; i++) {
    const headline = fill(profile.headlines[(seed + i) % profile.headlines.length]!, topic);
    const cta =
      object && i < 2 ? `${profile.ctaVerbs[(seed + i) % profile.ctaVerbs.length]} ${object}` : profile.ctas[(seed + i) % profile.ctas.length]!;
    rewrites.push({ headline, cta });
  }
  return rewrites;
}
