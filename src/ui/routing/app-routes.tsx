import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { safeRedirectTarget } from '../../domain/navigation/redirect-target';
import { LoginPage } from '../features/auth/login-page';
import { PageLoading } from '../components/page-loading';
import { loadFeatureSwitch } from './feature-switch-loader';
import { lazyChunk } from './lazy-chunk';
import { PublicLayout } from '../shell/public-layout';
import { useService } from '../app/service-context';

/**
 * /login is the shell's own route (its code is in the first download). The one place that
 * decides where a signed-in user goes from it: a safe redirectTo, else the dashboard. A
 * successful login lands here too, since signing in re-renders this route.
 */
const LoginRoute = observer(function LoginRoute() {
  const session = useService(APP_TOKENS.AuthSession);
  const search = useSearch();
  if (session.isLoggedIn) {
    return (
      <Redirect
        to={safeRedirectTarget(new URLSearchParams(search).get('redirectTo'), window.location.origin)}
        replace
      />
    );
  }
  return (
    <PublicLayout>
      <LoginPage />
    </PublicLayout>
  );
});

/** The features' routes load after the login page's code (the /login budget). */
const featureSwitchChunk = lazyChunk(async () => (await loadFeatureSwitch()).FeatureSwitch);

/** The features' routes, once their chunk is in; a failed load is tried again when this mounts again. */
function FeatureSwitchRoute() {
  const [FeatureSwitch] = useState(featureSwitchChunk);
  return (
    <Suspense fallback={<PageLoading />}>
      <FeatureSwitch />
    </Suspense>
  );
}

/** Every route of the main app (docs/product-rules.md#routes-and-access): the login, then the features' routes. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route>
        <FeatureSwitchRoute />
      </Route>
    </Switch>
  );
}
