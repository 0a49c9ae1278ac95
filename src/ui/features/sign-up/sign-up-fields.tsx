import { observer } from 'mobx-react-lite';
import { useId, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PHONE_COUNTRY_CODES } from '../../../application/sign-up/phone-country-codes';
import type {
  PhoneCodeField,
  SignUpConsentField,
  SignUpFormModel,
  SignUpTextField,
} from '../../../application/sign-up/sign-up-form.model';
import type { SignUpField } from '../../../domain/validation/sign-up-validation';
import { FormField } from '../../components/form-field';
import { formattingLocales } from '../../formats/formatting-locales';
import { signUpFieldMessage } from './sign-up-messages';
import { dateTimeFormat } from '../../formats/date-time-format';

/** A field's translated error, or null. */
function useFieldError(form: SignUpFormModel, field: SignUpField): string | null {
  const { i18n } = useLingui();
  const code = form.errorOf(field);
  return code === null ? null : i18n._(signUpFieldMessage(field, code));
}

interface TextProps {
  readonly form: SignUpFormModel;
  readonly field: Exclude<SignUpTextField, 'phoneNumber' | 'parentPhoneNumber'>;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly inputMode?: 'decimal' | 'email';
  readonly hint?: string;
}

export const SignUpText = observer(function SignUpText({
  form,
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
}: TextProps) {
  return (
    <FormField
      label={label}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      hint={hint}
      value={form.values[field]}
      onChange={(value) => form.setText(field, value)}
      error={useFieldError(form, field)}
    />
  );
});

interface PhoneProps {
  readonly form: SignUpFormModel;
  readonly field: 'phoneNumber' | 'parentPhoneNumber';
  readonly codeField: PhoneCodeField;
  readonly label: string;
  readonly hint?: string;
}

/** A calling code picker and the number (digits only) under one label. */
export const SignUpPhone = observer(function SignUpPhone({ form, field, codeField, label, hint }: PhoneProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const error = useFieldError(form, field);
  const locales = formattingLocales(i18n);
  const regionNames = useMemo(() => new Intl.DisplayNames(locales, { type: 'region' }), [locales]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="phone-field">
        <select
          className="phone-field__code"
          aria-label={t`Country code`}
          value={form[codeField]}
          onChange={(event) => form.setPhoneCode(codeField, event.target.value)}
        >
          {PHONE_COUNTRY_CODES.map(({ code, regions }) => (
            <option key={code} value={code}>
              {`${code} ${regions.map((region) => regionNames.of(region) ?? region).join(' / ')}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete={field === 'phoneNumber' ? 'tel-national' : 'off'}
          value={form.values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.setText(field, event.target.value)}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Year, month and day of birth (docs/product-rules.md#sign-up-fields), one error for the three. */
export const SignUpBirthDate = observer(function SignUpBirthDate({
  form,
  legend,
}: {
  form: SignUpFormModel;
  legend: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const error = useFieldError(form, 'birthDate');
  const locales = formattingLocales(i18n);
  const months = useMemo(() => {
    const format = dateTimeFormat(locales, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2001, index, 1)));
  }, [locales]);
  const { year, month, day } = form.values.birthDate;
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className={error ? 'field birth-date field--invalid' : 'field birth-date'}>
      <legend>{legend}</legend>
      <div className="birth-date__parts">
        <div className="birth-date__part">
          <label htmlFor={`${id}-year`}>{t`Year`}</label>
          <input
            id={`${id}-year`}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={year}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => form.setBirthDatePart('year', event.target.value)}
          />
        </div>
        <div className="birth-date__part">
          <label htmlFor={`${id}-month`}>{t`Month`}</label>
          <select
            id={`${id}-month`}
            autoComplete="bday-month"
            value={month}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => form.setBirthDatePart('month', event.target.value)}
          >
            <option value="">{t`Choose`}</option>
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="birth-date__part">
          <label htmlFor={`${id}-day`}>{t`Day`}</label>
          <input
            id={`${id}-day`}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={day}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => form.setBirthDatePart('day', event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});

/** A box to tick; its label may hold a link to the policy it accepts. */
export const SignUpConsent = observer(function SignUpConsent({
  form,
  field,
  children,
}: {
  form: SignUpFormModel;
  field: SignUpConsentField;
  children: ReactNode;
}) {
  const id = useId();
  const error = useFieldError(form, field);
  return (
    <div className={error ? 'consent consent--invalid' : 'consent'}>
      <input
        id={id}
        type="checkbox"
        checked={form.values[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.setConsent(field, event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p id={`${id}-error`} className="field__error consent__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
