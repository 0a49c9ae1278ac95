import { useLingui } from '@lingui/react/macro';
import { messageForCode, type MessageCode } from '../../messages/message-for-code';

/** A step's error message (docs/product-rules.md#messages), in a live region that is always present. */
export function FormAlert({ code }: { code: MessageCode | null }) {
  const { i18n } = useLingui();
  return (
    <div className="ig-alert-slot" role="alert">
      {code !== null && <p className="ig-alert">{i18n._(messageForCode(code))}</p>}
    </div>
  );
}
