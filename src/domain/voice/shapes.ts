import type { HeadlineReading } from './headline.ts';

/**
 * Fills a sentence shape (profiles.ts) with a site's subject, or answers null when the shape
 * cannot take it naturally: a countable noun gets its article ('the platform'), an uncountable
 * or plural one none ('compassionate care', 'socks'), verbs agree, and a shape about an audience
 * is used only when the site names one.
 */
const MAX_HEADLINE = 90;

/** 'a' or 'an' by how the next word sounds: 'an HR team', 'a user', 'an hour'. */
export function indefinite(next: string): 'a' | 'an' {
  const w = next.toLowerCase();
  const acronym = next.length >= 2 && next === next.toUpperCase() && next !== w;
  if (acronym) return 'AEFHILMNORSX'.includes(next.charAt(0)) ? 'an' : 'a';
  if (['hour', 'honest', 'honour', 'honor', 'heir'].some((p) => w.startsWith(p))) return 'an';
  if (['uni', 'use', 'usu', 'eu', 'one', 'once', 'ur'].some((p) => w.startsWith(p))) return 'a';
  return 'aeiou'.includes(w.charAt(0)) ? 'an' : 'a';
}

function slot(spec: string, r: HeadlineReading): string | null {
  const bar = spec.indexOf('|');
  if (bar >= 0) return r.grammar === 'plural' ? spec.slice(bar + 1) : spec.slice(0, bar);
  if (spec === 'audience') return r.audience ?? null;
  const words = spec.split(' ');
  const which = words.pop();
  const text = which === 'subject' ? r.subject : r.thing;
  const count = r.grammar === 'count';
  const [article, ...describing] = words;
  const phrase = [...describing, text].join(' ');
  if (article === 'bare') return count ? null : text;
  if (article === 'the') return r.yours ? `your ${phrase}` : count ? `the ${phrase}` : phrase;
  // 'Just a better website' reads; 'Just better your money' cannot be written, and 'better money' changes the subject.
  if (article === 'a') return count ? `${indefinite(phrase)} ${phrase}` : r.yours ? null : phrase;
  return phrase;
}

export function fillShape(marked: string, reading: HeadlineReading): string | null {
  if (marked.startsWith('!') && reading.yours) return null;
  const shape = marked.startsWith('!') ? marked.slice(1) : marked;
  let out = '';
  let at = 0;
  for (let open = shape.indexOf('{'); open >= 0; open = shape.indexOf('{', at)) {
    const close = shape.indexOf('}', open);
    const value = slot(shape.slice(open + 1, close), reading);
    if (value === null) return null;
    out += shape.slice(at, open) + value;
    at = close + 1;
  }
  out += shape.slice(at);
  // A thing that already ends in its audience ('platform for modern HR teams') would say it twice.
  if (reading.audience && out.split(reading.audience).length > 2) return null;
  return out.length > MAX_HEADLINE ? null : out.charAt(0).toUpperCase() + out.slice(1);
}

/** A shape as the voice guide shows it, its slots named for the reader: '[What you offer], without the rules.' */
export function shapeForGuide(marked: string): string {
  const shape = marked.startsWith('!') ? marked.slice(1) : marked;
  let out = '';
  let at = 0;
  for (let open = shape.indexOf('{'); open >= 0; open = shape.indexOf('{', at)) {
    const close = shape.indexOf('}', open);
    const spec = shape.slice(open + 1, close);
    const bar = spec.indexOf('|');
    const describing = spec
      .split(' ')
      .slice(0, -1)
      .filter((w) => w !== 'the' && w !== 'bare');
    const named = spec === 'audience' ? '[who it is for]' : [...describing, '[what you offer]'].join(' ');
    out += shape.slice(at, open) + (bar >= 0 ? spec.slice(0, bar) : named);
    at = close + 1;
  }
  out += shape.slice(at);
  return out.charAt(0) === '[' ? `[${out.charAt(1).toUpperCase()}${out.slice(2)}` : out.charAt(0).toUpperCase() + out.slice(1);
}
