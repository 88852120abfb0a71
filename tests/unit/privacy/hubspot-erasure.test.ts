import { describe, expect, it } from 'vitest';
import { hubspotErasureWords } from '../../../src/domain/privacy/hubspot-erasure.ts';

describe('what the Privacy panel says an erasure does in HubSpot', () => {
  it.each([
    ['connected', true, 'HubSpot is asked to delete the contact too.', ', and asks HubSpot to delete the contact'],
    ['not connected', false, 'HubSpot is not connected, so nothing is deleted there.', ''],
    ['not known yet', null, '', ''],
  ])('HubSpot %s', (_, connected, panel, dialog) => {
    expect(hubspotErasureWords(connected)).toEqual({ panel, dialog });
  });
});
