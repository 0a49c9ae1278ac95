type ToastKind = 'success' | 'error' | 'warning';

/**
 * A short message for the user, shown as a toast at top centre (docs/product-rules.md#toasts). `code` is a
 * message code that the UI translates (view-models never build user-facing text).
 */
export interface Toast {
  readonly kind: ToastKind;
  readonly code: string;
  /** Values the code's message names, such as a child's first name ("Now showing {name}"): data, never text. */
  readonly values?: Readonly<Record<string, string>>;
}

export interface Notifier {
  notify(toast: Toast): void;
}
