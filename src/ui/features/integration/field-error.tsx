import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { EmailCode, PasswordCode } from '../../../domain/validation/credentials-validation';

/** The form's rule codes (SPEC §5: email required and valid; password required, 8 to 50 characters). */
const FIELD_MESSAGES: Record<EmailCode | PasswordCode, MessageDescriptor> = {
  EMAIL_REQUIRED: msg`Email is required.`,
  EMAIL_INVALID: msg`Please enter a valid email address.`,
  PASSWORD_REQUIRED: msg`Password is required.`,
  PASSWORD_LENGTH_INVALID: msg`Password must be between 8 and 50 characters.`,
};

/** A field's error text; the region is always there so screen readers hear it appear. */
export function FieldError({ id, code }: { id: string; code: EmailCode | PasswordCode | null }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="ig-field-error" aria-live="polite">
      {code !== null ? i18n._(FIELD_MESSAGES[code]) : null}
    </p>
  );
}
