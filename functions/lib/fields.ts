import { z } from 'zod';
import { checkWebsiteUrl } from '../../src/domain/website-url.ts';

/**
 * Characters that never belong in a name we show back to staff or mail to someone: C0/C1 controls, bidi
 * embeddings, overrides, isolates and marks (they reorder what follows: "moc.evil" shown as "live.com"), and
 * zero-width characters (they make two names that look the same compare different). One pass, no backtracking.
 */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** A name as we keep it: unsafe characters removed, Unicode composed (NFC), outer spaces trimmed. */
export function cleanName(value: string): string {
  return value.replace(UNSAFE_CHARS, '').normalize('NFC').trim();
}

/** Text shown as it came, line by line (a webhook receiver's answer): the same characters removed, but tabs and line feeds. */
export function cleanSnippet(value: string): string {
  return value.replace(UNSAFE_CHARS, (char) => (char === '\n' || char === '\t' ? char : ''));
}

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((e) => e.toLowerCase());

/** A company website, by the one rule of src/domain/website-url.ts ('acme.com' becomes https://acme.com/). */
export const websiteField = z.string().transform((value, ctx) => {
  const checked = checkWebsiteUrl(value);
  if (checked.ok) return checked.url;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** Free text that is stored and shown to staff: trimmed, unsafe characters removed, empty → null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max * 4, `${label} is too long.`)
    .transform(cleanName)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);
