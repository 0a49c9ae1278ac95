import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../domain/account/sample-user.test-support';
import { MemoryKeyValueStore } from '../adapters/storage/memory-key-value-store';
import { USER_KEY } from '../application/ports/account-store.port';
import { APP_TOKENS } from '../application/app.tokens';
import { serviceToken } from '../application/service-token';
import { SHELL_TOKENS } from '../application/shell/shell.tokens';
import { SIGN_UP_TOKENS } from '../application/sign-up/sign-up.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { Clock } from '../application/ports/clock.port';
import { appResolverOf, buildAppContainer, sessionRestored } from './composition-root';
import type { FeatureBindings } from './feature-bindings';
import { PORT_TOKENS } from './port.tokens';
import { FEATURES } from '../ui/routing/feature-list';

const env = { playerApiUrl: '/api', screen: { width: 1440, devicePixelRatio: 1 }, browserLanguages: ['fr-FR'] };
const appOf = (features: readonly FeatureBindings[] = FEATURES) =>
  appResolverOf(buildAppContainer(env), () => Promise.resolve(features));

/** A feature that binds what it was given of the first screen's services: the session and the clock. */
const SEEN = serviceToken<{ readonly session: AuthSession; readonly clock: Clock }>('test.seen-by-a-feature');
const probe: FeatureBindings = {
  name: 'probe',
  bindings: () =>
    Promise.resolve((container) =>
      container
        .bind(SEEN)
        .toResolvedValue(
          (session: AuthSession, clock: Clock) => ({ session, clock }),
          [APP_TOKENS.AuthSession, APP_TOKENS.Clock],
        ),
    ),
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __pulseboardAnalytics?: unknown }).__pulseboardAnalytics;
});

describe('the app’s container', () => {
  it('binds every first-screen service; tests rebind ports to fakes', async () => {
    const container = buildAppContainer(env);
    const kv = new MemoryKeyValueStore();
    container.rebind(PORT_TOKENS.KeyValueStore).toConstantValue(kv);
    const user = sampleUser({ playerDetails: [] });
    container.rebind(PORT_TOKENS.AuthApi).toConstantValue({
      login: () => Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email: user.email, user }),
      logout: () => Promise.resolve(),
    });
    const resolver = appResolverOf(container, () => Promise.resolve(FEATURES));
    for (const token of Object.values(APP_TOKENS)) expect(resolver.get(token as symbol)).toBeDefined();
    expect(resolver.get(APP_TOKENS.LocaleStore).locale).toBe('fr');

    const login = resolver.get(APP_TOKENS.LoginViewModel);
    login.setEmail('player@example.com');
    login.setPassword('demo-pass-1');
    expect(await login.submit()).toBe(true);
    expect(resolver.get(APP_TOKENS.AuthSession).isLoggedIn).toBe(true);
    expect(kv.get('token_id')).toBe('at');
  });

  it('gives a feature the same session and clock as the first screen, once it is loaded', async () => {
    const resolver = appOf([probe]);
    const session = resolver.get(APP_TOKENS.AuthSession);
    await resolver.load('probe');
    expect(resolver.get(SEEN).session).toBe(session);
    expect(resolver.get(SEEN).clock).toBe(resolver.get(APP_TOKENS.Clock));
    expect(resolver.get(APP_TOKENS.AuthSession)).toBe(session);
  });

  it('makes a new view-model per mount, the first screen’s and a feature’s, over the same services', async () => {
    const resolver = appOf();
    const login = resolver.get(APP_TOKENS.LoginViewModel);
    expect(resolver.get(APP_TOKENS.LoginViewModel)).not.toBe(login);
    await resolver.load('sign-up');
    expect(resolver.get(SIGN_UP_TOKENS.SignUpViewModel)).not.toBe(resolver.get(SIGN_UP_TOKENS.SignUpViewModel));
    expect(resolver.get(SIGN_UP_TOKENS.SignUpApi)).toBe(resolver.get(SIGN_UP_TOKENS.SignUpApi));
  });

  it('restores a stored session once what reads its user is loaded', async () => {
    const container = buildAppContainer(env);
    const user = sampleUser({ playerDetails: [] });
    const kv = new MemoryKeyValueStore({ token_id: 'at', refresh_token: 'rt', [USER_KEY]: JSON.stringify(user) });
    container.rebind(PORT_TOKENS.KeyValueStore).toConstantValue(kv);
    await sessionRestored(container);
    const session = appResolverOf(container, () => Promise.resolve([])).get(APP_TOKENS.AuthSession);
    expect(session.isLoggedIn).toBe(true);
    expect(session.user).toEqual(user);
  });

  it('names the service it has nothing for, and why: its feature is not loaded yet', () => {
    const resolver = appOf();
    expect(() => resolver.get(SHELL_TOKENS.SidebarViewModel)).toThrow(
      'Nothing is bound for pulseboard.SidebarViewModel: is its feature loaded?',
    );
  });

  it('keeps the analytics buffer for the demo only: the real-API build discards every event', () => {
    const host = globalThis as { __pulseboardAnalytics?: unknown };
    const pageLoad = { name: 'page_load', path: '/reset-password?token=secret' } as const;
    vi.stubGlobal('__DEMO__', false);
    appOf().get(APP_TOKENS.Analytics).track(pageLoad);
    expect(host.__pulseboardAnalytics).toBeUndefined();
    vi.stubGlobal('__DEMO__', true);
    appOf().get(APP_TOKENS.Analytics).track(pageLoad);
    expect(host.__pulseboardAnalytics).toEqual([pageLoad]);
  });

  it('binds a feature once, on demand', async () => {
    const resolver = appOf();
    const first = resolver.load('calendar');
    expect(resolver.load('calendar')).toBe(first);
    await first;
    await resolver.load('session-detail');
  });
});
