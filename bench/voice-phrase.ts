// Time to read a headline and a call to action from lines built to make a backtracking pattern stall (100–200 KB
// each): the reader looks at the first characters only, so this should match an ordinary line. Figures, not assertions.
// Run: node bench/voice-phrase.ts
import { readCta } from '../src/domain/voice/cta-reading.ts';
import { readHeadline } from '../src/domain/voice/headline.ts';
import { HOSTILE_LINES } from '../tests/helpers/hostile-lines.ts';

const ROUNDS = 200;
const read = (line: string) => [readHeadline(line), readCta(line)];
const sets: [string, readonly string[]][] = [
  ['ordinary line', ['The all-in-one platform for modern HR teams']],
  ['hostile lines', HOSTILE_LINES],
];
for (const [name, lines] of sets) {
  lines.forEach(read); // warm-up
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) lines.forEach(read);
  const perLine = (performance.now() - started) / (ROUNDS * lines.length);
  console.log(`${name.padEnd(14)} ${(perLine * 1000).toFixed(1)} µs per line (headline and call to action), ${ROUNDS} rounds`);
}
