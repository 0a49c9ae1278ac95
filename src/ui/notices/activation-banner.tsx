import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { ResendWaitLabel, TooManyRequestsNotice } from '../components/resend-wait';
import { useService } from '../app/service-context';

/**
 * The activation banner (docs/product-rules.md#activation-banner) for NOT_VERIFIED accounts; it reopens on each route
 * change. Its wait is kept across reloads, and after the server's limit it says why it waits.
 */
export const ActivationBanner = observer(function ActivationBanner() {
  const banner = useService(SHELL_TOKENS.ActivationBannerViewModel);
  const [location] = useLocation();
  const { t } = useLingui();
  useEffect(() => banner.routeChanged(), [banner, location]);
  if (!banner.visible) return null;
  const seconds = banner.secondsLeft;
  return (
    <div className="banner" role="region" aria-label={t`Account activation`}>
      <div className="banner__body">
        <p className="banner__text">
          <Trans>Your account is not yet activated. You need to confirm your email address.</Trans>
        </p>
        {banner.tooManyRequests ? <TooManyRequestsNotice seconds={seconds} className="banner__limit" /> : null}
      </div>
      <div className="banner__actions">
        <button
          type="button"
          className="button button--light"
          disabled={!banner.canResend}
          onClick={() => void banner.resend()}
        >
          {seconds > 0 ? <ResendWaitLabel seconds={seconds} /> : <Trans>Resend Activation Email</Trans>}
        </button>
        <button type="button" className="banner__close" aria-label={t`Close`} onClick={() => banner.close()}>
          ×
        </button>
      </div>
    </div>
  );
});
