/** Lines built to make a backtracking pattern stall: long runs of what a word pattern would try again and again. */
export const HOSTILE_LINES = ['a-'.repeat(50_000), `${"a'".repeat(50_000)}!`, 'the '.repeat(50_000), `${'x'.repeat(100_000)} for teams`];
