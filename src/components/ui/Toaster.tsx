import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';

/** Toast stack; polite for news, assertive for errors. */
export function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className="toaster">
      <div aria-live="polite" role="status">
        {toasts
          .filter((t) => t.variant === 'default')
          .map((t) => (
            <ToastItem key={t.id} {...t} />
          ))}
      </div>
      <div aria-live="assertive" role="alert">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastItem key={t.id} {...t} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ id, title, description, variant }: { id: number; title: string; description?: string; variant: string }) {
  return (
    <div className={`toast toast--${variant}`} data-testid="toast">
      <div>
        <p className="toast__title">{title}</p>
        {description && <p className="toast__description">{description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(id)}>
        ×
      </button>
    </div>
  );
}
