import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';
import { APP_TOKENS } from '../../application/app.tokens';
import type { ShownToast, ToastStore } from '../../application/shell/toast.store';
import { useService } from '../app/service-context';
import { toastMessage } from './toast-messages';
import { withValues } from '../messages/message-values';

/** One toast: it stays while the pointer is over it or the focus is in it (the store stops its time). */
const ToastItem = observer(function ToastItem({ toast, store }: { toast: ShownToast; store: ToastStore }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) store.release(toast.id, 'focus');
  };
  return (
    <div
      className={`toast toast--${toast.kind}`}
      onPointerEnter={() => store.hold(toast.id, 'pointer')}
      onPointerLeave={() => store.release(toast.id, 'pointer')}
      onFocus={() => store.hold(toast.id, 'focus')}
      onBlur={onBlur}
    >
      <span>{i18n._(withValues(toastMessage(toast.code), toast.values))}</span>
      <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => store.dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
});

/**
 * Toasts at top centre (docs/product-rules.md#toasts). The list is the one live region: a toast is
 * announced once, when it is added; the toasts already there are not read again when another
 * arrives, when one leaves, or when the page renders again (the region announces additions only).
 */
export const Toasts = observer(function Toasts() {
  const store = useService(APP_TOKENS.ToastStore);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions">
      {store.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </div>
  );
});
