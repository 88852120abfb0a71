import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from '../../src/domain/admin/account-form.ts';

describe('the admin Sign Up form, checked in the words of the quiz contact form', () => {
  it.each([
    { label: 'all good', input: { name: 'Ada', email: 'ada@example.com', password: '123456' }, errors: {} },
    {
      label: 'all empty',
      input: { name: ' ', email: '', password: '' },
      errors: { name: 'Please enter your full name.', email: 'Please enter your email address.', password: 'Please choose a password.' },
    },
    {
      label: 'a malformed address and a short password',
      input: { name: 'Ada', email: 'ada@example', password: '12345' },
      errors: { email: 'Please enter a valid email address.', password: 'Your password is too short.' },
    },
  ])('$label', ({ input, errors }) => {
    expect(validateSignUp(input)).toEqual(errors);
  });
});

describe('the admin Sign In form', () => {
  it.each([
    { label: 'all good', input: { email: ' ada@example.com ', password: 'x' }, errors: {} },
    {
      label: 'nothing typed',
      input: { email: '', password: '' },
      errors: { email: 'Please enter your email address.', password: 'Please enter your password.' },
    },
    { label: 'not an address', input: { email: 'ada', password: 'secret' }, errors: { email: 'Please enter a valid email address.' } },
  ])('$label', ({ input, errors }) => {
    expect(validateSignIn(input)).toEqual(errors);
  });
});
