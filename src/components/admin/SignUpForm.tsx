import { useState, type FormEvent } from 'react';
import { ACCOUNT_FIELDS, MIN_PASSWORD, validateSignUp } from '../../domain/admin/account-form.ts';
import { authClient, authMessage } from '../../lib/auth-client.ts';
import { FormError, FormField } from './FormField.tsx';

const EMPTY = { name: '', email: '', password: '' };

export function SignUpForm() {
  const [values, setValues] = useState(EMPTY);
  // Inline messages appear on the first attempt, then follow the edits (as in the quiz's contact form).
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? validateSignUp(values) : {};
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    error: errors[name],
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    const first = ACCOUNT_FIELDS.find((f) => validateSignUp(values)[f]);
    if (first) return document.getElementById(`signup-${first}`)?.focus();
    setBusy(true);
    setError(null);
    setDone(false);
    const { error: failure } = await authClient().signUp.email({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      callbackURL: '/admin',
    });
    setBusy(false);
    if (failure) return setError(authMessage(failure));
    setValues(EMPTY);
    setSubmitted(false);
    setDone(true);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormError message={error} />
      <div role="status">
        {done && <p className="alert alert--success">Account created successfully! Please check your email to confirm your account.</p>}
      </div>
      <FormField id="signup-name" label="Full Name" autoComplete="name" required maxLength={100} {...field('name')} />
      <FormField id="signup-email" label="Email" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD} characters.`}
        {...field('password')}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating Account...' : 'Sign Up'}
      </button>
    </form>
  );
}
