import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import { BackLink } from './back-link';
import { copyText } from '../../components/copy-text';
import { CountdownAnnouncer } from './countdown-announcer';
import { FormAlert } from './form-alert';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Step 3: the one-time code, the child it is for (a parent's pick), its copy button and countdown
 * (docs/product-rules.md#integration-screen, docs/product-rules.md#integration-login).
 */
export const AccessCodeScreen = observer(function AccessCodeScreen({ viewModel }: { viewModel: IntegrationViewModel }) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const { code, expired, secondsLeft } = viewModel.accessCode;
  const child = viewModel.codeFor;
  const childName = child === null ? '' : `${child.firstName} ${child.lastName}`;

  // A new code (or its expiry) starts with a fresh copy button.
  useEffect(() => setCopyState('idle'), [code]);

  const onCopy = async () => {
    if (code === null) return;
    setCopyState((await copyText(code, inputRef.current)) ? 'copied' : 'failed');
  };

  const backLabel = viewModel.backTarget === 'picker' ? t`Back to player selection` : t`Back to sign-in`;

  return (
    <section className="ig-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="ig-title" tabIndex={-1} data-autofocus>
        <Trans>Your access code</Trans>
      </h1>
      {child === null ? null : (
        <p className="ig-code-for">
          <Trans>
            For <strong>{childName}</strong>: the partner app will show this player’s data.
          </Trans>
        </p>
      )}
      <p className="ig-note">
        <Trans>Enter this code in your partner app. It can be used once and expires after 60 seconds.</Trans>
      </p>
      <div className="ig-field">
        <label htmlFor={`${id}-code`}>
          <Trans>Access code</Trans>
        </label>
        <div className="ig-code-row">
          <input
            ref={inputRef}
            id={`${id}-code`}
            className="ig-code"
            type="text"
            readOnly
            value={code ?? ''}
            aria-describedby={`${id}-countdown`}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button className="ig-button ig-copy" type="button" onClick={() => void onCopy()} disabled={code === null}>
            {copyState === 'copied' ? t`Copied` : t`Copy`}
          </button>
        </div>
        <p className="ig-copy-status" aria-live="polite">
          {copyState === 'copied' && <Trans>Code copied to the clipboard.</Trans>}
          {copyState === 'failed' && <Trans>Could not copy. Select the code and copy it yourself.</Trans>}
        </p>
      </div>
      {!expired && (
        <p id={`${id}-countdown`} className="ig-countdown" role="timer" aria-atomic="true">
          <Plural value={secondsLeft} one="Expires in # second" other="Expires in # seconds" />
        </p>
      )}
      <CountdownAnnouncer secondsLeft={secondsLeft} expired={expired} />
      <FormAlert code={viewModel.codeError} />
      <BackLink onBack={() => viewModel.back()}>{backLabel}</BackLink>
    </section>
  );
});
