import { useId, type ReactNode } from 'react';
import { Modal } from './modal';

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
 * A modal choice (Modal): the focus starts on Cancel, the safe choice, and Escape is Cancel too.
 * The page's state opens and closes it (`open`).
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
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal open={open} className={className} labelledBy={titleId} describedBy={bodyId} onCancel={() => onCancel()}>
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      {children}
      <div className={`modal__actions ${className}__actions`}>
        <button
          type="button"
          className="button button--light"
          onClick={() => onCancel()}
          disabled={busy}
          data-autofocus
        >
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={() => onConfirm()} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
