import { z } from 'zod';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';

/**
 * The Quick Brand Analysis result (spec §3 'Website analysis result'). Every string is plain
 * text taken from or derived from a crawled site: escape it wherever it is shown.
 */
const plain = (max: number) => z.string().max(max);

export const swatchSchema = z.object({
  name: plain(40),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
});

const readingSchema = z.object({
  archetype: z.enum(ARCHETYPE_NAMES),
  /** How likely this reading is the right one, 0 to 1 (the first reading's is the confidence). */
  share: z.number().min(0).max(1),
  passages: z.array(plain(240)).max(3),
});

export const websiteAnalysisSchema = z.object({
  archetype: z.enum(ARCHETYPE_NAMES),
  subArchetype: plain(40).optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(1200),
  keyIndicators: z.array(plain(240)).max(6),
  colorPalette: z.array(swatchSchema).max(8),
  missionStatement: plain(400).optional(),
  visionStatement: plain(400).optional(),
  coreValues: z.array(plain(60)).max(8),
  brandKeywords: z.array(plain(60)).max(12),
  targetAudience: plain(200).optional(),
  brandVoice: plain(300).optional(),
  additionalInsights: z.array(plain(300)).max(4),
  /** The home page's main headline and primary call to action, as the site wrote them (for voice rewrites). */
  headline: plain(200).optional(),
  /** A close second archetype (its evidence at least 60% of the winner's), for wording a near call. */
  runnerUp: z.object({ archetype: z.enum(ARCHETYPE_NAMES), strength: z.number().min(0).max(1) }).optional(),
  primaryCta: plain(80).optional(),
  /**
   * The readings the copy supports, strongest first (the first is `archetype`), each with the site's
   * own passages behind it. More than one where the evidence is split; shown so a visitor can judge.
   */
  readings: z.array(readingSchema).max(3).optional(),
});

export type WebsiteAnalysis = z.infer<typeof websiteAnalysisSchema>;
