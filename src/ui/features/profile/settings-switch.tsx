import { useId } from 'react';

interface SettingsSwitchProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly busy?: boolean;
  readonly hint?: string;
  /** A failed save's reason, shown under the switch and tied to it. */
  readonly error?: string | null;
}

/** An on/off setting saved on change: a checkbox with the switch role, its label, hint and error. */
export function SettingsSwitch({ label, checked, onChange, busy = false, hint, error = null }: SettingsSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="settings-switch">
      <div className="settings-switch__row">
        <label htmlFor={id} className="settings-switch__label">
          {label}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="settings-switch__control"
          checked={checked}
          aria-describedby={describedBy}
          aria-busy={busy || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="settings-switch__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
