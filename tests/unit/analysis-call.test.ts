import { describe, expect, it } from 'vitest';
import { describeCall } from '../../src/domain/analysis-call.ts';

describe('the call in words', () => {
  it.each([
    [undefined, 'The Hero'],
    [{ archetype: 'The Ruler' as const, strength: 0.3 }, 'The Hero'],
    [{ archetype: 'The Ruler' as const, strength: 0.6 }, 'The Hero, with a strong pull of The Ruler'],
    [{ archetype: 'The Ruler' as const, strength: 0.89 }, 'The Hero, with a strong pull of The Ruler'],
    [{ archetype: 'The Ruler' as const, strength: 0.95 }, 'The Hero, nearly tied with The Ruler'],
    [{ archetype: 'The Hero' as const, strength: 0.95 }, 'The Hero'],
  ])('runner-up %j → %s', (runnerUp, expected) => {
    expect(describeCall('The Hero', runnerUp)).toBe(expected);
  });
});
