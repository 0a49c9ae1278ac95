import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  /** The dialog's class; its button row is `${className}__actions`. */
  readonly className: string;
  readonly title: string;
  readonly body: string;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  /** While the choice runs: both buttons wait. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  /** The cancel button and Escape. */
  readonly onCancel: () => void;
  /** Shown between the body and the buttons (a failed choice's reason). */
  readonly children?: ReactNode;
}

/**
 * A modal choice on the native <dialog>: showModal() gives the focus trap, the inert page and
 * Escape, which is the cancel choice. The page's state opens and closes it (`open`).
 */
export function ModalDialog({
  open,
  className,
  title,
  body,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      {children}
      <div className={`${className}__actions`}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- in a modal <dialog>, autofocus picks the control that
            showModal() focuses (HTML dialog focusing steps): Cancel (or Decline), the safe choice. No page-load focus jump. */}
        <button type="button" className="button button--light" onClick={() => onCancel()} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={() => onConfirm()} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
