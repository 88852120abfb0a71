import { describe, expect, it } from 'vitest';
import { exportFilename, maskEmail } from '../../../functions/privacy/export.ts';

describe('what the delete page shows of the address', () => {
  it.each([
    ['jane.doe@example.com', 'j•••@example.com'],
    ['j@example.com', 'j•••@example.com'],
    ['first@sub.example.co.uk', 'f•••@sub.example.co.uk'],
    ['odd"at@sign"@example.com', 'o•••@example.com'],
    ['no-at-sign', '•••'],
    ['@example.com', '•••'],
  ])('%s is shown as %s', (email, shown) => {
    expect(maskEmail(email)).toBe(shown);
  });
});

describe('the download', () => {
  it.each([
    [Date.UTC(2026, 4, 1, 9, 30), 'brand-archetype-data-2026-05-01.json'],
    [Date.UTC(2026, 11, 31, 23, 59, 59), 'brand-archetype-data-2026-12-31.json'],
  ])('is named after the day (UTC) it was made: %s → %s', (now, name) => {
    expect(exportFilename(now)).toBe(name);
  });
});
