import { describe, expect, it } from 'vitest';
import { validateContact, websiteRefusal, type ContactInput } from '../../src/domain/quiz/contact.ts';

const valid: ContactInput = { email: 'ceo@acme.com', company: 'Acme', includeWebsite: true, companyUrl: 'acme.com' };

describe('validateContact: the contact form rules (spec section 5)', () => {
  it.each<[string, Partial<ContactInput>, ReturnType<typeof validateContact>]>([
    ['all filled in', {}, {}],
    ['website left out with the toggle off', { includeWebsite: false, companyUrl: '' }, {}],
    ['an address with spaces around it', { email: '  ceo@acme.com ' }, {}],
    ['a plus and dots in the local part', { email: 'first.last+quiz@mail.acme.co.uk' }, {}],
    ['no email', { email: '  ' }, { email: 'Please enter your email address.' }],
    ['no @', { email: 'ceo.acme.com' }, { email: 'Please enter a valid email address.' }],
    ['no domain ending', { email: 'ceo@acme' }, { email: 'Please enter a valid email address.' }],
    ['two dots in a row', { email: 'ceo..x@acme.com' }, { email: 'Please enter a valid email address.' }],
    ['no company', { company: ' ' }, { company: 'Please enter your company name.' }],
    ['no website with the toggle on', { companyUrl: '' }, { companyUrl: 'Please enter a website URL.' }],
    ['a script address', { companyUrl: 'javascript:alert(1)' }, { companyUrl: 'Only http and https website addresses can be used.' }],
    [
      'everything missing',
      { email: '', company: '', companyUrl: '' },
      { email: 'Please enter your email address.', company: 'Please enter your company name.', companyUrl: 'Please enter a website URL.' },
    ],
  ])('%s', (_, patch, errors) => expect(validateContact({ ...valid, ...patch })).toEqual(errors));
});

describe('websiteRefusal: the server’s reason for refusing the website, in its words', () => {
  it.each<[number, string, string | undefined]>([
    [
      400,
      'companyUrl: Only websites on the standard ports (80 and 443) can be analyzed.',
      'Only websites on the standard ports (80 and 443) can be analyzed.',
    ],
    [
      400,
      'companyUrl: That address points to a private or local network and cannot be analyzed.',
      'That address points to a private or local network and cannot be analyzed.',
    ],
    [400, 'email: Enter a valid email address.', undefined],
    [503, 'companyUrl: busy', undefined],
  ])('%i %j → %j', (status, message, expected) => expect(websiteRefusal(status, message)).toBe(expected));
});
