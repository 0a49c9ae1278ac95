import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useRuntimeLingui } from '@lingui/react';
import { APP_TOKENS } from '../../application/app-tokens';
import { safeRedirectTarget } from '../../domain/navigation/redirect-target';
import { LoginPage } from '../features/auth/login-page';
import { Breadcrumb } from '../components/breadcrumb';
import { ComingSoonPage } from '../components/coming-soon-page';
import { TokenLinkPage } from '../features/public-links/token-link-page';
import { PLAYBOOK_TOPICS, type PlaybookTopic } from '../features/playbook/playbook-topics';
import { LazyCalendarRoute, LazyPlaybookPage, LazyProfileRoute, LazySessionDetailRoute, LazyShopPage } from './lazy-pages';
import { playbookMenuLabels } from './playbook-menu';
import { PageLoading } from '../components/page-loading';
import { NotFoundRedirect } from './navigation-effects';
import { PublicLayout } from './public-layout';
import { RequireLogin } from './require-login';
import { FeatureGate, useService } from './service-context';

/** A signed-in user opening /login goes on (to a safe redirectTo, else the dashboard). */
const LoginRoute = observer(function LoginRoute() {
  const session = useService(APP_TOKENS.AuthSession);
  const search = useSearch();
  if (session.isLoggedIn) {
    return <Redirect to={safeRedirectTarget(new URLSearchParams(search).get('redirectTo'), window.location.origin)} replace />;
  }
  return (
    <PublicLayout>
      <LoginPage />
    </PublicLayout>
  );
});

function isPlaybookTopic(value: string | undefined): value is PlaybookTopic {
  return (PLAYBOOK_TOPICS as readonly (string | undefined)[]).includes(value);
}

/** Every route of SPEC §2. */
export function AppRoutes() {
  const { t } = useLingui();
  const { i18n } = useRuntimeLingui();
  const publicPage = (title: string) => (
    <PublicLayout>
      <TokenLinkPage title={title} />
    </PublicLayout>
  );
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/signup/:token">{publicPage(t`Player sign-up`)}</Route>
      <Route path="/email-confirmation/:token">{publicPage(t`Email confirmation`)}</Route>
      <Route path="/child-confirmation/:token">{publicPage(t`Child account confirmation`)}</Route>
      <Route path="/organization-invite/:token">{publicPage(t`Organisation invitation`)}</Route>
      <Route path="/forgotten-password">{publicPage(t`Forgotten password`)}</Route>
      <Route path="/subscriptions/:token">{publicPage(t`Unsubscribe`)}</Route>
      <Route path="/email-change/:token">{publicPage(t`Email change`)}</Route>
      <Route path="/reset-password/:token">{publicPage(t`Reset password`)}</Route>
      <Route path="/additional-email/:token">{publicPage(t`Additional email confirmation`)}</Route>

      <Route path="/dashboard/:param?">
        <RequireLogin>
          <ComingSoonPage title={t`Dashboard`} crumbs={[{ label: t`Dashboard` }]} />
        </RequireLogin>
      </Route>
      <Route path="/leaderboard">
        <RequireLogin>
          <ComingSoonPage title={t`Leaderboard`} crumbs={[{ label: t`Leaderboard` }]} />
        </RequireLogin>
      </Route>
      <Route path="/shop">
        <RequireLogin>
          <Suspense fallback={<PageLoading />}>
            <LazyShopPage />
          </Suspense>
        </RequireLogin>
      </Route>
      <Route path="/calendar">
        <RequireLogin>
          <Suspense fallback={<PageLoading />}>
            <FeatureGate feature="calendar">
              <LazyCalendarRoute />
            </FeatureGate>
          </Suspense>
        </RequireLogin>
      </Route>
      <Route path="/calendar/activity/:activityId">
        {(params: { activityId?: string }) => (
          <RequireLogin>
            <Suspense fallback={<PageLoading />}>
              <FeatureGate feature="session-detail">
                <LazySessionDetailRoute activityId={params.activityId ?? ''} />
              </FeatureGate>
            </Suspense>
          </RequireLogin>
        )}
      </Route>
      <Route path="/session-history">
        <RequireLogin>
          <ComingSoonPage title={t`Session History`} crumbs={[{ label: t`Session History` }]} />
        </RequireLogin>
      </Route>
      <Route path="/playbook/:topic">
        {(params: { topic?: string }) =>
          isPlaybookTopic(params.topic) ? (
            <RequireLogin>
              <div className="page">
                <Breadcrumb
                  crumbs={[{ label: t`Playbook`, href: '/playbook/getting-started' }, { label: i18n._(playbookMenuLabels[params.topic]) }]}
                />
                <Suspense fallback={<PageLoading />}>
                  <LazyPlaybookPage topic={params.topic} />
                </Suspense>
              </div>
            </RequireLogin>
          ) : (
            <NotFoundRedirect />
          )
        }
      </Route>
      <Route path="/profile">
        <RequireLogin>
          <Suspense fallback={<PageLoading />}>
            <FeatureGate feature="profile">
              <LazyProfileRoute />
            </FeatureGate>
          </Suspense>
        </RequireLogin>
      </Route>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route>
        <NotFoundRedirect />
      </Route>
    </Switch>
  );
}
