import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SESSION_PATTERN } from '../../../src/domain/analytics/funnel.ts';
import { createBeacon } from '../../../src/lib/beacon.ts';

let sent: Blob[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: Blob) => sent.push(body) > 0 });
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('removeEventListener', () => {});
});
afterEach(() => vi.unstubAllGlobals());

const bodies = () => Promise.all(sent.map(async (blob) => JSON.parse(await blob.text()) as { session: string; events: string[] }));

describe('the funnel beacon', () => {
  it('sends each step once per page, with a random page session id kept for the life of the page', async () => {
    const beacon = createBeacon(() => ({ utmSource: 'newsletter' }));
    beacon.track('landing_view');
    beacon.track('quiz_started');
    beacon.track('quiz_started');
    beacon.stop();
    const again = createBeacon(() => ({}));
    again.track('landing_view');
    again.track('question_1');
    again.track('landing_view');
    again.stop();

    const [first, second] = await bodies();
    expect(first).toEqual({
      session: expect.stringMatching(PAGE_SESSION_PATTERN),
      source: { utmSource: 'newsletter' },
      events: ['landing_view', 'quiz_started'],
    });
    expect(second!.events).toEqual(['landing_view', 'question_1']);
    // Another page (another beacon) is another session.
    expect(second!.session).not.toBe(first!.session);
  });

  it('keeps the session across the batches of one page', async () => {
    const beacon = createBeacon(() => ({}));
    beacon.track('landing_view');
    beacon.stop();
    beacon.track('quiz_started');
    beacon.stop();
    const [first, second] = await bodies();
    expect(second!.session).toBe(first!.session);
    expect([first!.events, second!.events]).toEqual([['landing_view'], ['quiz_started']]);
  });
});
