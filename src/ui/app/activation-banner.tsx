import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { useService } from './service-context';

/** The activation banner (docs/product-rules.md#activation-banner) for NOT_VERIFIED accounts; it reopens on each route change. */
export const ActivationBanner = observer(function ActivationBanner() {
  const banner = useService(SHELL_TOKENS.ActivationBannerViewModel);
  const [location] = useLocation();
  const { t } = useLingui();
  useEffect(() => banner.routeChanged(), [banner, location]);
  if (!banner.visible) return null;
  const seconds = banner.secondsLeft;
  return (
    <div className="banner" role="region" aria-label={t`Account activation`}>
      <p className="banner__text">
        <Trans>Your account is not yet activated. You need to confirm your email address.</Trans>
      </p>
      <div className="banner__actions">
        <button type="button" className="button button--light" disabled={!banner.canResend} onClick={() => void banner.resend()}>
          {seconds > 0 ? <Plural value={seconds} one="Please wait # second" other="Please wait # seconds" /> : <Trans>Resend Activation Email</Trans>}
        </button>
        <button type="button" className="banner__close" aria-label={t`Close`} onClick={() => banner.close()}>
          ×
        </button>
      </div>
    </div>
  );
});
