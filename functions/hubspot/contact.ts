import type { QuizSubmissionRow } from '../../db/schema.ts';
import type { HubspotContact } from './client.ts';
import { alignmentOf } from '../../src/domain/alignment.ts';

/**
 * Contact property names. email, company and website are HubSpot defaults; the archetype
 * properties are custom single-line text properties that must exist in the HubSpot account.
 */
export const HUBSPOT_PROPERTIES = {
  email: 'email',
  company: 'company',
  website: 'website',
  primaryArchetype: 'primary_archetype',
  secondaryArchetype: 'secondary_archetype',
  companyArchetype: 'company_archetype',
  /** 'aligned' | 'gap' | 'uncertain' (src/domain/alignment.ts): the person's primary against their company's archetype (per person, so on the contact). */
  alignment: 'archetype_alignment',
} as const;

export type ContactSource = Pick<
  QuizSubmissionRow,
  'email' | 'company' | 'companyUrl' | 'primaryArchetype' | 'secondaryArchetype' | 'companyArchetype'
> &
  // The confidence of the reading behind companyArchetype; without it the archetype is taken as stored.
  Partial<Pick<QuizSubmissionRow, 'companyArchetypeConfidence'>>;

/** The contact for a stored submission; unknown values are left out rather than clearing what HubSpot has. */
export function contactFromSubmission(row: ContactSource): HubspotContact {
  const p = HUBSPOT_PROPERTIES;
  const properties: Record<string, string> = {
    [p.email]: row.email,
    [p.primaryArchetype]: row.primaryArchetype,
    [p.secondaryArchetype]: row.secondaryArchetype,
  };
  if (row.company) properties[p.company] = row.company;
  if (row.companyUrl) properties[p.website] = row.companyUrl;
  if (row.companyArchetype) properties[p.companyArchetype] = row.companyArchetype;
  return { email: row.email, properties: withAlignment(properties, row.companyArchetypeConfidence ?? null) };
}

/**
 * The alignment of the primary and company archetype the contact carries, so the three always agree; `confidence`
 * is that of the reading the company archetype came from.
 */
function withAlignment(properties: Record<string, string>, confidence: number | null): Record<string, string> {
  const p = HUBSPOT_PROPERTIES;
  const personal = properties[p.primaryArchetype];
  const company = properties[p.companyArchetype];
  return personal && company ? { ...properties, [p.alignment]: alignmentOf({ personal, company, confidence }).kind } : properties;
}

/**
 * One contact per email from stored submissions given newest first: each property comes from the newest
 * submission that has it. That is what HubSpot would hold had every upsert arrived in order, so the order in which
 * retries land never matters, and a batch never names an email twice (HubSpot refuses that).
 */
export function latestContacts(newestFirst: ContactSource[]): HubspotContact[] {
  const byEmail = new Map<string, HubspotContact>();
  // The confidence of the reading behind each email's company archetype (the newest submission that has one).
  const companyConfidence = new Map<string, number | null>();
  for (const row of newestFirst) {
    const { email, properties } = contactFromSubmission(row);
    if (row.companyArchetype && !companyConfidence.has(email)) companyConfidence.set(email, row.companyArchetypeConfidence ?? null);
    const newer = byEmail.get(email);
    byEmail.set(email, { email, properties: withAlignment({ ...properties, ...newer?.properties }, companyConfidence.get(email) ?? null) });
  }
  return [...byEmail.values()];
}
