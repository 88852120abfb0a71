import type { QuizSubmissionRow } from '../../db/schema.ts';
import { alignmentOf } from '../../src/domain/alignment.ts';

/**
 * Company property names. domain and name are HubSpot defaults; the archetype properties are custom company
 * properties that must exist in the HubSpot account (company_archetype_confidence as a number property).
 */
export const HUBSPOT_COMPANY_PROPERTIES = {
  domain: 'domain',
  name: 'name',
  companyArchetype: 'company_archetype',
  confidence: 'company_archetype_confidence',
  alignment: 'archetype_alignment',
} as const;

/**
 * The company's domain from its website: the host, lowercased, without a trailing dot or a leading "www.".
 * Deliberately no public-suffix list: "shop.example.co.uk" stays as it is rather than becoming "example.co.uk".
 * An IP address, localhost or anything unreadable has no company domain.
 */
export function companyDomain(companyUrl: string | null | undefined): string | null {
  if (!companyUrl) return null;
  let host: string;
  try {
    host = new URL(companyUrl).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  const domain = host.replace(/^www\./, '');
  if (!domain.includes('.') || domain.startsWith('[') || /^[\d.]+$/.test(domain)) return null;
  return domain;
}

export type CompanySource = Pick<
  QuizSubmissionRow,
  'company' | 'companyUrl' | 'primaryArchetype' | 'companyArchetype' | 'companyArchetypeConfidence'
>;

/**
 * The company as HubSpot stores it, from one submission with a company analysis; undefined without one (or
 * without a domain). Confidence goes as a 0–100 integer percent. A missing company name is left out rather than
 * clearing what HubSpot has.
 */
export function companyFromSubmission(row: CompanySource): Record<string, string> | undefined {
  const domain = companyDomain(row.companyUrl);
  if (!domain || !row.companyArchetype) return undefined;
  const p = HUBSPOT_COMPANY_PROPERTIES;
  const properties: Record<string, string> = {
    [p.domain]: domain,
    [p.companyArchetype]: row.companyArchetype,
    [p.alignment]: alignmentOf({ personal: row.primaryArchetype, company: row.companyArchetype, confidence: row.companyArchetypeConfidence }).kind,
  };
  const name = row.company?.trim();
  if (name) properties[p.name] = name;
  const confidence = row.companyArchetypeConfidence;
  if (confidence !== null && Number.isFinite(confidence)) properties[p.confidence] = String(Math.round(Math.min(1, Math.max(0, confidence)) * 100));
  return properties;
}
