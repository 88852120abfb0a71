import { scanPhrase } from './phrase.ts';
import { isAcronym, tokenize, type Token } from './tokens.ts';
import { classOf, DUAL_VERBS, VERBS } from './words.ts';

/**
 * A call to action read as verb + offer: "Start your free trial" → start / your / free trial.
 * Buttons are a handful of words, so the reader takes at most eight and looks ahead one word.
 */
export interface CtaReading {
  /** 'start', 'talk to', 'get started'; '' when the button only names its offer ('Free trial'). */
  verb: string;
  /** The determiner before the offer, lower case, or ''. */
  det: string;
  /** The offer as written, its describing words kept ('free care consultation'); '' when there is none. */
  object: string;
  /** The offer's key noun ('consultation'), lower case; '' when there is none. */
  head: string;
  /** What follows the offer, kept as written ('with our team'). */
  tail: string;
  /** The offer is free ('Try it free', 'Get started for free'): a rewrite must say so too. */
  free: boolean;
}

/** Words that complete a verb rather than start its object: sign up, find out more, get in touch. */
const PARTICLES = new Set(['up', 'out', 'started', 'off', 'more', 'in', 'touch', 'on', 'going', 'how']);
const PREPOSITION_VERBS: Record<string, readonly string[]> = {
  talk: ['to', 'with'],
  speak: ['to', 'with'],
  chat: ['with'],
  donate: ['to'],
  give: ['to'],
  apply: ['for'],
  register: ['for'],
  subscribe: ['to'],
  'sign up': ['for', 'to'],
  learn: ['about'],
};
const OBJECT_PRONOUNS = new Set(['it', 'us', 'me', 'them', 'yours']);
/** Words at the end that add urgency, not an offer: dropped, except 'free', which is remembered. */
const TAILS = new Set(['now', 'today', 'here', 'online', 'instantly', 'anytime', 'free']);

const asWritten = (words: readonly Token[]) => words.map((t) => (isAcronym(t) ? t.text : t.lower)).join(' ');

export function readCta(cta: string | undefined): CtaReading | null {
  const words: Token[] = [];
  for (const t of tokenize(cta ?? '', 80)) {
    if (t.kind === 'word') words.push(t);
    else if (words.length > 0) break;
  }
  if (words.length === 0 || words.length > 8) return null;
  let free = false;
  while (words.length > 1 && TAILS.has(words[words.length - 1]!.lower)) {
    if (words.pop()!.lower === 'free') {
      free = true;
      if (words.length > 1 && words[words.length - 1]!.lower === 'for') words.pop();
    }
  }
  const first = words[0]!.lower;
  let verb = '';
  let i = 0;
  if (first === "let's") {
    return { verb: asWritten(words), det: '', object: '', head: '', tail: '', free };
  } else if (VERBS.has(first) || DUAL_VERBS.has(first)) {
    verb = first;
    i = 1;
    if (first === 'be' && words[1]?.lower === 'part' && words[2]?.lower === 'of') [verb, i] = ['be part of', 3];
    while (i < words.length && i < 3 && PARTICLES.has(words[i]!.lower)) verb += ` ${words[i++]!.lower}`;
    if (i < words.length && PREPOSITION_VERBS[verb]?.includes(words[i]!.lower)) verb += ` ${words[i++]!.lower}`;
    if (i < words.length && OBJECT_PRONOUNS.has(words[i]!.lower)) verb += ` ${words[i++]!.lower}`;
  } else if (!['det', 'puff', 'content'].includes(classOf(first))) {
    return null;
  }
  const phrase = i < words.length ? scanPhrase(words, i) : null;
  const object = phrase ? asWritten(phrase.words) : '';
  const tail = asWritten(words.slice(phrase ? phrase.end : i));
  if (!verb && !object) return null;
  free ||= phrase?.words.some((t) => t.lower === 'free') === true;
  return { verb, det: phrase?.det ?? '', object, head: phrase?.head.lower ?? '', tail, free };
}
