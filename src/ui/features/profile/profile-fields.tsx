import { useId, type ReactNode } from 'react';

interface FieldBase {
  readonly label: string;
  readonly error: string | null;
  readonly hint?: string;
  readonly required?: boolean;
  readonly className?: string;
}

interface TextFieldProps extends FieldBase {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  readonly maxLength?: number;
}

/** Ids of a field's hint and error, for aria-describedby. */
function describedBy(id: string, hint: string | undefined, error: FieldErrors): string | undefined {
  return (
    [hint ? `${id}-hint` : null, errorList(error).length > 0 ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

/** Errors as a list: a group can have one per input. */
type FieldErrors = string | null | readonly string[];
const errorList = (error: FieldErrors): readonly string[] =>
  error === null ? [] : typeof error === 'string' ? [error] : error;

function FieldNotes({ id, hint, error }: { id: string; hint: string | undefined; error: FieldErrors }) {
  const errors = errorList(error);
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div id={`${id}-error`} className="field__errors">
          {errors.map((text) => (
            <p key={text} className="field__error">
              {text}
            </p>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** A labelled input of the profile's forms, its hint and error tied to it. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  return (
    <div className={[props.error ? 'field field--invalid' : 'field', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-required={props.required ? true : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly autoComplete?: string;
}

export function SelectField(props: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[props.error ? 'field field--invalid' : 'field', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** Several inputs that make one answer (date of birth, phone, height in ft and in): one legend, one error. */
export function FieldGroup({
  legend,
  error,
  hint,
  children,
  className,
}: {
  legend: string;
  error: FieldErrors;
  hint?: string;
  children: (describedById: string | undefined, invalid: boolean) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const invalid = errorList(error).length > 0;
  return (
    <fieldset className={['field-group', invalid ? 'field-group--invalid' : null, className].filter(Boolean).join(' ')}>
      <legend>{legend}</legend>
      <div className="field-group__inputs">{children(describedBy(id, hint, error), invalid)}</div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** An input inside a FieldGroup: its own small label, the group's notes. */
export function GroupInput(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'decimal' | 'tel';
  readonly maxLength?: number;
  readonly className?: string;
  readonly suffix?: string;
}) {
  const id = useId();
  return (
    <div className={['field-group__item', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{props.label}</label>
      <div className="field-group__control">
        <input
          id={id}
          type="text"
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {props.suffix ? (
          <span className="field-group__suffix" aria-hidden="true">
            {props.suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A select inside a FieldGroup. */
export function GroupSelect(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly autoComplete?: string;
  readonly className?: string;
}) {
  const id = useId();
  return (
    <div className={['field-group__item', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
