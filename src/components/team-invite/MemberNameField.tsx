import { useId, useRef, useState, type Ref } from 'react';
import { MEMBER_NAME_MAX } from '../../domain/team/types.ts';
import { useTypedBeforeHydration } from '../ui/typed-before-hydration.ts';

export interface MemberNameFieldProps {
  label: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Focused first when its dialog opens. */
  autoFocus?: boolean;
}

/** The name a person is shown to their team by (never their email), with its error tied to it. */
export function MemberNameField({ label, value, error, onChange, inputRef, autoFocus }: MemberNameFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={MEMBER_NAME_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-autofocus={autoFocus || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The field's state: `field` for MemberNameField, and `take()` for the form's submit. */
export function useMemberName() {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, setValue);
  const onChange = (next: string) => {
    setValue(next);
    if (next.trim()) setError('');
  };
  /** The name, trimmed; or null, after saying it is missing and moving focus to the field. */
  const take = (): string | null => {
    const name = value.trim();
    if (name) return name;
    setError('Please enter your name.');
    inputRef.current?.focus();
    return null;
  };
  return { field: { value, error, onChange, inputRef }, take };
}
