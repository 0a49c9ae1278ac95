import { useId, useLayoutEffect, useRef } from 'react';

interface FormFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly type?: 'text' | 'email' | 'password' | 'number' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  readonly hint?: string;
  /** Takes the focus when it first appears: the login form taking over the field a visitor was in. */
  readonly takesFocus?: boolean;
  /** The input's id, when it must be known in advance (index.html's login card); by default one of React's. */
  readonly id?: string;
}

/** A labelled input whose error is tied to it for assistive technology. */
export function FormField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  takesFocus = false,
  id: givenId,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  // Before the next paint, in the commit that shows the field: no key typed meanwhile lands elsewhere.
  useLayoutEffect(() => {
    if (takesFocus) input.current?.focus();
  }, [takesFocus]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        ref={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
