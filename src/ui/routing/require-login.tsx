import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { lazyChunk } from './lazy-chunk';
import { FeatureGate, useService } from '../app/service-context';
import { PageLoading } from '../components/page-loading';

/** The signed-in layout loads after the login page's code: /login stays small. */
const sidebarLayoutChunk = lazyChunk(async () => (await import('../shell/sidebar-layout')).SidebarLayout);

/** docs/product-rules.md#routing-rules: a login-required route without a session goes to /login?redirectTo=<full path>. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const session = useService(APP_TOKENS.AuthSession);
  const [SidebarLayout] = useState(sidebarLayoutChunk);
  if (!session.isLoggedIn) {
    const { pathname, search, hash } = window.location;
    return <Redirect to={`/login?redirectTo=${encodeURIComponent(pathname + search + hash)}`} replace />;
  }
  return (
    <FeatureGate feature="shell" fallback={<PageLoading />}>
      <SidebarLayout>{children}</SidebarLayout>
    </FeatureGate>
  );
});
