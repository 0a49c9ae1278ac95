import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useRuntimeLingui } from '@lingui/react';
import { APP_TOKENS } from '../../application/app.tokens';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { RecordingsAtLogoutDialog, useAskBeforeLogout } from '../features/live-recording/recordings-at-logout-dialog';
import { PLAYBOOK_TOPICS } from '../features/playbook/playbook-topics';
import { playbookMenuLabels } from './playbook-menu';
import { useService } from '../app/service-context';
import { useChildPick } from './acting-child';
import { avatarSource } from './avatar-source';
import { externalLinks } from './external-links';
import { SidebarFooter } from './sidebar-footer';
import { sidebarShownAsDrawer } from './sidebar-drawer';

function NavItem({ href, children, exact = false }: { href: string; children: React.ReactNode; exact?: boolean }) {
  const [location] = useLocation();
  const active = exact ? location === href : location === href || location.startsWith(`${href}/`);
  return (
    <li>
      <Link
        href={href}
        className={active ? 'nav__link nav__link--active' : 'nav__link'}
        aria-current={active ? 'page' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

/** A parent's child picker; on a screen where the sidebar is a drawer, a pick closes it, so the child's page shows. */
const ChildPicker = observer(function ChildPicker() {
  const session = useService(APP_TOKENS.AuthSession);
  const sidebar = useService(SHELL_TOKENS.SidebarViewModel);
  const childPick = useChildPick(() => sidebar.navigated(sidebarShownAsDrawer()));
  const { t } = useLingui();
  if (!session.isParent) return null;
  return (
    <div className="child-picker">
      <label htmlFor="child-picker">{t`Acting for`}</label>
      <select id="child-picker" value={childPick.shown} onChange={(event) => childPick.pick(event.target.value)}>
        {session.children.map((child) => (
          <option key={child.playerId} value={child.playerId}>
            {child.firstName} {child.lastName}
          </option>
        ))}
      </select>
    </div>
  );
});

const ProfileLink = observer(function ProfileLink() {
  const session = useService(APP_TOKENS.AuthSession);
  const user = session.user;
  if (!user) return null;
  return (
    <Link href="/profile" className="profile-link">
      <img className="avatar" src={avatarSource(user.photo)} alt="" width={40} height={40} />
      <span className="profile-link__name">
        {user.firstName} {user.lastName}
      </span>
    </Link>
  );
});

/** The sidebar (docs/product-rules.md#sidebar-layout): profile, log out, child picker, menu, footer. */
export const Sidebar = observer(function Sidebar() {
  const session = useService(APP_TOKENS.AuthSession);
  const locale = useService(APP_TOKENS.LocaleStore).locale;
  const [location, navigate] = useLocation();
  const inPlaybook = location.startsWith('/playbook');
  const [playbookOpen, setPlaybookOpen] = useState(inPlaybook);
  // The sidebar stays mounted from page to page: arriving on a playbook page opens its group.
  const [wasInPlaybook, setWasInPlaybook] = useState(inPlaybook);
  if (inPlaybook !== wasInPlaybook) {
    setWasInPlaybook(inPlaybook);
    if (inPlaybook) setPlaybookOpen(true);
  }
  const { t } = useLingui();
  const { i18n } = useRuntimeLingui();
  const askBeforeLogout = useAskBeforeLogout();
  return (
    <div className="sidebar__inner">
      <ProfileLink />
      <ChildPicker />
      <nav aria-label={t`Main menu`}>
        <ul className="nav">
          <NavItem href="/dashboard">
            <Trans>Dashboard</Trans>
          </NavItem>
          <NavItem href="/calendar">
            <Trans>Calendar</Trans>
          </NavItem>
          <NavItem href="/session-history">
            <Trans>Session History</Trans>
          </NavItem>
          <NavItem href="/leaderboard">
            <Trans>Leaderboard</Trans>
          </NavItem>
          <NavItem href="/records">
            <Trans>Records</Trans>
          </NavItem>
          <NavItem href="/analyse">
            <Trans>Analyse a file</Trans>
          </NavItem>
          <NavItem href="/live">
            <Trans>Record live</Trans>
          </NavItem>
          <li>
            <button
              type="button"
              className="nav__link nav__group"
              aria-expanded={playbookOpen}
              aria-controls="playbook-menu"
              onClick={() => setPlaybookOpen(!playbookOpen)}
            >
              <Trans>Playbook</Trans>
              <span aria-hidden="true" className="nav__chevron">
                {playbookOpen ? '▾' : '▸'}
              </span>
            </button>
            <ul id="playbook-menu" className="nav nav--sub" hidden={!playbookOpen}>
              {PLAYBOOK_TOPICS.map((topic) => (
                <NavItem key={topic} href={`/playbook/${topic}`} exact>
                  {i18n._(playbookMenuLabels[topic])}
                </NavItem>
              ))}
            </ul>
          </li>
          <li>
            <a className="nav__link" href={externalLinks.education(locale)} target="_blank" rel="noopener noreferrer">
              <Trans>Education</Trans>
              <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
          <NavItem href="/shop">
            <Trans>Shop</Trans>
          </NavItem>
        </ul>
      </nav>
      <button
        type="button"
        className="button button--ghost logout"
        onClick={() =>
          askBeforeLogout(() => {
            session.logout();
            navigate('/login', { replace: true });
          })
        }
      >
        <Trans>Log out</Trans>
      </button>
      <RecordingsAtLogoutDialog />
      <SidebarFooter locale={locale} />
    </div>
  );
});
