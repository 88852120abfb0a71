import { capLength, joinList, sentences } from '../read/text.ts';
import type { WeightedText } from './corpus.ts';

/**
 * Who the site talks to, from sentence-level cues: explicit 'designed for …' phrases and
 * named groups ('for families', 'small businesses'). Explicit phrases win; named groups
 * are counted by weight and the top two or three reported.
 */

const GROUPS: Array<[string, RegExp]> = [
  ['small businesses', /\bsmall(?:\s+and\s+(?:medium|mid-sized))?\s+business(?:es)?\b|\bsmb?s\b|\blocal business(?:es)?\b|\bshop owners\b/i],
  ['startups and founders', /\bstart-?ups?\b|\bfounders?\b|\bentrepreneurs?\b/i],
  ['enterprises', /\benterprises?\b|\blarge organi[sz]ations\b|\bfortune 500\b/i],
  ['teams', /\bteams\b|\bcolleagues\b|\bco-?workers\b/i],
  ['developers and engineers', /\bdevelopers?\b|\bengineers?\b|\bengineering teams\b/i],
  ['designers and creatives', /\bdesigners?\b|\bcreatives\b|\bartists?\b|\bmakers\b|\billustrators?\b|\bwriters\b/i],
  ['families and parents', /\bfamil(?:y|ies)\b|\bparents?\b|\bmoms?\b|\bdads?\b/i],
  ['kids', /\bkids\b|\bchildren\b|\blittle ones\b|\btoddlers?\b/i],
  ['older adults', /\bseniors?\b|\bolder adults\b|\baging parents\b|\bretirees?\b|\belderly\b/i],
  ['patients and caregivers', /\bpatients?\b|\bcaregivers?\b/i],
  ['athletes', /\bathletes?\b|\brunners?\b|\bcompetitors?\b|\blifters?\b/i],
  ['outdoor adventurers', /\badventurers?\b|\bhikers?\b|\bclimbers?\b|\btravell?ers?\b|\bexplorers?\b|\bcampers?\b/i],
  ['students and learners', /\bstudents?\b|\blearners?\b|\bresearchers?\b|\bscholars?\b|\bcurious minds\b/i],
  ['professionals and executives', /\bprofessionals?\b|\bexecutives?\b|\bleaders\b|\bboards?\b|\binvestors?\b|\bfamily offices?\b/i],
  ['couples', /\bcouples?\b|\bnewlyweds?\b|\bsomeone special\b/i],
  ['homeowners', /\bhomeowners?\b|\bdiy(?:ers)?\b|\brenters\b|\blandlords\b/i],
  ['gamers and fans', /\bgamers?\b|\bfans\b|\bsnackers?\b/i],
  ['nonprofits and communities', /\bnon-?profits?\b|\bcharit(?:y|ies)\b|\bcommunit(?:y|ies)\b|\bactivists?\b/i],
];

const EXPLICIT =
  /\b(?:built|designed|made|crafted|created|perfect|ideal|tailored|here)\s+(?:especially\s+|specifically\s+)?for\s+((?:the\s+)?[a-z][^.,;:!?()]{2,60})|\bfor\s+((?:people|anyone|those|everyone|folks|teams|families|brands|companies|businesses)\s+(?:who|that)\s+[^.,;:!?()]{3,60})/i;
const NOT_AUDIENCE =
  /^(?:the\s+|a\s+|an\s+|one\s+)?(?:you|your|life|years|decades|generations|good|ever|now|today|long haul|future|free|performance|speed|purpose|reason|moment|comfort|real life|every day|everyday use|this|that|it|them|us|me|more|less|success|results?)\b/i;

export function findAudience(corpus: WeightedText[]): string | undefined {
  const groupScores = new Map<string, number>();
  let explicit: { phrase: string; weight: number } | undefined;
  for (const item of corpus) {
    if (item.where === 'boilerplate' || item.where === 'footer' || item.where === 'nav') continue;
    for (const s of sentences(item.text)) {
      const m = EXPLICIT.exec(s);
      const phrase = (m?.[1] ?? m?.[2])?.trim();
      if (phrase && !NOT_AUDIENCE.test(phrase) && (!explicit || item.weight > explicit.weight)) {
        // 'teams who ship every week' → 'teams'; but keep 'people who …', which says nothing alone.
        const trimmed = m?.[1] ? (phrase.split(/\s+(?:who|that|with|so|to|in|and get)\s+/i)[0] ?? phrase) : phrase;
        explicit = { phrase: capLength(trimmed, 80), weight: item.weight };
      }
      for (const [label, pattern] of GROUPS) {
        if (pattern.test(s)) groupScores.set(label, (groupScores.get(label) ?? 0) + item.weight);
      }
    }
  }
  const groups = [...groupScores.entries()].sort((a, b) => b[1] - a[1]);
  const top = groups
    .filter(([, score]) => score >= Math.max(1, (groups[0]?.[1] ?? 0) * 0.4))
    .slice(0, 3)
    .map(([label]) => label);
  if (explicit) {
    const lead = explicit.phrase.charAt(0).toUpperCase() + explicit.phrase.slice(1);
    return top.length > 0 && !top.some((t) => explicit.phrase.toLowerCase().includes(t.split(' ')[0] ?? ''))
      ? `${lead} (cues also point to ${joinList(top.slice(0, 2))})`
      : lead;
  }
  if (top.length === 0) return undefined;
  const text = joinList(top);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
