import { capLength, sentences } from '../read/text.ts';
import type { WeightedText } from './corpus.ts';

export interface Statements {
  mission?: string;
  vision?: string;
  values: string[];
}

const MISSION_SENTENCE =
  /\b(?:our|my|the company'?s|its)\s+(?:mission|purpose)\s+(?:is|has always been|remains|:)|\bwe exist to\b|\bwe(?:'re| are) on a mission to\b/i;
const VISION_SENTENCE =
  /\b(?:our|the company'?s)\s+vision\s+(?:is|:)|\bwe envision\b|\bwe imagine a world\b|\bwe dream of a world\b|\bwe believe in a (?:world|future) where\b/i;
const MISSION_HEADING = /^(?:our\s+)?(?:mission(?:\s+statement)?|purpose)\b|\bwhy we exist\b|\bour mission\b/i;
const VISION_HEADING = /^(?:our\s+)?vision\b|\bour vision\b/i;
const VALUES_HEADING =
  /\b(?:core\s+|our\s+)?values\b|\bwhat we (?:believe|stand for)\b|\b(?:guiding\s+|our\s+)principles\b|\bwhat drives us\b|\bwe believe in\b/i;
const VALUES_SENTENCE = /\bour (?:core )?values (?:are|:)\s*([^.!?]{5,200})/i;

const STATEMENT_MAX = 300;
const brandZone = (t: WeightedText) => !['nav', 'footer', 'boilerplate', 'alt', 'cta'].includes(t.where);

/** Finds the first sentence matching `pattern` in brand copy, preferring headings' neighbours. */
function sentenceMatching(corpus: WeightedText[], pattern: RegExp): string | undefined {
  for (const item of corpus) {
    if (!brandZone(item)) continue;
    for (const s of sentences(item.text)) if (pattern.test(s)) return capLength(s, STATEMENT_MAX);
  }
  return undefined;
}

/** The first paragraph under a heading such as 'Our mission' (its first two sentences). */
function paragraphUnder(corpus: WeightedText[], heading: RegExp): string | undefined {
  for (const item of corpus) {
    const b = item.block;
    if (!b || !brandZone(item) || !b.section || !heading.test(b.section)) continue;
    if (b.kind !== 'p' && b.kind !== 'text' && b.kind !== 'quote') continue;
    const text = sentences(b.text).slice(0, 2).join(' ');
    if (text.length >= 20) return capLength(text, STATEMENT_MAX);
  }
  return undefined;
}

/** A value's label: the bold lead-in, or a short item up to its first dash, colon or full stop. */
function valueLabel(lead: string | undefined, text: string): string | undefined {
  const raw =
    (lead ?? text)
      .split(/\s[—–-]\s|[:.!]/)[0]
      ?.trim()
      .replace(/[,;]$/, '') ?? '';
  if (raw.length < 3 || raw.length > 40 || raw.split(' ').length > 5) return undefined;
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

function valuesList(corpus: WeightedText[]): string[] {
  const values: string[] = [];
  const push = (v: string | undefined) => {
    if (v && values.length < 6 && !values.some((x) => x.toLowerCase() === v.toLowerCase())) values.push(v);
  };
  for (const item of corpus) {
    const b = item.block;
    if (!b || !brandZone(item) || !b.section || !VALUES_HEADING.test(b.section)) continue;
    if (b.kind === 'h3' || b.kind === 'li') push(valueLabel(b.lead, b.text));
    else if (b.lead) push(valueLabel(b.lead, b.text));
  }
  if (values.length === 0) {
    const listed = sentenceMatching(corpus, VALUES_SENTENCE);
    const inner = listed ? VALUES_SENTENCE.exec(listed)?.[1] : undefined;
    for (const part of inner?.split(/,|\band\b|;/) ?? []) push(valueLabel(undefined, part.trim()));
  }
  return values;
}

export function findStatements(corpus: WeightedText[]): Statements {
  const result: Statements = { values: valuesList(corpus) };
  const mission = sentenceMatching(corpus, MISSION_SENTENCE) ?? paragraphUnder(corpus, MISSION_HEADING);
  const vision = sentenceMatching(corpus, VISION_SENTENCE) ?? paragraphUnder(corpus, VISION_HEADING);
  if (mission) result.mission = mission;
  if (vision && vision !== mission) result.vision = vision;
  return result;
}
