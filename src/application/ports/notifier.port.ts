type ToastKind = 'success' | 'error' | 'warning';

/**
 * A short message for the user, shown as a toast at top centre (docs/product-rules.md#toasts). `code` is a
 * message code that the UI translates (view-models never build user-facing text).
 */
export interface Toast {
  readonly kind: ToastKind;
  readonly code: string;
}

export interface Notifier {
  notify(toast: Toast): void;
}
