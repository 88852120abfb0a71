import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A line under the input, announced with it (aria-describedby). */
  hint?: string;
  /** The field's inline message, as the quiz's contact form shows them: under the input and announced with it. */
  error?: string;
}

/** A labelled input of the admin forms, with an optional hint and inline error. */
export function FormField({ id, label, hint, error, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined} />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's error, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="alert alert--error" role="alert">
      {message}
    </p>
  ) : null;
}
