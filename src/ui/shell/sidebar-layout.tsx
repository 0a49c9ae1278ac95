import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { Logo } from '../components/logo';
import { ActingChildProvider } from './acting-child';
import { ActivationBanner } from '../notices/activation-banner';
import { AccountLanguagePicker } from './language-picker';
import { OfflineNote } from '../notices/offline-note';
import { useService } from '../app/service-context';
import { Sidebar } from './sidebar';
import { sidebarShownAsDrawer } from './sidebar-drawer';
import { TopbarPlayer } from './topbar-player';
import { NavigationPendingBar } from './navigation-pending-bar';

/** The event other parts of the page listen to once a sidebar toggle has settled (docs/product-rules.md#sidebar-layout). */
export const SIDEBAR_TOGGLED_EVENT = 'pulseboard:sidebar-toggled';

/** The login-required layout: top bar with the hamburger, the sidebar and the page. */
export const SidebarLayout = observer(function SidebarLayout({ children }: { children: ReactNode }) {
  const sidebar = useService(SHELL_TOKENS.SidebarViewModel);
  const analytics = useService(APP_TOKENS.Analytics);
  const [location] = useLocation();
  const { t } = useLingui();

  useEffect(() => sidebar.navigated(sidebarShownAsDrawer()), [sidebar, location]);
  useEffect(() => {
    const subscription = sidebar.toggleNotifications$.subscribe((expanded) => {
      analytics.track({ name: 'sidebar_toggled', expanded });
      window.dispatchEvent(new CustomEvent(SIDEBAR_TOGGLED_EVENT, { detail: { expanded } }));
      window.dispatchEvent(new Event('resize'));
    });
    return () => subscription.unsubscribe();
  }, [sidebar, analytics]);

  return (
    <div className={sidebar.expanded ? 'shell shell--expanded' : 'shell'}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="hamburger"
          aria-expanded={sidebar.expanded}
          aria-controls="sidebar"
          aria-label={sidebar.expanded ? t`Close menu` : t`Open menu`}
          onClick={() => sidebar.toggle()}
        >
          <span aria-hidden="true" />
        </button>
        <span className="topbar__brand">
          <Logo className="topbar__logo" />
        </span>
        <TopbarPlayer onPicked={() => sidebar.navigated(sidebarShownAsDrawer())} />
        <AccountLanguagePicker />
      </header>
      <aside id="sidebar" className="sidebar" aria-label={t`Sidebar`} hidden={!sidebar.expanded}>
        <Sidebar />
      </aside>
      {sidebar.expanded && !sidebar.wide ? (
        <div className="scrim" aria-hidden="true" onClick={() => sidebar.close()} />
      ) : null}
      <main id="main" className="main" tabIndex={-1}>
        <NavigationPendingBar />
        <ActivationBanner />
        <OfflineNote />
        <ActingChildProvider>{children}</ActingChildProvider>
      </main>
    </div>
  );
});
