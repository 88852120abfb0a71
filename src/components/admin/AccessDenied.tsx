import { signOut } from '../../stores/admin-session.ts';

/** A signed-in account without the admin role. */
export function AccessDenied() {
  return (
    <section className="card admin-card" aria-labelledby="denied-title">
      <h1 id="denied-title">Access Denied</h1>
      <p>Your account does not have access to the admin area. If you need it, ask an administrator to grant it.</p>
      <div className="admin-actions">
        <a className="button button--primary" href="/">
          Return to Homepage
        </a>
        <button type="button" className="button button--secondary" onClick={() => void signOut()}>
          Sign Out
        </button>
      </div>
    </section>
  );
}
