import { describe, expect, it } from 'vitest';
import { DeliveryError, failureOf, httpFailure, unreachable } from '../../functions/jobs/errors.ts';
import { INTERRUPTED } from '../../functions/jobs/store.ts';
import { EARLIER_MAY_HAVE_REACHED, keepingReach, mayHaveReached } from '../../functions/hubspot/reach.ts';

const timeout = unreachable('HubSpot', new DOMException('The operation was aborted due to timeout', 'TimeoutError')).message;
const dropped = unreachable('HubSpot', new TypeError('fetch failed')).message;
const answered500 = async () => httpFailure('HubSpot', new Response('Internal error', { status: 500 }), 0);

describe('mayHaveReached: whether a failed sync may still have put the contact in HubSpot', () => {
  it.each([
    [null, false],
    ['HubSpot answered 500: Internal error', false],
    ['HubSpot answered 400: Property values were not valid', false],
    ['No consent on record for this submission: its lead is not sent to HubSpot.', false],
    [timeout, true],
    [dropped, true],
    [INTERRUPTED, true],
    [`${EARLIER_MAY_HAVE_REACHED} HubSpot answered 500: Internal error`, true],
  ])('%s → %s', (lastError, expected) => expect(mayHaveReached(lastError)).toBe(expected));
});

describe('keepingReach: a later failure does not hide an earlier unknown outcome', () => {
  it('marks an HTTP error that follows a timeout, keeping what the failure means for the queue', async () => {
    const error = await answered500();
    const kept = keepingReach(timeout, error);
    expect(kept).toBeInstanceOf(DeliveryError);
    expect((kept as Error).message).toBe(`${EARLIER_MAY_HAVE_REACHED} HubSpot answered 500: Internal error`);
    expect(failureOf(kept)).toEqual(failureOf(error));
  });

  it('leaves an error alone when nothing before it may have reached HubSpot, or when it says so itself', async () => {
    const error = await answered500();
    expect(keepingReach(null, error)).toBe(error);
    expect(keepingReach('HubSpot answered 503', error)).toBe(error);
    const again = new DeliveryError(dropped, { permanent: false, serviceDown: true });
    expect(keepingReach(timeout, again)).toBe(again);
  });
});
