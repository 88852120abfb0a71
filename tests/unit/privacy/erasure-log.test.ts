import { describe, expect, it } from 'vitest';
import { actorLabel, erasureSummary } from '../../../src/domain/privacy/erasure-log.ts';

describe('erasureSummary', () => {
  it.each([
    [{ submissions: 3, rows: 41 }, 'Erased 3 submissions (41 rows).'],
    [{ submissions: 1, rows: 1 }, 'Erased 1 submission (1 row).'],
    [{ submissions: 1_204, rows: 16_856 }, 'Erased 1,204 submissions (16,856 rows).'],
    [{ submissions: 0, rows: 2 }, 'No submissions were stored for this address; erased 2 emails sent to it.'],
    [{ submissions: 0, rows: 1 }, 'No submissions were stored for this address; erased 1 email sent to it.'],
    [{ submissions: 0, rows: 0 }, 'Nothing was stored for this address. The request has been logged.'],
  ])('%o → %s', (counts, text) => expect(erasureSummary(counts)).toBe(text));
});

describe('actorLabel', () => {
  it.each([
    [{ trigger: 'admin', actor: 'Rita Admin' }, 'Rita Admin'],
    [{ trigger: 'admin', actor: null }, 'Deleted account'],
    [{ trigger: 'self-service', actor: null }, 'The person, by email link'],
    [{ trigger: 'retention', actor: null }, 'Automatic'],
  ] as const)('%o → %s', (row, text) => expect(actorLabel(row)).toBe(text));
});
