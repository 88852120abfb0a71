import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const TABS = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This confirmation link has expired. Sign in to get a new one by email.',
  INVALID_TOKEN: 'This confirmation link is not valid. Sign in to get a new one by email.',
};

/** The spec's Sign In / Sign Up tabs (WAI-ARIA tabs: arrow keys move between them). */
export function AuthTabs({ onSignedIn }: { onSignedIn: () => void }) {
  const [tab, setTab] = useState<Tab>('sign-in');
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkError = new URLSearchParams(window.location.search).get('error');

  function onKeyDown(e: KeyboardEvent, index: number) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (index + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <section className="card admin-card">
      <h1>Admin</h1>
      {linkError && (
        <p className="alert alert--error" role="alert">
          {LINK_ERRORS[linkError] ?? 'This confirmation link did not work. Sign in to get a new one by email.'}
        </p>
      )}
      <div role="tablist" aria-label="Account" className="tabs">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => void (buttons.current[i] = el)}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-controls={`${base}-${t.id}-panel`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`} className="tabs__panel">
        {tab === 'sign-in' ? <SignInForm onSignedIn={onSignedIn} /> : <SignUpForm />}
      </div>
    </section>
  );
}
