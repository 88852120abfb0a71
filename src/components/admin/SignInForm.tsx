import { useState, type FormEvent } from 'react';
import { validateSignIn } from '../../domain/admin/account-form.ts';
import { authClient, signInMessage } from '../../lib/auth-client.ts';
import { FormError, FormField } from './FormField.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  // Inline messages appear on the first attempt, then follow the edits (as in the quiz's contact form).
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? validateSignIn(values) : {};
  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    error: errors[name],
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    const first = (['email', 'password'] as const).find((f) => validateSignIn(values)[f]);
    if (first) return document.getElementById(`signin-${first}`)?.focus();
    setBusy(true);
    setError(null);
    const email = values.email.trim();
    const { error: failure } = await authClient().signIn.email({ email, password: values.password });
    setBusy(false);
    if (failure) setError(signInMessage(failure, email));
    else onSignedIn();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormError message={error} />
      <FormField id="signin-email" label="Email" type="email" autoComplete="email" required {...field('email')} />
      <FormField id="signin-password" label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
