import { z } from 'zod';

// Control characters and bidi overrides never belong in a name or address we show back to staff.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

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
    .transform((v) => v.replace(UNSAFE_CHARS, '').normalize('NFC').trim())
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);
