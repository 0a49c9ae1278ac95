import { observer } from 'mobx-react-lite';
import { Suspense, lazy, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { APP_TOKENS } from '../../application/app-tokens';
import { FeatureGate, useService } from './service-context';
import { PageLoading } from '../components/page-loading';

/** The signed-in layout loads after the login page's code: /login stays small. */
const SidebarLayout = lazy(async () => ({ default: (await import('./sidebar-layout')).SidebarLayout }));

/** docs/product-rules.md#routing-rules: a login-required route without a session goes to /login?redirectTo=<full path>. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const session = useService(APP_TOKENS.AuthSession);
  if (!session.isLoggedIn) {
    const { pathname, search, hash } = window.location;
    return <Redirect to={`/login?redirectTo=${encodeURIComponent(pathname + search + hash)}`} replace />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <FeatureGate feature="shell">
        <SidebarLayout>{children}</SidebarLayout>
      </FeatureGate>
    </Suspense>
  );
});
