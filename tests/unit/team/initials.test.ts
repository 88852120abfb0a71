import { describe, expect, it } from 'vitest';
import { initialsOf, NO_INITIALS } from '../../../src/domain/team/initials.ts';

describe('initials on a member’s dot', () => {
  it.each([
    ['first and last name', 'Ada Lovelace', 'AL'],
    ['first and last of three words', 'Ludwig van Beethoven', 'LB'],
    ['lower case is raised', 'grace hopper', 'GH'],
    ['a single name gives one letter', 'Madonna', 'M'],
    ['a hyphenated single name gives both parts', 'Jean-Luc', 'JL'],
    ['a hyphenated first name counts as the first word', 'Jean-Luc Picard', 'JP'],
    ['extra spaces, tabs and no-break spaces', '  Ada \t\u00a0 Lovelace  ', 'AL'],
    ['a tab or a line break between words', 'Ada\tLovelace\nKing', 'AK'],
    ['punctuation before a letter is skipped', '“Bob” (Robert) Smith', 'BS'],
    ['accents survive, composed or not', 'élodie e\u0301mond', 'ÉÉ'],
    ['a letter that would grow in upper case stays as it is', 'ß Weiss', 'ßW'],
    ['Greek', 'Σωκράτης Παπαδόπουλος', 'ΣΠ'],
    ['Cyrillic', 'Анна Каренина', 'АК'],
    ['Arabic', 'ليلى أحمد', 'لأ'],
    ['a Han name gives its first character', '山田 太郎', '山'],
    ['a Han name without spaces', '王小明', '王'],
    ['Hangul', '김 민수', '김'],
    ['Japanese kana', 'さくら', 'さ'],
    ['emoji beside a name are left out', '🦄 Ada Lovelace 🚀', 'AL'],
    ['a name of emoji only shows its first, whole', '👩‍👩‍👧 🎉', '👩‍👩‍👧'],
    ['a flag is one character', '🇫🇷', '🇫🇷'],
    ['digits count as letters', '3M Team', '3T'],
    ['bidi and zero-width characters are not labels', '\u202eAda\u200b Lovelace\u202c', 'AL'],
    ['nothing to draw', '   ', NO_INITIALS],
    ['empty', '', NO_INITIALS],
  ])('%s: %j → %j', (_case, name, expected) => expect(initialsOf(name)).toBe(expected));

  it('never gives more than two characters', () => {
    for (const name of ['Ada Lovelace', 'Jean-Luc-Marie', '👩‍👩‍👧 🎉', 'a b c d e'])
      expect(Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(initialsOf(name))).length).toBeLessThanOrEqual(2);
  });
});
