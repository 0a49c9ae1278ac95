import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../domain/account/sample-user.test-support';
import { MemoryKeyValueStore } from '../adapters/storage/memory-key-value-store';
import { APP_TOKENS } from '../application/app.tokens';
import { buildAppServices } from './composition-root';
import { resolverOf } from './feature-resolver';
import { PORT_TOKENS } from './port.tokens';
import { FEATURES } from '../ui/routing/feature-list';

const env = { playerApiUrl: '/api', screen: { width: 1440, devicePixelRatio: 1 }, browserLanguages: ['fr-FR'] };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __pulseboardAnalytics?: unknown }).__pulseboardAnalytics;
});

describe('composition root', () => {
  it('binds every port and view-model; tests rebind ports to fakes', async () => {
    const services = buildAppServices(env);
    const kv = new MemoryKeyValueStore();
    services.singleton(PORT_TOKENS.KeyValueStore, () => kv);
    const user = sampleUser({ playerDetails: [] });
    services.singleton(PORT_TOKENS.AuthApi, () => ({
      login: () => Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email: user.email, user }),
      logout: () => Promise.resolve(),
    }));
    const resolver = resolverOf(services, () => Promise.resolve(FEATURES));
    for (const token of Object.values(APP_TOKENS)) expect(resolver.get(token as symbol)).toBeDefined();
    expect(resolver.get(APP_TOKENS.LocaleStore).locale).toBe('fr');

    const login = resolver.get(APP_TOKENS.LoginViewModel);
    expect(resolver.get(APP_TOKENS.LoginViewModel)).not.toBe(login); // one per mount
    login.setEmail('player@example.com');
    login.setPassword('demo-pass-1');
    expect(await login.submit()).toBe(true);
    expect(resolver.get(APP_TOKENS.AuthSession).isLoggedIn).toBe(true);
    expect(kv.get('token_id')).toBe('at');
  });

  it('keeps the analytics buffer for the demo only: the real-API build discards every event', () => {
    const host = globalThis as { __pulseboardAnalytics?: unknown };
    const pageLoad = { name: 'page_load', path: '/reset-password?token=secret' } as const;
    vi.stubGlobal('__DEMO__', false);
    resolverOf(buildAppServices(env), () => Promise.resolve(FEATURES))
      .get(APP_TOKENS.Analytics)
      .track(pageLoad);
    expect(host.__pulseboardAnalytics).toBeUndefined();
    vi.stubGlobal('__DEMO__', true);
    resolverOf(buildAppServices(env), () => Promise.resolve(FEATURES))
      .get(APP_TOKENS.Analytics)
      .track(pageLoad);
    expect(host.__pulseboardAnalytics).toEqual([pageLoad]);
  });

  it('binds a feature once, on demand', async () => {
    const resolver = resolverOf(buildAppServices(env), () => Promise.resolve(FEATURES));
    const first = resolver.load('calendar');
    expect(resolver.load('calendar')).toBe(first);
    await first;
    await resolver.load('session-detail');
  });
});
