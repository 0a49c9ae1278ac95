import { Container, ContainerModule } from 'inversify';
import { BufferedAnalytics } from '../adapters/analytics/buffered-analytics';
import { DiscardingAnalytics } from '../adapters/analytics/discarding-analytics';
import { SystemClock } from '../adapters/clock/system-clock';
import { HttpAccountApi } from '../adapters/http/http-account-api';
import { HttpAuthApi } from '../adapters/http/http-auth-api';
import { HttpClient, PublicHttpClient } from '../adapters/http/http-client';
import type { FetchFunction } from '../adapters/http/retrying-fetch';
import { crossTabRefreshLocks } from '../adapters/http/token-refresher';
import { loadUserChecks, userChecksPending } from '../adapters/http/user-checks-loader';
import { ChangesHeldUntil } from '../adapters/storage/changes-held-until';
import { LocalStorageAccountStore } from '../adapters/storage/local-storage-account-store';
import { LocalStorageKeyValueStore } from '../adapters/storage/local-storage-key-value-store';
import { LocalStorageTokenStore } from '../adapters/storage/local-storage-token-store';
import { APP_TOKENS } from '../application/app.tokens';
import { errorReporterFor } from './error-reporting';
import { PORT_TOKENS } from './port.tokens';
import { AuthSession } from '../application/auth/auth-session.store';
import { LoginViewModel } from '../application/auth/login.view-model';
import type { AccountStore } from '../application/ports/account-store.port';
import type { AuthApi } from '../application/ports/auth-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import type { TokenStore } from '../application/ports/token-store.port';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { FeatureBindings } from './feature-bindings';
import { resolverOf } from './feature-resolver';
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
 * The main app's one container (docs/architecture.md#wiring), with the first screen's services in it: adapters for
 * ports, then stores and the login form. Singletons unless said otherwise; the login form is made per mount. The
 * features bind into this same container on their first visit (src/composition/feature-resolver.ts). A test may
 * rebind a port to a fake before anything uses it.
 */
export function buildAppContainer(env: AppEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(firstScreenModule(env, container));
  return container;
}

/** The main app's resolver: its container, its feature list, and the player API's client for the features' bindings. */
export function appResolverOf(
  container: Container,
  features: () => Promise<readonly FeatureBindings[]>,
): ServiceResolver {
  return resolverOf(container, features, () => container.get(PORT_TOKENS.HttpClient));
}

/**
 * Waits, before the session is made, for what restoring a stored session needs: the user's checks (class-validator),
 * which read the stored user. Without a stored session there is nothing to wait for, and /login goes without them
 * until its first answer (docs/architecture.md#http-client).
 */
export async function sessionRestored(container: Container): Promise<void> {
  if (container.get<TokenStore>(PORT_TOKENS.TokenStore).getAccessToken() !== null) await loadUserChecks();
}

function firstScreenModule(env: AppEnvironment, container: Container): ContainerModule {
  const get = <T>(token: ServiceToken<T>): T => container.get(token);
  return new ContainerModule(({ bind }) => {
    bind(APP_TOKENS.Clock).toDynamicValue(() => new SystemClock());
    bind(APP_TOKENS.Screen).toConstantValue(env.screen);
    // The buffer is for the demo's end-to-end tests: `__DEMO__` is the literal false in the real-API build,
    // so the bundler drops BufferedAnalytics and its `window.__pulseboardAnalytics` from it.
    bind(APP_TOKENS.Analytics).toDynamicValue(() => (__DEMO__ ? new BufferedAnalytics() : new DiscardingAnalytics()));
    bind(APP_TOKENS.ErrorReporter).toDynamicValue(() =>
      errorReporterFor({
        clock: get(APP_TOKENS.Clock),
        routePatternOf: env.routePatternOf,
        signedInUser: () => get(APP_TOKENS.AuthSession).user,
      }),
    );
    // Storage that throws (private mode, quota) reads as empty; other tabs' changes arrive as events, once the
    // user's checks are loaded: a change may carry a user, read with them (sessionRestored).
    bind(PORT_TOKENS.KeyValueStore).toDynamicValue(
      () => new ChangesHeldUntil(LocalStorageKeyValueStore.fromWindow(), userChecksPending),
    );
    bind(PORT_TOKENS.TokenStore).toResolvedValue(
      (store: KeyValueStore) => new LocalStorageTokenStore(store),
      [PORT_TOKENS.KeyValueStore],
    );
    bind(PORT_TOKENS.AccountStore).toResolvedValue(
      (store: KeyValueStore) => new LocalStorageAccountStore(store),
      [PORT_TOKENS.KeyValueStore],
    );
    bind(PORT_TOKENS.HttpClient).toResolvedValue(
      (tokenStore: TokenStore, store: KeyValueStore, clock: Clock) =>
        new HttpClient({
          baseUrl: env.playerApiUrl,
          fetch: env.fetch,
          tokenStore,
          // Resolved lazily: the session depends on the API, and the API reports to the session.
          sessionEvents: { sessionExpired: () => get(APP_TOKENS.AuthSession).sessionExpired() },
          locks: crossTabRefreshLocks(store, clock),
        }),
      [PORT_TOKENS.TokenStore, PORT_TOKENS.KeyValueStore, APP_TOKENS.Clock],
    );
    // The public calls (email links, invitations) never carry the signed-in visitor's token.
    bind(PORT_TOKENS.PublicHttpClient).toDynamicValue(
      () => new PublicHttpClient({ baseUrl: env.playerApiUrl, fetch: env.fetch }),
    );
    bind(PORT_TOKENS.AuthApi).toResolvedValue(
      (http: HttpClient, publicHttp: PublicHttpClient): AuthApi => new HttpAuthApi(http, publicHttp),
      [PORT_TOKENS.HttpClient, PORT_TOKENS.PublicHttpClient],
    );
    bind(PORT_TOKENS.AccountApi).toResolvedValue(
      (http: HttpClient) => new HttpAccountApi(http),
      [PORT_TOKENS.HttpClient],
    );
    bind(APP_TOKENS.AuthSession).toResolvedValue(
      (tokens: TokenStore, accounts: AccountStore, store: KeyValueStore, api: AuthApi) =>
        new AuthSession(tokens, accounts, store, api),
      [PORT_TOKENS.TokenStore, PORT_TOKENS.AccountStore, PORT_TOKENS.KeyValueStore, PORT_TOKENS.AuthApi],
    );
    bind(APP_TOKENS.LocaleStore).toResolvedValue(
      (store: KeyValueStore) => new LocaleStore(store, env.browserLanguages),
      [PORT_TOKENS.KeyValueStore],
    );
    bind(APP_TOKENS.ToastStore).toResolvedValue((clock: Clock) => new ToastStore(clock), [APP_TOKENS.Clock]);
    bind(APP_TOKENS.LoginViewModel)
      .toResolvedValue(
        (session: AuthSession, locale: LocaleStore) => new LoginViewModel(session, locale),
        [APP_TOKENS.AuthSession, APP_TOKENS.LocaleStore],
      )
      .inTransientScope();
  });
}
