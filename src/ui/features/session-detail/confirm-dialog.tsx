import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** A modal confirmation on the native <dialog> (focus trap, Escape and inert page for free). */
export function ConfirmDialog({ open, title, body, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
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
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      <div className="confirm-dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- in a modal <dialog>, autofocus picks the control that
            showModal() focuses (HTML dialog focusing steps): Cancel, the safe choice. No page-load focus jump. */}
        <button type="button" className="button button--light" onClick={onCancel} disabled={busy} autoFocus>
          {t`Cancel`}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
