import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { PROVIDER_OPTIONS_KEY } from './classifier.ts';

export interface OpenAICompatibleSettings {
  /** e.g. 'https://api.openai.com/v1', 'http://127.0.0.1:11434/v1' (Ollama), a vLLM server. */
  baseURL: string;
  apiKey?: string;
  model: string;
  /**
   * Send the JSON schema (response_format json_schema) instead of plain JSON mode. Only for
   * servers that support it; the schema is described in the instructions either way.
   */
  structuredOutputs?: boolean;
  /** For tests or proxies. */
  fetch?: typeof globalThis.fetch;
}

/** A chat model on any OpenAI-compatible endpoint (Node wiring). */
export function openAICompatibleModel(settings: OpenAICompatibleSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: PROVIDER_OPTIONS_KEY,
    baseURL: settings.baseURL,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    supportsStructuredOutputs: settings.structuredOutputs ?? false,
  });
  return provider.chatModel(settings.model);
}
