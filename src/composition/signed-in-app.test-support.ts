import { MemoryKeyValueStore } from '../adapters/storage/memory-key-value-store';
import { APP_TOKENS } from '../application/app.tokens';
import type { ServiceResolver } from '../application/service-token';
import { sampleUser } from '../domain/account/sample-user.test-support';
import { appResolverOf, buildAppContainer } from './composition-root';
import type { FeatureBindings } from './feature-bindings';
import { PORT_TOKENS } from './port.tokens';

/**
 * The main app as it is wired, over the player API at `baseUrl`, with storage in memory and a login that a fake
 * accepts, signed in as the sample user (Kim), with the bindings of the features named in `load` (from the tests'
 * feature list: the composition never imports the UI) loaded.
 */
export async function signedInApp(
  baseUrl: string,
  features: readonly FeatureBindings[],
  load: readonly string[],
): Promise<ServiceResolver> {
  const container = buildAppContainer({
    playerApiUrl: baseUrl,
    screen: { width: 1440, devicePixelRatio: 1 },
    browserLanguages: ['en'],
  });
  container.rebind(PORT_TOKENS.KeyValueStore).toConstantValue(new MemoryKeyValueStore());
  const user = sampleUser();
  container.rebind(PORT_TOKENS.AuthApi).toConstantValue({
    login: () => Promise.resolve({ accessToken: 'kim-access', refreshToken: 'kim-refresh', email: user.email, user }),
    logout: () => Promise.resolve(),
  });
  const resolver = appResolverOf(container, () => Promise.resolve(features));
  await resolver.get(APP_TOKENS.AuthSession).login(user.email, 'demo-pass-1');
  for (const name of load) await resolver.load(name);
  return resolver;
}
