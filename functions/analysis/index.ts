/**
 * Website analysis engine: public API. Runtime-neutral (Node and workerd); the Node-only
 * resolver and pinned fetch live in ./resolve-node.ts and are imported by the Node wiring only.
 * Model factories live in ./model/openai-compatible.ts (Node) and ./model/workers-ai.ts
 * (Cloudflare) so each runtime loads only its own provider.
 */
export { ApiError } from '../lib/errors.ts';
export { websiteAnalysisSchema, type WebsiteAnalysis } from './types.ts';
export { createWebsiteAnalyzer, type WebsiteAnalyzerOptions } from './service.ts';
export { createMemoryCache, type AnalysisCache } from './cache.ts';
export { createModelClassifier } from './model/classifier.ts';
export { createDohResolver } from './fetch/doh.ts';
export type { FetchLike } from './fetch/fetch-page.ts';
