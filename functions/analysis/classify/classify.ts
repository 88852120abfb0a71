import { THIN_BELOW } from '../../../src/domain/analysis-readings.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { joinList, words } from '../read/text.ts';
import type { WeightedText } from '../signals/corpus.ts';
import type { PaletteSwatch } from '../signals/palette.ts';
import { describeFace, type Typography } from '../signals/typography.ts';
import { archetypeProbabilities, COMBINATION } from './combine.ts';
import { confidenceOf, MIN_CONFIDENCE } from './confidence.ts';
import { visualCues } from './cues.ts';
import { ctaStyle, keyIndicators, reasoningText } from './explain.ts';
import { boilerplateChance, readLearned } from './learned/model.ts';
import { readingsOf, type Reading } from './readings.ts';
import { bestSub, scoreCorpus, type ScoreSheet } from './score.ts';

export interface RuleResult {
  archetype: ArchetypeName;
  subArchetype: string;
  confidence: number;
  reasoning: string;
  keyIndicators: string[];
  additionalInsights: string[];
  /** Each archetype's chance of being right, in percent to one decimal, best first. */
  scores: Record<ArchetypeName, number>;
  subScores: Record<string, number>;
  runnerUp?: { archetype: ArchetypeName; ratio: number };
  /** The readings the copy supports, the named archetype first, with the lines behind each. */
  readings: Reading[];
  sheet: ScoreSheet;
}

export interface ClassifyInput {
  corpus: WeightedText[];
  palette: PaletteSwatch[];
  typography: Typography;
  mission?: string;
  ctas: string[];
  brandName?: string;
}

/** With no evidence the quiz's own rule applies: the Everyman. */
const FALLBACK: ArchetypeName = 'The Everyman';
/** A leader this close to an even split (1/12 ≈ 0.083) is no evidence at all, just noise. */
const NO_EVIDENCE = 0.1;

/**
 * Names the site's archetype from two readings of its copy: the lexicon (the words each archetype
 * uses, with visual cues) and the learned model (how each archetype sounds), combined into one
 * probability per archetype.
 */
export function classifyCopy(input: ClassifyInput): RuleResult {
  const { cues, sheet, learned, corpus } = readCopy(input);
  const probabilities = archetypeProbabilities(sheet.total, learned.logits, learned.evidence);
  // Ties keep wheel order, as everywhere on the wheel.
  const ranked = ARCHETYPE_NAMES.map((n) => [n, probabilities[n]] as [ArchetypeName, number]).sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked as [[ArchetypeName, number], [ArchetypeName, number]];
  const noEvidence = top[1] < NO_EVIDENCE;
  const archetype = noEvidence ? FALLBACK : top[0];
  const confidence = noEvidence ? MIN_CONFIDENCE : confidenceOf(top[1]);

  const sub = bestSub(sheet, archetype);
  const subWords = [...new Set(sheet.evidence[archetype].filter((e) => e.term.sub === sub.name).map((e) => e.surfaces[0] ?? ''))];
  const runnerUp = noEvidence ? undefined : { archetype: second[0], ratio: second[1] / top[1] };
  const primaryCues = cues.filter((c) => c.archetype === archetype);
  const evidence = sheet.evidence[archetype].filter((e) => !e.term.sub || e.term.sub === sub.name);

  const result: RuleResult = {
    archetype,
    subArchetype: sub.name,
    confidence,
    reasoning: reasoningText({
      archetype,
      sub: { name: sub.name, fallback: sub.fallback, words: subWords },
      evidence,
      cues: primaryCues,
      tone: learned.cues[archetype],
      ...(runnerUp ? { runnerUp } : {}),
      thin: confidence < THIN_BELOW,
    }),
    keyIndicators: keyIndicators(archetype, evidence, primaryCues, input.mission, learned.cues[archetype], confidence < THIN_BELOW),
    additionalInsights: insights(input, runnerUp),
    scores: Object.fromEntries(ranked.map(([n, p]) => [n, Math.round(p * 1000) / 10])) as Record<ArchetypeName, number>,
    subScores: Object.fromEntries(Object.entries(sheet.subs[archetype]).map(([n, s]) => [n, Math.round(s * 10) / 10])),
    readings: noEvidence ? [] : readingsOf(corpus, probabilities, archetype).map((r, i) => (i === 0 ? { ...r, share: confidence } : r)),
    sheet,
  };
  if (runnerUp) result.runnerUp = runnerUp;
  if (result.keyIndicators.length < 3) result.keyIndicators.push(...fillerIndicators(input, result.keyIndicators.length));
  return result;
}

/**
 * Both readers over the copy, each line weighed by where it sits and by how much of it is anybody's
 * voice: investor prose, specs and policy lines count for little, whatever words they use.
 */
export function readCopy(input: ClassifyInput, voice = COMBINATION.voice) {
  const corpus = input.corpus.map((item) => ({ ...item, weight: item.weight * (1 - boilerplateChance(item.text)) ** voice }));
  const cues = visualCues(input.palette, input.typography);
  const sheet = scoreCorpus(corpus, cues, new Set(words(input.brandName ?? '')));
  return { cues, sheet, learned: readLearned(corpus), corpus };
}

function insights(input: ClassifyInput, runnerUp: RuleResult['runnerUp']): string[] {
  const out: string[] = [];
  const { heading, body } = input.typography;
  if (heading && body && heading.family !== body.family) {
    out.push(`Headings are set in ${describeFace(heading)}; body text in ${describeFace(body)}.`);
  } else if (heading) out.push(`One typeface throughout: ${describeFace(heading)}.`);
  if (runnerUp && runnerUp.ratio >= 0.35) {
    out.push(`Secondary signal: ${runnerUp.archetype} at ${Math.round(runnerUp.ratio * 100)}% of the primary archetype's strength.`);
  }
  const cta = ctaStyle(input.ctas);
  if (cta) out.push(cta);
  const colours = input.palette.filter((s) => s.neutral === null);
  if (colours.length > 0 && out.length < 4) {
    out.push(`The palette is led by ${joinList(colours.slice(0, 2).map((s) => `${s.name} (${s.hex})`))}.`);
  }
  return out.slice(0, 4);
}

function fillerIndicators(input: ClassifyInput, have: number): string[] {
  const extra: string[] = [];
  const colour = input.palette.find((s) => s.neutral === null);
  if (colour) extra.push(`Palette led by ${colour.name} ${colour.hex}`);
  if (input.typography.heading) extra.push(`${describeFace(input.typography.heading)} in headings`.replace(/^./, (c) => c.toUpperCase()));
  if (input.corpus.length < 10) extra.push('Very little readable copy on the site');
  else extra.push('Few explicit archetype words in the copy');
  return extra.slice(0, Math.max(0, 3 - have));
}
