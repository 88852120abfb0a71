import { useState, type FormEvent } from 'react';
import { authClient, signInMessage } from '../../lib/auth-client.ts';
import { FormError, FormField } from './FormField.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    const email = String(form.get('email')).trim();
    const { error: failure } = await authClient().signIn.email({
      email,
      password: String(form.get('password')),
    });
    setBusy(false);
    if (failure) setError(signInMessage(failure, email));
    else onSignedIn();
  }

  return (
    <form className="form" onSubmit={submit} aria-busy={busy}>
      <FormError message={error} />
      <FormField id="signin-email" label="Email" name="email" type="email" autoComplete="email" required />
      <FormField id="signin-password" label="Password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
