import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModelClassifier, createWebsiteAnalyzer } from '../../../functions/analysis/index.ts';
import { openAICompatibleModel } from '../../../functions/analysis/model/openai-compatible.ts';
import { workersAiModel, type WorkersAiBinding } from '../../../functions/analysis/model/workers-ai.ts';
import { startChatModelServer, type ChatModelServer, type ModelMode } from '../../helpers/chat-model-server.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

const HERO = fileURLToPath(new URL('../../fixtures/sites/hero', import.meta.url));

let site: ServedSite;
let modelServer: ChatModelServer;
const received = () => modelServer.received;

const goodAnswer = {
  archetype: 'The Outlaw',
  subArchetype: 'Maverick',
  confidence: 0.99,
  reasoning: 'The model thinks <b>this</b> brand breaks the mould. Its copy is defiant and its visuals are loud.',
  keyIndicators: ['"No excuses" in the headline', 'Red on black', 'Condensed display type'],
  brandVoice: 'Blunt, urgent and defiant.',
  targetAudience: null,
};

beforeAll(async () => {
  site = await serveSite(HERO);
  modelServer = await startChatModelServer({ kind: 'json', content: JSON.stringify(goodAnswer) });
});

afterAll(async () => {
  await modelServer.close();
  await site.close();
});

beforeEach(() => {
  modelServer.received.length = 0;
});

/** The model's time limit: generous, so a slow machine still hears its answer; the hanging model gets a short one. */
const MODEL_TIMEOUT_MS = 30_000;

function analyzerWithModel(timeoutMs = MODEL_TIMEOUT_MS, structuredOutputs = false) {
  const errors: unknown[] = [];
  const model = openAICompatibleModel({ baseURL: modelServer.url, apiKey: 'test-key', model: 'test-model', structuredOutputs });
  const analyzer = createWebsiteAnalyzer({
    resolveHost: null,
    allowPrivateHosts: true,
    cacheTtlMs: 0,
    model: createModelClassifier(model, { timeoutMs, maxDigestChars: 3000 }),
    onModelError: (e) => errors.push(e),
  });
  return { analyzer, errors };
}

describe('with a model configured', () => {
  it('uses a valid answer for the call, but keeps palette, mission and keywords from the extractor', async () => {
    modelServer.mode = { kind: 'json', content: JSON.stringify(goodAnswer) };
    const { analyzer, errors } = analyzerWithModel();
    const rulesOnly = await createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0 }).analyze(site.url);
    const result = await analyzer.analyze(site.url);
    expect(errors).toEqual([]);
    expect(result.archetype).toBe('The Outlaw');
    expect(result.subArchetype).toBe('Maverick');
    expect(result.confidence).toBe(0.95); // capped
    expect(result.reasoning).toBe('The model thinks this brand breaks the mould. Its copy is defiant and its visuals are loud.');
    expect(result.keyIndicators).toEqual(goodAnswer.keyIndicators);
    expect(result.brandVoice).toBe('Blunt, urgent and defiant.');
    expect(result.targetAudience).toBe(rulesOnly.targetAudience); // the model said null
    expect(result.colorPalette).toEqual(rulesOnly.colorPalette);
    expect(result.missionStatement).toBe(rulesOnly.missionStatement);
    expect(result.brandKeywords).toEqual(rulesOnly.brandKeywords);
  });

  it('sends a capped digest of extracted text and the rule scores, never raw HTML', async () => {
    modelServer.mode = { kind: 'json', content: JSON.stringify(goodAnswer) };
    await analyzerWithModel().analyzer.analyze(site.url);
    expect(received()).toHaveLength(1);
    const { path, body } = received()[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const messages = body.messages as Array<{ role: string; content: string }>;
    const system = messages.find((m) => m.role === 'system')!.content;
    const user = messages.find((m) => m.role === 'user')!.content;
    expect(system).toMatch(/untrusted/);
    expect(user).toMatch(/<site-data>[\s\S]*Champions are built in the hours nobody sees[\s\S]*<\/site-data>/);
    expect(user).toMatch(/Rule-based chance of each archetype, in percent: .*The Hero \d+/);
    expect(user).not.toMatch(/<section|<div|class=|<script|cookie/i);
    expect(user.length).toBeLessThan(3000 + 1200);
  });

  it('sends the JSON schema to endpoints that support structured outputs', async () => {
    modelServer.mode = { kind: 'json', content: JSON.stringify(goodAnswer) };
    const result = await analyzerWithModel(MODEL_TIMEOUT_MS, true).analyzer.analyze(site.url);
    expect(result.archetype).toBe('The Outlaw');
    const format = received()[0]!.body.response_format as { type: string; json_schema: { schema: { properties: object } } };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(expect.arrayContaining(['archetype', 'subArchetype', 'confidence']));
  });

  it('replaces a sub-archetype that belongs to another archetype', async () => {
    modelServer.mode = { kind: 'json', content: JSON.stringify({ ...goodAnswer, archetype: 'The Hero', subArchetype: 'Maverick' }) };
    const result = await analyzerWithModel().analyzer.analyze(site.url);
    expect(result.archetype).toBe('The Hero');
    expect(result.subArchetype).toBe('Athlete');
  });
});

describe('falls back to the rule-based result when the model', () => {
  it.each([
    ['returns invalid JSON', { kind: 'json', content: 'Sure! Here is the JSON: {archetype: Hero' } as ModelMode, MODEL_TIMEOUT_MS, /could not parse/],
    [
      'returns JSON that does not match the schema',
      { kind: 'json', content: JSON.stringify({ archetype: 'The Wizard', confidence: 2 }) } as ModelMode,
      MODEL_TIMEOUT_MS,
      /confidence/,
    ],
    ['answers HTTP 500', { kind: 'status', status: 500 } as ModelMode, MODEL_TIMEOUT_MS, /upstream exploded/],
    ['answers HTTP 429', { kind: 'status', status: 429 } as ModelMode, MODEL_TIMEOUT_MS, /upstream exploded/],
    // It never answers, so only the timeout can end the call: the result proves the model was abandoned.
    ['is too slow', { kind: 'hang' } as ModelMode, 400, /timed out|abort/i],
  ])('%s', async (_label, next, timeoutMs, why) => {
    modelServer.mode = next;
    const { analyzer, errors } = analyzerWithModel(timeoutMs);
    const result = await analyzer.analyze(site.url);
    expect(result.archetype).toBe('The Hero');
    expect(result.reasoning).toMatch(/^The site reads as The Hero/);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(why);
    expect(received().length).toBeGreaterThanOrEqual(1);
  });
});

describe('through a Workers AI binding (Cloudflare wiring)', () => {
  it('sends the schema and uses the answer', async () => {
    const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
    const binding = {
      async run(model: string, inputs: Record<string, unknown>) {
        calls.push({ model, inputs });
        return { response: JSON.stringify({ ...goodAnswer, archetype: 'The Hero', subArchetype: 'Warrior', confidence: 0.7 }) };
      },
    };
    const model = workersAiModel(binding as unknown as WorkersAiBinding, '@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    const analyzer = createWebsiteAnalyzer({
      resolveHost: null,
      allowPrivateHosts: true,
      cacheTtlMs: 0,
      model: createModelClassifier(model),
    });
    const result = await analyzer.analyze(site.url);
    expect(result).toMatchObject({ archetype: 'The Hero', subArchetype: 'Warrior', confidence: 0.7 });
    expect(calls[0]?.model).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    expect(calls[0]?.inputs.response_format).toMatchObject({ type: 'json_schema' });
  });
});
