import { RUNNER_UP_SHOWN_FROM } from '../../src/domain/analysis-call.ts';
import type { RuleResult } from './classify/classify.ts';
import { capLength, cleanText, markupText } from './read/text.ts';
import type { SiteSignals } from './signals/site.ts';
import { websiteAnalysisSchema, type WebsiteAnalysis } from './types.ts';

/** Fields a model may refine; everything else always comes from the extractor. */
export interface Refinement {
  archetype: WebsiteAnalysis['archetype'];
  subArchetype?: string;
  confidence: number;
  reasoning: string;
  keyIndicators: string[];
  brandVoice?: string;
  targetAudience?: string;
}

const texts = (items: string[], max: number, count: number, clean = cleanText) =>
  items
    .map((t) => clean(t, max))
    .filter(Boolean)
    .slice(0, count);

/** Assembles the public result, cleaning every string once more on the way out. */
export function buildResult(signals: SiteSignals, rules: RuleResult, refinement?: Refinement): WebsiteAnalysis {
  const pick = refinement ?? {
    archetype: rules.archetype,
    subArchetype: rules.subArchetype,
    confidence: rules.confidence,
    reasoning: rules.reasoning,
    keyIndicators: rules.keyIndicators,
  };
  // The site's text keeps the characters it shows; a model's answer is asked for in plain text, so tags in it are formatting.
  const picked = refinement ? markupText : cleanText;
  const result: WebsiteAnalysis = {
    archetype: pick.archetype,
    confidence: Math.round(Math.min(0.95, Math.max(0, pick.confidence)) * 100) / 100,
    reasoning: picked(pick.reasoning, 1200) || cleanText(rules.reasoning, 1200),
    keyIndicators: texts(pick.keyIndicators, 240, 6, picked),
    colorPalette: signals.palette.map((s) => ({ name: s.name, hex: s.hex })).slice(0, 8),
    coreValues: texts(signals.statements.values, 60, 8),
    brandKeywords: texts(signals.keywords, 60, 12),
    additionalInsights: texts(rules.additionalInsights, 300, 4),
  };
  const fromModel = (value: string | undefined) => (value === undefined ? undefined : markupText(value, 1000));
  const optional: Array<[keyof WebsiteAnalysis, string | undefined, number]> = [
    ['subArchetype', refinement ? fromModel(pick.subArchetype) : pick.subArchetype, 40],
    ['missionStatement', signals.statements.mission, 400],
    ['visionStatement', signals.statements.vision, 400],
    ['targetAudience', fromModel(refinement?.targetAudience) ?? signals.audience, 200],
    ['brandVoice', fromModel(refinement?.brandVoice) ?? signals.voice?.description, 300],
    ['headline', signals.headline, 200],
    ['primaryCta', signals.primaryCta, 80],
  ];
  for (const [key, value, max] of optional) {
    const clean = cleanText(value ?? '', max);
    if (clean) (result as Record<string, unknown>)[key] = capLength(clean, max);
  }
  // A terse model that agrees with the rules gets the rules' concrete evidence added.
  if (result.keyIndicators.length < 3 && (!refinement || refinement.archetype === rules.archetype)) {
    const extra = texts(rules.keyIndicators, 240, 6).filter((k) => !result.keyIndicators.includes(k));
    result.keyIndicators = [...result.keyIndicators, ...extra].slice(0, Math.max(3, result.keyIndicators.length));
  }
  // The rules' runner-up only describes the rules' own call; a model that overruled them stands alone.
  if (rules.runnerUp && rules.runnerUp.ratio >= RUNNER_UP_SHOWN_FROM && result.archetype === rules.archetype) {
    result.runnerUp = { archetype: rules.runnerUp.archetype, strength: Math.round(rules.runnerUp.ratio * 100) / 100 };
  }
  if (rules.readings.length > 0 && result.archetype === rules.archetype) {
    result.readings = rules.readings.map((r) => ({ ...r, passages: texts(r.passages, 240, 3) }));
    result.readings[0]!.share = result.confidence;
  }
  if (result.additionalInsights.length < 2) {
    const pages = `${signals.pagesRead} page${signals.pagesRead === 1 ? '' : 's'}`;
    const sheets = `${signals.stylesheetsRead} stylesheet${signals.stylesheetsRead === 1 ? '' : 's'}`;
    result.additionalInsights.push(`Based on ${pages} and ${sheets} read from the site.`);
  }
  return websiteAnalysisSchema.parse(result);
}
