import { describe, expect, it } from 'vitest';
import { scanStrings } from '../../../functions/analysis/read/script-strings.ts';

/** Every [key, value] the scanner reports, in source order. */
function strings(source: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  scanStrings(source, (value, key) => {
    found.push([key, value]);
    return true;
  });
  return found;
}

describe('scanStrings reads string literals as a JavaScript engine would', () => {
  it.each<[string, string, Array<[string, string]>]>([
    ['single quotes', `var pageData = {headline: 'Less paperwork, more weekends'}`, [['headline', 'Less paperwork, more weekends']]],
    [
      'double quotes, quoted keys',
      `{"headline": "Built to last", "cta": "Shop now"}`,
      [
        ['headline', 'Built to last'],
        ['cta', 'Shop now'],
      ],
    ],
    ['template literal', 'x = { body: `Made by hand in Leeds` }', [['body', 'Made by hand in Leeds']]],
    ['template literal: static text kept, ${…} skipped', 'const t = `Hello ${user.name}, welcome back`', [['t', 'Hello , welcome back']]],
    [
      'template expression holding braces, strings and a template: all read, the outer one whole',
      "`a ${ {k: '}'}[`k${1}`] } b`",
      [
        ['k', '}'],
        ['', 'k'],
        ['', 'a  b'],
      ],
    ],
    ['multi-line template literal', 'note = `line one\nline two`', [['note', 'line one\nline two']]],
    [
      'assignment names the key',
      `cta = 'Start your free trial'; window.app.title = "Welcome home"`,
      [
        ['cta', 'Start your free trial'],
        ['title', 'Welcome home'],
      ],
    ],
    [
      'bracket assignment names the key',
      `copy['headline'] = 'Rooms that remember you'`,
      [
        ['', 'headline'],
        ['headline', 'Rooms that remember you'],
      ],
    ],
    [
      'nested objects',
      `{hero: {title: 'Top', sub: {body: 'Deep down'}}, after: 'Out again'}`,
      [
        ['title', 'Top'],
        ['body', 'Deep down'],
        ['after', 'Out again'],
      ],
    ],
    [
      'array items share the array key',
      `{items: ['One', "Two", {title: 'Three'}], next: 'Four'}`,
      [
        ['items', 'One'],
        ['items', 'Two'],
        ['title', 'Three'],
        ['next', 'Four'],
      ],
    ],
    ['a call’s arguments have no key', `title: t('Fallback title here')`, [['', 'Fallback title here']]],
  ])('%s', (_, source, expected) => {
    expect(strings(source)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['\\n \\t \\r', `'a\\nb\\tc\\rd'`, 'a\nb\tc\nd'],
    ['\\\' and \\"', `'it\\'s "fine"' `, `it's "fine"`],
    ['\\" in double quotes', `"say \\"hi\\""`, 'say "hi"'],
    ['\\\\', `'back\\\\slash'`, 'back\\slash'],
    ['\\uXXXX', `'caf\\u00e9'`, 'café'],
    ['\\u surrogate pair', `'\\ud83d\\ude00'`, '😀'],
    ['\\u{…}', `'smile \\u{1F600}'`, 'smile 😀'],
    ['\\xXX', `'\\x41BC'`, 'ABC'],
    ['line continuation', `'one \\\ntwo'`, 'one two'],
    ['malformed \\u and \\x stand for their letter', `'\\uzz \\xq \\u{110000}'`, 'uzz xq u{110000}'],
    ['\\` and \\$ in a template', '`cost: \\`\\${x}\\``', 'cost: `${x}`'],
  ])('decodes %s', (_, source, expected) => {
    expect(strings(source)).toEqual([['', expected]]);
  });

  it.each<[string, string, Array<[string, string]>]>([
    ['a line comment with a quote', "// don't read this\nvar a = 'real copy'", [['a', 'real copy']]],
    ['a block comment with quotes', `/* "it's" \` */ var a = 'real copy'`, [['a', 'real copy']]],
    ['a regex literal with a quote', `var re = /it's[/"]/g; var b = 'after the regex'`, [['b', 'after the regex']]],
    ['a regex after return', `function f(s){ return /"/.test(s) } var c = 'still read'`, [['c', 'still read']]],
    ['division, not a regex', `var half = total / 2, note = 'it isn\\'t' / 1`, [['note', "it isn't"]]],
    ['a comment inside a string is text', `a = 'not // a comment /* nor this */'`, [['a', 'not // a comment /* nor this */']]],
    [
      'an unterminated string ends at its line',
      "var a = 'oops\nvar b = 'fine'",
      [
        ['a', 'oops'],
        ['b', 'fine'],
      ],
    ],
    ['JSON.parse: the escaped JSON, decoded', `window.s = JSON.parse('{\\"title\\":\\"Hi\\"}')`, [['', '{"title":"Hi"}']]],
  ])('%s', (_, source, expected) => {
    expect(strings(source)).toEqual(expected);
  });

  it('stops when the visitor says so and tells how far it got', () => {
    const source = `a = 'one'; b = 'two'; c = 'three'`;
    let seen = 0;
    const result = scanStrings(source, () => ++seen < 2);
    expect(seen).toBe(2);
    expect(result.end).toBeLessThan(source.length);
    expect(scanStrings(source, () => true)).toEqual({ end: source.length, inStrings: 'onetwothree'.length });
  });
});

const MB = 1_000_000;

describe('scanStrings on hostile scripts: one pass, bounded state', () => {
  it.each<[string, string]>([
    ['a million open braces', '{'.repeat(MB)],
    ['a million open brackets and parentheses', '[('.repeat(MB / 2)],
    ['an unterminated string', `var a = '${'x '.repeat(MB / 2)}`],
    ['an unterminated template', `var a = \`${'x '.repeat(MB / 2)}`],
    ['templates nested in ${ without end', '`${'.repeat(MB / 3)],
    ['an unterminated block comment', `/*${' '.repeat(MB)}`],
    ['an unterminated regex', `x = /${'['.repeat(MB)}`],
    ['\\u{ without a closing brace', `'${'\\u{'.repeat(MB / 3)}`],
    ['backslashes', `'${'\\'.repeat(MB)}'`],
    ['slashes', '/'.repeat(MB)],
  ])('%s', (_, source) => {
    let visits = 0;
    const result = scanStrings(source, () => ++visits > 0);
    expect(result.end).toBeLessThanOrEqual(source.length);
    expect(result.inStrings).toBeLessThanOrEqual(source.length);
    expect(visits).toBeLessThanOrEqual(2);
  });

  it('a hundred thousand tiny strings are each visited once, in order', () => {
    const source = `[${Array.from({ length: 100_000 }, (_, i) => `'s${i}'`).join(',')}]`;
    let count = 0;
    let last = '';
    scanStrings(source, (value) => {
      count++;
      last = value;
      return true;
    });
    expect([count, last]).toEqual([100_000, 's99999']);
  });
});
