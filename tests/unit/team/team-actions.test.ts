import { describe, expect, it } from 'vitest';
import { manageTokenOf, savedResult } from '../../../src/components/team/team-actions.ts';
import { QUIZ_STORAGE_KEY } from '../../../src/stores/quiz-storage-key.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === QUIZ_STORAGE_KEY ? value : null) });

describe("the team page's view of this browser", () => {
  it.each<[string, string | null, ReturnType<typeof savedResult>]>([
    [
      'a stored result',
      JSON.stringify({ phase: 'results', submission: { id: 's1', accessToken: 't1', results: {} } }),
      { id: 's1', accessToken: 't1' },
    ],
    ['no quiz yet', null, null],
    ['a quiz without a result', JSON.stringify({ phase: 'main', submission: null }), null],
    ['a result without its secret', JSON.stringify({ submission: { id: 's1' } }), null],
    ['a hand-edited entry', '{not json', null],
    ['a value of another shape', JSON.stringify(['s1', 't1']), null],
  ])('%s', (_case, stored, expected) => expect(savedResult(storage(stored))).toEqual(expected));

  it.each([
    ['#manage=abc_DEF-123', 'abc_DEF-123'],
    ['manage=abc', 'abc'],
    ['#other=1&manage=abc', 'abc'],
    ['#manage=', null],
    ['#token=abc', null],
    ['', null],
  ])('the manage token of %j is %j', (hash, token) => expect(manageTokenOf(hash)).toBe(token));
});
