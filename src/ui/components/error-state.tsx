import { useLingui } from '@lingui/react/macro';
import { messageForCode, type MessageCode } from '../messages/message-for-code';

interface ErrorStateProps {
  /** What failed: its message comes from messageForCode. */
  readonly code: MessageCode;
  readonly onRetry: () => void;
  /** The box's classes: a page's body is a card (the default); a part of a card passes its own. */
  readonly className?: string;
  /** The Retry button: primary where the error is all the page shows, light inside a card or a control. */
  readonly tone?: 'primary' | 'light';
}

/** A failed call: its message and a Retry button, announced as an alert. */
export function ErrorState({ code, onRetry, className = 'card', tone = 'primary' }: ErrorStateProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={className} role="alert">
      <p>{i18n._(messageForCode(code))}</p>
      <button type="button" className={`button button--${tone}`} onClick={() => onRetry()}>
        {t`Try again`}
      </button>
    </div>
  );
}
