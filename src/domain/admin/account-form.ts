import { emailProblem } from '../quiz/contact.ts';

/** Spec, section 9: password at least 6 characters (the server enforces it too). */
export const MIN_PASSWORD = 6;

type AccountField = 'name' | 'email' | 'password';
type AccountErrors = Partial<Record<AccountField, string>>;

/** Fields in the order the forms show them, so the first error is the first field to fix. */
export const ACCOUNT_FIELDS: readonly AccountField[] = ['name', 'email', 'password'];

const only = (entries: Array<[AccountField, string | undefined]>): AccountErrors =>
  Object.fromEntries(entries.filter((e): e is [AccountField, string] => e[1] !== undefined));

/** The admin Sign Up form's rules, in the words of the quiz's contact form. */
export function validateSignUp({ name, email, password }: { name: string; email: string; password: string }): AccountErrors {
  return only([
    ['name', name.trim() ? undefined : 'Please enter your full name.'],
    ['email', emailProblem(email)],
    ['password', !password ? 'Please choose a password.' : password.length < MIN_PASSWORD ? 'Your password is too short.' : undefined],
  ]);
}

/** The admin Sign In form's rules: an address that could be one, and a password. */
export function validateSignIn({ email, password }: { email: string; password: string }): AccountErrors {
  return only([
    ['email', emailProblem(email)],
    ['password', password ? undefined : 'Please enter your password.'],
  ]);
}
