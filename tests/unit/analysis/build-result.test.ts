import { describe, expect, it } from 'vitest';
import { buildResult } from '../../../functions/analysis/build-result.ts';
import { classifyCopy } from '../../../functions/analysis/classify/classify.ts';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { extractSignals } from '../../../functions/analysis/signals/site.ts';

function analyse(body: string) {
  const signals = extractSignals({ pages: [readPage(`<html><body>${body}</body></html>`, 'https://brand.example/')], stylesheets: [], skipped: 0 });
  const rules = classifyCopy({ corpus: signals.corpus, palette: signals.palette, typography: signals.typography, ctas: signals.ctas });
  return { signals, rules, result: buildResult(signals, rules) };
}

describe('the public result', () => {
  it('names a close runner-up with its strength, and carries the headline and call to action', () => {
    const { signals, rules } = analyse(
      `<section class="hero"><h1>Train to win</h1><a class="button" href="/join">Join the squad</a></section>
       <p>We train athletes to win with courage and discipline.</p><p>We care for and support families with compassion and kindness.</p>`,
    );
    // How close two archetypes come is the classifier's business (classify.test.ts); here, what the result says of it.
    const result = buildResult(signals, { ...rules, runnerUp: { archetype: 'The Caregiver', ratio: 0.724 } });
    expect(result.runnerUp).toEqual({ archetype: 'The Caregiver', strength: 0.72 });
    expect(result.headline).toBe('Train to win');
    expect(result.primaryCta).toBe('Join the squad');
  });

  it('leaves out a distant runner-up', () => {
    const { rules, result } = analyse(
      `<h1>Win</h1><p>We train athletes to win with courage, discipline, grit and relentless effort, champion after champion.</p><p>We care.</p>`,
    );
    expect(rules.runnerUp?.ratio ?? 0).toBeLessThan(0.6);
    expect(result.runnerUp).toBeUndefined();
  });
});
