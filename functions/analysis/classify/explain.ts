import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { joinList, unique } from '../read/text.ts';
import type { Location } from '../signals/corpus.ts';
import type { Cue } from './cues.ts';
import type { Evidence } from './score.ts';

/** Plain-English wording of the evidence: reasoning sentences and indicator bullets. */

type Place = 'headline' | 'headings' | 'calls to action' | 'body copy';

const PLACE: Record<Location, Place | null> = {
  title: 'headline',
  slogan: 'headline',
  h1: 'headline',
  hero: 'headline',
  description: 'headline',
  heading: 'headings',
  subheading: 'headings',
  cta: 'calls to action',
  body: 'body copy',
  alt: 'body copy',
  nav: null,
  footer: null,
  boilerplate: null,
};

const quote = (words: string[]) => joinList(words.map((w) => `"${w}"`));

/** The words that scored, grouped by where they sit, strongest places first. */
export function evidenceByPlace(evidence: Evidence[]): Array<{ place: Place; words: string[]; points: number }> {
  const byPlace = new Map<Place, { words: string[]; points: number }>();
  for (const e of evidence) {
    for (const where of e.wheres) {
      const place = PLACE[where];
      if (!place) continue;
      const entry = byPlace.get(place) ?? { words: [], points: 0 };
      entry.points += e.points / e.wheres.length;
      // One form per term ('athletes', not also 'athlete' and 'athletic'), phrases before words.
      const s = e.surfaces[0];
      if (s && !entry.words.some((w) => w.includes(s) || s.includes(w)) && entry.words.length < 6) entry.words.push(s);
      byPlace.set(place, entry);
    }
  }
  const order: Place[] = ['headline', 'headings', 'calls to action', 'body copy'];
  return order.filter((p) => byPlace.has(p)).map((place) => ({ place, ...(byPlace.get(place) as { words: string[]; points: number }) }));
}

/** The learned model's strongest phrases that the lexicon did not already quote; punctuation is not a quote. */
function tonePhrases(tone: string[], evidence: Evidence[]): string[] {
  const taken = evidence.flatMap((e) => e.surfaces.slice(0, 1));
  const picked: string[] = [];
  for (const t of tone) {
    if (t.length <= 2 || taken.some((q) => q.includes(t) || t.includes(q))) continue;
    picked.push(t);
    taken.push(t);
    if (picked.length === 3) break;
  }
  return picked;
}

/** Concrete bullets: quoted words by place, phrases in the archetype's tone, the most repeated term, the visual cues that agreed. */
export function keyIndicators(
  archetype: ArchetypeName,
  evidence: Evidence[],
  cues: Cue[],
  mission: string | undefined,
  tone: string[] = [],
  /** Below THIN_BELOW: the phrases hint at the archetype; they are not called typical of it. */
  thin = false,
): string[] {
  const bullets: string[] = [];
  for (const { place, words } of evidenceByPlace(evidence).slice(0, 3)) {
    const picked = words.slice(0, place === 'body copy' ? 3 : 2);
    if (picked.length > 0) bullets.push(`${capitalize(quote(picked))} in the ${place}`);
  }
  const phrases = tonePhrases(tone, evidence);
  if (phrases.length > 0)
    bullets.push(thin ? `Phrasing that only hints at ${archetype}: ${quote(phrases)}` : `Phrasing typical of ${archetype}: ${quote(phrases)}`);
  const repeated = [...evidence].filter((e) => !e.term.sub && e.term.weight >= 1).sort((a, b) => b.count - a.count)[0];
  if (repeated && repeated.count >= 4) {
    bullets.push(`"${repeated.surfaces[0]}" and its forms appear ${repeated.count} times across the site`);
  }
  const visual = unique(
    [...cues]
      .sort((a, b) => b.points - a.points)
      .filter((c) => c.points >= 0.3)
      .map((c) => c.evidence),
  );
  bullets.push(...visual.slice(0, 2));
  if (mission && bullets.length < 6) bullets.push(`Mission statement: "${shorten(mission, 90)}"`);
  return unique(bullets).slice(0, 6);
}

export function reasoningText(input: {
  archetype: ArchetypeName;
  sub: { name: string; fallback: boolean; words: string[] };
  evidence: Evidence[];
  cues: Cue[];
  /** The learned model's phrases for this archetype. */
  tone?: string[];
  runnerUp?: { archetype: ArchetypeName; ratio: number };
  thin: boolean;
}): string {
  const places = evidenceByPlace(input.evidence);
  const phrases = tonePhrases(input.tone ?? [], input.evidence);
  const sentences: string[] = [];
  if (places.length > 0) {
    const shown = places.slice(0, 2);
    const where = joinList(shown.map((p) => `its ${p.place}`));
    const words = unique(shown.flatMap((p) => p.words)).slice(0, 4);
    sentences.push(
      input.thin
        ? `The site leans only faintly towards ${input.archetype}: ${where} ${shown.length > 1 ? 'use' : 'uses'} words like ${quote(words)}.`
        : `The site reads as ${input.archetype}: ${where} ${shown.length > 1 ? 'lean' : 'leans'} on words like ${quote(words)}.`,
    );
    if (phrases.length > 0) {
      sentences.push(
        input.thin
          ? `A few phrases may hint at the same (${quote(phrases)}), but they are too weak to settle the call.`
          : `Its tone points the same way (${quote(phrases)}).`,
      );
    }
  } else if (phrases.length > 0) {
    sentences.push(
      input.thin
        ? `Only a few phrases hint at ${input.archetype} (${quote(phrases)}), too weak to settle the call.`
        : `The site sounds like ${input.archetype}: the voice is in its tone more than its vocabulary (${quote(phrases)}).`,
    );
  } else {
    sentences.push(`The copy gives few direct archetype cues, so ${input.archetype} rests mostly on visual signals.`);
  }
  const visual = unique(
    [...input.cues]
      .sort((a, b) => b.points - a.points)
      .filter((c) => c.points >= 0.3)
      .map((c) => lowerFirst(c.evidence)),
  ).slice(0, 2);
  if (visual.length > 0) sentences.push(`The visual identity agrees: ${joinList(visual)}.`);
  const role = input.archetype.replace(/^The /, '');
  sentences.push(
    input.sub.fallback
      ? `No sub-archetype stands out, so the ${input.sub.name}, the ${role}'s default, is used.`
      : `Within the ${role}, the ${input.sub.name} comes through most (${quote(input.sub.words.slice(0, 3))}).`,
  );
  if (input.runnerUp && input.runnerUp.ratio >= 0.98) {
    sentences.push(`${input.runnerUp.archetype} scores just as high, so the call between the two is a toss-up.`);
  } else if (input.runnerUp && input.runnerUp.ratio >= 0.7) {
    sentences.push(
      `${input.runnerUp.archetype} is a close second (${Math.round(input.runnerUp.ratio * 100)}% of the winner's score), so the brand blends both.`,
    );
  } else if (input.thin) {
    sentences.push('The evidence is thin, so treat this as a tentative read.');
  }
  return sentences.slice(0, 5).join(' ');
}

/** Calls to action: urgent imperatives or soft invitations? */
export function ctaStyle(ctas: string[]): string | undefined {
  const texts = unique(ctas.filter((c) => c.length >= 2 && c.length <= 40)).slice(0, 12);
  if (texts.length < 2) return undefined;
  const urgent = texts.filter((t) => /\b(now|today|start|join|get|claim|shop|buy|grab|go|book|try|sign up)\b/i.test(t));
  const soft = texts.filter((t) => /\b(learn|discover|explore|see|read|meet|find out|browse|view|tell me)\b/i.test(t));
  const sample = quote(texts.slice(0, 3));
  if (urgent.length > soft.length) return `Calls to action are direct and action-first (${sample}).`;
  if (soft.length > 0) return `Calls to action are soft invitations to learn more (${sample}).`;
  return `Calls to action include ${sample}.`;
}

function capitalize(s: string): string {
  return s.charAt(0) === '"' ? `"${s.charAt(1).toUpperCase()}${s.slice(2)}` : s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+ [A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function shorten(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
