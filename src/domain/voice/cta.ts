import type { ArchetypeName } from '../archetypes/types.ts';
import { readCta, type CtaReading } from './cta-reading.ts';
import { offerKindOf, type OfferKind } from './offers.ts';
import { VOICE_PROFILES } from './profiles.ts';
import { indefinite } from './shapes.ts';
import { standaloneCalls } from './standalone.ts';
import { tokenize } from './tokens.ts';
import { grammarOf } from './words.ts';

/**
 * A site's call to action in an archetype's voice: the archetype's own verbs, where they fit the
 * offer, in front of the site's own offer ('Start your free trial' → 'Claim your free trial').
 * An empty answer means the rules could not do it naturally; the voice guide stands in.
 */
const MAX_CTA = 40;
/** Verbs that make the offer the visitor's own: 'claim your trial', 'reserve your table'. */
const POSSESSIVE = new Set(['claim', 'secure', 'unlock', 'start', 'begin', 'activate', 'reserve', 'plan', 'launch', 'kick off']);
/** Verbs that look at something rather than take it: 'see a demo', 'read the guide', never 'read your guide'. */
const LOOKING = new Set(['see', 'watch', 'view', 'read', 'explore', 'browse', 'discover', 'compare', 'check']);

function determinerFor(verb: string, reading: CtaReading, kind: OfferKind): string {
  const { det } = reading;
  if (det === 'a' || det === 'an') return POSSESSIVE.has(verb) ? 'your' : 'a';
  if (det === 'your' && LOOKING.has(verb)) return kind.det === 'a' || kind.det === 'an' ? 'a' : 'the';
  if (det) return det;
  const grammar = grammarOf(reading.head);
  if (grammar === 'plural') return POSSESSIVE.has(verb) ? 'your' : '';
  if (grammar === 'mass') return '';
  return POSSESSIVE.has(verb) && kind.det ? 'your' : kind.det;
}

function withVerb(verb: string, reading: CtaReading, kind: OfferKind): string {
  let det = determinerFor(verb, reading, kind);
  if (det === 'a' || det === 'an') det = indefinite(reading.object);
  // 'Get a demo for free': the free stays, wherever the button said it.
  const keepsFree = !reading.free || ` ${reading.object} ${reading.tail} `.includes(' free ');
  const text = [verb, det, reading.object, reading.tail, keepsFree ? '' : 'for free'].filter(Boolean).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words of a button, without case, arrows or punctuation: 'Request a Demo →' is 'request a demo'. */
const plain = (text: string) =>
  tokenize(text, 80)
    .filter((t) => t.kind === 'word')
    .map((t) => t.lower)
    .join(' ');

export function rewriteCta(archetype: ArchetypeName, cta: string | undefined, count: number): string[] {
  const reading = readCta(cta);
  if (!reading || !cta) return [];
  const original = plain(cta);
  const same = (text: string) => plain(text) === original;
  let candidates: string[];
  if (reading.object) {
    const kind = offerKindOf(reading);
    if (!kind) return [];
    const fits = new Set([...kind.verbs, ...(reading.free ? kind.freeVerbs : [])]);
    candidates = VOICE_PROFILES[archetype].ctaVerbs.filter((v) => fits.has(v)).map((v) => withVerb(v, reading, kind));
  } else {
    candidates = standaloneCalls(archetype, reading);
  }
  const out: string[] = [];
  for (const text of candidates) {
    if (!same(text) && !out.includes(text) && text.length <= MAX_CTA) out.push(text);
    if (out.length === count) break;
  }
  return out;
}
