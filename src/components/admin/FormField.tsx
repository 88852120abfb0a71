import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A line under the input, announced with it (aria-describedby). */
  hint?: string;
}

/** A labelled input of the admin forms, with an optional hint. */
export function FormField({ id, label, hint, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-describedby={hintId} />
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
