import type { WebsiteAnalysis } from './types.ts';

/**
 * Where finished analyses are kept by normalised URL. Async so a database-backed cache can
 * implement it; the in-memory one below is the default. Errors are never cached.
 */
export interface AnalysisCache {
  get(key: string): Promise<WebsiteAnalysis | undefined>;
  set(key: string, value: WebsiteAnalysis, ttlMs: number): Promise<void>;
}

interface Entry {
  value: WebsiteAnalysis;
  expires: number;
}

/**
 * LRU with a TTL. Map iteration order is insertion order, so re-inserting on read keeps the
 * most recently used entries last and the oldest first in line for eviction.
 */
export function createMemoryCache(options: { maxEntries?: number; now?: () => number } = {}): AnalysisCache & { size(): number } {
  const maxEntries = Math.max(1, options.maxEntries ?? 500);
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return structuredClone(entry.value); // callers may mutate what they get
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value: structuredClone(value), expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}
