import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImplausibleDays } from '../../../src/components/admin/analytics/ImplausibleDays.tsx';

const render = (days: Parameters<typeof ImplausibleDays>[0]['days']) => renderToStaticMarkup(createElement(ImplausibleDays, { days }));

describe("the Analytics page's note on implausible days", () => {
  it('says plainly which days look implausible and why, with their figures', () => {
    const html = render([
      { day: '2025-03-10', quizStarted: 9600, submitted: 2 },
      { day: '2025-03-11', quizStarted: 1, submitted: 0 },
    ]);
    expect(html).toContain('role="note"');
    expect(html).toContain('Some beacon counts look implausible.');
    expect(html).toContain('may include forged or automated visits');
    expect(html).toContain('are counted by the server and are not affected');
    expect(html).toContain('<li>Mar 10, 2025: 9,600 quiz starts, 2 submissions</li>');
    expect(html).toContain('<li>Mar 11, 2025: 1 quiz start, 0 submissions</li>');
  });

  it('shows nothing when every day is plausible', () => {
    expect(render([])).toBe('');
  });
});
