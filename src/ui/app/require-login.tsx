import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { APP_TOKENS } from '../../application/app-tokens';
import { useService } from './service-context';
import { SidebarLayout } from './sidebar-layout';

/** SPEC §2: a login-required route without a session goes to /login?redirectTo=<full path>. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const session = useService(APP_TOKENS.AuthSession);
  if (!session.isLoggedIn) {
    const { pathname, search, hash } = window.location;
    return <Redirect to={`/login?redirectTo=${encodeURIComponent(pathname + search + hash)}`} replace />;
  }
  return <SidebarLayout>{children}</SidebarLayout>;
});
