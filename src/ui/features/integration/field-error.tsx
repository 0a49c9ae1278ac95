import { useLingui } from '@lingui/react/macro';
import { messageForCode, type MessageCode } from '../../messages/message-for-code';

/** A field's error text; the region is always there so screen readers hear it appear. */
export function FieldError({ id, code }: { id: string; code: MessageCode | null }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="ig-field-error" aria-live="polite">
      {code !== null ? i18n._(messageForCode(code)) : null}
    </p>
  );
}
