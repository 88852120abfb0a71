import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { joinList, words } from '../read/text.ts';
import type { WeightedText } from '../signals/corpus.ts';
import type { PaletteSwatch } from '../signals/palette.ts';
import { describeFace, type Typography } from '../signals/typography.ts';
import { calibrateConfidence } from './confidence.ts';
import { visualCues } from './cues.ts';
import { ctaStyle, keyIndicators, reasoningText } from './explain.ts';
import { bestSub, ranking, scoreCorpus, type ScoreSheet } from './score.ts';

export interface RuleResult {
  archetype: ArchetypeName;
  subArchetype: string;
  confidence: number;
  reasoning: string;
  keyIndicators: string[];
  additionalInsights: string[];
  /** Scores rounded to one decimal, for the model prompt and for debugging. */
  scores: Record<ArchetypeName, number>;
  subScores: Record<string, number>;
  runnerUp?: { archetype: ArchetypeName; ratio: number };
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

/** With no evidence at all the quiz's own rule applies: the Everyman. */
const FALLBACK: ArchetypeName = 'The Everyman';

export function classifyByRules(input: ClassifyInput): RuleResult {
  const cues = visualCues(input.palette, input.typography);
  const sheet = scoreCorpus(input.corpus, cues, new Set(words(input.brandName ?? '')));
  const ranked = ranking(sheet);
  const [first, second] = ranked;
  const top = first && first[1] > 0 ? first : ([FALLBACK, 0] as [ArchetypeName, number]);
  const archetype = top[0];
  const confidence = calibrateConfidence(top[1], top[1] > 0 ? (second?.[1] ?? 0) : 0, sheet.hits[archetype]);

  const sub = bestSub(sheet, archetype);
  const subWords = [...new Set(sheet.evidence[archetype].filter((e) => e.term.sub === sub.name).map((e) => e.surfaces[0] ?? ''))];
  const runnerUp = second && top[1] > 0 && second[1] > 0 ? { archetype: second[0], ratio: second[1] / top[1] } : undefined;
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
      ...(runnerUp ? { runnerUp } : {}),
      thin: sheet.hits[archetype] < 6,
    }),
    keyIndicators: keyIndicators(evidence, primaryCues, input.mission),
    additionalInsights: insights(input, runnerUp),
    scores: Object.fromEntries(ranked.map(([n, s]) => [n, Math.round(s * 10) / 10])) as Record<ArchetypeName, number>,
    subScores: Object.fromEntries(Object.entries(sheet.subs[archetype]).map(([n, s]) => [n, Math.round(s * 10) / 10])),
    sheet,
  };
  if (runnerUp) result.runnerUp = runnerUp;
  if (result.keyIndicators.length < 3) result.keyIndicators.push(...fillerIndicators(input, result.keyIndicators.length));
  return result;
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
