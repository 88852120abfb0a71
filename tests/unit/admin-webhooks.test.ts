import { describe, expect, it } from 'vitest';
import { cleanDescription, cleanEvents, firstBytes } from '../../functions/webhooks/endpoints.ts';
import { fieldOfError, hasSettled, outcomeText, stateText, validateEndpointForm, withoutField } from '../../src/domain/admin/webhooks.ts';

const at = (iso: string) => `at ${iso}`;

describe('the Add endpoint form', () => {
  it.each([
    [{ url: '', description: '', events: ['submission.created'] }, { url: 'Enter the address of your webhook endpoint.' }],
    [{ url: 'receiver.example/hooks', description: '', events: ['submission.created'] }, { url: 'Enter a full address starting with https://.' }],
    [{ url: 'https://receiver.example/', description: 'x'.repeat(201), events: ['submission.created'] }, { description: 'At most 200 characters.' }],
    [{ url: 'https://receiver.example/', description: '', events: [] }, { events: 'Choose at least one event.' }],
    [{ url: 'https://receiver.example/', description: 'CRM', events: ['report.emailed'] }, {}],
  ])('%j → %j', (values, errors) => expect(validateEndpointForm(values)).toEqual(errors));

  it.each([
    ['invalid_url', 'Webhook endpoints must use https.', 'url'],
    ['blocked_address', 'That address points to a private or local network; …', 'url'],
    ['invalid_request', 'events: choose at least one of the listed events.', 'events'],
    ['invalid_request', 'description: at most 200 characters.', 'description'],
    ['conflict', 'At most 20 endpoints.', null],
  ])('a server refusal (%s) "%s" shows under %s', (code, message, field) => expect(fieldOfError(code, message)).toBe(field));

  it('drops the field name from a message shown under its field', () => {
    expect(withoutField('description: at most 200 characters.')).toBe('At most 200 characters.');
  });
});

describe("an endpoint's state", () => {
  it.each([
    [{ state: 'active', pauseReason: null, failingSince: null }, 'Active'],
    [{ state: 'active', pauseReason: null, failingSince: 'T1' }, 'Active, failing since at T1'],
    [{ state: 'paused', pauseReason: 'admin', failingSince: null }, 'Paused by an admin'],
    [{ state: 'paused', pauseReason: 'failing', failingSince: 'T1' }, 'Paused after failing since at T1'],
  ] as const)('%j → %s', (endpoint, text) => expect(stateText(endpoint, at)).toBe(text));
});

describe("a delivery's outcome: never delivered before a 2xx", () => {
  it.each([
    [{ status: 'pending', attempts: 0, responseStatus: null }, 'Queued', false],
    [{ status: 'sending', attempts: 1, responseStatus: null }, 'Sending', false],
    [{ status: 'pending', attempts: 1, responseStatus: 503 }, 'Retrying (HTTP 503)', true],
    [{ status: 'pending', attempts: 2, responseStatus: null }, 'Retrying', true],
    [{ status: 'delivered', attempts: 1, responseStatus: 204 }, 'Delivered (HTTP 204)', true],
    [{ status: 'failed', attempts: 9, responseStatus: 410 }, 'Failed (HTTP 410)', true],
  ] as const)('%j → %s', (delivery, text, settled) => {
    expect(outcomeText({ ...delivery, lastError: null })).toBe(text);
    expect(hasSettled({ ...delivery, lastError: null })).toBe(settled);
  });
});

describe('what is stored', () => {
  it.each([
    ['  CRM\u0000 intake\u202e ', 'CRM intake'],
    ['line\nbreak\ttab', 'line break tab'],
    ['', ''],
  ])('description %j → %j', (input, stored) => expect(cleanDescription(input)).toBe(stored));

  it('keeps known events once each, in the documented order, and refuses none or unknown ones', () => {
    expect(cleanEvents(['submission.erased', 'submission.created'])).toEqual(['submission.created', 'submission.erased']);
    expect(() => cleanEvents([])).toThrow('events:');
    expect(() => cleanEvents(['submission.created', 'nope'])).toThrow('events:');
  });

  it('cuts an answer at 500 bytes without splitting a character', () => {
    expect(new TextEncoder().encode(firstBytes('é'.repeat(300), 499)).length).toBe(498);
    expect(firstBytes('ok', 500)).toBe('ok');
  });
});
