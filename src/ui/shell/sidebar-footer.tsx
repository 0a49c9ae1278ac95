import { Trans } from '@lingui/react/macro';
import type { Locale } from '../../domain/account/user';
import { APP_TOKENS } from '../../application/app.tokens';
import { useService } from '../app/service-context';
import { externalLinks } from './external-links';

/** App store links, copyright and the three policies with the locale in the URL (docs/product-rules.md#sidebar-layout). */
export function SidebarFooter({ locale }: { locale: Locale }) {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric' }).format(useService(APP_TOKENS.Clock).now());
  return (
    <footer className="sidebar-footer">
      <div className="store-links">
        <a href={externalLinks.appStore} target="_blank" rel="noopener noreferrer">
          <Trans>App Store</Trans>
        </a>
        <a href={externalLinks.googlePlay} target="_blank" rel="noopener noreferrer">
          <Trans>Google Play</Trans>
        </a>
      </div>
      <ul className="policy-links">
        <li>
          <a href={externalLinks.terms(locale)} target="_blank" rel="noopener noreferrer">
            <Trans>Terms</Trans>
          </a>
        </li>
        <li>
          <a href={externalLinks.privacy(locale)} target="_blank" rel="noopener noreferrer">
            <Trans>General Privacy Policy</Trans>
          </a>
        </li>
        <li>
          <a href={externalLinks.coppa(locale)} target="_blank" rel="noopener noreferrer">
            <Trans>COPPA Policy</Trans>
          </a>
        </li>
      </ul>
      <p className="copyright">
        <Trans>© {year} Pulseboard</Trans>
      </p>
    </footer>
  );
}
