import { z } from 'zod';

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

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((e) => e.toLowerCase());

/** http(s) URL; a bare host gets https:// (as the spec's quick analysis does). */
export const websiteField = z
  .string()
  .trim()
  .max(2048, 'Website URL is too long.')
  .transform((value, ctx) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid website URL.' });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: 'Website URL must start with http:// or https://.' });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'Website URL must not contain a user name or password.' });
      return z.NEVER;
    }
    return url.href;
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
