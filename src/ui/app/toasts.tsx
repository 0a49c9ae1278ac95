import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import { useService } from './service-context';
import { toastMessage } from './toast-messages';

/** Toasts at top centre (docs/product-rules.md#toasts), announced politely; errors assertively. */
export const Toasts = observer(function Toasts() {
  const store = useService(APP_TOKENS.ToastStore);
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  return (
    <div className="toasts" aria-live="polite">
      {store.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{i18n._(toastMessage(toast.code))}</span>
          <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => store.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
