import { useState, type FormEvent } from 'react';
import { authClient, authMessage } from '../../lib/auth-client.ts';
import { FormError, FormField } from './FormField.tsx';

/** Spec, section 9: password at least 6 characters (the server enforces it too). */
const MIN_PASSWORD = 6;

export function SignUpForm() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError(null);
    setDone(false);
    const { error: failure } = await authClient().signUp.email({
      name: String(form.get('name')).trim(),
      email: String(form.get('email')),
      password: String(form.get('password')),
      callbackURL: '/admin',
    });
    setBusy(false);
    if (failure) return setError(authMessage(failure));
    formElement.reset();
    setDone(true);
  }

  return (
    <form className="form" onSubmit={submit} aria-busy={busy}>
      <FormError message={error} />
      <div role="status">
        {done && <p className="alert alert--success">Account created successfully! Please check your email to confirm your account.</p>}
      </div>
      <FormField id="signup-name" label="Full Name" name="name" autoComplete="name" required maxLength={100} />
      <FormField id="signup-email" label="Email" name="email" type="email" autoComplete="email" required />
      <FormField
        id="signup-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        hint={`At least ${MIN_PASSWORD} characters.`}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating Account...' : 'Sign Up'}
      </button>
    </form>
  );
}
