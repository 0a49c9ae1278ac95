import { Container } from 'inversify';
import { BufferedAnalytics } from './adapters/analytics/buffered-analytics';
import { DiscardingAnalytics } from './adapters/analytics/discarding-analytics';
import { SystemClock } from './adapters/clock/system-clock';
import { HttpAccountApi } from './adapters/http/http-account-api';
import { HttpAuthApi } from './adapters/http/http-auth-api';
import { HttpClient, PublicHttpClient } from './adapters/http/http-client';
import type { FetchFunction } from './adapters/http/retrying-fetch';
import { crossTabRefreshLocks } from './adapters/http/token-refresher';
import { LocalStorageAccountStore } from './adapters/storage/local-storage-account-store';
import { LocalStorageKeyValueStore } from './adapters/storage/local-storage-key-value-store';
import { LocalStorageTokenStore } from './adapters/storage/local-storage-token-store';
import { APP_TOKENS } from './application/app.tokens';
import { errorReporterFor } from './composition/error-reporting';
import { PORT_TOKENS } from './composition/port.tokens';
import { AuthSession } from './application/auth/auth-session.store';
import { LoginViewModel } from './application/auth/login.view-model';
import type { Clock } from './application/ports/clock.port';
import type { AccountStore } from './application/ports/account-store.port';
import type { AuthApi } from './application/ports/auth-api.port';
import type { KeyValueStore } from './application/ports/key-value-store.port';
import type { TokenStore } from './application/ports/token-store.port';
import { LocaleStore } from './application/shell/locale.store';
import { ToastStore } from './application/shell/toast.store';


export interface AppEnvironment {
  readonly playerApiUrl: string;
  readonly screen: { width: number; devicePixelRatio: number };
  readonly browserLanguages: readonly string[];
  /** The route pattern a path answers to, for error reports: src/app-main.tsx gives it from the feature list. */
  readonly routePatternOf?: (path: string) => Promise<string>;
  /** The API clients' fetch: the demo's waits for its mock backend (src/main.tsx); by default the browser's. */
  readonly fetch?: FetchFunction;
}

export function browserEnvironment(): AppEnvironment {
  return {
    playerApiUrl: import.meta.env.VITE_PLAYER_API_URL ?? '/api',
    screen: { width: window.screen.width, devicePixelRatio: window.devicePixelRatio || 1 },
    browserLanguages: navigator.languages ?? [],
  };
}

/** Builds the main app's container (docs/architecture.md#wiring): adapters for ports, then stores and view-models. */
export function buildAppContainer(env: AppEnvironment): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(APP_TOKENS.Clock).toConstantValue(new SystemClock());
  c.bind(APP_TOKENS.Screen).toConstantValue(env.screen);
  // The buffer is for the demo's end-to-end tests: `__DEMO__` is the literal false in the real-API build,
  // so the bundler drops BufferedAnalytics and its `window.__pulseboardAnalytics` from it.
  c.bind(APP_TOKENS.Analytics).toConstantValue(__DEMO__ ? new BufferedAnalytics() : new DiscardingAnalytics());
  c.bind(APP_TOKENS.ErrorReporter).toResolvedValue(
    (clock: Clock) =>
      errorReporterFor({
        clock,
        routePatternOf: env.routePatternOf,
        signedInUser: () => c.get<AuthSession>(APP_TOKENS.AuthSession).user,
      }),
    [APP_TOKENS.Clock],
  );
  // Storage that throws (private mode, quota) reads as empty; other tabs' changes arrive as events.
  c.bind(PORT_TOKENS.KeyValueStore).toConstantValue(LocalStorageKeyValueStore.fromWindow());
  c.bind(PORT_TOKENS.TokenStore).toResolvedValue((kv: KeyValueStore) => new LocalStorageTokenStore(kv), [PORT_TOKENS.KeyValueStore]);
  c.bind(PORT_TOKENS.AccountStore).toResolvedValue((kv: KeyValueStore) => new LocalStorageAccountStore(kv), [PORT_TOKENS.KeyValueStore]);
  c.bind(PORT_TOKENS.HttpClient).toResolvedValue(
    (tokenStore: TokenStore, kv: KeyValueStore, clock: Clock) =>
      new HttpClient({
        baseUrl: env.playerApiUrl,
        fetch: env.fetch,
        tokenStore,
        // Resolved lazily: the session depends on the API, and the API reports to the session.
        sessionEvents: { sessionExpired: () => c.get<AuthSession>(APP_TOKENS.AuthSession).sessionExpired() },
        locks: crossTabRefreshLocks(kv, clock),
      }),
    [PORT_TOKENS.TokenStore, PORT_TOKENS.KeyValueStore, APP_TOKENS.Clock],
  );
  // The public calls (email links, invitations) never carry the signed-in visitor's token.
  c.bind(PORT_TOKENS.PublicHttpClient).toConstantValue(new PublicHttpClient({ baseUrl: env.playerApiUrl, fetch: env.fetch }));
  c.bind(PORT_TOKENS.AuthApi).toResolvedValue((http: HttpClient) => new HttpAuthApi(http), [PORT_TOKENS.HttpClient]);
  c.bind(PORT_TOKENS.AccountApi).toResolvedValue((http: HttpClient) => new HttpAccountApi(http), [PORT_TOKENS.HttpClient]);

  c.bind(APP_TOKENS.AuthSession).toResolvedValue(
    (tokens: TokenStore, accounts: AccountStore, kv: KeyValueStore, api: AuthApi) => new AuthSession(tokens, accounts, kv, api),
    [PORT_TOKENS.TokenStore, PORT_TOKENS.AccountStore, PORT_TOKENS.KeyValueStore, PORT_TOKENS.AuthApi],
  );
  c.bind(APP_TOKENS.LocaleStore).toResolvedValue(
    (kv: KeyValueStore) => new LocaleStore(kv, env.browserLanguages),
    [PORT_TOKENS.KeyValueStore],
  );
  c.bind(APP_TOKENS.ToastStore).toResolvedValue((clock: Clock) => new ToastStore(clock), [APP_TOKENS.Clock]);
  c.bind(APP_TOKENS.LoginViewModel)
    .toResolvedValue((session: AuthSession, locale: LocaleStore) => new LoginViewModel(session, locale), [APP_TOKENS.AuthSession, APP_TOKENS.LocaleStore])
    .inTransientScope();
  return c;
}
