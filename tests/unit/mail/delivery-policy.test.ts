import { describe, expect, it } from 'vitest';
import { latestContacts } from '../../../functions/hubspot/contact.ts';
import { httpFailure } from '../../../functions/jobs/errors.ts';
import { MAX_RETRY_DELAY_MS, MIN_RETRY_DELAY_MS, parseRetryAfter, retryDelayMs } from '../../../functions/jobs/schedule.ts';
import { messageIdFor, senderDomain } from '../../../functions/mail/message-id.ts';
import { smtpFailure } from '../../../functions/mail/smtp.ts';

const MIN = 60_000;
const noJitter = () => 0.5;

describe('the retry schedule', () => {
  it('waits 5 s at first, then a quarter of the time spent failing, up to 30 minutes', () => {
    expect([0, 10_000, 20_000, 40_000, 10 * MIN, 60 * MIN, 2 * 60 * MIN, 40 * 60 * MIN].map((t) => retryDelayMs(t, noJitter))).toEqual([
      5_000,
      5_000,
      5_000,
      10_000,
      150_000,
      15 * MIN,
      30 * MIN,
      30 * MIN,
    ]);
  });

  it('spreads retries by ±20 % and never leaves its bounds', () => {
    expect(retryDelayMs(40_000, () => 0)).toBe(8_000);
    expect(retryDelayMs(40_000, () => 1)).toBe(12_000);
    for (const t of [0, 1_000, 3 * 60 * MIN, 47 * 60 * MIN]) {
      for (const r of [0, 1]) {
        const wait = retryDelayMs(t, () => r);
        expect(wait).toBeGreaterThanOrEqual(MIN_RETRY_DELAY_MS);
        expect(wait).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      }
    }
  });

  it('makes about 120 attempts over 48 hours, and after an outage ends tries again within about a quarter of it', () => {
    let t = 0;
    let attempts = 0;
    while (t < 48 * 60 * MIN) {
      t += retryDelayMs(t, noJitter);
      attempts++;
    }
    expect(attempts).toBeGreaterThan(100);
    expect(attempts).toBeLessThan(140);
    for (const outage of [45_000, 10 * MIN, 60 * MIN]) {
      let at = 0;
      while (at < outage) at += retryDelayMs(at, () => 1);
      expect(at - outage).toBeLessThanOrEqual(Math.max(MIN_RETRY_DELAY_MS, outage * 0.25 * 1.2));
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-15T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 15 Jan 2025 10:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Wed, 15 Jan 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('what a failure means', () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    httpFailure('HubSpot', new Response('{"message":"x"}', { status, headers }), 0);

  it.each([
    [400, true, false],
    [409, true, false],
    [413, true, false],
    [422, true, false],
    [401, false, true],
    [403, false, true],
    [404, false, true],
    [408, false, true],
    [429, false, true],
    [500, false, true],
    [503, false, true],
  ])('HTTP %i: permanent %s, service down %s', async (status, permanent, serviceDown) => {
    const { failure, message } = await answer(status);
    expect(failure).toMatchObject({ permanent, serviceDown });
    expect(message).toBe(`HubSpot answered ${status}: {"message":"x"}`);
  });

  it('keeps the first 300 characters of the answer on one line, never half an emoji', async () => {
    const body = `line one\n${'😀'.repeat(400)}`;
    const { message } = await httpFailure('HubSpot', new Response(body, { status: 500 }), 0);
    const detail = message.slice('HubSpot answered 500: '.length);
    expect([...detail]).toHaveLength(300);
    expect(detail.startsWith('line one 😀')).toBe(true);
    expect(detail.isWellFormed()).toBe(true);
  });

  it('reads only the start of an answer that never ends, and lets the rest go', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(0x41));
      },
    });
    const { message } = await httpFailure('Email API', new Response(endless, { status: 503 }), 0);
    expect(message).toBe(`Email API answered 503: ${'A'.repeat(300)}`);
    // A stream pulls ahead a little; what matters is that a body of any size is not read whole.
    expect(pulled).toBeLessThanOrEqual(4 * 65_536);
  });

  it('takes the wait a 429 or 503 asks for, bounded to 1 s … 30 min', async () => {
    expect((await answer(429, { 'retry-after': '7' })).failure.retryAfterMs).toBe(7_000);
    expect((await answer(503, { 'retry-after': '0' })).failure.retryAfterMs).toBe(1_000);
    expect((await answer(503, { 'retry-after': '86400' })).failure.retryAfterMs).toBe(30 * MIN);
    expect((await answer(400, { 'retry-after': '7' })).failure.retryAfterMs).toBeUndefined();
  });

  it.each([
    ['a refused connection', { code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, false, true],
    ['a timeout', { code: 'ETIMEDOUT' }, false, true],
    ['421 service closing', { code: 'EENVELOPE', responseCode: 421, permanent: false, command: 'RCPT TO' }, false, true],
    ['a rejected login', { code: 'EAUTH', responseCode: 535, permanent: true, command: 'AUTH PLAIN' }, false, true],
    ['550 no such recipient', { code: 'EENVELOPE', responseCode: 550, permanent: true, command: 'RCPT TO' }, true, false],
    ['552 message too big', { code: 'EMESSAGE', responseCode: 552, permanent: true, command: 'DATA' }, true, false],
    ['452 mailbox full', { code: 'EENVELOPE', responseCode: 452, permanent: false, command: 'RCPT TO' }, false, false],
  ])('SMTP %s: permanent %s, service down %s', (_, fields, permanent, serviceDown) => {
    expect(smtpFailure(Object.assign(new Error('smtp'), fields)).failure).toEqual({ permanent, serviceDown });
  });
});

describe('the Message-ID', () => {
  it('is the outbox id at the sender domain', () => {
    expect(messageIdFor('0193abcd-0000-7000-8000-000000000001', 'Reports <Reports@Archetypes.Example>')).toBe(
      '<0193abcd-0000-7000-8000-000000000001@archetypes.example>',
    );
    expect(senderDomain('no-reply@site.example')).toBe('site.example');
    expect(senderDomain('The Brand Company')).toBe('localhost');
  });
});

describe('HubSpot contacts', () => {
  it('are one per email, each property from the newest submission that has it', () => {
    const base = { company: null, companyUrl: null, companyArchetype: null, secondaryArchetype: 'Mentor' };
    expect(
      latestContacts([
        { ...base, email: 'a@example.com', primaryArchetype: 'The Sage' },
        { ...base, email: 'b@example.com', primaryArchetype: 'The Hero' },
        { ...base, email: 'a@example.com', primaryArchetype: 'The Hero', company: 'Acme', companyArchetype: 'The Ruler' },
      ]),
    ).toEqual([
      {
        email: 'a@example.com',
        properties: {
          email: 'a@example.com',
          primary_archetype: 'The Sage',
          secondary_archetype: 'Mentor',
          company: 'Acme',
          company_archetype: 'The Ruler',
          // The newest primary against the company's archetype: the three properties always agree.
          archetype_alignment: 'gap',
        },
      },
      { email: 'b@example.com', properties: { email: 'b@example.com', primary_archetype: 'The Hero', secondary_archetype: 'Mentor' } },
    ]);
  });
});
