import type { QuizSubmissionRow } from '../../db/schema.ts';
import type { HubspotContact } from './client.ts';
import { alignmentOf } from './company.ts';

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
  /** 'aligned' | 'gap': the person's primary against their company's archetype (per person, so on the contact). */
  alignment: 'archetype_alignment',
} as const;

export type ContactSource = Pick<
  QuizSubmissionRow,
  'email' | 'company' | 'companyUrl' | 'primaryArchetype' | 'secondaryArchetype' | 'companyArchetype'
>;

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
  return { email: row.email, properties: withAlignment(properties) };
}

/** The alignment of the primary and company archetype the contact carries, so the three always agree. */
function withAlignment(properties: Record<string, string>): Record<string, string> {
  const p = HUBSPOT_PROPERTIES;
  const primary = properties[p.primaryArchetype];
  const company = properties[p.companyArchetype];
  return primary && company ? { ...properties, [p.alignment]: alignmentOf(primary, company) } : properties;
}

/**
 * One contact per email from stored submissions given newest first: each property comes from the newest
 * submission that has it. That is what HubSpot would hold had every upsert arrived in order, so the order in which
 * retries land never matters, and a batch never names an email twice (HubSpot refuses that).
 */
export function latestContacts(newestFirst: ContactSource[]): HubspotContact[] {
  const byEmail = new Map<string, HubspotContact>();
  for (const row of newestFirst) {
    const { email, properties } = contactFromSubmission(row);
    const newer = byEmail.get(email);
    byEmail.set(email, { email, properties: withAlignment({ ...properties, ...newer?.properties }) });
  }
  return [...byEmail.values()];
}
