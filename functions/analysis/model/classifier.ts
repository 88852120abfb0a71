import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { ARCHETYPE_NAMES } from '../../../src/domain/archetypes/types.ts';
import type { Refinement } from '../build-result.ts';
import type { RuleResult } from '../classify/classify.ts';
import { subArchetypesOf } from '../classify/match.ts';
import type { SiteSignals } from '../signals/site.ts';
import { buildDigest, INSTRUCTIONS } from './prompt.ts';

/** What the model must return; anything else is rejected and the rule-based result is used. */
export const modelAnswerSchema = z.object({
  archetype: z.enum(ARCHETYPE_NAMES),
  subArchetype: z.string().min(1).max(40),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(20).max(1500),
  keyIndicators: z.array(z.string().min(2).max(300)).min(1).max(8),
  // Nullable rather than optional: OpenAI-style strict schemas require every property.
  brandVoice: z.string().max(300).nullable(),
  targetAudience: z.string().max(200).nullable(),
});

/** Provider-options key of the OpenAI-compatible factory (model/openai-compatible.ts). */
export const PROVIDER_OPTIONS_KEY = 'analysis';

export interface ModelClassifierOptions {
  /** Whole call, default 10 s. A slow model must never hold the result hostage. */
  timeoutMs?: number;
  /** Cap on the digest sent to the model (characters). */
  maxDigestChars?: number;
  /** Extra provider options, e.g. { myProvider: { strictJsonSchema: false } }. */
  providerOptions?: Record<string, Record<string, string | number | boolean | null>>;
}

export interface ModelClassifier {
  /** Resolves with a refinement, or rejects (timeout, HTTP error, invalid output); callers fall back. */
  refine(signals: SiteSignals, rules: RuleResult): Promise<Refinement>;
}

export function createModelClassifier(model: LanguageModel, opts: ModelClassifierOptions = {}): ModelClassifier {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxDigestChars = opts.maxDigestChars ?? 6000;
  return {
    async refine(signals, rules) {
      const signal = AbortSignal.timeout(timeoutMs);
      const call = generateText({
        model,
        instructions: INSTRUCTIONS,
        prompt: buildDigest(signals, rules, maxDigestChars),
        // Providers that take a JSON schema get it; plain JSON-mode endpoints get the shape in
        // the instructions, and the answer is validated below either way.
        output: sendsSchema(model) ? Output.object({ schema: modelAnswerSchema, name: 'brand_archetype' }) : Output.json({ name: 'brand_archetype' }),
        maxRetries: 0, // a retry would double the wait; the rules are a good answer already
        abortSignal: signal,
        // Non-strict schema mode: strict mode rejects the length limits some servers ignore anyway.
        providerOptions: opts.providerOptions ?? { [PROVIDER_OPTIONS_KEY]: { strictJsonSchema: false } },
      });
      // Belt and braces: some transports ignore the abort signal while reading a body.
      const timer = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('model timed out')), { once: true }));
      const { output } = await Promise.race([call, timer]);
      // JSON-mode models sometimes leave out the optional fields; absent means null.
      const answer = modelAnswerSchema.parse({ brandVoice: null, targetAudience: null, ...(output as object) });
      return toRefinement(answer, rules);
    },
  };
}

/** OpenAI-compatible chat models say whether the endpoint takes json_schema; Workers AI models do. */
function sendsSchema(model: LanguageModel): boolean {
  return typeof model !== 'object' || (model as { supportsStructuredOutputs?: boolean }).supportsStructuredOutputs !== false;
}

function toRefinement(answer: z.infer<typeof modelAnswerSchema>, rules: RuleResult): Refinement {
  const subs = subArchetypesOf(answer.archetype);
  const named = subs.find(
    (s) =>
      s.toLowerCase() ===
      answer.subArchetype
        .trim()
        .toLowerCase()
        .replace(/^the\s+/, ''),
  );
  // A sub from another archetype is a slip: use the rules' best sub for the model's archetype.
  const bestRuleSub = Object.entries(rules.sheet.subs[answer.archetype]).sort((a, b) => b[1] - a[1])[0];
  const subArchetype = named ?? (bestRuleSub && bestRuleSub[1] > 0 ? bestRuleSub[0] : subs[0]);
  const refinement: Refinement = {
    archetype: answer.archetype,
    confidence: Math.min(0.95, answer.confidence),
    reasoning: answer.reasoning,
    keyIndicators: answer.keyIndicators.slice(0, 6),
  };
  if (subArchetype) refinement.subArchetype = subArchetype;
  if (answer.brandVoice) refinement.brandVoice = answer.brandVoice;
  if (answer.targetAudience) refinement.targetAudience = answer.targetAudience;
  return refinement;
}
