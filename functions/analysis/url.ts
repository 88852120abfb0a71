import { z } from 'zod';
import { checkWebsiteUrl, type UrlProblem } from '../../src/domain/website-url.ts';
import { ApiError, type ErrorCode } from '../lib/errors.ts';

const MESSAGES: Record<UrlProblem, string> = {
  empty: 'Please enter a website URL to analyze.',
  too_long: 'That website address is too long.',
  scheme: 'Only http and https website addresses can be analyzed.',
  credentials: 'Website addresses with a user name or password cannot be analyzed.',
  invalid: 'Please enter a valid website URL.',
};

/** The address to analyse and cache by (the rule: src/domain/website-url.ts); a bad one is ApiError('invalid_url'). */
export function normalizeWebsiteUrl(input: string): string {
  const checked = checkWebsiteUrl(input);
  if (!checked.ok) throw new ApiError('invalid_url', MESSAGES[checked.reason]);
  return checked.url;
}

/** The same rule as a schema, so the contract holds it and handlers get the normalised address; a bad one is 400 invalid_url. */
export const websiteUrlToAnalyze = z.string().transform((input, ctx) => {
  const checked = checkWebsiteUrl(input);
  if (checked.ok) return checked.url;
  ctx.addIssue({ code: 'custom', message: MESSAGES[checked.reason], params: { code: 'invalid_url' satisfies ErrorCode } });
  return z.NEVER;
});
