import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { words } from '../read/text.ts';
import { ARCHETYPE_TERMS, SUB_TERMS } from './lexicon.ts';

export interface Term {
  archetype: ArchetypeName;
  /** Set for sub-archetype vocabulary. */
  sub?: string;
  /** The term as written in the lexicon ('win', 'champion*', 'push your limits'). */
  term: string;
  weight: number;
}

export interface TermHit {
  term: Term;
  /** The words as they appeared on the site ('champions'), for evidence quotes. */
  surface: string;
}

type WordTest = { kind: 'exact' | 'prefix'; text: string } | { kind: 'any' };

interface Phrase {
  words: WordTest[];
  term: Term;
}

/**
 * Matches the lexicons against text in one pass over its tokens: a hash lookup for exact words,
 * a few lookups per token for stems, and phrases indexed by their first word. Regexes per term
 * would be ~400 scans of every paragraph; this keeps a whole site under a few milliseconds.
 */
export class LexiconMatcher {
  readonly exact = new Map<string, Term[]>();
  readonly prefixes = new Map<string, Term[]>();
  readonly phrases = new Map<string, Phrase[]>();
  private maxStem = 0;

  add(spec: string, archetype: ArchetypeName, sub?: string): void {
    for (const raw of spec.split(',')) {
      const item = raw.trim();
      if (!item) continue;
      const [text = '', weightText] = item.split('^');
      const term: Term = { archetype, term: text, weight: weightText ? Number(weightText) : 1 };
      if (sub) term.sub = sub;
      const parts = text.toLowerCase().split(/\s+/);
      if (parts.length > 1) {
        const tests: WordTest[] = parts.map((p) =>
          p === '*' ? { kind: 'any' } : p.endsWith('*') ? { kind: 'prefix', text: p.slice(0, -1) } : { kind: 'exact', text: p },
        );
        const first = parts[0] ?? '';
        const list = this.phrases.get(first) ?? [];
        list.push({ words: tests, term });
        this.phrases.set(first, list);
      } else if (text.endsWith('*')) {
        const stem = text.slice(0, -1).toLowerCase();
        this.prefixes.set(stem, [...(this.prefixes.get(stem) ?? []), term]);
        this.maxStem = Math.max(this.maxStem, stem.length);
      } else {
        const key = text.toLowerCase();
        this.exact.set(key, [...(this.exact.get(key) ?? []), term]);
      }
    }
  }

  match(text: string): TermHit[] {
    const tokens = words(text);
    const hits: TermHit[] = [];
    tokens.forEach((token, i) => {
      // One word counts once per vocabulary: 'leadership' matches both 'leadership' and 'leader*'.
      const best = new Map<string, Term>();
      const consider = (term: Term) => {
        const key = `${term.archetype}|${term.sub ?? ''}`;
        const prev = best.get(key);
        if (!prev || term.weight > prev.weight) best.set(key, term);
      };
      for (const term of this.exact.get(token) ?? []) consider(term);
      for (let len = Math.min(token.length, this.maxStem); len >= 2; len--) {
        for (const term of this.prefixes.get(token.slice(0, len)) ?? []) consider(term);
      }
      for (const term of best.values()) hits.push({ term, surface: token });
      for (const phrase of this.phrases.get(token) ?? []) {
        if (phraseAt(tokens, i, phrase.words)) {
          hits.push({ term: phrase.term, surface: tokens.slice(i, i + phrase.words.length).join(' ') });
        }
      }
    });
    return hits;
  }
}

function phraseAt(tokens: string[], start: number, tests: WordTest[]): boolean {
  if (start + tests.length > tokens.length) return false;
  return tests.every((t, k) => {
    const token = tokens[start + k] as string;
    return t.kind === 'any' || (t.kind === 'exact' ? token === t.text : token.startsWith(t.text));
  });
}

let shared: LexiconMatcher | undefined;

/** The archetype and sub-archetype lexicons, compiled once per process (or isolate). */
export function archetypeMatcher(): LexiconMatcher {
  if (shared) return shared;
  const m = new LexiconMatcher();
  for (const name of ARCHETYPE_NAMES) {
    m.add(ARCHETYPE_TERMS[name], name);
    for (const [sub, spec] of Object.entries(SUB_TERMS[name])) m.add(spec, name, sub);
  }
  shared = m;
  return m;
}

/** Sub-archetype names in the spec's order; the first is the fallback. */
export function subArchetypesOf(archetype: ArchetypeName): string[] {
  return Object.keys(SUB_TERMS[archetype]);
}
