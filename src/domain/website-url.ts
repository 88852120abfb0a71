export type UrlCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' };

/** The Quick Analysis rule: required; 'https://' prepended unless it starts with 'http'; must then parse. */
export function normalizeInputUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  const candidate = trimmed.toLowerCase().startsWith('http') ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') && url.hostname !== 'localhost') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, url: url.href };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** Only http(s) addresses become links; anything else (javascript:, data:, junk) stays text. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
