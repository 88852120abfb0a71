import type { SubmissionSource } from './types.ts';

/**
 * What a lead's source label was made of, as the admin report spells it out beside the label: the embedding site,
 * the campaign tags (kept for an embedded visit too, though the embed names it) and the referring site.
 */
export function sourceDetails(source: SubmissionSource): string[] {
  const details: string[] = [];
  if (source.embedOrigin) details.push(`embedded on ${source.embedOrigin}`);
  const tags = (['utmSource', 'utmMedium', 'utmCampaign'] as const)
    .filter((key) => source[key])
    .map((key) => `utm_${key.slice(3).toLowerCase()}=${source[key]}`);
  if (tags.length) details.push(tags.join(', '));
  if (source.referrerHost) details.push(`referred by ${source.referrerHost}`);
  return details;
}
