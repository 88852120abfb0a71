import { canModify, cls, hasDigit, isWord, scanPhrase, type NounPhrase } from './phrase.ts';
import { isAcronym, tokenize, type Token } from './tokens.ts';
import { DUAL_VERBS, EMPTY_HEADS, grammarOf, OFFER_VERBS, PEOPLE, VERBS, type Grammar } from './words.ts';

/**
 * The subject of a headline: the noun phrase its offer is about ('The all-in-one platform for
 * modern HR teams' is about a platform, for modern HR teams), or null when the line is a slogan or
 * a sentence with no subject a rewrite could honestly be built around. Reads at most three
 * clauses of the first 200 characters, each once from left to right.
 */
export interface HeadlineReading {
  /** What the line offers, as a rewrite names it: 'platform for modern HR teams'. */
  subject: string;
  /** The subject without its audience: 'platform'. */
  thing: string;
  head: string;
  /** Who it is for, when the line says: 'modern HR teams'. */
  audience?: string;
  grammar: Grammar;
  /** The visitor's own ('Build a better website', 'Your money, your way'): 'your website' rather than 'the website'. */
  yours?: boolean;
}

const CLAUSE_ENDS = new Set(['.', '!', '?', ':', ';', '|', '—', '–', '-', '(', ')', '/']);
const NAMING = new Set(['meet', 'introducing', 'welcome', 'hello', 'hi', 'say']);
const SUBJECT_PRONOUNS = new Set(['we', 'you', 'i', 'they']);

/** Splits a line into clauses at full stops, colons and dashes (commas stay inside: they end a phrase, not a thought). */
function clausesOf(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === 'mark' && CLAUSE_ENDS.has(t.text)) clauses.push([]);
    else clauses[clauses.length - 1]!.push(t);
  }
  return clauses.filter((c) => c.some(isWord));
}

/** A verb that opens an imperative: an unambiguous verb, or a verb that is also a noun ('Book', 'Design') followed by a determiner or pronoun. */
function opensImperative(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!isWord(t)) return false;
  if (VERBS.has(t.lower)) return true;
  const next = tokens[i + 1];
  const nextClass = isWord(next) ? cls(next) : 'end';
  return DUAL_VERBS.has(t.lower) && ['det', 'pron', 'puff', 'adv', 'end'].includes(nextClass);
}

/** The phrase as a rewrite writes it: acronyms and names kept, words capitalised only by position or Title Case lowered. */
function written(words: readonly Token[], clause: readonly Token[]): string {
  const long = clause.slice(1).filter((t) => isWord(t) && t.text.length > 3);
  const capitalised = long.filter((t) => t.text[0] !== t.text[0]!.toLowerCase());
  const titleCase = capitalised.length >= 2 && capitalised.length * 10 >= long.length * 7;
  return words
    .map((t) => {
      if (isAcronym(t)) return t.text;
      return titleCase || t === clause[0] ? t.lower : t.text;
    })
    .join(' ');
}

function audienceAfter(clause: readonly Token[], i: number): string | undefined {
  if (!isWord(clause[i]) || clause[i]!.lower !== 'for') return undefined;
  const phrase = scanPhrase(clause, i + 1);
  if (!phrase || !PEOPLE.has(phrase.head.lower) || phrase.words.length > 4) return undefined;
  return written(phrase.words, clause);
}

function subjectOf(clause: readonly Token[], phrase: NounPhrase, depth = 0, yours = phrase.det === 'your'): HeadlineReading | null {
  const head = phrase.head.lower;
  const next = clause[phrase.end];
  const pointsOn = EMPTY_HEADS.has(head) || PEOPLE.has(head);
  if (pointsOn && depth === 0 && isWord(next) && next.lower === 'of') {
    const inner = scanPhrase(clause, phrase.end + 1);
    return inner ? subjectOf(clause, inner, 1) : null;
  }
  // 'The smarter way to run payroll' is about payroll.
  if (EMPTY_HEADS.has(head) && depth === 0 && isWord(next) && next.lower === 'to' && opensImperativeOrDual(clause, phrase.end + 1)) {
    const inner = scanPhrase(clause, phrase.end + 2);
    return inner ? subjectOf(clause, inner, 1) : null;
  }
  if (pointsOn) return null;
  let first = 0;
  while (first < phrase.words.length - 1 && (cls(phrase.words[first]!) === 'puff' || hasDigit(phrase.words[first]!.lower))) first++;
  const core = phrase.words.slice(first);
  if (core.length > 5) return null;
  const thing = written(core, clause);
  const audience = audienceAfter(clause, phrase.end);
  const subject = audience ? `${thing} for ${audience}` : thing;
  if (subject.length > 48) return null;
  // 'Shelter and support' are two things: they look after you.
  const grammar = core.some((t) => t.lower === 'and') ? 'plural' : grammarOf(head);
  return { subject, thing, head: phrase.head.lower, grammar, ...(audience ? { audience } : {}), ...(yours ? { yours } : {}) };
}

const opensImperativeOrDual = (tokens: readonly Token[], i: number) =>
  isWord(tokens[i]) && (VERBS.has(tokens[i]!.lower) || DUAL_VERBS.has(tokens[i]!.lower));

/** Imperatives whose object is what the site offers. */
const OFFER_IMPERATIVES = new Set('build create discover explore find shop design make launch enjoy taste browse order book'.split(' '));

/** 'Protecting wildlife' is an activity; 'Hiking boots' and 'Accounting software' are things: only the first -ing word is a listed verb. */
function isGerund(word: string): boolean {
  if (!word.endsWith('ing') || word.length < 6) return false;
  const stem = word.slice(0, -3);
  const undoubled = stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, undoubled].some((w) => VERBS.has(w) || DUAL_VERBS.has(w));
}

/** The phrase a fragment opens with, past a run of describing words set off by commas: 'Fast, friendly IT support'. */
function leadingPhrase(clause: readonly Token[]): NounPhrase | null {
  let start = 0;
  for (let tries = 0; tries < 4; tries++) {
    const phrase = scanPhrase(clause, start);
    if (phrase) return phrase;
    let k = start;
    while (canModify(clause[k])) k++;
    if (k === start || clause[k]?.text !== ',') return null;
    start = k + 1;
  }
  return null;
}

function readClause(clause: readonly Token[]): HeadlineReading | null {
  const first = clause[0];
  if (!isWord(first) || NAMING.has(first.lower)) return null;
  if (SUBJECT_PRONOUNS.has(first.lower)) {
    // 'We make payroll simple', 'You deserve better coffee'; 'We help small teams grow' names an audience, not an offer.
    const verb = clause[1];
    if (!isWord(verb) || !OFFER_VERBS.has(verb.lower.endsWith('s') ? verb.lower.slice(0, -1) : verb.lower)) return null;
    const phrase = scanPhrase(clause, 2);
    return phrase ? subjectOf(clause, phrase) : null;
  }
  if (opensImperative(clause, 0)) {
    // 'Build a better website' is about a website; 'Save a life', 'Stop wasting time' are about doing, not an offer.
    const phrase = OFFER_IMPERATIVES.has(first.lower) ? scanPhrase(clause, 1) : null;
    return phrase && !isGerund(phrase.words[0]!.lower) ? subjectOf(clause, phrase, 0, true) : null;
  }
  const kind = cls(first);
  if (kind !== 'det' && kind !== 'puff' && kind !== 'content') return null;
  const phrase = leadingPhrase(clause);
  if (!phrase || (isGerund(phrase.words[0]!.lower) && phrase.words.length > 1 && !phrase.det)) return null;
  const after = clause[phrase.end];
  const afterClass = isWord(after) ? cls(after) : 'end';
  // A verb after the phrase makes the line a sentence about it ('Champions are built…'): not a subject to write around.
  if (afterClass === 'aux' || afterClass === 'verb') return null;
  if (afterClass === 'adv' && phrase.words.length === 1 && !phrase.det) return null;
  return subjectOf(clause, phrase);
}

/** The subject of a headline, or null when the line has none a rewrite could honestly be built around. */
export function readHeadline(line: string): HeadlineReading | null {
  const clauses = clausesOf(tokenize(line, 200));
  for (const clause of clauses.slice(0, 3)) {
    const reading = readClause(clause);
    if (reading) return reading;
  }
  return null;
}
