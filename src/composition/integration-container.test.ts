import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../tests/support/fake-clock';
import { HttpClient } from '../adapters/http/http-client';
import { MemoryKeyValueStore } from '../adapters/storage/memory-key-value-store';
import { APP_TOKENS } from '../application/app.tokens';
import { INTEGRATION_TOKENS } from '../application/integration/integration.tokens';
import { LocaleStore } from '../application/shell/locale.store';
import { integrationFeature } from '../ui/features/integration/integration.feature';
import { resolverOf } from './feature-resolver';
import { integrationContainerOf } from './integration-container';
import { PORT_TOKENS } from './port.tokens';

/** The integration site as it is wired, over an integration API that answers every login with a player's code. */
function site() {
  const calls: string[] = [];
  const http = new HttpClient({
    baseUrl: '/integration-api',
    auth: false,
    fetch: (input) => {
      calls.push(input);
      return Promise.resolve(
        new Response(JSON.stringify({ data: { otp: 'PLAYERCODE23', accountId: 'acc-1', children: [] } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  const services = {
    clock: new FakeClock(),
    errors: { report: () => undefined },
    locales: new LocaleStore(new MemoryKeyValueStore(), ['fr-FR']),
  };
  const resolver = resolverOf(
    integrationContainerOf(services),
    () => Promise.resolve([integrationFeature]),
    () => http,
  );
  return { calls, services, resolver };
}

describe('the integration site’s container', () => {
  it('gives the site its clock, error reporter and language, and none of the main app’s services', () => {
    const { services, resolver } = site();
    expect(resolver.get(APP_TOKENS.Clock)).toBe(services.clock);
    expect(resolver.get(APP_TOKENS.ErrorReporter)).toBe(services.errors);
    expect(resolver.get(APP_TOKENS.LocaleStore).locale).toBe('fr');
    for (const token of [APP_TOKENS.AuthSession, APP_TOKENS.LoginViewModel, PORT_TOKENS.HttpClient] as symbol[]) {
      expect(() => resolver.get(token)).toThrow(`Nothing is bound for ${String(token.description)}`);
    }
  });

  it('has the page view-model once the integration feature is loaded, a new one per mount, over the integration API', async () => {
    const { calls, resolver } = site();
    expect(() => resolver.get(INTEGRATION_TOKENS.IntegrationViewModel)).toThrow(/IntegrationViewModel/);

    const loading = resolver.load('integration');
    expect(resolver.load('integration')).toBe(loading);
    await loading;
    const viewModel = resolver.get(INTEGRATION_TOKENS.IntegrationViewModel);
    expect(resolver.get(INTEGRATION_TOKENS.IntegrationViewModel)).not.toBe(viewModel);

    viewModel.setEmail('player@example.com');
    viewModel.setPassword('demo-pass-1');
    await viewModel.submit();
    expect(calls).toEqual(['/integration-api/integration/user/authentication']);
    expect(viewModel.step).toBe('code');
    viewModel.dispose();
  });

  it('binds nothing for a feature the site does not have', async () => {
    const { resolver } = site();
    await expect(resolver.load('calendar')).resolves.toBeUndefined();
    expect(() => resolver.get(APP_TOKENS.AuthSession)).toThrow(/AuthSession/);
  });
});
