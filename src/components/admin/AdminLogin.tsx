import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $adminAuth, checkAdmin } from '../../stores/admin-session.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { AccessDenied } from './AccessDenied.tsx';
import { AuthTabs } from './AuthTabs.tsx';

/** /admin: loading, then the sign-in/sign-up tabs, 'Access Denied', or on to the dashboard. */
export default function AdminLogin() {
  const state = useStore($adminAuth);

  useEffect(() => {
    void checkAdmin();
  }, []);
  useEffect(() => {
    if (state === 'admin') window.location.assign('/admin/dashboard');
  }, [state]);

  return (
    <div className="admin-login" data-state={state}>
      {state === 'signed-out' && <AuthTabs onSignedIn={checkAdmin} />}
      {state === 'not-admin' && <AccessDenied />}
      {(state === 'loading' || state === 'admin') && (
        <p className="admin-loading">
          <Spinner label="Loading" /> {state === 'admin' ? 'Opening the dashboard…' : 'Checking your session…'}
        </p>
      )}
    </div>
  );
}
