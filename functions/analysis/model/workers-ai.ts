import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';

/** The env.AI binding type from @cloudflare/workers-types, without depending on those types here. */
export type WorkersAiBinding = Extract<Parameters<typeof createWorkersAI>[0], { binding: unknown }>['binding'];

/**
 * A Workers AI chat model through the env.AI binding (Cloudflare wiring), e.g.
 * workersAiModel(env.AI, '@cf/meta/llama-3.3-70b-instruct-fp8-fast').
 */
export function workersAiModel(binding: WorkersAiBinding, modelId: string): LanguageModel {
  return createWorkersAI({ binding })(modelId);
}
