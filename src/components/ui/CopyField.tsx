import { useId, useRef, type Ref } from 'react';
import './copy-field.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's words; give each field its own, so the buttons are told apart. */
  copyLabel: string;
  /** A line under the field, read with it. */
  note?: string;
  /** Announces the outcome in the dialog's live region. */
  onStatus: (message: string) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  autoFocus?: boolean;
  /** The copy button's weight: primary where copying is the point, secondary among other controls. */
  variant?: 'primary' | 'secondary';
}

/** A read-only link with its copy button; without a clipboard the link is selected for the visitor's own copy keys. */
export function CopyField({ label, value, copyLabel, note, onStatus, buttonRef, autoFocus, variant = 'primary' }: CopyFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onStatus('Copied');
    } catch {
      field.current?.select();
      onStatus('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field">
        <input
          id={id}
          ref={field}
          type="url"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={note ? `${id}-note` : undefined}
        />
        <button
          type="button"
          ref={buttonRef}
          className={`button button--${variant}`}
          onClick={() => void copy()}
          data-autofocus={autoFocus || undefined}
        >
          {copyLabel}
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className="field__note">
          {note}
        </p>
      )}
    </div>
  );
}
