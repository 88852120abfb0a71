import './live-messages.css';

/**
 * A dialog's status line and error line. Always in the page, empty or not: screen readers announce live regions
 * that change, not ones that appear.
 */
export function LiveMessages({ status, error }: { status: string; error: string }) {
  return (
    <div className="live-messages">
      <p role="status">{status}</p>
      <p role="alert" className="live-messages__error">
        {error}
      </p>
    </div>
  );
}
