import { BufferedAnalytics } from '../adapters/analytics/buffered-analytics';
import { DiscardingAnalytics } from '../adapters/analytics/discarding-analytics';
import { SystemClock } from '../adapters/clock/system-clock';
import { HttpAccountApi } from '../adapters/http/http-account-api';
import { HttpAuthApi } from '../adapters/http/http-auth-api';
import { HttpClient, PublicHttpClient } from '../adapters/http/http-client';
import type { FetchFunction } from '../adapters/http/retrying-fetch';
import { crossTabRefreshLocks } from '../adapters/http/token-refresher';
import { LocalStorageAccountStore } from '../adapters/storage/local-storage-account-store';
import { LocalStorageKeyValueStore } from '../adapters/storage/local-storage-key-value-store';
import { LocalStorageTokenStore } from '../adapters/storage/local-storage-token-store';
import { APP_TOKENS } from '../application/app.tokens';
import { errorReporterFor } from './error-reporting';
import { ServiceRegistry } from './service-registry';
import { PORT_TOKENS } from './port.tokens';
import { AuthSession } from '../application/auth/auth-session.store';
import { LoginViewModel } from '../application/auth/login.view-model';
import type { AuthApi } from '../application/ports/auth-api.port';
import { LocaleStore } from '../application/shell/locale.store';
import { ToastStore } from '../application/shell/toast.store';

export interface AppEnvironment {
  readonly playerApiUrl: string;
  readonly screen: { width: number; devicePixelRatio: number };
  readonly browserLanguages: readonly string[];
  /** The route pattern a path answers to, for error reports: src/start/app-main.tsx gives it from the feature list. */
  readonly routePatternOf?: (path: string) => Promise<string>;
  /** The API clients' fetch: the demo's waits for its mock backend (src/start/main.tsx); by default the browser's. */
  readonly fetch?: FetchFunction;
}

export function browserEnvironment(): AppEnvironment {
  return {
    playerApiUrl: import.meta.env.VITE_PLAYER_API_URL ?? '/api',
    screen: { width: window.screen.width, devicePixelRatio: window.devicePixelRatio || 1 },
    browserLanguages: navigator.languages ?? [],
  };
}

/**
 * Builds the main app's first-screen services (docs/architecture.md#wiring): adapters for ports, then stores and the
 * login form. The features' own services are bound on their first visit (src/composition/feature-resolver.ts). A test
 * may register a fake for a port before anything uses it.
 */
export function buildAppServices(env: AppEnvironment): ServiceRegistry {
  const s = new ServiceRegistry();
  s.singleton(APP_TOKENS.Clock, () => new SystemClock());
  s.singleton(APP_TOKENS.Screen, () => env.screen);
  // The buffer is for the demo's end-to-end tests: `__DEMO__` is the literal false in the real-API build,
  // so the bundler drops BufferedAnalytics and its `window.__pulseboardAnalytics` from it.
  s.singleton(APP_TOKENS.Analytics, () => (__DEMO__ ? new BufferedAnalytics() : new DiscardingAnalytics()));
  s.singleton(APP_TOKENS.ErrorReporter, () =>
    errorReporterFor({
      clock: s.get(APP_TOKENS.Clock),
      routePatternOf: env.routePatternOf,
      signedInUser: () => s.get(APP_TOKENS.AuthSession).user,
    }),
  );
  // Storage that throws (private mode, quota) reads as empty; other tabs' changes arrive as events.
  s.singleton(PORT_TOKENS.KeyValueStore, () => LocalStorageKeyValueStore.fromWindow());
  s.singleton(PORT_TOKENS.TokenStore, () => new LocalStorageTokenStore(s.get(PORT_TOKENS.KeyValueStore)));
  s.singleton(PORT_TOKENS.AccountStore, () => new LocalStorageAccountStore(s.get(PORT_TOKENS.KeyValueStore)));
  s.singleton(
    PORT_TOKENS.HttpClient,
    () =>
      new HttpClient({
        baseUrl: env.playerApiUrl,
        fetch: env.fetch,
        tokenStore: s.get(PORT_TOKENS.TokenStore),
        // Resolved lazily: the session depends on the API, and the API reports to the session.
        sessionEvents: { sessionExpired: () => s.get(APP_TOKENS.AuthSession).sessionExpired() },
        locks: crossTabRefreshLocks(s.get(PORT_TOKENS.KeyValueStore), s.get(APP_TOKENS.Clock)),
      }),
  );
  // The public calls (email links, invitations) never carry the signed-in visitor's token.
  s.singleton(
    PORT_TOKENS.PublicHttpClient,
    () => new PublicHttpClient({ baseUrl: env.playerApiUrl, fetch: env.fetch }),
  );
  s.singleton(
    PORT_TOKENS.AuthApi,
    (): AuthApi => new HttpAuthApi(s.get(PORT_TOKENS.HttpClient), s.get(PORT_TOKENS.PublicHttpClient)),
  );
  s.singleton(PORT_TOKENS.AccountApi, () => new HttpAccountApi(s.get(PORT_TOKENS.HttpClient)));
  s.singleton(
    APP_TOKENS.AuthSession,
    () =>
      new AuthSession(
        s.get(PORT_TOKENS.TokenStore),
        s.get(PORT_TOKENS.AccountStore),
        s.get(PORT_TOKENS.KeyValueStore),
        s.get(PORT_TOKENS.AuthApi),
      ),
  );
  s.singleton(APP_TOKENS.LocaleStore, () => new LocaleStore(s.get(PORT_TOKENS.KeyValueStore), env.browserLanguages));
  s.singleton(APP_TOKENS.ToastStore, () => new ToastStore(s.get(APP_TOKENS.Clock)));
  s.perMount(
    APP_TOKENS.LoginViewModel,
    () => new LoginViewModel(s.get(APP_TOKENS.AuthSession), s.get(APP_TOKENS.LocaleStore)),
  );
  return s;
}
