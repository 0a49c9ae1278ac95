import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './after-next-paint';
import './modal.css';

interface ModalProps {
  readonly open: boolean;
  /** The dialog's own class, beside the shared `modal`. */
  readonly className: string;
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** Escape: the dialog's cancel event, as a modal dialog of the browser's fires it. */
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** The dialog element, for a caller that moves the focus within it. */
  readonly dialogRef?: RefObject<HTMLDialogElement | null>;
  readonly children: ReactNode;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
/** What a modal adds to the body (its scrim and its dialog), which the page behind it is not. */
const MODAL_PART = '.modal, .modal-scrim';

/** The page behind the modals: the body's elements but the modals' own. */
const pageBehind = (): Element[] => [...document.body.children].filter((element) => !element.matches(MODAL_PART));

/**
 * Opens and closes `dialog` as a modal one (docs/architecture.md#interactions-on-a-slow-phone). In the tap, the
 * dialog shows over a scrim that takes the page's taps, with the focus on its first choice. The page behind turns
 * inert after that frame's paint: inertness restyles every element of the page (in Chromium), the most of a
 * modal's tap on a slow phone, so it waits for the paint. Closing hides the dialog in the tap; the page takes taps
 * and the focus returns to what had it after the paint. Escape is the dialog's cancel event.
 */
function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || !open) return undefined;
    const opener = document.activeElement;
    dialog.show();
    if (!dialog.contains(document.activeElement))
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    };
    document.addEventListener('keydown', onKey);
    const page = pageBehind();
    const cancelInert = afterNextPaint(() => {
      for (const element of page) element.setAttribute('inert', '');
    });
    return () => {
      cancelInert();
      document.removeEventListener('keydown', onKey);
      dialog.close();
      afterNextPaint(() => {
        // Another modal opened since keeps the page inert until it closes.
        if (document.querySelector('dialog.modal[open]') !== null) return;
        for (const element of page) element.removeAttribute('inert');
        // The focus goes back to what opened the dialog, unless the page has put it elsewhere since.
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body || dialog.contains(focused);
        if (lost && opener instanceof HTMLElement && opener.isConnected && !dialog.contains(opener)) opener.focus();
      });
    };
  }, [ref, open]);
}

/**
 * A modal dialog on the native <dialog>, drawn over the page from the body: a scrim behind it, the page inert, the
 * focus kept within it, Escape its cancel. The page's state opens and closes it (`open`).
 */
export function Modal({ open, className, labelledBy, describedBy, onCancel, dialogRef, children }: ModalProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  useModalDialog(ref, open);
  return createPortal(
    <>
      {open ? <div className="modal-scrim" /> : null}
      <dialog
        ref={ref}
        className={`modal ${className}`}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onCancel={(event) => {
          event.preventDefault();
          onCancel(event);
        }}
      >
        {children}
      </dialog>
    </>,
    document.body,
  );
}
