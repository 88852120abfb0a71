/** A fragment of HTML that is already safe; only `html` and `raw` make one. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Template tag: every interpolated value is escaped unless it is SafeHtml, so stored text can never become markup. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => (out += render(v) + strings[i + 1]!));
  return new SafeHtml(out);
}

/** Trusted markup, for the few fixed fragments we write ourselves. */
export const raw = (value: string) => new SafeHtml(value);

/** The <head> of every email we send: UTF-8, laid out for the phone's width, light colours only (as designed). */
export const emailHead = (title: string): SafeHtml =>
  html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
  </head>`;

/** A '#rrggbb' colour, else the fallback: colours go into style attributes, so nothing else is let through. */
export function safeColor(value: string | undefined, fallback = '#6b7280'): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}
