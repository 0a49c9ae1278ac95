import { useLingui } from '@lingui/react';
import { faultMessages } from '../messages/fault-messages';
import { messageForCode } from '../messages/message-for-code';
import { Logo } from './logo';
import { usePageTitle } from './page-title';
import './fault-state.css';

interface FaultStateProps {
  /** A chunk that did not arrive: Reload is offered too (a new deployment may have removed it). */
  readonly chunkFailed: boolean;
  readonly onRetry: () => void;
  readonly onReload: () => void;
  /** A page's fault sits in the page's place; the shell's takes the whole window. */
  readonly scope: 'page' | 'shell';
}

/**
 * What an error boundary shows: the message, Try again and, for a missing chunk, Reload; announced
 * as an alert. The tab says something went wrong while it shows.
 */
export function FaultState({ chunkFailed, onRetry, onReload, scope }: FaultStateProps) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(faultMessages.title));
  const card = (
    <div className={scope === 'page' ? 'card fault' : 'auth-card fault'} role="alert">
      <p className="fault__message">{i18n._(messageForCode('TRY_AGAIN_LATER'))}</p>
      {chunkFailed ? <p className="fault__hint">{i18n._(faultMessages.chunkFailed)}</p> : null}
      <div className="fault__actions">
        <button type="button" className="button button--primary" onClick={() => onRetry()}>
          {i18n._(faultMessages.tryAgain)}
        </button>
        {chunkFailed ? (
          <button type="button" className="button button--light" onClick={() => onReload()}>
            {i18n._(faultMessages.reload)}
          </button>
        ) : null}
      </div>
    </div>
  );
  if (scope === 'page') return card;
  return (
    <div className="public">
      <header className="public__bar">
        <Logo />
      </header>
      <main id="main" className="public__main">
        {card}
      </main>
    </div>
  );
}
