import { describe, expect, it } from 'vitest';
import { Chart } from '../../../src/components/admin/analytics/chart.ts';

describe('the Analytics charts', () => {
  it('draw their text in the site’s face, Inter (src/styles/fonts.css), not Chart.js’s Helvetica/Arial', () => {
    expect(Chart.defaults.font.family).toBe("'Inter', system-ui, sans-serif");
  });
});
